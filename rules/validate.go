package rules

import (
	"errors"
	"fmt"
	"sort"
)

// Validate checks the campaign's data against the rules' expectations: every
// line two-way, every Set-Up Force a counter of the year placed once in a real
// place, every counter with values for what its type does, every carrier with a
// Carrier Air Group. It returns every problem found, joined.
func (c *Campaign) Validate() error {
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }

	m := c.Map
	if len(m.Areas) != 20 {
		bad("map: %d areas, the board has 20", len(m.Areas))
	}
	for _, a := range m.Areas {
		if len(a.Lines) == 0 {
			bad("map: %s has no Movement lines", a.Name)
		}
		for _, l := range a.Lines {
			if l == a.Name {
				bad("map: %s has a line to itself", a.Name)
			}
			if !m.Adjacent(l, a.Name) {
				bad("map: the line %s–%s is not listed at %s", a.Name, l, l)
			}
		}
		if a.Lat < -35 || a.Lat > 60 || (a.Lon > -120 && a.Lon < 100) {
			bad("map: %s at %.1f,%.1f is outside the Pacific of the board", a.Name, a.Lat, a.Lon)
		}
		if a.Airfield < Unlimited {
			bad("map: %s has airfield %d", a.Name, a.Airfield)
		}
	}

	s := c.Setup
	if len(s.Turns) == 0 {
		bad("setup: no Campaign Turns")
	}
	if s.ReinforcementPoints < 0 || s.SupplyPoints < 0 {
		bad("setup: negative points per turn")
	}
	if s.ReturnToPortBoxes < 1 || s.ReturnToPortBoxes > 3 {
		bad("setup: %d Return to Port boxes (1 to 3)", s.ReturnToPortBoxes)
	}
	for _, o := range s.Objectives {
		if m.Area(o) == nil {
			bad("setup: Objective %q is not a map area", o)
		}
	}
	if len(s.Evaluation) == 0 || s.Evaluation[len(s.Evaluation)-1].Min != 0 {
		bad("setup: the Evaluation table must end with a row for 0 Objectives")
	} else if top := s.Evaluation[0].Min; top > s.MostObjectives() {
		bad("setup: the Evaluation's best row needs %d Objectives; the campaign counts at most %d", top, s.MostObjectives())
	}
	for i := 1; i < len(s.Evaluation); i++ {
		if s.Evaluation[i].Min >= s.Evaluation[i-1].Min {
			bad("setup: Evaluation rows must descend (%s after %s)", s.Evaluation[i].Name, s.Evaluation[i-1].Name)
		}
	}

	placed := map[string]string{}
	for _, side := range []Side{US, Japan} {
		list := s.US
		if side == Japan {
			list = s.JP
		}
		for _, p := range list {
			if !c.validPlace(side, p.Place) {
				bad("setup: %s Forces placed in %q, which is no area or box", side, p.Place)
			}
			for _, entry := range p.Forces {
				name, n := SetupName(entry)
				ct, ok := c.Counters[CounterKey(side, name)]
				if !ok {
					bad("setup: %s %q in %s has no counter", side, name, p.Place)
					continue
				}
				if ct.Type == Battalion {
					continue
				}
				if n != 1 {
					bad("setup: %s %q placed %d times", side, name, n)
				}
				k := CounterKey(side, name)
				if prev, dup := placed[k]; dup {
					bad("setup: %s %q placed in %s and %s", side, name, prev, p.Place)
				}
				placed[k] = p.Place
				if p.Place != PlaceReinforcements && m.Area(p.Place) != nil && !Entrable(side, p.Place) && side == US {
					bad("setup: US %s starts in %s, where US Forces may not be", name, p.Place)
				}
			}
		}
	}

	c.validateSpecialRules(placed, bad)

	for _, side := range []Side{US, Japan} {
		if ct, ok := c.Counters[CounterKey(side, "Battalion")]; !ok || ct.Type != Battalion {
			bad("counters: no %s Battalion counter", side)
		}
	}
	keys := make([]string, 0, len(c.Counters))
	for k := range c.Counters {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		ct := c.Counters[k]
		if err := checkCounter(ct); err != nil {
			bad("counter %s: %v", k, err)
		}
		if ct.Type.IsCarrier() {
			g, ok := c.AirGroups[AirGroupKey(ct)]
			if !ok {
				bad("counter %s: no Carrier Air Group %q", k, AirGroupKey(ct))
			}
			for _, a := range g {
				if _, ok := c.Aircraft[CounterKey(ct.Side, a)]; !ok {
					bad("Carrier Air Group %s: no aircraft type %q", AirGroupKey(ct), a)
				}
			}
		}
	}
	return errors.Join(errs...)
}

