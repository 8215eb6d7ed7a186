package ui

import "github.com/hajimehoshi/ebiten/v2"

// DrawPanel paints a panel: its fill and edge, and its title in gold when it
// has one. It returns the room left inside for the panel's content.
func DrawPanel(dst *ebiten.Image, v View, r Rect, title string) Rect {
	v.FillRect(dst, r, Panel)
	v.StrokeRect(dst, r, 1, PanelLine)
	inner := r.Inset(10)
	if title == "" {
		return inner
	}
	v.Text(dst, v.FitText(title, SizeHeading, true, inner.W), SizeHeading, true, Gold, inner.X, r.Y+8, Left)
	top := r.Y + 8 + SizeHeading*1.6
	return Rect{X: inner.X, Y: top, W: inner.W, H: r.Bottom() - 10 - top}
}

// DrawPopup paints a panel that follows the cursor over the screen (an
// area's explanation, a magnified stack): it covers what is under it on
// purpose, for as long as the cursor rests there. It returns the room inside.
func DrawPopup(dst *ebiten.Image, v View, r Rect, title string) Rect {
	v.Fonts.Layout.hide(r)
	return DrawPanel(dst, v, r, title)
}

// Over notes that r is drawn over what lies under it on purpose (a card
// laid over the screen): the layout tests do not count the texts under it
// as cut off.
func (v View) Over(r Rect) {
	if v.Fonts != nil {
		v.Fonts.Layout.hide(r)
	}
}

// DrawDialog paints a dialog over the screen: the screen dimmed, then a paper
// panel with its title. It returns the room inside for its content.
func DrawDialog(dst *ebiten.Image, v View, screen, r Rect, title string) Rect {
	v.FillRect(dst, screen, Dim)
	v.FillRect(dst, Rect{X: r.X + 4, Y: r.Y + 5, W: r.W, H: r.H}, Shadow)
	return DrawPanel(dst, v, r, title)
}
