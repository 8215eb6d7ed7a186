package main

import (
	"os"
	"strings"
	"testing"
)

// TestReadmeSaysHowToStartFirst: the README's first screen says how to
// play and how to test (the two commands were at line 451 of 689, where a
// newcomer opening the page did not look).
func TestReadmeSaysHowToStartFirst(t *testing.T) {
	b, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(b), "\n")
	first := strings.Join(lines[:min(len(lines), 30)], "\n")
	for _, cmd := range []string{"./build/play.sh", "./build/test.sh"} {
		if !strings.Contains(first, cmd) {
			t.Errorf("the README's first 30 lines do not say %s", cmd)
		}
	}
}
