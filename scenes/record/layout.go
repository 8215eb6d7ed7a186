package record

import "nimitz/scenes/ui"

// parts are where the screen's parts go on a canvas, in design units: the
// head across the top; on the left the filters, the list and the buttons;
// on the right the charts and the figures of the entry chosen.
type parts struct {
	head, filters, list, header, rows, buttons ui.Rect
	results, turns, figures                    ui.Rect
}

// rowH is the height of a row of the list.
const rowH = 30.0

// partsFor lays the screen out on canvas c.
func partsFor(c ui.Rect) parts {
	const m, gap = 20.0, 10.0
	var p parts
	p.head = ui.Rect{X: m, Y: 12, W: c.W - 2*m, H: 62}
	left := max(760, (c.W-3*m)*0.5)
	p.filters = ui.Rect{X: m, Y: p.head.Bottom() + gap, W: left, H: 2*32 + 6}
	p.buttons = ui.Rect{X: m, Y: c.H - 16 - 44, W: left, H: 44}
	p.list = ui.Rect{X: m, Y: p.filters.Bottom() + gap, W: left, H: p.buttons.Y - gap - p.filters.Bottom() - gap}
	in := p.list.Inset(10)
	p.header = ui.Rect{X: in.X, Y: in.Y, W: in.W, H: 24}
	p.rows = ui.Rect{X: in.X, Y: p.header.Bottom() + 4, W: in.W, H: in.Bottom() - p.header.Bottom() - 4}
	right := ui.Rect{X: p.list.Right() + m, Y: p.filters.Y, W: c.W - p.list.Right() - 2*m, H: c.H - 16 - p.filters.Y}
	p.results = ui.Rect{X: right.X, Y: right.Y, W: right.W, H: 5*34 + 62}
	rest := right.Bottom() - p.results.Bottom() - 2*gap
	p.turns = ui.Rect{X: right.X, Y: p.results.Bottom() + gap, W: right.W, H: rest * 0.56}
	p.figures = ui.Rect{X: right.X, Y: p.turns.Bottom() + gap, W: right.W, H: right.Bottom() - p.turns.Bottom() - gap}
	return p
}

// filterGrid lays the filters out four a row.
func (p parts) filterGrid() ui.Grid { return ui.Grid{Area: p.filters, Cols: 4, H: 32, Gap: 6} }

// buttonGrid lays the buttons out in one row.
func (p parts) buttonGrid() ui.Grid { return ui.Grid{Area: p.buttons, Cols: actions, H: 44, Gap: 10} }

// columns are where a row's figures go: the x of each column's left edge
// (the Objectives and battles right-aligned at their right edges).
type columns struct {
	date, campaign, result, objectives, battles, better float64
}

func columnsOf(r ui.Rect) columns {
	return columns{date: r.X + 6, campaign: r.X + 140, result: r.X + 270,
		objectives: r.Right() - 250, battles: r.Right() - 90, better: r.Right() - 6}
}
