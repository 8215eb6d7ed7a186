package battle

import (
	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// The Battle Sheet screen laid out on a DesignWidth x DesignHeight canvas,
// the size of the tests' screens: the names the tests click and measure by.
var (
	designFrame = frameFor(ui.Rect{W: scenes.DesignWidth, H: scenes.DesignHeight}, 0)
	seqRect     = designFrame.seq
	sheetRect   = designFrame.sheet
	jpPlanRect  = designFrame.jpPlan
	usPlanRect  = designFrame.usPlan
	logRect     = designFrame.log
)

func buttonGrid() ui.Grid                            { return designFrame.buttonGrid() }
func buttonRect(bs []button, i int) ui.Rect          { return designFrame.buttonRect(bs, i) }
func hitLabelRect(target ui.Rect, w float64) ui.Rect { return designFrame.hitLabelRect(target, w) }
func zoneBand(name string) (zoneInfo, bool)          { return designFrame.zoneBand(name) }
func computeLayout(g *rules.Game, b *rules.Battle) *layout {
	return designFrame.computeLayout(g, b)
}
func planCardRect(i int) ui.Rect { return designFrame.planCardRect(i) }
