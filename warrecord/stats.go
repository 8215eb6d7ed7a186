package warrecord

import (
	"cmp"
	"slices"
	"strconv"

	"nimitz/rules"
)

// Campaigns are the record's campaign names in the chart's order.
func Campaigns() []string {
	var out []string
	for _, y := range rules.Years() {
		out = append(out, strconv.Itoa(y))
	}
	return append(out, Linked)
}

// CampaignName is a campaign as the screens name it.
func CampaignName(c string) string {
	if c == Linked {
		return "Linked 1942–45"
	}
	return c
}

// Results are a campaign's possible Outcomes, best first, ending with
// Abandoned: the campaign's Evaluation table (a linked series': the Linked
// Evaluations and "Ended early").
func Results(campaign string) []string {
	var out []string
	if campaign == Linked {
		if l, err := rules.LoadLinked(); err == nil {
			for _, r := range l.Evaluation {
				out = append(out, r.Name)
			}
		}
		out = append(out, EndedEarly)
	} else if y, err := strconv.Atoi(campaign); err == nil {
		if c, err := rules.LoadCampaign(y); err == nil {
			for _, r := range c.Setup.Evaluation {
				out = append(out, r.Name)
			}
		}
	}
	return append(out, Abandoned)
}

// Tally is how many of a campaign's entries ended with each Outcome, in
// Results' order.
type Tally struct {
	Campaign string
	Results  []string
	Counts   []int
}

// Total is the entries counted.
func (t Tally) Total() int {
	n := 0
	for _, c := range t.Counts {
		n += c
	}
	return n
}

// Tallies are the record's results, campaign by campaign (every campaign,
// played or not). An Outcome not in the campaign's table (a hand-edited
// file, or a table since changed) is counted at the end under its own
// name.
func (r Record) Tallies() []Tally {
	var out []Tally
	for _, c := range Campaigns() {
		t := Tally{Campaign: c, Results: Results(c)}
		t.Counts = make([]int, len(t.Results))
		for _, e := range r.Entries {
			if e.Campaign != c {
				continue
			}
			i := slices.Index(t.Results, e.Outcome())
			if i < 0 {
				t.Results = append(t.Results, e.Outcome())
				t.Counts = append(t.Counts, 0)
				i = len(t.Results) - 1
			}
			t.Counts[i]++
		}
		out = append(out, t)
	}
	return out
}

// Luck sums every entry's battles against their odds.
func (r Record) Luck() Luck {
	var l Luck
	for _, e := range r.Entries {
		l = l.Add(LuckOf(e.Battles))
	}
	return l
}

// Filter chooses entries: by campaign and by Outcome ("" for any).
type Filter struct {
	Campaign, Result string
}

// Keeps reports whether the filter keeps e.
func (f Filter) Keeps(e *Entry) bool {
	return (f.Campaign == "" || e.Campaign == f.Campaign) && (f.Result == "" || e.Outcome() == f.Result)
}

// SortKey orders the list.
type SortKey int

// The orders the list offers.
const (
	ByDate SortKey = iota
	ByCampaign
	ByResult
	ByObjectives
	ByLuck
	sortKeys
)

// SortKeys are the orders, as the list names them.
var SortKeys = [sortKeys]string{"date", "campaign", "result", "Objectives", "luck"}

// List is the places in r.Entries of the entries f keeps, in the order
// key gives (newest, best or luckiest first when down), ties by date.
func (r Record) List(f Filter, key SortKey, down bool) []int {
	var out []int
	for i := range r.Entries {
		if f.Keeps(&r.Entries[i]) {
			out = append(out, i)
		}
	}
	rank := func(e *Entry) int {
		rs := Results(e.Campaign)
		i := slices.Index(rs, e.Outcome())
		if i < 0 {
			i = len(rs)
		}
		return -i // best first reads as highest
	}
	slices.SortStableFunc(out, func(a, b int) int {
		ea, eb := &r.Entries[a], &r.Entries[b]
		c := 0
		switch key {
		case ByCampaign:
			c = cmp.Compare(slices.Index(Campaigns(), ea.Campaign), slices.Index(Campaigns(), eb.Campaign))
		case ByResult:
			c = cmp.Compare(rank(ea), rank(eb))
		case ByObjectives:
			c = cmp.Compare(ea.Objectives, eb.Objectives)
		case ByLuck:
			c = cmp.Compare(LuckOf(ea.Battles).Z(), LuckOf(eb.Battles).Z())
		}
		if c == 0 {
			c = ea.Date.Compare(eb.Date)
		}
		if down {
			c = -c
		}
		return c
	})
	return out
}

// Better is the share (0 to 1) of the policy's simulated campaigns of e's
// kind that ended with fewer Objectives than e, and false when there is
// nothing to compare (an abandoned game, no band).
func (b Band) Better(policy string, e *Entry) (float64, bool) {
	if e.Abandoned {
		return 0, false
	}
	c, ok := b.Of(policy, e.Campaign)
	if !ok {
		return 0, false
	}
	return c.Below(e.Objectives), true
}
