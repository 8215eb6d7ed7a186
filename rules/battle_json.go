package rules

import "encoding/json"

// A battle is saved with its tasks and Hit pools naming units by ID, as
// saves always have; the engine names them by place (sheetUnit). The fields
// after Tasks are written after it, in the order they always were, so that
// a save's text is as before.

// plainBattle is a Battle without its JSON methods.
type plainBattle Battle

// battleJSON is a Battle as saves carry it: the fields from Tasks on are
// written from here, after the others (encoding/json orders an embedded
// struct's fields first), and those of plainBattle they shadow are left out.
type battleJSON struct {
	*plainBattle
	Tasks         []taskJSON `json:"tasks,omitempty"`
	Pools         []poolJSON `json:"pools,omitempty"`
	Ask           *BattleAsk `json:"ask,omitempty"`
	Options       []Decision `json:"options,omitempty"`
	USLost        []string   `json:"us_lost,omitempty"`
	JPLost        []string   `json:"jp_lost,omitempty"`
	HitsInflicted int        `json:"hits_inflicted"`
	HitsTaken     int        `json:"hits_taken"`
}

// taskJSON is a battleTask as saves carry it.
type taskJSON struct {
	Op     taskOp `json:"op"`
	Zone   string `json:"zone,omitempty"`
	Unit   string `json:"unit,omitempty"`
	Kind   string `json:"kind,omitempty"`
	Target string `json:"target,omitempty"`
	Pool   int    `json:"pool,omitempty"`
	Flag   bool   `json:"flag,omitempty"`
}

// poolJSON is a hitPool as saves carry it.
type poolJSON struct {
	Side   Side   `json:"side"`
	Zone   string `json:"zone"`
	Kind   string `json:"kind"`
	Target string `json:"target,omitempty"`
	Hits   int    `json:"hits"`
}

// MarshalJSON saves the battle, its units named by ID.
func (b Battle) MarshalJSON() ([]byte, error) {
	j := b.saved()
	return json.Marshal(&j)
}

// UnmarshalJSON loads a battle as MarshalJSON saves it, into b as it is:
// like any value loaded from JSON, fields the text leaves out keep theirs.
// A task or pool naming a unit the battle does not have names none: the
// engine passes over a roll whose unit is gone, as it always has.
func (b *Battle) UnmarshalJSON(data []byte) error {
	j := b.saved()
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	b.Ask, b.Options, b.USLost, b.JPLost = j.Ask, j.Options, j.USLost, j.JPLost
	b.HitsInflicted, b.HitsTaken = j.HitsInflicted, j.HitsTaken
	b.Tasks, b.Pools = nil, nil
	if j.Tasks != nil {
		b.Tasks = make([]battleTask, len(j.Tasks))
		for i, t := range j.Tasks {
			b.Tasks[i] = battleTask{Op: t.Op, Zone: t.Zone, Unit: b.sheetUnitByID(t.Unit), Kind: t.Kind, Target: b.sheetUnitByID(t.Target), Pool: t.Pool, Flag: t.Flag}
		}
	}
	if j.Pools != nil {
		b.Pools = make([]hitPool, len(j.Pools))
		for i, p := range j.Pools {
			b.Pools[i] = hitPool{Side: p.Side, Zone: p.Zone, Kind: p.Kind, Target: b.sheetUnitByID(p.Target), Hits: p.Hits}
		}
	}
	return nil
}

// saved is the battle as saves carry it, over b's own fields (the ones
// battleJSON does not shadow).
func (b *Battle) saved() battleJSON {
	j := battleJSON{plainBattle: (*plainBattle)(b), Ask: b.Ask, Options: b.Options,
		USLost: b.USLost, JPLost: b.JPLost, HitsInflicted: b.HitsInflicted, HitsTaken: b.HitsTaken}
	if b.Tasks != nil {
		j.Tasks = make([]taskJSON, len(b.Tasks))
		for i, t := range b.Tasks {
			j.Tasks[i] = taskJSON{Op: t.Op, Zone: t.Zone, Unit: b.id(t.Unit), Kind: t.Kind, Target: b.id(t.Target), Pool: t.Pool, Flag: t.Flag}
		}
	}
	if b.Pools != nil {
		j.Pools = make([]poolJSON, len(b.Pools))
		for i, p := range b.Pools {
			j.Pools[i] = poolJSON{Side: p.Side, Zone: p.Zone, Kind: p.Kind, Target: b.id(p.Target), Hits: p.Hits}
		}
	}
	return j
}
