package warrecord

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"nimitz/sim"
)

//go:generate go run ./cmd/band -games 1000 -seed 1 -o band.json

// bandJSON is the simulated admirals' band, made once by cmd/band (go
// generate) and shipped: running 1,000 campaigns of each kind takes too long
// to do in the game.
//
//go:embed band.json
var bandJSON []byte

// Band is the simulated campaigns the record compares with: for each US
// policy (sim.Policies: "heuristic"; the staff's, where one is made) and
// campaign ("1942" to "1945", "linked"), the Objectives held turn by turn
// and at the end.
type Band struct {
	RulesVersion int                                `json:"rules_version"`
	Games        int                                `json:"games"`
	Seed         uint64                             `json:"seed"`
	Policies     map[string]map[string]CampaignBand `json:"policies"`
}

// CampaignBand is one campaign's simulated play.
type CampaignBand struct {
	// Turns are the Objectives held at the end of each Campaign Turn, over
	// the campaigns still going then (a linked series: none, its
	// campaigns compare with their years').
	Turns []TurnBand `json:"turns,omitempty"`
	// Final counts the campaigns by the Objectives they ended with
	// (toward Victory; a linked series' total): Final[k] ended with k.
	Final []int `json:"final"`
	// Check is the first games' Objectives turn by turn (a linked series:
	// their totals), which the test plays again to tell that the band is
	// the rules' and the policy's of today.
	Check [][]int `json:"check"`
}

// TurnBand is the spread of one Campaign Turn's Objectives held: the 10th,
// 50th and 90th percentiles, over Games campaigns.
type TurnBand struct {
	Turn  int `json:"turn"`
	Games int `json:"games"`
	P10   int `json:"p10"`
	P50   int `json:"p50"`
	P90   int `json:"p90"`
}

// ShippedBand is the band the game ships.
func ShippedBand() (Band, error) {
	var b Band
	if err := json.Unmarshal(bandJSON, &b); err != nil {
		return Band{}, fmt.Errorf("the simulated band shipped with the game cannot be read: %v", err)
	}
	return b, nil
}

// Of is the band of a policy's campaign, and false when none was made.
func (b Band) Of(policy, campaign string) (CampaignBand, bool) {
	c, ok := b.Policies[policy][campaign]
	return c, ok
}

// PolicyNames are the policies the band has, sorted by name.
func (b Band) PolicyNames() []string {
	var out []string
	for name := range b.Policies {
		out = append(out, name)
	}
	slices.Sort(out)
	return out
}

// Heuristic is the policy every list of the record compares with: the
// simple one, whose band every build has.
const Heuristic = "heuristic"

// PoliciesShown are the band's policies in the order the record shows
// them: the heuristic's first, then the others by name.
func (b Band) PoliciesShown() []string {
	out := slices.DeleteFunc(b.PolicyNames(), func(p string) bool { return p == Heuristic })
	if _, ok := b.Policies[Heuristic]; ok {
		out = append([]string{Heuristic}, out...)
	}
	return out
}

// Admirals names a policy's simulated admiral for the player, as "you did
// better than N% of the campaigns of …" reads it.
func Admirals(policy string) string {
	if policy == Heuristic {
		return "a simple rule-following admiral"
	}
	if n, ok := strings.CutPrefix(policy, "expert:"); ok {
		return "the staff (" + n + " rollouts a decision)"
	}
	if policy == "expert" {
		return "the staff"
	}
	return "the " + policy + " policy"
}

// Games is how many simulated campaigns the band holds.
func (c CampaignBand) Games() int {
	n := 0
	for _, k := range c.Final {
		n += k
	}
	return n
}

// Below is the share (0 to 1) of the simulated campaigns that ended with
// fewer Objectives than objectives: "you did better than N% of simulated
// admirals".
func (c CampaignBand) Below(objectives int) float64 {
	n, below := 0, 0
	for k, count := range c.Final {
		n += count
		if k < objectives {
			below += count
		}
	}
	if n == 0 {
		return 0
	}
	return float64(below) / float64(n)
}

