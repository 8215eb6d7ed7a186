package rules

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestLoadRefusesAUnitOutOfItsPlace: a hand-edited save puts a Ship on the
// Beach or Infantry in an area of the Battle Sheet. The rulebook gives
// Infantry places of its own: "If US Infantry are already on the Island,
// place them on the US Foxholes", "Infantry on Transports", "Move Infantry
// on the Beach to the Foxholes"; Ships and aircraft go to the Battle Areas.
// Loading it is refused with a message naming the unit; the good save loads.
func TestLoadRefusesAUnitOutOfItsPlace(t *testing.T) {
	g := newGame(t, Options{Year: 1942, Seed: 3})
	emptyBoard(g)
	put(t, g, US, "Lexington", solomons)
	put(t, g, US, "DESRON 1", solomons)
	put(t, g, US, "25th Inf", solomons)
	put(t, g, Japan, "16th Inf", solomons)
	startBattle(t, g, solomons)

	var back Game
	if err := json.Unmarshal(mustJSON(t, g), &back); err != nil {
		t.Fatalf("the good save is refused: %v", err)
	}
	for _, c := range []struct{ id, pos, want string }{
		{"US:Lexington", PosBeach, "US:Lexington is not Infantry and cannot be on the Beach"},
		{"US:Lexington", PosFoxholes, "cannot be on the Foxholes"},
		{"US:25th Inf", ZoneCoastal, "US:25th Inf is Infantry"},
		{"JP:16th Inf", "", "JP:16th Inf is Infantry"},
	} {
		bad := g.Clone()
		u := bad.Battle.unit(c.id)
		if u == nil {
			t.Fatalf("%s is not on the Battle Sheet", c.id)
		}
		u.pos = c.pos
		var back Game
		err := json.Unmarshal(mustJSON(t, bad), &back)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s at %q: error %v, want one saying %q", c.id, c.pos, err, c.want)
		}
	}
}

// TestBattleTasksSaveByName: the battle's task list is saved with each op
// spelled by name, as saves have always had it, and loads back the same; a
// name no version wrote is refused with a message naming it.
func TestBattleTasksSaveByName(t *testing.T) {
	g := newGame(t, Options{Year: 1942, Seed: 3})
	emptyBoard(g)
	put(t, g, US, "Lexington", solomons)
	put(t, g, Japan, "16th Inf", solomons)
	startBattle(t, g, solomons)
	if len(g.Battle.Tasks) == 0 {
		t.Fatal("the battle has no tasks to save")
	}
	raw := mustJSON(t, g)
	for _, task := range g.Battle.Tasks {
		if want := `"op":"` + taskOpNames[task.Op-1] + `"`; !strings.Contains(string(raw), want) {
			t.Errorf("the save does not spell task %d as %s", task.Op, want)
		}
	}
	var back Game
	if err := json.Unmarshal(raw, &back); err != nil {
		t.Fatalf("the save is refused: %v", err)
	}
	if got, want := len(back.Battle.Tasks), len(g.Battle.Tasks); got != want {
		t.Fatalf("%d tasks loaded, %d saved", got, want)
	}
	for i, task := range back.Battle.Tasks {
		if task.Op != g.Battle.Tasks[i].Op {
			t.Errorf("task %d loaded as %v, saved as %v", i, task.Op, g.Battle.Tasks[i].Op)
		}
	}
	first := `"op":"` + taskOpNames[g.Battle.Tasks[0].Op-1] + `"`
	bad := strings.Replace(string(raw), first, `"op":"no-such-task"`, 1)
	err := json.Unmarshal([]byte(bad), &back)
	if err == nil || !strings.Contains(err.Error(), `battle task "no-such-task" unknown`) {
		t.Errorf("an unknown task loads: error %v", err)
	}
}
