package campaign

import "nimitz/scenes/ui"

// statusLine is the status line under the action panel's prompt: why, or
// what it costs. It remembers what the cursor was over when it was said,
// and whether it only explained that: either way it goes when the cursor
// leaves, so no message outlives what it was about.
type statusLine struct {
	ui.Status
	at    spot // what the cursor was over when it was said
	hover bool // it only explained what the cursor is over
	// explaining is set while the screen explains what the cursor is over
	// (Scene.explainHover): what is said then is such an explanation.
	explaining bool
}

// say sets the message, said with the cursor over at.
func (l *statusLine) say(msg string, bad bool, at spot) {
	l.Say(msg, bad, ui.Rect{})
	l.at, l.hover = at, l.explaining
}

// follow clears the message when the cursor is no longer over what it was
// about (now), or when it only explained what the cursor is over: the
// explanation is said again if it still holds.
func (l *statusLine) follow(now spot) {
	if l.Text != "" && (l.hover || now != l.at) {
		l.Clear()
	}
}

// explain runs say, the screen's explanation of what the cursor is over,
// marking what it says as such.
func (l *statusLine) explain(say func()) {
	l.explaining = true
	say()
	l.explaining = false
}
