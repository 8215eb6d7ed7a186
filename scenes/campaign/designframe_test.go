package campaign

import (
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// The map screen laid out on a DesignWidth x DesignHeight canvas, the size
// of the tests' screens: the names the tests click and measure by.
var (
	designCanvas = ui.Rect{W: scenes.DesignWidth, H: scenes.DesignHeight}
	designFrame  = frameFor(designCanvas, 0)

	mapRect       = designFrame.mapArea
	actionRect    = designFrame.action
	stackRect     = designFrame.stack
	logRect       = designFrame.log
	sheetRects    = designFrame.sheets
	seqRect       = sheetRects[sheetSequence]
	jpBoxRect     = sheetRects[sheetJapanese]
	usBoxRect     = sheetRects[sheetUSReinforcements]
	r2pRect       = sheetRects[sheetReturnToPort]
	ordersRect    = sheetRects[sheetOrders]
	newForcesRect = sheetRects[sheetNewForces]
)

func usBoxSlot(i int) ui.Rect     { return designFrame.usBoxSlot(i, 1) } // seven a row, as any 1942 box
func panelSlot(i int) ui.Rect     { return designFrame.panelSlot(i, 1) } // seven a row, as any stack of 14 or fewer
func buttonRect(i, n int) ui.Rect { return designFrame.buttonRect(i, n) }

// confirmNeverBt is the question's "don't ask again" at the design size.
func confirmNeverBt() ui.Rect {
	_, _, _, never := designFrame.confirmParts(true)
	return never
}
