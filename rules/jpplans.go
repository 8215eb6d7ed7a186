package rules

// jpActs reports whether Japan drew the plan this Battle Turn and it still
// acts: in JPActive and not in JPUsed.
func (b *Battle) jpActs(plan jpPlan) bool { return b.jpActing()&plan != 0 }

// jpActing is the set of Japanese plans that act (jpActs), read from the
// lists: a Battle Turn draws a few plans at most.
func (b *Battle) jpActing() jpPlan {
	var active, used jpPlan
	for _, name := range b.JPActive {
		active |= jpPlanBit(name)
	}
	for _, name := range b.JPUsed {
		used |= jpPlanBit(name)
	}
	return active &^ used
}
