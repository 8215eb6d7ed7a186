package rules

// listRooms keeps the memory of a game's lists that play cut to nil or to
// no room: a stack drawn empty, the last battle chosen, the Japanese plans
// drawn or the Player Log of a game that has none yet. A copy made into the
// game (CloneInto) fills the larger of a list's own room and its room here,
// and the appends that rebuild or start a list take it, so that a game
// copied for every sample (the battle odds) allocates none of them again.
// Not part of the state.
type listRooms struct {
	battles, ships, infantry, aircraft []string
	planCup, plansDrawn                []JPPlan
	playerLog                          []TurnRecord
}

// copyKept is copyList(own, from) into the larger of own and kept, the
// list's own room and its room in listRooms, and returns the copy and the
// room to keep: the other one, or, when from is nil, the larger.
func copyKept[T any](own, kept, from []T) (list, keep []T) {
	if cap(kept) > cap(own) {
		own, kept = kept, own
	}
	if from == nil {
		return nil, own[:0]
	}
	return copyList(own, from), kept[:0]
}

// roomFor returns list, emptied, to be filled again, or the room kept for
// it when that is larger; kept then holds list's. Only for a list whose
// contents are rebuilt, or start empty.
func roomFor[T any](list []T, kept *[]T) []T {
	if cap(*kept) > cap(list) {
		list, *kept = *kept, list[:0]
	}
	return list[:0]
}
