package staff

import (
	"strings"

	"nimitz/expert"
	"nimitz/savegame"
	"nimitz/scenes"
)

// Pace is how long a decision of the staff's stays on screen before the
// staff makes the next, in sixtieths of a second at the normal animation
// speed: long enough to see what it did. With the animations off it is a
// quarter of that.
const Pace = 45

// Hand plays, on one screen, the decisions the player has handed to the
// staff (ctx.Handover): it waits for the screen to settle and for the pace,
// asks the staff, and gives the screen its first choice to apply through
// the session like a click.
type Hand struct {
	t    Tracker
	wait float64
}

// Turn is what Update asks the screen to do.
type Turn int

// What a screen does after Hand.Update.
const (
	Idle    Turn = iota // nothing: no handover, or waiting
	Apply               // apply Choice through the session
	Stopped             // the handover ended: say Why
)

// Step is the outcome of one Update.
type Step struct {
	Turn   Turn
	Choice expert.Choice
	Why    string
	// Thinking reports that the staff is working out its next decision.
	Thinking bool
}

// Update runs the handover on a screen showing sess: settled says the
// screen has played every event (the staff waits for that and the pace
// before its next decision), interrupted that the player pressed a key or
// clicked, which ends the handover. adv is asked off the screen's goroutine.
func (h *Hand) Update(ctx *scenes.Context, sess *savegame.Session, settled, interrupted bool, adv Advisor) Step {
	ho := ctx.Handed()
	if ho == nil {
		h.reset()
		return Step{}
	}
	if interrupted {
		ctx.TakeCommand()
		h.reset()
		return Step{Turn: Stopped, Why: "You have the command again: the staff hands " + ho.Words() + " back."}
	}
	if sess == nil || sess != ctx.Session {
		return Step{}
	}
	if !settled {
		h.wait = 0
		return Step{}
	}
	key := KeyOf(sess)
	h.t.Follow(key)
	st := h.t.State()
	switch {
	case st.Running:
		return Step{Thinking: true}
	case st.Err != nil:
		ctx.TakeCommand()
		h.reset()
		return Step{Turn: Stopped, Why: "The staff stops: " + errText(st.Err) + " The decision is yours."}
	case len(st.Choices) > 0:
		c := st.Choices[0]
		h.reset()
		return Step{Turn: Apply, Choice: c}
	}
	pace := float64(Pace)
	if ctx.Settings != nil && ctx.Settings.AnimationSpeed <= 0 {
		pace /= 4
	} else if ctx.Settings != nil {
		pace /= ctx.Settings.AnimationSpeed
	}
	h.wait += ctx.Ticks()
	if h.wait < pace {
		return Step{Thinking: true}
	}
	g := sess.Game()
	if p := g.Pending(); len(p.Options) == 0 {
		return Step{}
	}
	h.t.Ask(key, g, adv)
	return Step{Thinking: true}
}

func (h *Hand) reset() {
	h.t.Drop()
	h.wait = 0
}

// Active reports whether the staff has a part of the game in hand.
func Active(ctx *scenes.Context) bool { return ctx != nil && ctx.Handed() != nil }

// Said words a decision the staff made, for the status line and the log.
func Said(label string, c expert.Choice) string {
	// A reason that opens with the decision's own words says it whole.
	if strings.HasPrefix(c.Reason, label) {
		return "The staff: " + c.Reason
	}
	s := "The staff: " + label + "."
	if c.Reason != "" {
		s += " " + c.Reason
	}
	return s
}
