package files

import (
	"strings"
	"testing"

	"nimitz/savegame"
)

// TestEntryPlaceMarksLinkedSeries: the in-game file list tells a save of a
// linked series from a save of its campaign year alone.
func TestEntryPlaceMarksLinkedSeries(t *testing.T) {
	e := savegame.Entry{Campaign: 1943, TurnName: "Mar/Apr", Step: "US Movement"}
	single := entryPlace(e)
	e.Linked = true
	linked := entryPlace(e)
	if strings.Contains(single, "Linked") || !strings.Contains(linked, "Linked") {
		t.Errorf("campaign %q, linked series %q: want only the series marked Linked", single, linked)
	}
	if !strings.Contains(linked, "1943 · Mar/Apr · US Movement") {
		t.Errorf("linked series %q: want its year, turn and step", linked)
	}
}
