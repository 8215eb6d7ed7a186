package lesson

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"nimitz/rules"
)

// TestLessonReplaysFromItsStart plays the script's decisions on its start,
// as the tutorial does: every one is accepted, rolls exactly the dice the
// step says, and the forced dice run out with the last.
func TestLessonReplaysFromItsStart(t *testing.T) {
	l, err := Build()
	if err != nil {
		t.Fatal(err)
	}
	g := l.Start.Clone()
	if len(g.Dice.Forced) == 0 {
		t.Fatal("the lesson's start forces no dice")
	}
	acts := 0
	for i, st := range l.Steps {
		if st.Say == "" || st.Rule == "" || st.Part == "" {
			t.Errorf("step %d lacks words: %+v", i+1, st)
		}
		if strings.Contains(st.Say, "US:") || strings.Contains(st.Say, "JP:") {
			t.Errorf("step %d names a Force by its id: %s", i+1, st.Say)
		}
		// Words a newcomer tripped over in the playtest of issue 56: "the
		// the D3A", and "lit" for what the coach rings.
		if strings.Contains(st.Say, "the the ") || litWord.MatchString(st.Say) {
			t.Errorf("step %d: %s", i+1, st.Say)
		}
		if !st.Acts() {
			continue
		}
		acts++
		if !st.Accepts(st.Do) {
			t.Errorf("step %d does not accept its own decision", i+1)
		}
		before := g.Dice.Forced
		if _, err := g.Apply(st.Do); err != nil {
			t.Fatalf("step %d (%s): %v", i+1, st.Say, err)
		}
		if used := before[:len(before)-len(g.Dice.Forced)]; !slices.Equal(used, st.Dice) && !(len(used) == 0 && len(st.Dice) == 0) {
			t.Errorf("step %d rolled %v, the script says %v", i+1, used, st.Dice)
		}
	}
	if len(g.Dice.Forced) != 0 {
		t.Errorf("%d forced dice left over", len(g.Dice.Forced))
	}
	if acts < 60 || g.Turn != 2 || g.Step != rules.StepResupply {
		t.Errorf("%d decisions end in %s %s; want the next turn's US Resupply", acts, g.TurnName(), g.Step)
	}
}

// litWord is "lit", the word for what the board itself lights.
var litWord = regexp.MustCompile(`\blit\b`)

// TestAcceptsIsStrict: a move is accepted with its Forces in any order, not
// with one Force more or less, nor another decision.
func TestAcceptsIsStrict(t *testing.T) {
	st := Step{Do: rules.Decision{Kind: rules.DoMove, Forces: []string{"US:A", "US:B"}, Area: "Midway Island"}}
	for _, c := range []struct {
		d    rules.Decision
		want bool
	}{
		{rules.Decision{Kind: rules.DoMove, Forces: []string{"US:B", "US:A"}, Area: "Midway Island"}, true},
		{rules.Decision{Kind: rules.DoMove, Forces: []string{"US:A"}, Area: "Midway Island"}, false},
		{rules.Decision{Kind: rules.DoMove, Forces: []string{"US:A", "US:B", "US:C"}, Area: "Midway Island"}, false},
		{rules.Decision{Kind: rules.DoMove, Forces: []string{"US:A", "US:B"}, Area: "Borneo"}, false},
		{rules.Decision{Kind: rules.DoDone}, false},
	} {
		if got := st.Accepts(c.d); got != c.want {
			t.Errorf("Accepts(%+v) = %v, want %v", c.d, got, c.want)
		}
	}
	if (Step{}).Accepts(rules.Decision{}) {
		t.Error("a step that only explains accepts a decision")
	}
}

// TestAirUnitsAreNamedAsTheirCountersRead: the counters of Land-Based
// Aircraft read their aircraft ("Anson", "B-17") in large type, the unit
// small under it; the coach names an air unit the same way, the aircraft
// first: "the Anson (RAAF BG 1)", never the unit alone (playtest of issue
// 56: "RAAF BG 1" and "28th BG" were named where the counters read "Anson"
// and "B-17").
func TestAirUnitsAreNamedAsTheirCountersRead(t *testing.T) {
	l, err := Build()
	if err != nil {
		t.Fatal(err)
	}
	g := l.Start
	named := 0
	for i := range g.Forces {
		c := g.Counter(&g.Forces[i])
		if c.Type != rules.LBA || c.Aircraft == "" || c.Aircraft == c.Name {
			continue
		}
		for n, st := range l.Steps {
			rest := st.Say
			for {
				at := strings.Index(rest, c.Name)
				if at < 0 {
					break
				}
				if at > 0 && isWordChar(rest[at-1]) {
					rest = rest[at+len(c.Name):]
					continue
				}
				named++
				if !strings.HasSuffix(rest[:at], c.Aircraft+" (") || !strings.HasPrefix(rest[at+len(c.Name):], ")") {
					t.Errorf("step %d names %s without its counter's %s first: %s", n+1, c.Name, c.Aircraft, st.Say)
				}
				rest = rest[at+len(c.Name):]
			}
		}
	}
	if named == 0 {
		t.Fatal("no step names an air unit: the test proves nothing")
	}
}

// isWordChar reports a letter or digit ("18th FG" is not "8th FG").
func isWordChar(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}
