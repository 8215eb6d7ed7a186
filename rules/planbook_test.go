package rules

import (
	"slices"
	"strings"
	"testing"
)

// TestPlanBookMatchesTheCounters: the plan book holds one entry for every
// counter of plans.json, in its order, at its printed cost ("AAA (2)",
// "Leathernecks (0)"), and every bit constant is its plan's place.
func TestPlanBookMatchesTheCounters(t *testing.T) {
	p, err := LoadPlans()
	if err != nil {
		t.Fatal(err)
	}
	for i, pl := range p.US {
		if r := &usBook[i]; r.Name != pl.Name || r.Cost != pl.Cost || r.Side != US {
			t.Errorf("US plan %d: book %s (%d, %s), data %s (%d)", i, r.Name, r.Cost, r.Side, pl.Name, pl.Cost)
		}
	}
	for i, pl := range p.JP {
		if r := &jpBook[i]; r.Name != pl.Name || r.Side != Japan {
			t.Errorf("Japanese plan %d: book %s, data %s", i, r.Name, pl.Name)
		}
	}
	for i := range usBook {
		if got := usPlanOf(usBook[i].Name); got != 1<<i {
			t.Errorf("US %s, place %d of the book: usPlanOf gives %#x", usBook[i].Name, i, got)
		}
	}
	for i := range jpBook {
		if got := jpPlanBit(jpBook[i].Name); got != 1<<i {
			t.Errorf("Japanese %s, place %d of the book: jpPlanBit gives %#x", jpBook[i].Name, i, got)
		}
	}
	us := map[USPlan]string{usAAA: PlanAAA, usAntiAircraft: PlanAntiAircraft, usASW: PlanASW, usArtillery: PlanArtillery,
		usBarrelRoll: PlanBarrelRoll, usCharge: PlanCharge, usDamageControl: PlanDamageControl, usDivingAttack: PlanDivingAttack,
		usEngaged: PlanEngaged, usEnvelop: PlanEnvelop, usFirstLight: PlanFirstLight, usFurball: PlanFurball,
		usLeathernecks: PlanLeathernecks, usRangingShots: PlanRangingShots, usSeabees: PlanSeabees, usSonar: PlanSonar}
	for bit, name := range us {
		if got := usPlanOf(name); got != bit {
			t.Errorf("%s: bit %#x in the book, constant %#x", name, got, bit)
		}
	}
	jp := map[JPPlan]string{jpAirCombat: PlanAirCombat, jpArtillery: PlanArtillery, jpAttackPlan: PlanAttackPlan,
		jpCarrierAttack: PlanCarrierAttack, jpDamageControl: PlanDamageControl, jpDuration: PlanDuration,
		jpFirstLight: PlanFirstLight, jpInfantryCombat: PlanInfantryCombat, jpBattalion: PlanBattalion,
		jpKamikaze: PlanKamikaze, jpNoContact: PlanNoContact, jpScreeningShip: PlanScreeningShip,
		jpShipCombat: PlanShipCombat, jpSubWarfare: PlanSubWarfare}
	for bit, name := range jp {
		if got := jpPlanBit(name); got != bit {
			t.Errorf("%s: bit %#x in the book, constant %#x", name, got, bit)
		}
	}
	if len(us) != len(usBook) || len(jp) != len(jpBook) {
		t.Errorf("%d US and %d Japanese bits for %d and %d plans", len(us), len(jp), len(usBook), len(jpBook))
	}
}

