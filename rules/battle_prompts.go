package rules

import (
	"fmt"
	"strings"
)

// A battle's question is asked in typed fields (BattleAsk) with its options,
// the same in every game; its prompt, the question in words, is made when
// the log is read (readNotes), from the question, its options and the
// battle as it stands, which nothing changes until the next Apply. A quiet
// game's log is not read: its questions carry only the prompts in set
// words, which are the question's own, written where it is asked.

// writePrompt writes the prompt of the battle's question, if one is asked.
func (g *Game) writePrompt() {
	b := g.Battle
	if b == nil || b.Ask == nil {
		return
	}
	if p, ok := g.askPrompt(b.Ask, b.Options); ok {
		b.Ask.Prompt = p
	}
}

// askPrompt is the prompt of question a with options opts, and false for a
// question whose prompt is in set words (written where it is asked).
func (g *Game) askPrompt(a *BattleAsk, opts []Decision) (string, bool) {
	b := g.Battle
	name := func(id string) string { return g.unitName(b.unit(id)) }
	switch a.Kind {
	case AskFly:
		var names []string
		for i, o := range opts {
			if o.Kind == DoFly && (i == 0 || opts[i-1].Force != o.Force) {
				names = append(names, name(o.Force))
			}
		}
		p := fmt.Sprintf("Move US Aircraft: send each aircraft to an area of the Battle Sheet; Done leaves the rest in the air where they are (%d to go: %s).", len(names), strings.Join(names, ", "))
		if b.jpActs(jpNoContact) {
			p += " Japan's No Contact closes the Japanese Ocean this Battle Turn."
		}
		return p, true
	case AskJapaneseFirstLight:
		most := 0
		for _, u := range g.unitsOf(Japan, kindAircraft, 0, func(u *Unit) bool { return u.cba && u.pos == "" }) {
			if u.Carrier == opts[0].Force {
				most++
			}
		}
		return fmt.Sprintf("Japanese First Light: %s each carry %d aircraft, the most; the rules leave you the choice of the carrier whose Bombers attack.",
			optionNames(opts, name), most), true
	case AskFirstLightFly:
		return fmt.Sprintf("US First Light: where does %s attack?", name(a.Force)), true
	case AskAntiAircraft:
		return fmt.Sprintf("AAA in the %s: use Anti-Aircraft to roll an extra AAA Attack (with which Ship's value)?", a.Zone), true
	case AskExtraHit:
		return fmt.Sprintf("%s scores %d Hit(s): use %s for 1 extra Hit?", name(a.Attacker), a.Hits, a.Plan), true
	case AskReroll:
		return fmt.Sprintf("%s misses with a %d: use %s to negate the roll and roll again?", name(a.Attacker), a.Die, a.Plan), true
	case AskAllocateHit:
		h := g.hits()
		var names []string
		for _, o := range opts {
			names = append(names, h.targetName(a.AttackBy.Other(), o.Force))
		}
		if a.AttackBy == US {
			return fmt.Sprintf("%s: the rules leave you the choice of the Japanese Force a %s Hit strikes (%d to allocate): %s.", a.Zone, attackLabel(a.Attacker), a.Hits, strings.Join(names, ", ")), true
		}
		return fmt.Sprintf("%s: allocate a %s Hit (%d to allocate) to one of the lowest-value US Forces: %s.", a.Zone, attackLabel(a.Attacker), a.Hits, strings.Join(names, ", ")), true
	case AskStopHit:
		var stops []string
		for _, o := range opts {
			if o.Yes {
				stops = append(stops, o.Plans[0])
			}
		}
		label := attackLabel(b.Pools[a.Pool].Kind)
		return fmt.Sprintf("%s %s Hit strikes %s: stop it with %s?", anOrA(label), label, g.hits().targetName(US, a.Force), strings.Join(stops, " or ")), true
	case AskLandAircraft:
		return fmt.Sprintf("Return Aircraft: the undamaged US carriers hold %d Carrier Aircraft, but %d must land. Choose an aircraft to lose (%d to lose).", len(opts)-a.Hits, len(opts), a.Hits), true
	case AskAirfieldLosses:
		return fmt.Sprintf("Inflict Airfield Losses: %d US Land-Based Aircraft for %d Airfields. Choose an aircraft to lose (%d to lose).", len(opts), b.USAirfields, a.Hits), true
	case AskPlaceShip:
		return fmt.Sprintf("Place %s in the US Ocean or the Coastal Area.", name(a.Force)), true
	case AskPlaceSub:
		var zones []string
		for _, o := range opts {
			zones = append(zones, o.Zone)
		}
		return fmt.Sprintf("Place %s in an area with Japanese Ships (%s).", name(a.Force), strings.Join(zones, ", ")), true
	case AskPlaceJapanese:
		which := "lowest"
		if a.Zone == ZoneCoastal {
			which = "highest"
		}
		best := g.values(b.unit(opts[0].Force)).Surface.Value
		return fmt.Sprintf("Japanese placement: %s have the same %s Surface Attack (%d); the rules leave you the choice of the one that goes to the %s.",
			optionNames(opts, name), which, best, ZoneLabel(a.Zone)), true
	case AskBuyPlans:
		return fmt.Sprintf("Select US Battle Plans: %d Battle Plan Points left (%d Supply Points to spend, 3 points each).", b.USPoints, g.SupplyPoints), true
	case AskEngaged:
		return fmt.Sprintf("End of Battle Turn %d (%d left, this one included): use Engaged to add or subtract 1 Battle Turn?", b.Turn, b.TurnsLeft), true
	}
	return "", false
}

// optionNames names the Forces of a question's options, joined for the log.
func optionNames(opts []Decision, name func(string) string) string {
	names := make([]string, len(opts))
	for i, o := range opts {
		names[i] = name(o.Force)
	}
	return strings.Join(names, ", ")
}
