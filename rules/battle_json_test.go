package rules

import (
	"encoding/json"
	"strings"
	"testing"
)

// battleWithTasks is the large battle begun, with a roll task and a Depth
// Charge's task and Hit pool naming units by place, as the engine makes
// them.
func battleWithTasks(t *testing.T) (*Game, *Battle) {
	t.Helper()
	g := largeBattleGame(t, 1)
	apply(t, g, Decision{Kind: DoChooseBattle, Area: "Midway Island"})
	b := g.Battle
	if b == nil || len(b.Units) < 8 {
		t.Fatal("the large battle did not begin with its units")
	}
	b.Tasks = []battleTask{
		{Op: taskRoll, Unit: sheetUnitOf(3), Kind: atkBombShip, Zone: ZoneCoastal},
		{Op: taskRoll, Unit: sheetUnitOf(5), Kind: atkDepth, Zone: ZoneCoastal, Target: sheetUnitOf(7), Flag: true},
		{Op: taskApply},
	}
	b.Pools = []hitPool{{Side: Japan, Zone: ZoneCoastal, Kind: atkDepth, Target: sheetUnitOf(7), Hits: 2}}
	return g, b
}

// TestBattleSavesTasksByID: a save names the units of a battle's tasks and
// Hit pools by ID, as saves always have, and loads them back to their
// places; saved again, it is the same text.
func TestBattleSavesTasksByID(t *testing.T) {
	_, b := battleWithTasks(t)
	data, err := json.Marshal(b)
	if err != nil {
		t.Fatal(err)
	}
	var saved struct {
		Tasks []struct {
			Unit   string `json:"unit"`
			Target string `json:"target"`
		} `json:"tasks"`
		Pools []struct {
			Target string `json:"target"`
		} `json:"pools"`
	}
	if err := json.Unmarshal(data, &saved); err != nil {
		t.Fatal(err)
	}
	if len(saved.Tasks) != 3 || saved.Tasks[0].Unit != b.Units[3].id || saved.Tasks[1].Unit != b.Units[5].id ||
		saved.Tasks[1].Target != b.Units[7].id || saved.Tasks[2].Unit != "" || saved.Tasks[2].Target != "" {
		t.Fatalf("tasks saved as %+v, want units %s, %s against %s, and none", saved.Tasks, b.Units[3].id, b.Units[5].id, b.Units[7].id)
	}
	if len(saved.Pools) != 1 || saved.Pools[0].Target != b.Units[7].id {
		t.Fatalf("pools saved as %+v, want the Submarine %s", saved.Pools, b.Units[7].id)
	}
	var back Battle
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	for i, task := range back.Tasks {
		if want := b.Tasks[i]; task != want {
			t.Errorf("task %d loaded as %+v, want %+v", i, task, want)
		}
	}
	if len(back.Pools) != 1 || back.Pools[0] != b.Pools[0] {
		t.Errorf("pools loaded as %+v, want %+v", back.Pools, b.Pools)
	}
	again, err := json.Marshal(&back)
	if err != nil {
		t.Fatal(err)
	}
	if string(again) != string(data) {
		t.Errorf("saved again, the battle differs:\n%s\nwant\n%s", again, data)
	}
	// The fields after the tasks keep their place in the text.
	last := -1
	for _, k := range []string{`"cup"`, `"tasks"`, `"pools"`, `"hits_inflicted"`, `"hits_taken"`} {
		at := strings.Index(string(data), k)
		if at < last {
			t.Fatalf("%s at %d, before %d: the saved fields are out of their order in %s", k, at, last, data)
		}
		last = at
	}
}

// TestOldSaveTaskNamesAUnitByID: a task saved by an earlier version names its
// unit by ID; it loads to that unit's place, and one naming a unit the
// battle does not have names none, so the roll passes, as it always has.
func TestOldSaveTaskNamesAUnitByID(t *testing.T) {
	_, b := battleWithTasks(t)
	id := b.Units[4].id
	text := `{"area":"Midway Island","units":[` + jsonText(t, b.Units[0]) + `,` + jsonText(t, b.Units[4]) +
		`],"tasks":[{"op":` + jsonText(t, taskRoll) + `,"unit":` + jsonText(t, id) + `,"kind":"guns"},` +
		`{"op":` + jsonText(t, taskRoll) + `,"unit":"JP:none such","kind":"guns"}]}`
	var back Battle
	if err := json.Unmarshal([]byte(text), &back); err != nil {
		t.Fatal(err)
	}
	if len(back.Tasks) != 2 || back.at(back.Tasks[0].Unit) == nil || back.at(back.Tasks[0].Unit).id != id {
		t.Fatalf("the task naming %s loaded as %+v", id, back.Tasks)
	}
	if back.Tasks[1].Unit != 0 {
		t.Errorf("a task naming no unit of the battle names %d", back.Tasks[1].Unit)
	}
}

// TestRemovedUnitLeavesTasksTrue: a unit taken off the Battle Sheet (a US
// Submarine with no Japanese Ships) moves the units after it up one; the
// tasks and pools naming them follow, and those naming it name none.
func TestRemovedUnitLeavesTasksTrue(t *testing.T) {
	_, b := battleWithTasks(t)
	roller, sub, gone := b.Units[5].id, b.Units[7].id, b.Units[3].id
	b.removeUnit(3)
	if b.Tasks[0].Unit != 0 {
		t.Errorf("the task of %s, taken off, names %d", gone, b.Tasks[0].Unit)
	}
	if u := b.at(b.Tasks[1].Unit); u == nil || u.id != roller {
		t.Errorf("the roll of %s names %v", roller, u)
	}
	if u := b.at(b.Tasks[1].Target); u == nil || u.id != sub {
		t.Errorf("the Depth Charge's target %s is %v", sub, u)
	}
	if u := b.at(b.Pools[0].Target); u == nil || u.id != sub {
		t.Errorf("the pool's Submarine %s is %v", sub, u)
	}
	for i := range b.Units {
		if r := b.refOf(&b.Units[i]); r != unitRef(i) {
			t.Errorf("%s found at %d, want %d", b.Units[i].id, r, i)
		}
	}
}

func jsonText(t *testing.T, v any) string {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestBattleLoadsOverItself: text loaded into a battle set up already, as a
// test's position adds its tasks, changes only the fields the text has, as
// for any value loaded from JSON; its tasks name the battle's own units.
func TestBattleLoadsOverItself(t *testing.T) {
	_, b := battleWithTasks(t)
	units, area := len(b.Units), b.Area
	id := b.Units[2].ID()
	if err := json.Unmarshal([]byte(`{"tasks":[{"op":`+jsonText(t, taskRoll)+`,"unit":`+jsonText(t, id)+`,"kind":"guns"}]}`), b); err != nil {
		t.Fatal(err)
	}
	if len(b.Units) != units || b.Area != area || len(b.Pools) != 1 {
		t.Fatalf("loading tasks left %d units in %q and %d pools, want %d in %q and the pool", len(b.Units), b.Area, len(b.Pools), units, area)
	}
	if len(b.Tasks) != 1 || b.at(b.Tasks[0].Unit) != &b.Units[2] {
		t.Errorf("the task naming %s loaded as %+v", id, b.Tasks)
	}
}
