package campaign

import (
	"nimitz/rules"
)

// loc is where the screen shows a Force, which during an animation may differ
// from where the engine already put it.
type loc struct {
	where  rules.Where
	area   string
	box    int
	hidden bool // not on the board yet (arriving later in the animation) or in flight
}

func locOfForce(f *rules.Force) loc { return loc{where: f.Where, area: f.Area, box: f.Box} }

// placeKey is the stack a location belongs to; "" for none.
func placeKey(l loc) string {
	if l.hidden {
		return ""
	}
	switch l.where {
	case rules.OnMap:
		return l.area
	case rules.InReturnToPort:
		return r2pBox(l.box)
	case rules.InRaiding:
		return boxRaiding
	case rules.InBattalionBox:
		return boxBattalions
	case rules.InStrategicBombs:
		return boxBombing
	case rules.InInvasion:
		return boxInvasion
	}
	return ""
}

// board groups the Forces shown into stacks, each in stack order.
func (s *Scene) board() map[stackKey][]*rules.Force {
	out := map[stackKey][]*rules.Force{}
	for i := range s.g.Forces {
		f := &s.g.Forces[i]
		if k := placeKey(s.anim.shownAt(f)); k != "" {
			key := stackKey{k, f.Side}
			out[key] = append(out[key], f)
		}
	}
	for k := range out {
		stackOrder(s.g, out[k])
	}
	return out
}

// reinforcementBox lists the US Forces shown in the US Reinforcements box.
func (s *Scene) reinforcementBox() []*rules.Force {
	var out []*rules.Force
	for i := range s.g.Forces {
		f := &s.g.Forces[i]
		if l := s.anim.shownAt(f); !l.hidden && l.where == rules.InUSReinforce {
			out = append(out, f)
		}
	}
	stackOrder(s.g, out)
	return out
}

type marker int

const (
	markNone marker = iota
	markMoved
	markTransit
)
