package battle

import (
	"fmt"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// The design canvas and the fixed parts of the screen, in design units.
const (
	topH = 44
)

// The columns' widths: they keep them at every window size, and the Battle
// Sheet between them takes the rest.
const (
	leftW  = 208
	rightW = 452
	gap    = 8
)

// frame is where the screen's parts sit on a canvas of the window's shape,
// in design units.
type frame struct {
	canvas ui.Rect
	seq    ui.Rect // the Battle Turn Sequence
	lost   ui.Rect // Forces lost in this battle
	sheet  ui.Rect // the Battle Sheet
	track  ui.Rect // the Battle Turn track
	jpPlan ui.Rect
	usPlan ui.Rect
	ask    ui.Rect
	log    ui.Rect
	rules  ui.Rect // the Rules button
	topH   float64 // the top bar's height: topH, or more for a finger's Rules
	// press is the height of the action panel's buttons: 30, or a
	// finger's (ui.View.Finger).
	press float64
	// choice is the Battle Plan selection, laid over the left column and
	// the sheet; summary the end-of-battle summary, over the sheet.
	choice, summary ui.Rect
	// zones are the sheet's bands, printedZones scaled to its height.
	zones []zoneInfo
}

// PlansRect is the right column's Battle Turn track and Battle Plans
// panels on canvas c (its buttons at least finger high), down to the foot of the US plans: a screen drawn over
// the sheet there (the tutorial's coach, which says what they hold) covers
// them whole.
func PlansRect(c ui.Rect, finger float64) ui.Rect {
	f := frameFor(c, finger)
	return ui.Rect{X: f.track.X, Y: f.track.Y, W: f.track.W, H: f.usPlan.Bottom() - f.track.Y}
}

// frameFor lays the screen out on canvas c (at least the design size), its
// buttons at least finger high (0 with a mouse): the top bar and the action
// panel grow for them, the sheet and the log give the room.
func frameFor(c ui.Rect, finger float64) frame {
	c.W, c.H = max(c.W, scenes.DesignWidth), max(c.H, scenes.DesignHeight)
	f := frame{canvas: c, press: max(buttonH, finger)}
	f.rules = ui.Rect{X: c.W - 10 - 110, Y: 9, W: 110, H: max(27, finger)}
	f.topH = max(topH, f.rules.Bottom()+8)
	top := f.topH + gap
	f.seq = ui.Rect{X: gap, Y: top, W: leftW, H: 500}
	f.lost = ui.Rect{X: gap, Y: f.seq.Bottom() + 6, W: leftW, H: c.H - gap - f.seq.Bottom() - 6}
	rx := c.W - gap - rightW
	f.sheet = ui.Rect{X: f.seq.Right() + gap, Y: top, W: rx - gap - f.seq.Right() - gap, H: c.H - gap - top}
	f.track = ui.Rect{X: rx, Y: top, W: rightW, H: 92}
	f.jpPlan = ui.Rect{X: rx, Y: f.track.Bottom() + 6, W: rightW, H: 160}
	// Room for every US plan a battle can hold: 4 rows of 4 (usPlanCardRect).
	f.usPlan = ui.Rect{X: rx, Y: f.jpPlan.Bottom() + 6, W: rightW, H: 104}
	f.ask = ui.Rect{X: rx, Y: f.usPlan.Bottom() + 6, W: rightW, H: 272 + buttonRows*(f.press-buttonH)}
	f.log = ui.Rect{X: rx, Y: f.ask.Bottom() + 6, W: rightW, H: c.H - gap - f.ask.Bottom() - 6}
	f.choice = ui.Rect{X: f.seq.X, Y: top, W: f.sheet.Right() - f.seq.X, H: f.sheet.H}
	f.summary = ui.Rect{X: f.sheet.CX() - 360, Y: f.sheet.CY() - 272, W: 720, H: 460}
	k := f.sheet.H / printedSheetH
	for _, z := range printedZones {
		z.y = f.sheet.Y + (z.y-printedZones[0].y)*k
		z.h *= k
		f.zones = append(f.zones, z)
	}
	return f
}

// zoneInfo is one area of the Battle Sheet: its name, the movement numbers
// printed on it and its band of the sheet.
type zoneInfo struct {
	name  string
	roll  string
	y, h  float64
	label string
}

// printedZones are the Battle Sheet's areas from the Japanese side (top) to
// the US side (bottom), as their movement numbers run, on a sheet
// printedSheetH tall (frame.zones scales them to the sheet's height).
var printedZones = []zoneInfo{
	{rules.ZoneJapaneseOcean, "1-2", 52, 196, "JAPANESE OCEAN"},
	{rules.ZoneIsland, "3-5", 252, 252, "ISLAND"},
	{rules.ZoneCoastal, "6", 508, 186, "COASTAL"},
	{rules.ZoneUSOcean, "7-10", 698, 194, "US OCEAN"},
}

// printedSheetH is the height of the sheet printedZones fill.
const printedSheetH = 840

// zoneRect is a zone's band; labelW is the strip with its name and roll.
const labelW = 92

func (f *frame) zoneRect(z zoneInfo) ui.Rect {
	return ui.Rect{X: f.sheet.X, Y: z.y, W: f.sheet.W, H: z.h}
}

// sideRect is one side's half of a zone: Japanese on the left, US on the right.
func (f *frame) sideRect(z zoneInfo, side rules.Side) ui.Rect {
	x := f.sheet.X + labelW + 4
	w := (f.sheet.Right() - x - 12) / 2
	if side == rules.US {
		x += w + 8
	}
	return ui.Rect{X: x, Y: z.y + 4, W: w, H: z.h - 8}
}

// group is a labelled box of counters on the sheet: "Ships", "Foxholes",
// "Airfields 3", "In the air".
type group struct {
	label string
	units []*rules.Unit
	// airfields marks the Airfields box: a click there allocates a Hit to them.
	airfields bool
	side      rules.Side
	zone      string
	r         ui.Rect
}

// placed is where a unit is drawn and how large.
type placed struct {
	u    *rules.Unit
	r    ui.Rect
	mini bool // a Carrier-Based Aircraft at home beside its carrier
}

// layout is where everything on the sheet goes this frame.
type layout struct {
	groups []group
	units  []placed
	lost   []placed
	// lostJapanY is where the Japanese label of the column of losses goes.
	lostJapanY float64
}

// find returns where unit id is drawn.
func (l *layout) find(id string) (placed, bool) {
	for _, p := range l.units {
		if p.u.ID() == id {
			return p, true
		}
	}
	for _, p := range l.lost {
		if p.u.ID() == id {
			return p, true
		}
	}
	return placed{}, false
}

// groupsFor sorts the sheet's units into the boxes of one side of one zone.
func groupsFor(g *rules.Game, b *rules.Battle, z string, side rules.Side) []group {
	var ships, air, fox, beach, trans, home, unplaced []*rules.Unit
	for i := range b.Units {
		u := &b.Units[i]
		if u.Side() != side || u.Lost() {
			continue
		}
		k := kindOf(g, u)
		switch {
		case k == rules.KindAircraft && u.Pos() == z:
			air = append(air, u)
		case k == rules.KindAircraft && u.Pos() == "" && !u.CBA() && z == rules.ZoneIsland:
			home = append(home, u)
		case k == rules.KindShip && u.Pos() == "" && (side == rules.US) == (z == rules.ZoneUSOcean) && (z == rules.ZoneUSOcean || z == rules.ZoneJapaneseOcean):
			unplaced = append(unplaced, u)
		case k == rules.KindShip && u.Pos() == z:
			ships = append(ships, u)
		case k == rules.KindInfantry && z == rules.ZoneIsland && u.Pos() == rules.PosFoxholes:
			fox = append(fox, u)
		case k == rules.KindInfantry && z == rules.ZoneIsland && u.Pos() == rules.PosBeach:
			beach = append(beach, u)
		case k == rules.KindInfantry && z == rules.ZoneCoastal && u.Pos() == rules.PosTransport:
			trans = append(trans, u)
		}
	}
	var out []group
	add := func(label string, us []*rules.Unit, always bool) {
		if len(us) > 0 || always {
			out = append(out, group{label: label, units: us, side: side, zone: z})
		}
	}
	switch z {
	case rules.ZoneIsland:
		fields := b.JPAirfields
		if side == rules.US {
			fields = b.USAirfields
		}
		out = append(out, group{label: fmt.Sprintf("Airfields %d", fields), units: home, airfields: true, side: side, zone: z})
		add("Foxholes", fox, true)
		// The US Beach is always printed; Japanese Infantry land on a
		// Beach only when they invade a US-held island.
		add("Beach", beach, side == rules.US)
	case rules.ZoneCoastal:
		add("Ships", ships, false)
		add("Transports", trans, false)
	default:
		add("Ships", ships, false)
	}
	add("In the air", air, false)
	add("Awaiting placement", unplaced, false)
	return out
}

// homeAircraft lists the Carrier-Based Aircraft aboard a carrier.
func homeAircraft(b *rules.Battle, carrier string) []*rules.Unit {
	var out []*rules.Unit
	for i := range b.Units {
		u := &b.Units[i]
		if u.CBA() && !u.Lost() && u.Carrier == carrier && u.Pos() == "" {
			out = append(out, u)
		}
	}
	return out
}

// cellWidth is the width a unit takes in a row: a carrier with an air group
// takes room beside it for its aircraft aboard, and keeps it while they fly
// as long as the battle asks where aircraft fly, so that the counters after
// it do not move under the cursor as the aircraft are sent one by one (CV
// Enterprise moved left when the last of CV Lexington's aircraft flew, and
// the next click missed it). Once they are sent, the room goes to the
// counters: in a carrier battle's Dogfight at 1366x768 the US Ocean's
// Ships and aircraft in the air were drawn 29 units wide.
func cellWidth(g *rules.Game, b *rules.Battle, u *rules.Unit, cs float64) float64 {
	if hasAboardRoom(g, b, u) {
		return cs + 3 + float64(aboardColumns(b, u))*(aboardSize(cs)+2)
	}
	return cs
}

// hasAboardRoom reports whether u is a carrier that takes room beside it for
// its aircraft aboard (cellWidth).
func hasAboardRoom(g *rules.Game, b *rules.Battle, u *rules.Unit) bool {
	return isCarrier(g, u) && (u.Capacity > 0 && sendingAircraft(b) || len(homeAircraft(b, u.ID())) > 0)
}

// aboardShare is the size of an aircraft aboard beside its carrier, as a
// share of the carrier's: its two rows run below the carrier (cellHeight),
// since at under half of it (two rows in the carrier's height) an air
// group's counters could not be read at 1366x768, even zoomed.
const aboardShare = 0.66

// aboardSize is the size of an aircraft aboard beside a carrier cs units
// wide.
func aboardSize(cs float64) float64 { return cs * aboardShare }

// cellHeight is the height a unit takes in a row: a carrier with room for
// its aircraft aboard takes their two rows.
func cellHeight(g *rules.Game, b *rules.Battle, u *rules.Unit, cs float64) float64 {
	if hasAboardRoom(g, b, u) {
		return max(cs, 2*aboardSize(cs)+2)
	}
	return cs
}

// sendingAircraft reports whether the battle asks where aircraft fly: Move
// US Aircraft, or First Light.
func sendingAircraft(b *rules.Battle) bool {
	if b.Ask == nil {
		return false
	}
	switch b.Ask.Kind {
	case rules.AskFly, rules.AskFirstLight, rules.AskFirstLightFly:
		return true
	}
	return false
}

// aboardColumns is how many columns a carrier's aircraft aboard take beside
// it: two rows of them span the carrier's height, so an air group of five
// (a 1945 Essex's F6F, F6F, SB2C, SB2C, TBF) takes three columns rather
// than a third row that ran out of its box and off the sheet.
func aboardColumns(b *rules.Battle, u *rules.Unit) int {
	n := max(u.Capacity, len(homeAircraft(b, u.ID())))
	return max(2, (n+1)/2)
}

// The boxes' padding, the gap between their counters and their label's height.
const boxGap, boxPad, boxLabelH = 5.0, 5.0, 20.0

// boxWidth is the width group gr's box takes with its counters cs units wide
// in one row, and the least it may be narrowed to: one counter, its label.
func boxWidth(g *rules.Game, b *rules.Battle, gr *group, cs float64) (w, least float64) {
	w, widest := boxPad, 0.0
	for _, u := range gr.units {
		cw := cellWidth(g, b, u, cs)
		w += cw + boxGap
		widest = max(widest, cw)
	}
	least = max(widest+2*boxPad, 96, float64(len(gr.label))*7.2+12)
	if gr.airfields {
		least = max(least, 110)
	}
	return max(w+boxPad-boxGap, least), least
}

// boxHeight is the height group gr's box takes when w wide: its counters cs
// units wide, wrapped into rows.
func boxHeight(g *rules.Game, b *rules.Battle, gr *group, cs, w float64) float64 {
	if len(gr.units) == 0 {
		return boxLabelH + cs*0.6
	}
	// Rows as tall as their tallest cell (a carrier with its air group).
	total, rowH, cx := 0.0, 0.0, boxPad
	for _, u := range gr.units {
		cw := cellWidth(g, b, u, cs)
		if cx+cw > w-boxPad+0.5 && cx > boxPad {
			total += rowH + boxGap
			rowH, cx = 0, boxPad
		}
		rowH = max(rowH, cellHeight(g, b, u, cs))
		cx += cw + boxGap
	}
	return boxLabelH + total + rowH + boxPad + 2
}

// flow lays out the groups of one side of a zone inside r with counters cs
// units wide; it reports whether everything fitted. A box goes beside the
// last one, narrowed and wrapped into rows if need be, when that ends higher
// than starting a new line under them: the Ships to place beside the Ships
// placed, rather than under them at a smaller size. firstW, when not 0,
// narrows the first box to that width (see narrowFirst). pack puts a box
// beside the last one, wrapped, whenever the room left takes it, however
// many rows that makes (see packBeside).
func flow(g *rules.Game, b *rules.Battle, gs []group, r ui.Rect, cs, firstW float64, pack bool) ([]group, []placed, bool) {
	const gap, pad, labelH = boxGap, boxPad, boxLabelH
	var units []placed
	x, y, rowH := r.X, r.Y, 0.0
	fits := true
	for gi := range gs {
		gr := &gs[gi]
		full, least := boxWidth(g, b, gr, cs)
		w := min(full, r.W)
		if gi == 0 && firstW > 0 {
			w = min(w, firstW)
		}
		h := boxHeight(g, b, gr, cs, w)
		if x+w > r.Right()+0.5 && x > r.X {
			// Beside, in the room left, or on a new line at full width.
			if room := r.Right() - x; room >= least {
				if hb := boxHeight(g, b, gr, cs, room); pack || hb <= rowH+6+h {
					w, h = room, hb
				}
			}
		}
		if x+w > r.Right()+0.5 && x > r.X {
			x = r.X
			y += rowH + 6
			rowH = 0
		}
		gr.r = ui.Rect{X: x, Y: y, W: w, H: h}
		if gr.r.Bottom() > r.Bottom()+0.5 {
			fits = false
		}
		cx, cy, cellsH := x+pad, y+labelH, 0.0
		for _, u := range gr.units {
			cw := cellWidth(g, b, u, cs)
			if cx+cw > x+w-pad+0.5 && cx > x+pad {
				cx = x + pad
				cy += cellsH + gap
				cellsH = 0
			}
			cellsH = max(cellsH, cellHeight(g, b, u, cs))
			units = append(units, placed{u: u, r: ui.Rect{X: cx, Y: cy, W: cs, H: cs}})
			if isCarrier(g, u) {
				m := aboardSize(cs)
				cols := aboardColumns(b, u)
				for i, a := range homeAircraft(b, u.ID()) {
					mx := cx + cs + 3 + float64(i%cols)*(m+2)
					my := cy + float64(i/cols)*(m+2)
					units = append(units, placed{u: a, r: ui.Rect{X: mx, Y: my, W: m, H: m}, mini: true})
				}
			}
			cx += cw + gap
		}
		x += w + 6
		rowH = max(rowH, h)
	}
	return gs, units, fits
}

// narrowFirst is the width the first box may be narrowed to, wrapped into
// more rows, so that the boxes after it go beside it in one row: the Ships
// placed beside the one left awaiting placement, rather than over it at a
// size whose values cannot be read at 1366x768. 0 when they do not fit so.
func narrowFirst(g *rules.Game, b *rules.Battle, gs []group, r ui.Rect, cs float64) float64 {
	if len(gs) < 2 {
		return 0
	}
	rest := 0.0
	for i := 1; i < len(gs); i++ {
		w, _ := boxWidth(g, b, &gs[i], cs)
		rest += w + 6
	}
	_, least := boxWidth(g, b, &gs[0], cs)
	if w := r.W - rest; w >= least {
		return w
	}
	return 0
}

// packBeside lists the widths, widest first, the first box may be narrowed
// to (0: not at all, then a column fewer each) so that the next goes beside
// it, both wrapped
// into rows: the nine Japanese Escorts awaiting placement beside the four
// carriers placed, rather than one row of small counters under them with
// half the row above empty (playtest 08). None for a single box.
func packBeside(g *rules.Game, b *rules.Battle, gs []group, cs float64) []float64 {
	if len(gs) < 2 || len(gs[0].units) < 2 {
		return nil
	}
	widest := 0.0
	for _, u := range gs[0].units {
		widest = max(widest, cellWidth(g, b, u, cs))
	}
	_, least := boxWidth(g, b, &gs[0], cs)
	out := []float64{0} // first as wide as it is
	for cols := len(gs[0].units) - 1; cols >= 1; cols-- {
		w := 2*boxPad + float64(cols)*(widest+boxGap) - boxGap
		if w < least {
			break
		}
		out = append(out, w)
	}
	return out
}

// computeLayout places every unit of the sheet.
func (f *frame) computeLayout(g *rules.Game, b *rules.Battle) *layout {
	l := &layout{}
	if b == nil {
		return l
	}
	for _, z := range f.zones {
		for _, side := range []rules.Side{rules.Japan, rules.US} {
			r := f.sideRect(z, side)
			r.Y += 20 // the side's heading
			r.H -= 20
			gs := groupsFor(g, b, z.name, side)
			var placedGs []group
			var us []placed
			fit := func(cs float64) bool {
				var ok bool
				placedGs, us, ok = flow(g, b, append([]group(nil), gs...), r, cs, 0, false)
				if !ok {
					if w := narrowFirst(g, b, gs, r, cs); w > 0 {
						placedGs, us, ok = flow(g, b, append([]group(nil), gs...), r, cs, w, false)
					}
				}
				for _, w := range packBeside(g, b, gs, cs) {
					if ok {
						break
					}
					placedGs, us, ok = flow(g, b, append([]group(nil), gs...), r, cs, w, true)
				}
				return ok
			}
			// The largest counters that fit: a small battle reads at a
			// glance. The sizes are tried coarse, then two units at a time
			// up from the first that fits towards the one above it.
			sizes := []float64{76, 68, 60, 52, 46, 40, 34, 29, 25}
			best := sizes[len(sizes)-1]
			for i, cs := range sizes {
				if !fit(cs) {
					continue
				}
				best = cs
				for finer := best + 2; i > 0 && finer < sizes[i-1]; finer += 2 {
					if !fit(finer) {
						break
					}
					best = finer
				}
				break
			}
			fit(best)
			l.groups = append(l.groups, placedGs...)
			l.units = append(l.units, us...)
		}
	}
	placeLost(l, b, f.lost)
	return l
}

// The column of losses: its heading, each side's label, and the gap between
// the US rows and the Japanese label when they are packed.
const lostHead, lostLabel, lostGap = 26.0, 18.0, 6.0

// lostFit is how the lost counters of both sides go in an area h high and w
// wide: their size, how many a row, and the Japanese label's place below the
// area's top (at the half when both sides fit their halves, so it stays put
// as losses come; else right under the US rows).
type lostFit struct {
	size float64
	per  int
	jpY  float64
}

// fitLost is the largest size at which us and jp lost counters all fit.
func fitLost(us, jp int, w, h float64) lostFit {
	sizes := []float64{56, 48, 40, 34, 28, 22}
	rows := func(n, per int) float64 { return float64((n + per - 1) / per) }
	var f lostFit
	for _, ls := range sizes {
		per := max(1, int((w+2)/(ls+2)))
		ru, rj := rows(us, per)*(ls+2), rows(jp, per)*(ls+2)
		f = lostFit{size: ls, per: per, jpY: lostHead + lostLabel + ru + lostGap}
		if ru <= h/2-lostLabel && rj <= h/2-lostHead-lostLabel {
			f.jpY = lostHead + h/2
			return f
		}
		if lostLabel+ru+lostGap+lostLabel+rj <= h-lostHead {
			return f
		}
	}
	// Too many for the column even small: each side shows what its half
	// holds.
	f.jpY = lostHead + h/2
	return f
}

// placeLost lays out the Forces lost, US then Japanese, in area: the box
// under the sequence, less what the odds panel takes at its foot. Every lost
// Force is shown, as large as the room allows.
func placeLost(l *layout, b *rules.Battle, area ui.Rect) {
	l.lost = nil
	us, jp := 0, 0
	for k := range b.Units {
		if u := &b.Units[k]; u.Lost() && u.Side() == rules.US {
			us++
		} else if u.Lost() {
			jp++
		}
	}
	f := fitLost(us, jp, area.W-12, area.H)
	l.lostJapanY = area.Y + f.jpY
	for _, side := range []rules.Side{rules.US, rules.Japan} {
		y, bottom := area.Y+lostHead+lostLabel, l.lostJapanY-2
		if side == rules.Japan {
			y, bottom = l.lostJapanY+lostLabel, area.Bottom()
		}
		col := 0
		for k := range b.Units {
			u := &b.Units[k]
			if u.Side() != side || !u.Lost() {
				continue
			}
			x := area.X + 6 + float64(col%f.per)*(f.size+2)
			yy := y + float64(col/f.per)*(f.size+2)
			col++
			if yy+f.size > bottom {
				// More than the column holds even small: its label
				// says how many are not shown.
				continue
			}
			l.lost = append(l.lost, placed{u: u, r: ui.Rect{X: x, Y: yy, W: f.size, H: f.size}})
		}
	}
}
