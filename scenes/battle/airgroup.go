package battle

import (
	"fmt"

	"nimitz/rules"
	"nimitz/scenes/ui"
)

// In Move US Aircraft a carrier stands for its air group: a click on it
// picks every aircraft aboard that may fly, and a click on an area (or an
// "All n to the …" button) sends them all there. Each aircraft's flight is
// still its own decision of the record, applied as one click
// (ctx.ApplyJoined), so one Undo takes the group's flight back. In the
// guided example, whose lesson waits for one aircraft at a time, a click
// on the carrier picks the next aircraft aboard instead.

// groupOf lists the aircraft aboard carrier (as the sheet shows them beside
// it) that the engine lets fly now.
func (s *Scene) groupOf(carrier string) []string {
	if carrier == "" || s.lay == nil {
		return nil
	}
	var out []string
	for _, p := range s.lay.units {
		if p.mini && p.u.Carrier == carrier && s.canFly(p.u.ID()) {
			out = append(out, p.u.ID())
		}
	}
	return out
}

// picksGroups reports whether a click on a carrier picks its air group.
func (s *Scene) picksGroups() bool { return s.ctx == nil || s.ctx.Gate == nil }

// pickedGroup is the air group picked (the selection is its carrier), or
// nil when an aircraft or nothing is picked.
func (s *Scene) pickedGroup() []string {
	if s.selected == "" || s.canFly(s.selected) {
		return nil
	}
	return s.groupOf(s.selected)
}

// groupButtons are the "All n to the …" buttons of the air group picked:
// the areas the engine lets its first aircraft fly to.
func (s *Scene) groupButtons(opts []rules.Decision) []button {
	group := s.pickedGroup()
	if len(group) == 0 {
		return nil
	}
	var out []button
	for _, o := range opts {
		if o.Kind == rules.DoFly && o.Force == group[0] && o.Zone != "" {
			out = append(out, button{label: fmt.Sprintf("All %d to the %s", len(group), zoneName(o.Zone)), d: o, group: true})
		}
	}
	return out
}

// flyGroup sends every aircraft of the air group picked to zone, each a
// decision the engine offers, as one click; their events play as one.
func (s *Scene) flyGroup(zone string) {
	carrier, group := s.selected, s.pickedGroup()
	before := copyBattle(s.g.Battle)
	turn, supply := s.g.Turn, s.g.SupplyPoints
	var evs []rules.Event
	n := 0
	var refused error
	for _, id := range group {
		d := rules.Decision{Kind: rules.DoFly, Force: id, Zone: zone}
		if !s.offered(d) {
			continue
		}
		got, err := s.decideJoined(d, n > 0)
		if err != nil {
			refused = err
			break
		}
		n++
		evs = append(evs, got...)
	}
	if n == 0 {
		why := fmt.Sprintf("The aircraft of %s may not fly to the %s now.", unitNameByID(s.g, s.sh.b, carrier), zone)
		if refused != nil {
			why = refused.Error()
		}
		s.note.Say(why, true, ui.Rect{})
		return
	}
	s.note.Clear()
	if refused != nil {
		// Those flown so far stay flown (each is recorded).
		s.note.Say(refused.Error(), true, ui.Rect{})
	}
	s.selected, s.page = "", 0
	s.turn, s.supply = turn, supply
	s.begin(before, evs)
}

// offered reports whether the engine offers d now.
func (s *Scene) offered(d rules.Decision) bool {
	p, _ := s.pending()
	for _, o := range p.Options {
		if o.Kind == d.Kind && o.Force == d.Force && o.Zone == d.Zone {
			return true
		}
	}
	return false
}
