package scenes

import (
	"nimitz/rules"
	"nimitz/scenes/ui"
)

// Hint is where a screen's next click toward a decision is: a rectangle in
// design units and what it is, in words for a sentence ("the Hawaiian
// Islands", "the Done button").
type Hint struct {
	R    ui.Rect
	What string
	// Shift says the click is made with Shift held (adding a stack to the
	// Forces chosen to move).
	Shift bool
}

// Guide is a screen that can show where to click to make a decision: the
// tutorial lights it. A decision that takes several clicks (a move: the
// stack, the Forces, the destination) is shown one click at a time, by what
// the screen has selected so far. ok is false when the screen cannot make d
// now.
type Guide interface {
	Guide(d rules.Decision) (h Hint, ok bool)
}

// Reader is a screen with a button of its own that opens the rules
// reference, which changes nothing of the game: the tutorial lets its click
// through at any step, as it lets F1 through.
type Reader interface {
	RulesButton() ui.Rect
}

// Continuer is a screen left by a button of its own that is not a decision
// (the battle's summary, the steps after the battles): the tutorial lights
// it. ok is false while the button is not there (the screen still playing).
type Continuer interface {
	ContinueHint() (h Hint, ok bool)
}