// TestPlanBookEntriesAreWhole: every entry says when it is played and what
// it does; a US plan names the question that offers it ("you can discard
// this counter") and has what that question needs to be answered: the
// attacks it adds a Hit to or rolls again, its place among the plans that
// stop a Hit, or an answer of its own.
func TestPlanBookEntriesAreWhole(t *testing.T) {
	ranks := map[int]string{}
	for i := range usBook {
		r := &usBook[i]
		if r.When == "" || r.Does == "" || r.Asks == "" {
			t.Errorf("US %s: when %q, does %q, asks %q", r.Name, r.When, r.Does, r.Asks)
		}
		switch r.Asks {
		case AskExtraHit:
			if r.ExtraHit == 0 {
				t.Errorf("US %s adds a Hit to no attack", r.Name)
			}
		case AskReroll:
			if r.Reroll == 0 {
				t.Errorf("US %s rolls no attack again", r.Name)
			}
		case AskStopHit:
			if r.StopRank == 0 || r.stops == nil || ranks[r.StopRank] != "" {
				t.Errorf("US %s stops a Hit with rank %d (taken by %q)", r.Name, r.StopRank, ranks[r.StopRank])
			}
			ranks[r.StopRank] = r.Name
		default:
			if r.answer == nil {
				t.Errorf("US %s asks %s and has no answer", r.Name, r.Asks)
			}
		}
		if r.Sheet != "" && !slices.Contains(SheetCombat, r.Sheet) {
			t.Errorf("US %s is played in %q, no step of Combat", r.Name, r.Sheet)
		}
	}
	for i := range jpBook {
		r := &jpBook[i]
		if r.When == "" || r.Does == "" || r.Asks != "" || r.answer != nil {
			t.Errorf("Japanese %s: when %q, does %q, asks %q", r.Name, r.When, r.Does, r.Asks)
		}
		if b := r.Bonus; b.Plus != 0 && (b.Kinds == 0) == !b.All {
			t.Errorf("Japanese %s adds %d to kinds %v (all: %v)", r.Name, b.Plus, b.Kinds, b.All)
		}
	}
	// Each attack gains from at most one plan of its kind (attackFor), and
	// from at most one US plan's extra Hit or roll again.
	var bonus, extra, reroll attackSet
	for _, r := range jpBook {
		if bonus&r.Bonus.Kinds != 0 {
			t.Errorf("Japanese %s adds to attacks another plan adds to", r.Name)
		}
		bonus |= r.Bonus.Kinds
	}
	for _, r := range usBook {
		if extra&r.ExtraHit != 0 || reroll&r.Reroll != 0 {
			t.Errorf("US %s acts on attacks another plan acts on", r.Name)
		}
		extra, reroll = extra|r.ExtraHit, reroll|r.Reroll
	}
}

// TestAttackBits: each attack kind has a bit of its own.
func TestAttackBits(t *testing.T) {
	var seen attackSet
	for _, k := range []string{atkDogfight, atkAAA, atkBombShip, atkBombLand, atkTorpedo, atkDepth, atkGuns, atkSubGuns, atkInfantry} {
		b := attackBit(k)
		if b == 0 || seen&b != 0 {
			t.Errorf("%s: bit %#x", k, b)
		}
		seen |= b
	}
}

// TestPlanBookWordsAgreeWithTheCounters: the bonus an entry adds is the one
// its counter prints ("+3/+2 on Dogfight and Bomb rolls", "+4/+2 on Torpedo
// and Depth Charge rolls", "+1/+0 on all rolls").
func TestPlanBookWordsAgreeWithTheCounters(t *testing.T) {
	p, err := LoadPlans()
	if err != nil {
		t.Fatal(err)
	}
	for i, pl := range p.JP {
		b := jpBook[i].Bonus
		if b.Plus == 0 {
			continue
		}
		want := "+" + string(rune('0'+b.Plus)) + "/+" + string(rune('0'+b.Superior))
		if !strings.HasPrefix(pl.Summary, want) {
			t.Errorf("%s: the book adds %s, the counter says %q", pl.Name, want, pl.Summary)
		}
	}
}

// TestValidateWantsThePlanBook: plans.json must list the plans of the
// book, in its order and at its costs.
func TestValidateWantsThePlanBook(t *testing.T) {
	p, err := LoadPlans()
	if err != nil {
		t.Fatal(err)
	}
	swapped := Plans{US: slices.Clone(p.US), JP: p.JP}
	swapped.US[0], swapped.US[1] = swapped.US[1], swapped.US[0]
	if err := swapped.Validate(); err == nil || !strings.Contains(err.Error(), "order") {
		t.Errorf("two US plans swapped: %v", err)
	}
	dear := Plans{US: slices.Clone(p.US), JP: p.JP}
	dear.US[0].Cost++
	if err := dear.Validate(); err == nil || !strings.Contains(err.Error(), "costs") {
		t.Errorf("AAA at 3 points: %v", err)
	}
	short := Plans{US: p.US, JP: p.JP[:len(p.JP)-1]}
	if err := short.Validate(); err == nil {
		t.Error("a Japanese plan missing passes")
	}
}