// MakeBand plays games campaigns of each kind with a policy (seeds from
// seed, as -sim derives them) and sums them up: what cmd/band writes.
func MakeBand(policy string, games int, seed uint64, checks int) (map[string]CampaignBand, error) {
	out := map[string]CampaignBand{}
	for _, kind := range Campaigns() {
		played, err := PlayBand(nil, policy, kind, seed, 0, games)
		if err != nil {
			return nil, err
		}
		out[kind] = BandOf(kind, played, checks)
	}
	return out, nil
}

// BandGame is one simulated campaign as the band keeps it: the Objectives
// held at the end of each Campaign Turn (a linked series: none) and at
// the end.
type BandGame struct {
	Turns      []int `json:"turns,omitempty"`
	Objectives int   `json:"objectives"`
}

// PlayBand plays games from..from+n-1 of one kind ("1942" to "1945",
// Linked) with a policy made by mk (nil: sim's own), seeded as -sim seeds
// them: cmd/band plays a band in parts, side by side, and sums them up
// with BandOf.
func PlayBand(mk sim.Maker, policy, kind string, seed uint64, from, n int) ([]BandGame, error) {
	var out []BandGame
	for i := from; i < from+n; i++ {
		if kind == Linked {
			r := sim.PlayLinkedWith(mk, sim.GameSeed(seed, i), policy, false, nil)
			if r.Err != "" {
				return nil, fmt.Errorf("linked game %d: %s", i, r.Err)
			}
			out = append(out, BandGame{Objectives: r.Objectives})
			continue
		}
		year, err := strconv.Atoi(kind)
		if err != nil {
			return nil, fmt.Errorf("there is no campaign %q to play", kind)
		}
		r := sim.PlayOneWith(mk, year, sim.GameSeed(seed, i), policy, false, nil)
		if r.Err != "" {
			return nil, fmt.Errorf("%d game %d: %s", year, i, r.Err)
		}
		g := BandGame{Objectives: r.Objectives}
		for _, t := range r.Final.PlayerLog {
			g.Turns = append(g.Turns, len(t.Held))
		}
		out = append(out, g)
	}
	return out, nil
}

// BandOf sums up one kind's games, in the order of their seeds, keeping
// the first checks to be played again by the band's test.
func BandOf(kind string, games []BandGame, checks int) CampaignBand {
	var turns [][]int
	var final []int
	var check [][]int
	for i, g := range games {
		final = count(final, g.Objectives)
		turns = append(turns, g.Turns)
		if i < checks {
			if kind == Linked {
				check = append(check, []int{g.Objectives})
			} else {
				check = append(check, g.Turns)
			}
		}
	}
	if kind == Linked {
		return CampaignBand{Final: final, Check: check}
	}
	return CampaignBand{Turns: spread(turns), Final: final, Check: check}
}

// count adds one campaign that ended with k Objectives to final.
func count(final []int, k int) []int {
	k = max(k, 0)
	for len(final) <= k {
		final = append(final, 0)
	}
	final[k]++
	return final
}

// spread is the band of games' Objectives turn by turn.
func spread(games [][]int) []TurnBand {
	var out []TurnBand
	for t := 0; ; t++ {
		var at []int
		for _, g := range games {
			if t < len(g) {
				at = append(at, g[t])
			}
		}
		if len(at) == 0 {
			return out
		}
		slices.Sort(at)
		out = append(out, TurnBand{Turn: t + 1, Games: len(at), P10: rank(at, 0.1), P50: rank(at, 0.5), P90: rank(at, 0.9)})
	}
}

// rank is the nearest-rank percentile q of sorted values.
func rank(sorted []int, q float64) int {
	i := int(q*float64(len(sorted))+0.999999) - 1
	return sorted[max(0, min(i, len(sorted)-1))]
}

// BandChecks is how many games of each kind the band keeps to be played
// again by its test.
const BandChecks = 3
