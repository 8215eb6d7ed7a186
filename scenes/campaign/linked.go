package campaign

import (
	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/playerlog"
	"nimitz/scenes/ui"
)

// cutSeries splits a decision's events where a linked series moves on: the
// events from the first EvSeries on (the campaign's entry in the Player Log
// and the next campaign's set-up) are kept for the next campaign's map; those
// before it, of the campaign on this map, are returned.
func (s *Scene) cutSeries(evs []rules.Event) []rules.Event {
	for i, e := range evs {
		if e.Kind == rules.EvSeries {
			s.flow.nextYear = append(s.flow.nextYear, evs[i:]...)
			return evs[:i]
		}
	}
	return evs
}

// nextCampaign is the map of the linked series' next campaign, once this
// map's campaign is over and the series has set the next one up; nil when
// there is none (a single campaign, or the series is over).
func (s *Scene) nextCampaign() func() scenes.Scene {
	if !s.sess.Linked() || s.sess.Over() || s.sess.Game() == s.g {
		return nil
	}
	return func() scenes.Scene {
		c, err := New(s.sess, s.flow.nextYear)
		if err != nil {
			return s
		}
		c.NewTitle = s.NewTitle
		if s.ctx != nil {
			s.ctx.Play(s.sess)
		}
		return c
	}
}

// logButtonRect is the Player Log button of the top bar, after Save and Open.
func logButtonRect(s *Scene) ui.Rect {
	r := fileButtonRect(s, 1)
	w := 96.0
	if s.lay.finger > 0 {
		w = s.lay.finger // "Player Log", without its key
	}
	return ui.Rect{X: r.Right() + 6, Y: r.Y, W: w, H: r.H}
}

// openPlayerLog shows the Player Log of the campaign or series, returning to
// this map.
func (s *Scene) openPlayerLog(ctx *scenes.Context) {
	pl, err := playerlog.New(s.sess, func() scenes.Scene { return s })
	if err != nil {
		s.setStatus(err.Error(), true)
		return
	}
	ctx.GoTo(pl)
}
