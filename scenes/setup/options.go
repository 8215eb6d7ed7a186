package setup

import (
	"fmt"

	"nimitz/savegame"
)

// option is one line of the setup screen: a setting with its choices, each
// choice a label and the value it stands for, and a text that explains it.
type option struct {
	title   string
	explain string
	choices []string
	// get returns the index of the choice in force; set puts choice i into
	// the settings.
	get func(st *savegame.Settings) int
	set func(st *savegame.Settings, i int)
	// bombing marks the Strategic Bombing option, which only the 1944 and
	// 1945 campaigns use.
	bombing bool
}

// animSpeeds are the animation speeds offered (the map's [ and ] keys step
// through the same values); 0 shows every result at once.
var animSpeeds = []float64{0, 0.5, 1, 1.5, 2, 3, 4}

// boolChoice returns the index of a two-way choice: 0 is "ask me", 1 is
// "automatic"; ask says whether the player wants to be asked.
func boolChoice(ask bool) int {
	if ask {
		return 0
	}
	return 1
}

// options are the setup screen's options, in the order shown.
func options() []option {
	return []option{
		{
			title: "Japan's equal choices",
			explain: "The rulebook lets you choose where Japan has equal options: which area rolls Orders next, " +
				"which of equal Forces a Hit strikes, placement ties. The game does: map and board order.",
			choices: []string{"I do", "The game does"},
			get:     func(st *savegame.Settings) int { return boolChoice(!st.GameMakesJapanChoices) },
			set:     func(st *savegame.Settings, i int) { st.GameMakesJapanChoices = i == 1 },
		},
		{
			title: "Plans at the time of the Hit",
			explain: "US Battle Plans that act when a Hit lands (Damage Control...) or add a Hit on a success. " +
				"Ask me: the battle board offers them each time. Automatic: they are used whenever they apply.",
			choices: []string{"Ask me", "Automatic"},
			get:     func(st *savegame.Settings) int { return boolChoice(!st.AutoAnswerBattlePlans) },
			set:     func(st *savegame.Settings, i int) { st.AutoAnswerBattlePlans = i == 1 },
		},
		{
			title: "Strategic Bombing counters",
			explain: "Which Force in Japan each Strategic Bombing result sends back to the Reinforcement stacks (1944 and 1945). " +
				"I choose: you pick its kind. Automatic: Ships first, then Land-Based Aircraft, then Infantry.",
			choices: []string{"I choose", "Automatic"},
			get:     func(st *savegame.Settings) int { return boolChoice(st.ChooseBombing) },
			set:     func(st *savegame.Settings, i int) { st.ChooseBombing = i == 0 },
			bombing: true,
		},
		{
			title: "Defeat Check",
			explain: "Replaced when \"reduced to\" the Replaced level: this edition ends a campaign only when the US " +
				"loses ground to that level (so 1944 can be played). As printed: holding that few at the end of any turn loses.",
			choices: []string{"Reduced to", "As printed"},
			get:     func(st *savegame.Settings) int { return boolChoice(!st.DefeatCheckAsPrinted) },
			set:     func(st *savegame.Settings, i int) { st.DefeatCheckAsPrinted = i == 1 },
		},
		{
			title: "Animation speed",
			explain: "How fast dice roll and counters move on the map and the battle board. Off shows every result " +
				"at once; a click or a key always skips an animation. The map's [ and ] keys change it too.",
			choices: speedLabels(),
			get:     func(st *savegame.Settings) int { return speedIndex(st.AnimationSpeed) },
			set: func(st *savegame.Settings, i int) {
				st.AnimationSpeed = min(animSpeeds[i], savegame.MaxAnimationSpeed)
			},
		},
	}
}

// speedLabels names the animation speeds: Off, ×0.5, ×1...
func speedLabels() []string {
	var l []string
	for _, v := range animSpeeds {
		if v == 0 {
			l = append(l, "Off")
		} else {
			l = append(l, fmt.Sprintf("×%g", v))
		}
	}
	return l
}

// speedIndex is the offered speed nearest v at or below it.
func speedIndex(v float64) int {
	i := 0
	for j, s := range animSpeeds {
		if s <= v+1e-9 {
			i = j
		}
	}
	return i
}
