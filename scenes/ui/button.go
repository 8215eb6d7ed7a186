package ui

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// A Button is one choice on a screen: what it says, the key that presses it
// ("" for none) and how it looks. An Off button is drawn but cannot be
// pressed.
type Button struct {
	Label string
	Key   string
	Style ButtonStyle
	Off   bool
	// Note is a second, smaller line under the label ("" for none): what a
	// big button leads to.
	Note string
}

// ButtonStyle is the look of a button.
type ButtonStyle int

// The button styles: Plain for most choices, Primary for the screen's main
// action (Continue, Start), Quiet for leaving (Back, Cancel), Chosen for the
// tab or option in force.
const (
	Plain ButtonStyle = iota
	Primary
	Quiet
	Chosen
)

// colours returns a button's fill and edge.
func (b Button) colours(hovered bool) (fill, edge color.Color) {
	switch {
	case b.Off:
		return PanelLine, Muted
	case hovered:
		return Hover, White
	case b.Style == Primary:
		return USBlue, Gold
	case b.Style == Quiet:
		return USBlueDk, Muted
	case b.Style == Chosen:
		return Gold, Ink
	}
	return USBlue, Pale
}

// MarkButton tells a test recording the layout (Fonts.Layout) that r is a
// button a screen drew in its own way, so that it is checked as the kit's
// buttons are: its size, and that nothing runs into it.
func (v View) MarkButton(r Rect) {
	if v.Fonts != nil {
		v.Fonts.Layout.button(r)
	}
}

// DrawButton paints b in r: its fill, edge and label (with its key in
// brackets), the label shrunk to fit rather than running out of the button.
func DrawButton(dst *ebiten.Image, v View, r Rect, b Button, hovered bool) {
	v.Fonts.Layout.button(r)
	if b.Style == Primary && !b.Off {
		v.Fonts.Layout.defaultButton()
	}
	fill, edge := b.colours(hovered)
	if r.H >= 44 {
		v.FillRect(dst, Rect{X: r.X + 3, Y: r.Y + 4, W: r.W, H: r.H}, Shadow)
	}
	v.FillRect(dst, r, fill)
	v.StrokeRect(dst, r, 1, edge)
	label := b.Label
	if b.Key != "" {
		label += "  [" + b.Key + "]"
	}
	size := min(SizeButton*1.8, max(SizeButton, r.H*0.36))
	ink := color.Color(White)
	switch {
	case b.Off:
		ink = Muted
	case b.Style == Chosen && !hovered:
		ink = Ink
	}
	if b.Note == "" {
		// The whole label in smaller type rather than cut, where it fits.
		size = v.FitSize(label, size, true, r.W-10, SizeFine)
		v.Text(dst, v.FitText(label, size, true, r.W-10), size, true, ink, r.CX(), r.CY()-size*0.62, Center)
		return
	}
	note := max(SizeSmall+1, size*0.65)
	top := r.CY() - (size+note*1.3)*0.62
	v.Text(dst, v.FitText(label, size, true, r.W-10), size, true, ink, r.CX(), top, Center)
	v.Text(dst, v.FitText(b.Note, note, false, r.W-10), note, false, Pale, r.CX(), top+size*1.3, Center)
}

// Grid lays buttons out in an area: Cols to a row, rows H high with Gap
// between them, from the area's top (or, with FromBottom, ending at its
// bottom). With LastWide the last button, usually the one that ends the
// step, has a row of its own; a button alone in its row is as wide as the
// row, so its label is never cut.
type Grid struct {
	Area       Rect
	Cols       int
	H, Gap     float64
	LastWide   bool
	FromBottom bool
}

// rowsFor is how many rows n buttons take.
func (g Grid) rowsFor(n int) int {
	cols := max(g.Cols, 1)
	if n <= 0 {
		return 0
	}
	if g.LastWide {
		return (n-1+cols-1)/cols + 1
	}
	return (n + cols - 1) / cols
}

// Slots is how many buttons fit in the area.
func (g Grid) Slots() int {
	rows := int((g.Area.H + g.Gap) / (g.H + g.Gap))
	if rows <= 0 {
		return 0
	}
	cols := max(g.Cols, 1)
	if g.LastWide {
		return (rows-1)*cols + 1
	}
	return rows * cols
}

// Rect is where the i-th of n buttons goes.
func (g Grid) Rect(i, n int) Rect {
	cols := max(g.Cols, 1)
	rows := g.rowsFor(n)
	top := g.Area.Y
	if g.FromBottom {
		top = g.Area.Bottom() - float64(rows)*(g.H+g.Gap) + g.Gap
	}
	w := (g.Area.W - float64(cols-1)*g.Gap) / float64(cols)
	row, col := i/cols, i%cols
	last := i == n-1
	if g.LastWide && last {
		return Rect{X: g.Area.X, Y: top + float64(rows-1)*(g.H+g.Gap), W: g.Area.W, H: g.H}
	}
	inRow := cols
	body := n
	if g.LastWide {
		body = n - 1
	}
	if row == (body-1)/cols {
		inRow = body - row*cols
	}
	if inRow == 1 {
		return Rect{X: g.Area.X, Y: top + float64(row)*(g.H+g.Gap), W: g.Area.W, H: g.H}
	}
	return Rect{X: g.Area.X + float64(col)*(w+g.Gap), Y: top + float64(row)*(g.H+g.Gap), W: w, H: g.H}
}

