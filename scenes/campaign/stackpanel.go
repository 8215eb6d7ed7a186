package campaign

import (
	"fmt"
	"strings"

	"nimitz/rules"
	"nimitz/scenes/movement"
	"nimitz/scenes/ui"
)

// panelGroup is the Forces the stack panel shows from one place: the open
// stack whole, or the Forces chosen to move from another area.
type panelGroup struct {
	area   string
	forces []*rules.Force
	open   bool // the open stack, every Force of it
}

// stackPanel is the side panel that shows a stack, as the screen stands:
// the stack open in it, the Forces chosen, and whether the Movement step is
// asked (Forces are chosen here then). Scene.stackPanel makes it; the
// Scene draws it (drawStackPanel).
type stackPanel struct {
	g        *rules.Game
	lay      *frame
	open     stackKey
	sel      *movement.Selection
	movement bool
}

// stackPanel is the stack panel as the screen stands now.
func (s *Scene) stackPanel() stackPanel {
	return stackPanel{g: s.g, lay: &s.lay, open: s.open, sel: &s.sel, movement: s.pending().Kind == rules.AskMovement}
}

// groups are what the stack panel shows of the stacks on board: the open
// stack, then, in the Movement step, the Forces chosen from other areas
// (Shift-click), each area's on their own, so the player sees every Force
// that will move and where it comes from (a selection across two areas was
// shown as the open area's stack and a count).
func (sp stackPanel) groups(board map[stackKey][]*rules.Force) []panelGroup {
	var gs []panelGroup
	if sp.open.area != "" && len(board[sp.open]) > 0 {
		gs = append(gs, panelGroup{area: sp.open.area, forces: board[sp.open], open: true})
	}
	if sp.sel.Len() == 0 || !sp.movement {
		return gs
	}
	at := map[string]int{}
	for _, id := range sp.sel.IDs(sp.g) {
		f := sp.g.Force(id)
		if f == nil || f.Where != rules.OnMap || (sp.open == stackKey{f.Area, rules.US}) {
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
		stackOrder(sp.g, g.forces)
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

// view lays the stack panel's counters out.
func (sp stackPanel) view(board map[stackKey][]*rules.Force) panelShown {
	p := panelShown{groups: sp.groups(board)}
	var counts []int
	captions := false
	for _, g := range p.groups {
		counts = append(counts, len(g.forces))
		p.forces = append(p.forces, g.forces...)
		for _, f := range g.forces {
			captions = captions || sp.movedMark(f)
		}
	}
	p.slots, p.heads = sp.lay.panelSlots(counts, captions)
	return p
}

// movedMark reports whether the stack panel marks f as moved this step: the
// word under its counter, and a click takes the move back.
func (sp stackPanel) movedMark(f *rules.Force) bool {
	return sp.movement && f.Side == rules.US && f.MovedFrom != ""
}

// forces are the Forces the panel shows, in order: the open stack's, then
// those chosen from other areas (groups).
func (sp stackPanel) forces(board map[stackKey][]*rules.Force) []*rules.Force {
	var fs []*rules.Force
	for _, g := range sp.groups(board) {
		fs = append(fs, g.forces...)
	}
	return fs
}

// title heads the stack panel p: the open stack, or, with Forces chosen in
// more than one area, how many areas they come from.
func (sp stackPanel) title(p panelShown) string {
	if len(p.groups) > 1 {
		return fmt.Sprintf("FORCES CHOSEN IN %d AREAS", len(p.groups))
	}
	g := p.groups[0]
	side := "US"
	if sp.open.side == rules.Japan {
		side = "Japanese"
	}
	if !g.open {
		return fmt.Sprintf("%s — %d %s %s chosen", strings.ToUpper(g.area), len(g.forces), side, ui.Plural(len(g.forces), "Force", "Forces"))
	}
	return fmt.Sprintf("%s — %d %s %s", strings.ToUpper(g.area), len(g.forces), side, ui.Plural(len(g.forces), "Force", "Forces"))
}

// heading names one area's Forces when the panel shows several: the area
// and how many are chosen there (for the open stack, of how many).
func (sp stackPanel) heading(g panelGroup) (area, count string) {
	if !g.open {
		return g.area, fmt.Sprintf("%d chosen", len(g.forces))
	}
	chosen := 0
	for _, f := range g.forces {
		if sp.sel.Has(f.ID) {
			chosen++
		}
	}
	return g.area, fmt.Sprintf("%d of %d chosen", chosen, len(g.forces))
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
