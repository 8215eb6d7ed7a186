package warrecord

import (
	"time"

	"nimitz/rules"
	"nimitz/savegame"
)

// Entry is one campaign (or linked series) of the record: what it was, how
// it went, and its replay.
type Entry struct {
	// ID names the entry in the record (its line and length of record).
	ID string `json:"id"`
	// Date is when the campaign ended, or was abandoned.
	Date time.Time `json:"date"`
	// Campaign is the year ("1942") or "linked".
	Campaign string        `json:"campaign"`
	Options  rules.Options `json:"options"`
	// Seed is the dice seed the campaign was set up with.
	Seed uint64 `json:"seed"`
	// Result is the final Evaluation (a linked series': the Linked
	// Evaluation, or "Ended early"); "" when abandoned.
	Result    string `json:"result"`
	Abandoned bool   `json:"abandoned,omitempty"`
	EndReason string `json:"end_reason,omitempty"`
	// Objectives counted toward Victory at the end (a linked series: the
	// total); for an abandoned campaign, those held at its last turn.
	Objectives int `json:"objectives"`
	// Campaigns are the campaigns played, one for a single campaign, up to
	// four in a linked series, each with its Objectives turn by turn.
	Campaigns []Campaign `json:"campaigns"`
	// Battles are the battles fought, in order, each with its odds.
	Battles []Battle `json:"battles"`
	// Losses are the Forces Destroyed, by side and kind.
	Losses Losses `json:"losses"`
	// Pending says the battles, their odds and the losses are still to be
	// worked out from the replay (Complete): a campaign's entry is written
	// the moment it ends, and completed off the screen's goroutine, or
	// when the record is next opened.
	Pending bool `json:"pending,omitempty"`
	// Decisions is the length of the record; RulesVersion the rules it was
	// played under.
	Decisions    int `json:"decisions"`
	RulesVersion int `json:"rules_version"`
	// Bookmarks are the player's, as kept with the game's save.
	Bookmarks []savegame.Bookmark `json:"bookmarks,omitempty"`
	// Replay is the game's save file (savegame.Marshal), gzipped and in
	// base64: it opens with every check a save has.
	Replay string `json:"replay"`
	// line and digest tell the same game apart from another (same options
	// and start; the record so far): an abandoned entry is replaced when
	// the same game is taken up again and ends.
	Line   string `json:"line"`
	Digest string `json:"digest"`
}

// Campaign is one campaign's figures.
type Campaign struct {
	Year       int    `json:"year"`
	Evaluation string `json:"evaluation,omitempty"`
	Objectives int    `json:"objectives"`
	Turns      []Turn `json:"turns"`
}

// Turn is the Objectives held at the end of one Campaign Turn.
type Turn struct {
	Turn int    `json:"turn"`
	Name string `json:"name"`
	Held int    `json:"held"`
}

// Battle is one battle fought: where and when, its result, and the chance
// the US had of winning it as it began (the odds engine on that position).
type Battle struct {
	Year int    `json:"year"`
	Turn int    `json:"turn"`
	Area string `json:"area"`
	// Won: no Japanese Force was left in the area and a US one was.
	Won bool `json:"won"`
	// PWin is the chance of that, Samples how many games of the battle
	// the odds played; Samples 0 when no odds could be made.
	PWin    float64 `json:"p_win"`
	Samples int     `json:"samples"`
}

// Losses are the Forces Destroyed in the campaign, by side and kind.
type Losses struct {
	US    KindCount `json:"us"`
	Japan KindCount `json:"japan"`
}

// KindCount counts Forces by kind.
type KindCount struct {
	Ships    int `json:"ships"`
	Aircraft int `json:"aircraft"`
	Infantry int `json:"infantry"`
}

// Total is the Forces counted.
func (k KindCount) Total() int { return k.Ships + k.Aircraft + k.Infantry }

func (k *KindCount) add(o KindCount) {
	k.Ships += o.Ships
	k.Aircraft += o.Aircraft
	k.Infantry += o.Infantry
}

// Won is the battles won.
func (e *Entry) Won() int {
	n := 0
	for _, b := range e.Battles {
		if b.Won {
			n++
		}
	}
	return n
}

// Outcome is the result as the list shows it: the Evaluation, or
// "Abandoned".
func (e *Entry) Outcome() string {
	if e.Abandoned {
		return Abandoned
	}
	return e.Result
}

// Abandoned is the Outcome of a campaign left before its end.
const Abandoned = "Abandoned"

// Linked is the Campaign of a linked series.
const Linked = "linked"
