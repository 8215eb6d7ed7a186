package campaign

import (
	"nimitz/rules"
	"nimitz/scenes/ui"
)

// panelGroup is the Forces the stack panel shows from one place: the open
// stack whole, or the Forces chosen to move from another area.
type panelGroup struct {
	area   string
	forces []*rules.Force
	open   bool // the open stack, every Force of it
}

// panelGroups are what the stack panel shows: the open stack, then, in the
// Movement step, the Forces chosen from other areas (Shift-click), each
// area's on their own, so the player sees every Force that will move and
// where it comes from (a selection across two areas was shown as the open
// area's stack and a count).
func (s *Scene) panelGroups(board map[stackKey][]*rules.Force) []panelGroup {
	var gs []panelGroup
	if s.open.area != "" && len(board[s.open]) > 0 {
		gs = append(gs, panelGroup{area: s.open.area, forces: board[s.open], open: true})
	}
	if s.sel.Len() == 0 || s.pending().Kind != rules.AskMovement {
		return gs
	}
	at := map[string]int{}
	for _, id := range s.sel.IDs(s.g) {
		f := s.g.Force(id)
		if f == nil || f.Where != rules.OnMap || (s.open == stackKey{f.Area, rules.US}) {
			continue
		}
		i, ok := at[f.Area]
		if !ok {
			i = len(gs)
			at[f.Area] = i
			gs = append(gs, panelGroup{area: f.Area})
		}
		gs[i].forces = append(gs[i].forces, f)
	}
	for _, g := range gs[min(len(gs), 1):] {
		stackOrder(s.g, g.forces)
	}
	return gs
}

// panelShown is the stack panel's counters and where they go: every Force
// shown, in order, its rectangle, and the line heading each group (none
// when the panel shows one stack, headed by the panel's title).
type panelShown struct {
	groups []panelGroup
	forces []*rules.Force
	slots  []ui.Rect
	heads  []float64 // the top of each group's heading line
}

// panelView lays the stack panel's counters out.
func (s *Scene) panelView(board map[stackKey][]*rules.Force) panelShown {
	p := panelShown{groups: s.panelGroups(board)}
	var counts []int
	captions := false
	for _, g := range p.groups {
		counts = append(counts, len(g.forces))
		p.forces = append(p.forces, g.forces...)
		for _, f := range g.forces {
			captions = captions || s.movedMark(f)
		}
	}
	p.slots, p.heads = s.lay.panelSlots(counts, captions)
	return p
}

// movedMark reports whether the stack panel marks f as moved this step: the
// word under its counter, and a click takes the move back.
func (s *Scene) movedMark(f *rules.Force) bool {
	return s.pending().Kind == rules.AskMovement && f.Side == rules.US && f.MovedFrom != ""
}

// panelHeadW is the width of the column naming each group's area in the
// stack panel, left of its counters, and panelHeadH the least height of a
// group there, for its two lines; panelCaptionH is the room under each
// counter for "MOVED".
const panelHeadW, panelHeadH, panelCaptionH = 128.0, 32.0, 12.0

// panelSlot is where the i-th of n Forces of one open stack goes.
func (f *frame) panelSlot(i, n int) ui.Rect {
	fit := f.panelFit([]int{n}, false)
	return fit.slot(f, f.stack.Y+panelTop, i)
}

// panelLayout is the size of the stack panel's counters, how many go in a
// row, the room between rows, and the width of the column naming each
// group's area left of its counters (none for one stack).
type panelLayout struct {
	size, gap, head float64
	perRow          int
}

// slot is where the i-th counter of a group whose counters begin at top goes.
func (l panelLayout) slot(f *frame, top float64, i int) ui.Rect {
	x := f.stack.X + 10 + l.head + float64(i%l.perRow)*(l.size+3)
	return ui.Rect{X: x, Y: top + float64(i/l.perRow)*(l.size+l.gap), W: l.size, H: l.size}
}

// rows is how high the rows of n counters are, with the gap under each;
// a group named in the column is at least as high as its two lines.
func (l panelLayout) rows(n int) float64 {
	h := float64((max(n, 1)+l.perRow-1)/l.perRow) * (l.size + l.gap)
	if l.head > 0 {
		h = max(h, panelHeadH+l.gap)
	}
	return h
}

// panelFit is the largest layout, up to seven a row at panelCounter (one
// stack of 14 in two rows), in which groups of counts Forces fit the stack
// panel under its title (panelTop) and above the description of the one
// hovered (panelFoot from the bottom), so that every Force can be chosen or
// left behind there (from the 15th on they were a "+n more" line, out of
// reach of the mouse). More than one group is named each in a column at the
// left, beside its counters (headings above them left room for counters a
// third smaller); with captions every row has room under its counters for
// the word MOVED, which printed over a counter covered its name and values.
func (f *frame) panelFit(counts []int, captions bool) panelLayout {
	l := panelLayout{gap: 6, perRow: 7}
	if len(counts) > 1 {
		l.head = panelHeadW
	}
	if captions {
		l.gap += panelCaptionH
	}
	room := f.stack.H - panelTop - panelFoot
	for l.size = panelCounter; l.size > 12; l.size-- {
		l.perRow = max(1, int((f.stack.W-16-l.head+3)/(l.size+3))) // 10 in from the left, 6 from the right
		h := -l.gap
		for _, n := range counts {
			h += l.rows(n)
		}
		if h <= room {
			break
		}
	}
	return l
}

// panelSlots lays out groups of counts Forces in the stack panel
// (panelFit): the counters' rectangles, in order, and the top of each
// group's name in the column at the left when there is more than one.
func (f *frame) panelSlots(counts []int, captions bool) ([]ui.Rect, []float64) {
	l := f.panelFit(counts, captions)
	var slots []ui.Rect
	var heads []float64
	y := f.stack.Y + panelTop
	for _, n := range counts {
		if l.head > 0 {
			heads = append(heads, y)
		}
		for i := range n {
			slots = append(slots, l.slot(f, y, i))
		}
		y += l.rows(n)
	}
	return slots, heads
}
