package savegame

import (
	"encoding/json"
	"fmt"

	"nimitz/rules"
)

// A migration turns a save document of format n into format n+1, working on
// its top-level fields. Each is a plain function with its own test, so an old
// file's path to the current format is explicit and checked.
type migration func(top map[string]json.RawMessage) error

// migrations lists the migrations by the format they start from: entry n
// turns format n into n+1. When Format grows, append one here.
func migrations() []migration {
	return []migration{
		0: migrate0to1,
		1: migrate1to2,
		2: migrate2to3,
	}
}

// migrate brings a document of an older format up to Format, step by step.
func migrate(top map[string]json.RawMessage, from int) error {
	steps := migrations()
	if len(steps) != Format {
		// A build whose migrations do not reach Format is a programming error;
		// report it instead of loading a half-migrated file.
		return loadErr(Damaged, nil, "cannot be read by this build: it has no migration from save format %d.", len(steps))
	}
	for f := from; f < Format; f++ {
		if err := steps[f](top); err != nil {
			return err
		}
		top["format"] = json.RawMessage(fmt.Sprint(f + 1))
	}
	return nil
}

// migrate0to1: format 0 was written by the development builds before 0.1.0.
// It had format, game_version, campaign, saved_at, state and decisions, but no
// "game" marker and no turn/turn_name/step summary for file lists. The
// migration adds the marker and fills the summary from the state.
func migrate0to1(top map[string]json.RawMessage) error {
	var g rules.Game
	if err := json.Unmarshal(top["state"], &g); err != nil {
		return stateProblem(err)
	}
	set := func(key string, v any) {
		b, _ := json.Marshal(v) // strings and ints always marshal
		top[key] = b
	}
	set("game", Magic)
	set("turn", g.Turn)
	set("turn_name", g.TurnName())
	set("step", g.Step)
	if _, ok := top["campaign"]; !ok {
		set("campaign", g.Year)
	}
	return nil
}

// migrate1to2: format 1 saves held one campaign, with no "kind" field; format
// 2 adds it so a save can hold a linked series instead. A format 1 file is
// always a campaign, whatever a stray "kind" in it says.
func migrate1to2(top map[string]json.RawMessage) error {
	b, _ := json.Marshal(KindCampaign) // a string always marshals
	top["kind"] = b
	return nil
}

// migrate2to3: format 3 adds "rules_version", the rules the game was played
// under, and "start", where a record begins when not at set-up. A format 2
// file was written before either existed: rules version 0, no start.
func migrate2to3(top map[string]json.RawMessage) error {
	top["rules_version"] = json.RawMessage("0")
	delete(top, "start")
	return nil
}

// migrateState brings the state of a save of older rules to the shape
// today's rules expect, where a rules change added to it. Each change that
// alters the state's shape adds a step here, keyed on what the old state
// lacks, with a frozen save that needs it (testdata/frozen).
func migrateState(doc *document, s *Session) error {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(doc.State, &top); err != nil {
		return stateProblem(err)
	}
	g := s.game
	if s.series != nil {
		g = s.series.Game
		if err := json.Unmarshal(top["game"], &top); err != nil {
			return stateProblem(err)
		}
	}
	// d9bb36c: the Defeat Check compares with the Objectives held at set-up,
	// which the state records since. Before, it was not kept: it is what the
	// campaign's set-up holds.
	if _, ok := top["setup_held"]; !ok {
		fresh, _, err := rules.NewGame(g.Options)
		if err != nil {
			return loadErr(BadState, err, "holds a campaign this version cannot set up: %v.", err)
		}
		g.SetupHeld = fresh.SetupHeld
	}
	// Rules version 2: one cup of Japanese Battle Plans for the campaign.
	// Version 1 began every battle with a full cup, which is where the
	// campaign's cup stands at the next battle.
	if _, ok := top["plan_cup"]; !ok {
		g.PlanCup = rules.JapanesePlans()
	}
	return nil
}
