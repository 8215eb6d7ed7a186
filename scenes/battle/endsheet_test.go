package battle

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// TestSheetAtTheEndShowsThePlansDrawn: "Draw Japanese Battle Plans ... If
// there are no more Battle Plans remaining in the cup, return the previously
// drawn Battle Plans and keep drawing." Once a battle is over its sheet shows
// the battle as it ended: the plans Japan drew in its last Battle Turn are
// out of the cup, as the log says, where the sheet once showed the cup as it
// stood at the last question ("14 in the cup · none out of it").
func TestSheetAtTheEndShowsThePlansDrawn(t *testing.T) {
	tr := toBattle(t, 2, "Gilbert Islands")
	tr.fight([]string{"AAA", "Ranging Shots", "Diving Attack", "Furball"})
	if !tr.s.Over() {
		t.Fatal("the battle did not end")
	}
	ended := tr.g().EndedBattle()
	if ended == nil || len(ended.JPDiscard)+len(ended.JPSaved) == 0 {
		t.Fatalf("the battle ended with no plan out of the cup: %+v", ended)
	}
	b := tr.s.sh.b
	if !slices.Equal(b.Cup, ended.Cup) || !slices.Equal(b.JPDiscard, ended.JPDiscard) || !slices.Equal(b.USUsed, ended.USUsed) {
		t.Errorf("the sheet shows cup %v, out %v, US used %v; the battle ended with %v, %v, %v",
			b.Cup, b.JPDiscard, b.USUsed, ended.Cup, ended.JPDiscard, ended.USUsed)
	}
	line, _, _ := tr.s.cupLine(tr.s.LastView())
	if want := fmt.Sprintf("%d in the cup", len(ended.Cup)); !strings.HasPrefix(line, want) {
		t.Errorf("the cup line says %q, want it to begin %q", line, want)
	}
}
