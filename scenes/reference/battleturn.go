package reference

import (
	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes/ui"
)

// sheetStepText says in a line what each step of the Battle Turn Sequence,
// as the Battle Sheet prints it, does (the rulebook's "Battle" chapter).
var sheetStepText = map[rules.SheetStep]string{
	rules.SheetPlaceUS:   "US carriers to the US Ocean; other Ships there or in the Coastal Area; Submarines where Japanese Ships are.",
	rules.SheetPlaceJP:   "Carriers to the Japanese Ocean, with one Escort each if Island Forces fight (else all); other Ships Coastal; Submarines to the US carriers, else the US Coastal Ships.",
	rules.SheetTurnsRoll: "Roll a die: the Battle Turn track says how many Battle Turns the battle lasts.",
	rules.SheetDraws:     "Japanese Forces from the map (Carrier-Based Aircraft and Transports apart): 1-4, 1 plan; 5-9, 2; 10-16, 3; 17+, 4.",
	rules.SheetSelect:    "3 Battle Plan Points, +3 for each Supply Point spent; each plan is used once in the battle.",

	rules.SheetDraw:      "Japan draws its Battle Plan Quantity from the cup; an empty cup is filled again with the plans drawn.",
	rules.SheetMoveUS:    "Send each US aircraft to any area of the Battle Sheet.",
	rules.SheetBombers:   "A die for each Bomber Group: 1-2 Japanese Ocean, 3-5 Island, 6 Coastal, 7-10 US Ocean, on to the next area with a target.",
	rules.SheetFighters:  "A die for each Fighter Group, the same way, to an area with Japanese or US aircraft.",
	rules.SheetDogfight:  "Aircraft attack the enemy aircraft in the air in their area.",
	rules.SheetAAA:       "Ships attack the enemy aircraft in their area: the Escorts' row, then the carriers'; each row attacks an aircraft once.",
	rules.SheetBombs:     "Bombers attack Ships (blue square) or Infantry and Airfields (brown square) in their area.",
	rules.SheetTorpedoes: "Submarines attack the enemy Ships in their area.",
	rules.SheetDepth:     "Ships and Submarines attack the enemy Submarines in their area, each Submarine once.",
	rules.SheetGuns:      "Ships in the Coastal Area attack Coastal Ships and Island Forces; Submarines, Ships only.",
	rules.SheetInfantry:  "Infantry in the Foxholes attack enemy Infantry Ashore and Airfields.",
	rules.SheetAdvance:   "Beach to Foxholes, Transport to Beach; Marines go straight from the Transport to the Foxholes.",
	rules.SheetReturn:    "Land-Based Aircraft to their Airfields; Carrier-Based to undamaged carriers, as many as each held.",
	rules.SheetAirfields: "Land-Based Aircraft beyond the Airfields left are Destroyed.",
	rules.SheetAdvanceCt: "One box down the track. Off the track, or with one side left, the battle ends.",
}

// drawBattleTurn is the Battle Turn Sequence page: the set-up of a battle and
// the steps of each Battle Turn, in the Battle Sheet's words, a line each,
// spaced over the page's height.
func (s *Scene) drawBattleTurn(dst *ebiten.Image, v ui.View, page ui.Rect) {
	const head, sub = 34.0, 30.0
	rows := float64(len(rules.SheetSetUp) + len(rules.SheetCombat))
	pitch := min(max((page.H-32-head-2*sub)/rows, 24), 44)
	x, y := page.X+16, page.Y+16
	v.Text(dst, "BATTLE TURN SEQUENCE — as the Battle Sheet prints it", ui.SizeLarge, true, ui.Gold, x, y, ui.Left)
	y += head
	textX := x + 360
	part := func(title string, steps []rules.SheetStep) {
		v.Text(dst, title, ui.SizeHeading, true, ui.Gold, x, y+4, ui.Left)
		y += sub
		for _, st := range steps {
			nx, size := x+16, ui.SizeLead
			if rules.CombatPart(st) {
				nx, size = x+40, ui.SizeBody
			}
			v.Text(dst, v.FitText(string(st), size, true, textX-nx-12), size, true, ui.Cream, nx, y, ui.Left)
			line := v.FitText(sheetStepText[st], ui.SizeBody, false, page.Right()-16-textX)
			v.Text(dst, line, ui.SizeBody, false, ui.Pale, textX, y+(size-ui.SizeBody)/2+1, ui.Left)
			y += pitch
		}
	}
	part("SET-UP, once a battle", rules.SheetSetUp)
	part("EACH BATTLE TURN (Combat: Dogfight to Infantry)", rules.SheetCombat)
}
