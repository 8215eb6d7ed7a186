package ui

// The type scale, in design units: every screen sizes its text from these so
// that the same kind of text reads the same everywhere.
const (
	// SizeSmall is fine print: captions, notes under a heading, legends.
	SizeSmall = 12.0
	// SizeBody is running text: prompts, explanations, log lines.
	SizeBody = 13.5
	// SizeButton is a button's label.
	SizeButton = 13.0
	// SizeHeading heads a panel: a step's name, a list's title.
	SizeHeading = 15.0
	// SizeTitle heads a screen or a dialog.
	SizeTitle = 24.0
	// SizeDisplay is the largest text: a screen's banner.
	SizeDisplay = 40.0
)
