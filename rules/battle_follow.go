package rules

// Follow brings a copy of a battle (Clone) up to date with what one event
// reports in its typed fields: the Battle Turn track, aircraft flying and
// landing, Forces placed, Hits. A screen that shows the Battle Sheet as a
// decision's events play follows them on its copy, so that what an event
// means for the sheet is said here, once. It never reads the event's text,
// and it is no way to play: the game's own battle changes only by Apply.
func (b *Battle) Follow(e Event) {
	// The Battle Turn and the counter's box as they stood after the event.
	if e.Step == StepBattles && e.Area == b.Area && (e.BattleTurn > 0 || e.TurnsLeft > 0 || e.Kind == EvBattleEnd) {
		b.Turn, b.TurnsLeft = e.BattleTurn, e.TurnsLeft
	}
	moveTo := func(id, pos string) {
		if u := b.unit(id); u != nil {
			b.setPos(u, pos)
		}
	}
	if e.To != "" && e.Kind != EvPlacement && e.Kind != EvAircraftMove {
		// Forces sent somewhere by a plan (First Light's bombers).
		for _, id := range e.Forces {
			moveTo(id, e.To)
		}
	}
	for _, m := range e.Moves {
		moveTo(m.ID, m.To)
	}
	switch e.Kind {
	case EvPlacement:
		// A placement that names its Forces and zone moves them there.
		if e.Zone != "" {
			for _, id := range e.Forces {
				moveTo(id, e.Zone)
			}
		}
	case EvAircraftMove:
		for _, id := range e.Forces {
			moveTo(id, e.Zone)
		}
	case EvAircraftReturn:
		for _, id := range e.Forces {
			if u := b.unit(id); u != nil && !u.lost {
				b.setPos(u, "")
			}
		}
	}
	switch e.Result {
	case HitAirfield:
		if e.Side == US && b.USAirfields > 0 {
			b.USAirfields--
		} else if e.Side == Japan && b.JPAirfields > 0 {
			b.JPAirfields--
		}
	case HitDestroyed, HitDamaged:
		for _, id := range e.Forces {
			if u := b.unit(id); u != nil {
				b.setLost(u, e.Result == HitDestroyed)
				b.setDamaged(u, e.Result == HitDamaged)
			}
		}
	}
}