// Buttons is a set of buttons in a grid with hover, paging and drawing built
// in: a screen lists its choices, calls Update with the cursor each tick and
// Draw each frame, and asks Pressed which choice was taken. Choices that do
// not fit are shown a page at a time with a "More choices" button, so every
// choice is always reachable; the last choice (usually the one ending the
// step) stays on every page.
type Buttons struct {
	Grid  Grid
	Items []Button
	page  int
	hover int // index into Shown(), -1 for none
	// mx, my are the cursor at the last Update: the hover follows the mouse
	// only when it moves, so the arrow keys can move it too (Step).
	mx, my float64
	moved  bool
}

// moreIndex marks the "More choices" button in Shown.
const moreIndex = -2

// Set replaces the choices, keeping the page when it still exists.
func (bs *Buttons) Set(items []Button) {
	bs.Items = items
	if _, _, pages := bs.pages(); bs.page >= pages {
		bs.page = 0
	}
}

// pages splits the items: the body items shown on this page, and how many
// pages there are.
func (bs *Buttons) pages() (from, to, pages int) {
	n := len(bs.Items)
	slots := bs.Grid.Slots()
	if n <= slots || slots < 3 {
		return 0, n, 1
	}
	return Pages(n, slots, bs.page)
}

// Shown is what is on screen now, as indexes into Items (moreIndex for the
// page button), in grid order.
func (bs *Buttons) Shown() []int {
	from, to, pages := bs.pages()
	var out []int
	if pages == 1 {
		for i := range bs.Items {
			out = append(out, i)
		}
		return out
	}
	for i := from; i < to; i++ {
		out = append(out, i)
	}
	out = append(out, moreIndex)
	return append(out, len(bs.Items)-1)
}

// button is the Button drawn at a position of Shown.
func (bs *Buttons) button(idx int) Button {
	if idx == moreIndex {
		_, _, pages := bs.pages()
		return Button{Label: fmt.Sprintf("More choices (%d/%d)", bs.page+1, pages), Key: "Tab"}
	}
	return bs.Items[idx]
}

// RectOf is where the item i is drawn, and false when it is not on this page.
func (bs *Buttons) RectOf(i int) (Rect, bool) {
	shown := bs.Shown()
	for k, idx := range shown {
		if idx == i {
			return bs.Grid.Rect(k, len(shown)), true
		}
	}
	return Rect{}, false
}

// Update follows the cursor (in design units) and reports whether the
// hovered button changed, so the screen asks for a new frame.
func (bs *Buttons) Update(x, y float64) bool {
	if bs.moved && x == bs.mx && y == bs.my {
		return false
	}
	bs.mx, bs.my, bs.moved = x, y, true
	was := bs.hover
	bs.hover = -1
	shown := bs.Shown()
	for k := range shown {
		if bs.Grid.Rect(k, len(shown)).Contains(x, y) {
			bs.hover = k
		}
	}
	return was != bs.hover
}

// Hovered is the item under the cursor, or -1 (the page button is not an item).
func (bs *Buttons) Hovered() int {
	shown := bs.Shown()
	if bs.hover < 0 || bs.hover >= len(shown) || shown[bs.hover] == moreIndex {
		return -1
	}
	return shown[bs.hover]
}

// Clicked turns a click at the cursor into the item pressed, or -1. A click
// on "More choices" turns the page and reports -1.
func (bs *Buttons) Clicked() int {
	shown := bs.Shown()
	if bs.hover < 0 || bs.hover >= len(shown) {
		return -1
	}
	idx := shown[bs.hover]
	if idx == moreIndex {
		bs.NextPage()
		return -1
	}
	if bs.Items[idx].Off {
		return -1
	}
	return idx
}

// Step moves the choice d buttons on (the arrow keys), wrapping around.
func (bs *Buttons) Step(d int) {
	n := len(bs.Shown())
	if n == 0 {
		return
	}
	if bs.hover < 0 && d < 0 {
		bs.hover = n - 1
		return
	}
	bs.hover = ((bs.hover+d)%n + n) % n
}

// Chosen is the item chosen by the mouse or the arrow keys (as Hovered), for
// Enter to take; the page button turns the page and reports -1.
func (bs *Buttons) Chosen() int { return bs.Clicked() }

// NextPage shows the next page of choices (Tab).
func (bs *Buttons) NextPage() {
	_, _, pages := bs.pages()
	bs.page = (bs.page + 1) % max(pages, 1)
}

// Draw paints the buttons on show.
func (bs *Buttons) Draw(dst *ebiten.Image, v View) {
	shown := bs.Shown()
	for k, idx := range shown {
		DrawButton(dst, v, bs.Grid.Rect(k, len(shown)), bs.button(idx), k == bs.hover)
	}
}
