package ui

import (
	"os"
	"testing"

	"nimitz/scenes/scenetest"
)

// The tests run in the game loop: the face tests draw and read back.
func TestMain(m *testing.M) { os.Exit(scenetest.Main(m)) }
