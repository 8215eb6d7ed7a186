package battle

import (
	"fmt"

	"nimitz/rules"
	"nimitz/scenes/ui"
)

// button is one choice in the action panel.
type button struct {
	label string
	key   string // "Enter" for the default
	d     rules.Decision
	// leave ends the board; more shows the next page of choices; undo and
	// redo take back (or give again) the last decision; all answers every
	// US placement question from now on as d does (placeall.go).
	leave, more, undo, redo, all bool
	// group sends the air group picked to d's area (airgroup.go).
	group bool
	// always, on a Japanese tie, gives ties of its kind to the game from
	// now on and answers this one with d (decideforme.go).
	always rules.BattleAskKind
}

// buttonGrid lays the action panel's buttons out: two a row at its bottom,
// the last on a full row of its own.
func (f *frame) buttonGrid() ui.Grid {
	return ui.Grid{Area: ui.Rect{X: f.ask.X + 10, Y: f.ask.Y, W: f.ask.W - 20, H: f.ask.H - 8},
		Cols: 2, H: f.press, Gap: 6, LastWide: true, FromBottom: true}
}

// buttonH is the action panel's buttons' height with a mouse, and
// buttonRows the rows maxButtons take (two a row, the last alone).
const buttonH, buttonRows = 30, 5

// buttonRect is where the i-th of the buttons bs goes: two a row, or one
// a row when a label is too long for half the panel and the few buttons
// leave room for the question (a plan used on a named Ship, "Use
// Anti-Aircraft on CRU San Francisco/Astoria", was cut to "CRU San Fra…").
func (f *frame) buttonRect(bs []button, i int) ui.Rect {
	g := f.buttonGrid()
	if len(bs) <= maxOneColumn {
		for _, b := range bs {
			if len([]rune(b.label)) > halfWidthLabel {
				g.Cols = 1
			}
		}
	}
	return g.Rect(i, len(bs))
}

// halfWidthLabel is the longest label, in letters, a half-width button shows
// whole at its usual size; maxOneColumn the most buttons stacked one a row
// that still leave the question its room.
const halfWidthLabel, maxOneColumn = 30, 5

// maxButtons is how many buttons the action panel holds; more choices are
// shown in pages.
const maxButtons = 9

// buttons lists the buttons shown now: every choice or, when they do not
// fit, a page of them with a button to the next page.
func (s *Scene) buttons() []button {
	all := s.choices()
	from, to, pages := ui.Pages(len(all), maxButtons, s.page)
	if pages == 1 {
		return all
	}
	bs := append([]button(nil), all[from:to]...)
	bs = append(bs, button{label: fmt.Sprintf("More choices (%d/%d)", from/(maxButtons-2)+1, pages), key: "Tab", more: true})
	return append(bs, all[len(all)-1])
}

// choices lists what the player may press now.
func (s *Scene) choices() []button {
	if s.cur != nil || s.watched != "" {
		return nil
	}
	if s.ended != nil {
		return s.summaryButtons()
	}
	p, a := s.pending()
	if a == nil {
		return nil
	}
	var out []button
	var done *button
	for _, o := range p.Options {
		switch o.Kind {
		case rules.DoDone:
			b := button{label: "Done", key: "Enter", d: o}
			switch a.Kind {
			case rules.AskFly:
				b.label = "Done: the rest fly where they are"
			case rules.AskBuyPlans:
				b.label = "Done selecting Battle Plans"
			}
			done = &b
		case rules.DoSpendSupply:
			out = append(out, button{label: "Spend 1 Supply Point: +3 points", d: o})
		case rules.DoUsePlan:
			out = append(out, button{label: usePlanLabel(s, o), d: o})
		case rules.DoChooseCarrier:
			out = append(out, button{label: unitNameByID(s.g, s.sh.b, o.Force) + "'s aircraft", d: o})
		case rules.DoDestroy:
			out = append(out, button{label: "Lose " + unitNameByID(s.g, s.sh.b, o.Force), d: o})
		case rules.DoAllocateHit:
			label := "Hit on the " + sideWord(a.AttackBy.Other()) + " Airfields"
			if o.Force != rules.AirfieldTarget {
				label = "Hit on " + unitNameByID(s.g, s.sh.b, o.Force)
			}
			out = append(out, button{label: label, d: o})
		case rules.DoPlace:
			if a.Kind == rules.AskPlaceJapanese {
				out = append(out, button{label: unitNameByID(s.g, s.sh.b, o.Force) + " to the " + zoneName(o.Zone), d: o})
				break
			}
			out = append(out, button{label: "Place in the " + zoneName(o.Zone), d: o})
		case rules.DoFly:
			switch {
			case a.Kind == rules.AskFirstLightFly && o.Zone != "":
				out = append(out, button{label: "Attack the " + zoneName(o.Zone), d: o})
			case a.Kind == rules.AskFly && o.Force == s.selected && o.Zone != "":
				out = append(out, button{label: "To the " + zoneName(o.Zone), d: o})
			}
		}
	}
	out = tellApart(s, out)
	out = append(out, s.groupButtons(p.Options)...)
	out = append(out, s.decideForMeButtons(a, p.Options)...)
	out = append(out, s.placeAllButtons(a, p.Options)...)
	if sess := s.session(); sess != nil && sess.Len() > 0 && s.ctx.UndoRefused() == nil {
		// Shown even when the dice have made the last decision final: a
		// press then says why it cannot be undone. Not shown where Undo
		// is off for the whole game (the tutorial).
		out = append(out, button{label: "Undo", key: "Z", undo: true})
		if sess.CanRedo() == nil {
			out = append(out, button{label: "Redo", key: "Ctrl+Y", redo: true})
		}
	}
	if done != nil {
		out = append(out, *done)
	}
	return out
}

// usePlanLabel words a "use this plan?" answer.
func usePlanLabel(s *Scene, o rules.Decision) string {
	plan := ""
	if len(o.Plans) > 0 {
		plan = o.Plans[0]
	} else if _, a := s.pending(); a != nil {
		plan = a.Plan
	}
	if plan == "" {
		plan = "the plan"
	}
	if !o.Yes {
		return "Keep " + plan + " for later"
	}
	label := "Use " + plan
	if o.Number != 0 {
		label += fmt.Sprintf(": %+d Battle Turn", o.Number)
	}
	if o.Force != "" {
		label += " on " + unitNameByID(s.g, s.sh.b, o.Force)
	}
	return label
}

// summaryButtons are offered once the battle is over: the next battle, or
// on to the steps after the battles.
func (s *Scene) summaryButtons() []button {
	var out []button
	if !s.g.Over && s.g.Asks() == rules.AskChooseBattle {
		for _, o := range s.g.Pending().Options {
			if o.Kind == rules.DoChooseBattle {
				out = append(out, button{label: "Fight the battle in " + o.Area, d: o})
			}
		}
		return append(out, button{label: "Back to the map", leave: true})
	}
	label := "Continue: after the battles"
	if s.g.Over {
		label = "Continue: the end of the campaign"
	}
	return append(out, button{label: label, key: "Enter", leave: true})
}

// sideWord names a side as an adjective: "US", "Japanese".
func sideWord(side rules.Side) string {
	if side == rules.Japan {
		return "Japanese"
	}
	return "US"
}
