package rules

// jpActs reports whether Japan drew the plan this Battle Turn and it still
// acts: in JPActive and not in JPUsed.
func (b *Battle) jpActs(plan JPPlan) bool { return b.jpActing()&plan != 0 }

// jpActing is the set of Japanese plans that act (jpActs), read from the
// lists: a Battle Turn draws a few plans at most.
func (b *Battle) jpActing() JPPlan {
	var active, used JPPlan
	for _, p := range b.JPActive {
		active |= p
	}
	for _, p := range b.JPUsed {
		used |= p
	}
	return active &^ used
}
