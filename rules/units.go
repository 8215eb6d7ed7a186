package rules

// UnitKind is a battle unit's kind (Ship, Aircraft, Infantry), "" when its
// counter is unknown.
func (g *Game) UnitKind(u *Unit) Kind {
	if c := g.cachedUnit(u); c != nil {
		return c.Kind()
	}
	return ""
}

// UnitIsCarrier reports whether a battle unit is an aircraft carrier.
func (g *Game) UnitIsCarrier(u *Unit) bool {
	c := g.cachedUnit(u)
	return c != nil && c.IsCarrier()
}

// Clone is a deep copy of the battle, for a screen that shows it as it stood
// while its events play. The copy shares nothing with b.
func (b *Battle) Clone() *Battle {
	if b == nil {
		return nil
	}
	return b.clone()
}
