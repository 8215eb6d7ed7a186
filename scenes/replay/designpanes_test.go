package replay

import (
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// The replay laid out on a DesignWidth x DesignHeight canvas, the size of
// the tests' screens: the names the tests click and measure by.
var (
	designPanes = panesFor(ui.Rect{W: scenes.DesignWidth, H: scenes.DesignHeight}, 0)
	side        = designPanes.side
	headRect    = designPanes.head
	sliderRect  = designPanes.slider
	sliderTrack = designPanes.track
	buttonsRect = designPanes.buttons
	eventRect   = designPanes.event
	logRect     = designPanes.log
)

func buttonGrid() ui.Grid { return designPanes.buttonGrid() }
