package ui

// The type scale, in design units: every screen sizes its text from these
// steps, so the same kind of text reads the same everywhere and the whole
// game's type can be tuned in one place.
const (
	// SizeFine is fine print: a box's caption, a counter's note.
	SizeFine = 11.0
	// SizeSmall is notes, legends, the log, a status line.
	SizeSmall = 12.0
	// SizeBody is running text and prompts.
	SizeBody = 13.0
	// SizeButton is a button's label.
	SizeButton = SizeBody
	// SizeLead is the main line of a panel or a card.
	SizeLead = 14.0
	// SizeHeading heads a panel: a step's name, a list's title.
	SizeHeading = 15.0
	// SizeLarge is a name that stands out: a unit on its card, a result.
	SizeLarge = 17.0
	// SizeSubtitle is a screen's second title.
	SizeSubtitle = 20.0
	// SizeTitle heads a screen or a dialog.
	SizeTitle = 24.0
	// SizeBanner is a result across a screen: the Evaluation, a die.
	SizeBanner = 30.0
	// SizeDisplay is the largest text: a screen's banner.
	SizeDisplay = 40.0
)
