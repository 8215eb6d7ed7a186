package battle

import (
	"regexp"
	"testing"
	"unicode"
)

// slips are the wording slips the log and the questions once had (bug 10):
// a Force's type said twice ("CVE CVE Gp 2") and "A" before a vowel ("A AAA
// Hit strikes...").
var slips = regexp.MustCompile(`\b(CVE|CVL|CV|BB|CRU|DD|SS) (CVE|CVL|CV|BB|CRU|DD|SS)\b|\bA [AEIOU]`)

// checkWording fails on a log line or question that starts in lower case or
// has a slip.
func checkWording(t *testing.T, tr *tester) {
	t.Helper()
	lines := tr.prompts
	for _, e := range tr.s.log {
		lines = append(lines, e.Text)
	}
	if len(lines) == 0 {
		t.Fatal("the battle showed no text")
	}
	for _, l := range lines {
		if r := []rune(l); len(r) > 0 && unicode.IsLower(r[0]) {
			t.Errorf("a line starts in lower case: %q", l)
		}
		if slips.MatchString(l) {
			t.Errorf("a slip in %q", l)
		}
	}
}

// TestBattleTextIsWordedRight fights the 1942 Gilbert Islands battle, where
// Japanese Land-Based Bomber Groups fly (their lines began "the Land-Based
// Bomber Group"), and reads every line the board showed.
func TestBattleTextIsWordedRight(t *testing.T) {
	tr := toBattle(t, 2, "Gilbert Islands")
	tr.fight([]string{"AAA", "Ranging Shots", "Diving Attack", "Furball"})
	checkWording(t, tr)
}
