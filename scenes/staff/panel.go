package staff

import (
	"errors"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/expert"
	"nimitz/rules"
	"nimitz/scenes/ui"
)

// The panel's rows, in design units.
const (
	headH    = 30.0 // the title
	footH    = 40.0 // the progress line or the note on the figures
	choiceH  = 132.0
	doW, doH = 112.0, 28.0
	closeW   = 110.0
	textSize = 12.5
)

// PanelH is the height of the panel with room for every choice: the room
// a screen keeps for it.
const PanelH = headH + Choices*choiceH + footH

// Height is the panel's height for n choices (one row's room while the
// staff thinks).
func Height(n int) float64 { return headH + float64(max(n, 1))*choiceH + footH }

// PanelW is the panel's width where the screen has the room; it is never
// drawn narrower than MinPanelW.
const (
	PanelW    = 428.0
	MinPanelW = 380.0
)

// Panel is where the advice panel's parts sit: the choices' Do it buttons
// and the Close button, for the screen's clicks and the tutorial's rings.
type Panel struct {
	R     ui.Rect
	Do    []ui.Rect // one per choice shown
	Close ui.Rect
}

// LayOut places the panel in r for n choices.
func LayOut(r ui.Rect, n int) Panel {
	p := Panel{R: r, Close: ui.Rect{X: r.Right() - 10 - closeW, Y: r.Y + 5, W: closeW, H: headH - 8}}
	for i := range n {
		top := r.Y + headH + float64(i)*choiceH
		p.Do = append(p.Do, ui.Rect{X: r.Right() - 10 - doW, Y: top + choiceH - doH - 10, W: doW, H: doH})
	}
	return p
}

// ButtonAt is the choice whose Do it button is at (x, y), or -1; close
// reports the Close button.
func (p Panel) ButtonAt(x, y float64) (choice int, close bool) {
	for i, r := range p.Do {
		if r.Contains(x, y) {
			return i, false
		}
	}
	return -1, p.Close.Contains(x, y)
}

// Label words a choice's decision as the screen words it ("Move CV
// Lexington to the Coral Sea").
type Label func(d rules.Decision) string

// Draw paints the advice panel: each choice with its expected Objectives at
// the campaign's end and its chance of Historical or better, each with its
// standard error, the staff's reason, and its Do it button; while the staff
// thinks, a progress line. hover is the choice whose button the cursor is
// on (-1 none), lit the choice marked on the board.
func Draw(dst *ebiten.Image, v ui.View, p Panel, st State, label Label, hover, lit int, closeHovered bool) {
	r := p.R
	v.Over(r)
	v.FillRect(dst, ui.Rect{X: r.X + 4, Y: r.Y + 5, W: r.W, H: r.H}, ui.Shadow)
	v.FillRect(dst, r, ui.Panel)
	v.StrokeRect(dst, r, 2, ui.Gold)
	x, w := r.X+10, r.W-20
	v.Text(dst, v.FitText("THE STAFF ADVISES", ui.SizeHeading, true, w-closeW-10), ui.SizeHeading, true, ui.Gold, x, r.Y+8, ui.Left)
	ui.DrawButton(dst, v, p.Close, ui.Button{Label: "Close", Key: "Esc", Style: ui.Quiet}, closeHovered)
	foot := r.Bottom() - footH + 8
	switch {
	case st.Running:
		line := "The staff is playing the campaign out from here…"
		if c := st.Clock(); c > 0 {
			line += fmt.Sprintf(" %d s", c)
		}
		v.Paragraph(dst, line, textSize, false, ui.Pale, x, r.Y+headH+8, w)
		v.Paragraph(dst, "The screen stays yours meanwhile; a new decision drops this advice.", ui.SizeFine, false, ui.Muted, x, foot, w)
		return
	case st.Err != nil:
		v.Paragraph(dst, "No advice: "+errText(st.Err), textSize, false, ui.Refused, x, r.Y+headH+8, w)
		return
	}
	for i, c := range st.Choices {
		if i >= len(p.Do) {
			break
		}
		top := r.Y + headH + float64(i)*choiceH
		box := ui.Rect{X: r.X + 6, Y: top + 2, W: r.W - 12, H: choiceH - 6}
		if i == lit {
			v.StrokeRect(dst, box, 2, ui.Lit)
		} else {
			v.StrokeRect(dst, box, 1, ui.PanelLine)
		}
		title := fmt.Sprintf("%d. %s", i+1, label(c.Decision))
		v.Text(dst, v.FitText(title, ui.SizeBody, true, w-8), ui.SizeBody, true, ui.Cream, x+4, top+8, ui.Left)
		v.Text(dst, v.FitText(Figures(c), textSize, false, w-8), textSize, false, ui.Green, x+4, top+28, ui.Left)
		reason := c.Reason
		if reason == "" {
			reason = "The staff gives no reason for this one."
		}
		v.Paragraph(dst, fitLines(v, reason, w-8, 3), textSize, false, ui.Pale, x+4, top+46, w-8)
		// The choices stand in the order the search kept them, the ones
		// weighed over the most campaigns first: say how many, or a
		// lower choice with a higher figure (from a few lucky games)
		// reads as a mistake.
		weighed := fmt.Sprintf("weighed over %d %s", c.Rollouts, ui.Plural(c.Rollouts, "campaign", "campaigns"))
		v.Text(dst, v.FitText(weighed, ui.SizeFine, false, p.Do[i].X-x-12), ui.SizeFine, false, ui.Muted, x+4, p.Do[i].CY()-ui.SizeFine*0.6, ui.Left)
		ui.DrawButton(dst, v, p.Do[i], ui.Button{Label: "Do it", Key: doKey(i), Style: doStyle(i)}, hover == i)
	}
	note := fmt.Sprintf("Thought for %.1f s · ± one standard error · Do it plays the choice as your click would.", st.Took.Seconds())
	v.Paragraph(dst, note, ui.SizeFine, false, ui.Muted, x, foot, w)
}

