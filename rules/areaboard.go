package rules

import (
	"iter"
	"slices"
)

// areaBoard is where the Forces on the map stand, read in one pass over the
// Forces: the places in Forces of each area's Forces, in board order, and
// the census of every area. Japanese Orders roll for area after area, and
// each roll asked the same questions of every Force again (which Forces are
// here, has the US any, how many are Ashore); with the board they read it
// instead, and it is read again only after Forces have moved.
//
// It is kept only while continueOrders rolls (Game.board): there every change
// to where a Force stands or whether it is Ashore is made by moveJapanese,
// which marks it stale first. The Moved and In Transit markers, which the
// rolls also put, are not part of it.
type areaBoard struct {
	in     [][]forceRef
	census []areaCensus
	// kept is set while the rolls run; the room stays for the next turn's.
	kept  bool
	fresh bool
}

// boardNow returns the area board, read again if Forces have moved since,
// or nil when none is kept (outside the Japanese Orders rolls).
func (g *Game) boardNow() *areaBoard {
	b := g.board
	if b == nil || !b.kept {
		return nil
	}
	if b.fresh {
		return b
	}
	areas := len(g.data.Map.Areas)
	if len(b.in) != areas {
		b.in, b.census = make([][]forceRef, areas), make([]areaCensus, areas)
	}
	for k := range b.in {
		b.in[k] = b.in[k][:0]
	}
	clear(b.census)
	for i := range g.Forces {
		f := &g.Forces[i]
		if f.Where != OnMap {
			continue
		}
		if k, ok := g.areaIndex(f); ok {
			b.in[k] = append(b.in[k], forceRef(i))
			g.countIn(&b.census[k], f)
		}
	}
	b.fresh = true
	return b
}

// keepBoard starts keeping the area board (continueOrders) and dropBoard
// stops: whatever runs after the rolls changes the board unseen.
func (g *Game) keepBoard() {
	if g.board == nil {
		g.board = &areaBoard{}
	}
	g.board.kept, g.board.fresh = true, false
}

func (g *Game) dropBoard() {
	if g.board != nil {
		g.board.kept = false
	}
}

// boardMoves marks the board stale, as Forces are about to move, and
// reports whether it was fresh until now (boardMoved may then bring it up
// to date).
func (g *Game) boardMoves() bool {
	b := g.board
	if b == nil || !b.kept || !b.fresh {
		return false
	}
	b.fresh = false
	return true
}

// boardMoved brings a board that was fresh before boardMoves up to date
// after Forces moved from one area to another and the Battalions bns were
// put in the second from the box: the two areas' lists and census are made
// again from what they held, without a pass over every Force. Anything
// else found changed leaves the board stale, to be read again in full.
func (g *Game) boardMoved(from, to string, bns []string) {
	b, m := g.board, g.data.Map
	kf, ok1 := m.index[from]
	kt, ok2 := m.index[to]
	if b == nil || !b.kept || !ok1 || !ok2 || kf == kt {
		return
	}
	var movedArr [48]forceRef
	moved := movedArr[:0]
	stay := b.in[kf][:0]
	for _, i := range b.in[kf] {
		f := &g.Forces[i]
		switch {
		case f.Where != OnMap:
			return
		case sameString(f.Area, from):
			stay = append(stay, i)
		case sameString(f.Area, to):
			moved = append(moved, i)
		default:
			return
		}
	}
	b.in[kf] = stay
	for _, id := range bns {
		f := g.Force(id)
		if f == nil || f.Where != OnMap || !sameString(f.Area, to) {
			return
		}
		moved = append(moved, forceRef(g.index[id])) // Force found it there
	}
	slices.Sort(moved)
	b.in[kt] = mergeSorted(b.in[kt], moved)
	// In place: no caller holds the census across a move (continueOrders
	// copies what it keeps).
	for _, k := range [2]int{kf, kt} {
		b.census[k] = areaCensus{}
		for _, i := range b.in[k] {
			g.countIn(&b.census[k], &g.Forces[i])
		}
	}
	b.fresh = true
}

// mergeSorted returns the sorted list of the places in two sorted lists,
// in a's room when it has enough.
func mergeSorted(a, add []forceRef) []forceRef {
	n := len(a)
	a = slices.Grow(a, len(add))[:n+len(add)]
	// From the back, so that nothing of a is written over before it is read.
	i, j := n-1, len(add)-1
	for k := len(a) - 1; j >= 0; k-- {
		if i >= 0 && a[i] > add[j] {
			a[k] = a[i]
			i--
		} else {
			a[k] = add[j]
			j--
		}
	}
	return a
}

// boardCensus returns the census of the named area from the board, and
// false when no board is kept or the area is not on the map.
func (g *Game) boardCensus(area string) (areaCensus, bool) {
	b := g.boardNow()
	if b == nil {
		return areaCensus{}, false
	}
	k, ok := g.data.Map.index[area]
	if !ok {
		return areaCensus{}, false
	}
	return b.census[k], true
}

// forcesIn yields the places in Forces of the Forces that may stand in the
// area: those the board lists there when one is kept, else every place (the
// caller checks each Force).
func (g *Game) forcesIn(area string) iter.Seq[int] {
	return func(yield func(int) bool) {
		if b := g.boardNow(); b != nil {
			if k, ok := g.data.Map.index[area]; ok {
				for _, i := range b.in[k] {
					if !yield(int(i)) {
						return
					}
				}
				return
			}
		}
		for i := range g.Forces {
			if !yield(i) {
				return
			}
		}
	}
}
