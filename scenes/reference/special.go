package reference

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes/ui"
)

// specialRule is one of the rulebook's Special Campaign Rules as the
// reference tells it: its name, the campaigns it applies to, what it does
// and, for the Japan Invasion, its table.
type specialRule struct {
	title string
	years []int
	text  string
	table [][2]string
}

// specialRules are the Special Campaign Rules of the campaigns set up,
// worded from their Set-Up data, so the page says what the engine plays.
func specialRules(setups []*rules.Setup) []specialRule {
	var out []specialRule
	add := func(title, text string, applies func(*rules.Setup) bool) *specialRule {
		r := specialRule{title: title, text: text}
		for _, su := range setups {
			if applies(su) {
				r.years = append(r.years, su.Year)
			}
		}
		if len(r.years) == 0 {
			return nil
		}
		out = append(out, r)
		return &out[len(out)-1]
	}
	for _, su := range setups {
		if su.ExtraInfantry > 0 {
			add("Japanese Infantry", fmt.Sprintf("Japan draws %d extra Infantry counters in each Japanese Reinforcements step.", su.ExtraInfantry),
				func(o *rules.Setup) bool { return o.ExtraInfantry == su.ExtraInfantry })
			break
		}
	}
	add("US Strategic Bombing", "B-29 Bomber Wings that begin US Movement in the Mariana Islands may go to the Strategic Bombing box "+
		"(the map's Special Boxes: choose them, then click the lit box), 1 Supply Point each. When Japanese Orders begin, each Wing there "+
		"sends one Ship, Infantry or Land-Based Aircraft in Japan back to its Reinforcement stack (a Battalion to the Battalion box): "+
		"you choose which, or the game does, Ships first (the setup screen's option). The Wings return to the Mariana Islands after the "+
		"battles. In a battle in the Mariana Islands they count toward the US Airfields and can be lost with them.",
		func(su *rules.Setup) bool { return su.StrategicBombing })
	for _, su := range setups {
		v := su.Invasion
		if v == nil {
			continue
		}
		r := add("Japan Invasion", fmt.Sprintf("At the start of each US Movement step, up to %d Forces a turn may go from the %s to the Japan "+
			"Invasion box (the map's Special Boxes: choose them, then click the lit box), 1 Supply Point each. At the end of the Campaign "+
			"the Buy Cost of all the Forces in the box earns Objectives toward Victory:", v.PerTurn, strings.Join(v.From, " or the ")),
			func(o *rules.Setup) bool { return o.Invasion != nil })
		for i, row := range v.Objectives {
			// The rows are best first: each runs up to the one above.
			cost := fmt.Sprintf("Buy Cost %d or more", row.Min)
			switch {
			case i > 0 && i == len(v.Objectives)-1:
				cost = fmt.Sprintf("Buy Cost %d or less", v.Objectives[i-1].Min-1)
			case i > 0:
				cost = fmt.Sprintf("Buy Cost %d to %d", row.Min, v.Objectives[i-1].Min-1)
			}
			r.table = append(r.table, [2]string{cost, fmt.Sprintf("%d %s", row.Objectives, ui.Plural(row.Objectives, "Objective", "Objectives"))})
		}
		break
	}
	told := map[string]bool{}
	for _, su := range setups {
		areas := strings.Join(su.NoOrders, " and ")
		if areas == "" || told[areas] {
			continue
		}
		told[areas] = true
		add(areas, fmt.Sprintf("Japanese Forces in %s roll no Japanese Orders.", areas),
			func(o *rules.Setup) bool { return strings.Join(o.NoOrders, " and ") == areas })
	}
	// The campaigns' lengths: the 1945 Campaign ends early.
	var lengths []string
	for _, su := range setups {
		if n := len(su.Turns); n > 0 {
			lengths = append(lengths, fmt.Sprintf("%d: %s to %s (%d turns)", su.Year, su.Turns[0], su.Turns[n-1], n))
		}
	}
	if len(lengths) > 0 {
		add("Campaign length", "Each campaign ends after its last Campaign Turn: "+strings.Join(lengths, " · ")+".",
			func(*rules.Setup) bool { return true })
	}
	return out
}

// yearsText names the campaigns a rule applies to: "1944 and 1945".
func yearsText(years []int) string {
	var s []string
	for _, y := range years {
		s = append(s, fmt.Sprint(y))
	}
	switch len(s) {
	case 0:
		return ""
	case 1:
		return s[0]
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}

// drawSpecial is the Special Campaign Rules page: each rule, the campaigns it
// applies to, what it does, and the Japan Invasion's table.
func (s *Scene) drawSpecial(dst *ebiten.Image, v ui.View, page ui.Rect) {
	x, y := page.X+16, page.Y+16
	v.Text(dst, "SPECIAL CAMPAIGN RULES", ui.SizeLarge, true, ui.Gold, x, y, ui.Left)
	y += 34
	w := page.W - 32
	for _, r := range specialRules(s.setups) {
		v.Text(dst, r.title, ui.SizeLarge, true, ui.Cream, x, y, ui.Left)
		v.Text(dst, yearsText(r.years), ui.SizeLead, true, ui.Gold, x+v.TextWidth(r.title, ui.SizeLarge, true)+14, y+2, ui.Left)
		y = v.Paragraph(dst, r.text, ui.SizeLead, false, ui.Pale, x, y+24, w) + 4
		for _, row := range r.table {
			v.Text(dst, row[0], ui.SizeLead, false, ui.Pale, x+24, y, ui.Left)
			v.Text(dst, row[1], ui.SizeLead, true, ui.Cream, x+250, y, ui.Left)
			y += 20
		}
		y += 14
	}
}