// doKey is the key that presses a choice's Do it: 1, 2, 3.
func doKey(i int) string { return fmt.Sprint(i + 1) }

func doStyle(i int) ui.ButtonStyle {
	if i == 0 {
		return ui.Primary
	}
	return ui.Plain
}

// Figures words what a choice is expected to bring.
func Figures(c expert.Choice) string {
	return fmt.Sprintf("Objectives at the end %.1f ±%.1f · Historical or better %.0f%% ±%.0f",
		c.Objectives, c.ObjectivesSE, 100*c.Historical, 100*c.HistoricalSE)
}

// errText is an error as the panel says it.
func errText(err error) string {
	var re *rules.RuleError
	if errors.As(err, &re) {
		return re.Msg
	}
	return err.Error()
}

// fitLines cuts s to the lines that fit width at the panel's size, the last
// ending in "…" when there were more.
func fitLines(v ui.View, s string, width float64, lines int) string {
	ws := ui.Wrap(s, v.Face(textSize, false), width*v.Scale)
	if len(ws) <= lines {
		return s
	}
	out := ""
	for i := range lines - 1 {
		out += ws[i] + " "
	}
	return out + v.FitText(ws[lines-1]+" "+ws[lines]+"…", textSize, false, width)
}

// PanelInput is what the player's keys and click mean to an open advice
// panel, the same on the map and the Battle Sheet.
type PanelInput struct {
	// Hover is the choice whose Do it button the cursor is on, -2 on
	// Close, -1 elsewhere.
	Hover int
	// Do is the choice to apply (a key 1-3 or a Do it click), -1 for none.
	Do int
	// Close is Esc or a click on Close.
	Close bool
	// Taken reports that the panel took the input: nothing under it sees it.
	Taken bool
}

// Read reads a frame's input against the open panel p, the cursor at
// (x, y) in design units.
func (p Panel) Read(in ui.Input, x, y float64) PanelInput {
	i, closing := p.ButtonAt(x, y)
	r := PanelInput{Hover: i, Do: -1}
	if closing {
		r.Hover = -2
	}
	for k, key := range []ebiten.Key{ebiten.Key1, ebiten.Key2, ebiten.Key3} {
		if in.Pressed(key) && k < len(p.Do) {
			r.Do, r.Taken = k, true
			return r
		}
	}
	switch {
	case in.Pressed(ebiten.KeyEscape), in.Clicked() && closing:
		r.Close, r.Taken = true, true
	case in.Clicked() && i >= 0:
		r.Do, r.Taken = i, true
	case in.Clicked() && p.R.Contains(x, y):
		r.Taken = true // the panel's body: nothing under it is clicked
	}
	return r
}