func (c *Campaign) validPlace(side Side, place string) bool {
	if c.Map.Area(place) != nil || place == PlaceReinforcements {
		return true
	}
	if side == US {
		switch place {
		case PlaceR2P42:
			return true
		case PlaceR2P43:
			return c.Setup.ReturnToPortBoxes >= 2
		case PlaceR2P44:
			return c.Setup.ReturnToPortBoxes >= 3
		}
	}
	return false
}

// checkCounter checks that a counter's values suit its type and that the
// Damaged side is never stronger than the full side.
func checkCounter(ct *Counter) error {
	f, d := ct.Full, ct.Damaged
	if ct.Cost < 0 || ct.BuyCost < 0 {
		return errors.New("negative cost")
	}
	if ct.Type.IsCarrier() && ct.Cost != 1 {
		return errors.New("every Aircraft Carrier has value 1 for Hit allocation")
	}
	if ct.Type == Battalion && ct.Cost != 0 {
		return errors.New("a Battalion has value 0")
	}
	switch ct.Type.Kind() {
	case KindShip:
		if ct.Type == SS {
			if !f.Surface.Can() || f.AAA.Can() {
				return errors.New("a Submarine has a Surface (torpedo) value and no AAA")
			}
		} else if !f.AAA.Can() {
			return errors.New("a surface ship needs an AAA value")
		}
		if ct.Type.IsCarrier() && f.Surface.Can() {
			return errors.New("an Aircraft Carrier has no Surface value")
		}
		if !f.DepthCharge.Can() {
			return errors.New("every ship has a Depth Charge value")
		}
	case KindInfantry:
		if !f.Ground.Can() {
			return errors.New("an Infantry Force needs a Ground value")
		}
		if f.AAA.Can() || f.Surface.Can() || f.Dogfight.Can() || f.ShipAttack.Can() {
			return errors.New("an Infantry Force attacks only Infantry and Airfields")
		}
	case KindAircraft:
		if !f.Dogfight.Can() && !f.ShipAttack.Can() && !f.Ground.Can() {
			return errors.New("an aircraft needs a Dogfight or bomb value")
		}
		if ct.Aircraft == "" {
			return errors.New("an air unit needs its aircraft type")
		}
	}
	pairs := [][2]Attack{{f.AAA, d.AAA}, {f.Surface, d.Surface}, {f.DepthCharge, d.DepthCharge},
		{f.Dogfight, d.Dogfight}, {f.ShipAttack, d.ShipAttack}, {f.Ground, d.Ground}}
	for _, p := range pairs {
		if p[1].Value > p[0].Value || p[1].Superior > p[0].Superior {
			return errors.New("the Damaged side is stronger than the full side")
		}
		if p[0].Superior > p[0].Value {
			return errors.New("a Superior value above its attack value")
		}
	}
	return nil
}

// validateSpecialRules checks what the Special Campaign Rules need of the
// data: every counter of the year on the Set-Up Sheet, B-29 Bomber Wings only
// with Strategic Bombing (and some with it), real areas for the rules that name
// them, and a Japan Invasion table that descends to 0.
func (c *Campaign) validateSpecialRules(placed map[string]string, bad func(string, ...any)) {
	s := c.Setup
	wings := 0
	keys := make([]string, 0, len(c.Counters))
	for k := range c.Counters {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		ct := c.Counters[k]
		if ct.Type != Battalion && placed[k] == "" {
			bad("counters: %s is on no Set-Up list of the %d campaign", k, s.Year)
		}
		if IsBomberWing(ct) {
			wings++
			if ct.Side != US {
				bad("counter %s: Bomber Wings are US B-29s", k)
			}
		}
	}
	if s.StrategicBombing && wings == 0 {
		bad("setup: Strategic Bombing without any B-29 Bomber Wing (\"BW\") counter")
	}
	if !s.StrategicBombing && wings > 0 {
		bad("setup: %d Bomber Wing counters but no Strategic Bombing rule", wings)
	}
	if s.ExtraInfantry < 0 {
		bad("setup: %d extra Japanese Infantry", s.ExtraInfantry)
	}
	for _, a := range s.NoOrders {
		if c.Map.Area(a) == nil {
			bad("setup: no Japanese Orders in %q, which is not a map area", a)
		}
	}
	if v := s.Invasion; v != nil {
		if v.PerTurn < 1 {
			bad("setup: the Japan Invasion takes %d Forces a turn", v.PerTurn)
		}
		for _, a := range v.From {
			if c.Map.Area(a) == nil || !Entrable(US, a) {
				bad("setup: the Japan Invasion draws Forces from %q, which is no US area", a)
			}
		}
		rows := v.Objectives
		if len(rows) == 0 || rows[len(rows)-1].Min != 0 {
			bad("setup: the Japan Invasion table must end with a row for a cost of 0")
		}
		for i := 1; i < len(rows); i++ {
			if rows[i].Min >= rows[i-1].Min || rows[i].Objectives > rows[i-1].Objectives {
				bad("setup: the Japan Invasion table's rows must descend")
			}
		}
	}
}
