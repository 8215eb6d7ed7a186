package rules

import (
	"encoding/json"
	"fmt"
	"strings"
	"sync"
)

const ruleLinked = "Linked Campaigns"

// Linked is the Linked Campaigns chart: the campaigns in order and the
// Evaluation of their total Objectives.
type Linked struct {
	Years      []int    `json:"years"`
	Evaluation []Rating `json:"evaluation"`
}

// Rate returns the Linked Campaign Evaluation of a total of Objectives held.
func (l *Linked) Rate(total int) string {
	s := Setup{Evaluation: l.Evaluation}
	return s.Rate(total)
}

var (
	linkedOnce sync.Once
	linked     *Linked
	linkedErr  error
)

// LoadLinked returns the Linked Campaigns chart, parsed and checked once.
func LoadLinked() (*Linked, error) {
	linkedOnce.Do(func() {
		raw, err := dataFiles.ReadFile("data/linked.json")
		if err != nil {
			linkedErr = err
			return
		}
		var l Linked
		if err := json.Unmarshal(raw, &l); err != nil {
			linkedErr = fmt.Errorf("linked.json: %w", err)
			return
		}
		most := 0
		for _, y := range l.Years {
			c, err := LoadCampaign(y)
			if err != nil {
				linkedErr = fmt.Errorf("linked.json: %w", err)
				return
			}
			most += c.Setup.MostObjectives()
		}
		ev := l.Evaluation
		switch {
		case len(l.Years) == 0 || len(ev) == 0:
			linkedErr = fmt.Errorf("linked.json: no campaigns or no Evaluation")
		case ev[len(ev)-1].Min != 0 || ev[0].Min > most:
			linkedErr = fmt.Errorf("linked.json: the Evaluation must run from 0 to at most %d Objectives", most)
		}
		for i := 1; i < len(ev) && linkedErr == nil; i++ {
			if ev[i].Min >= ev[i-1].Min {
				linkedErr = fmt.Errorf("linked.json: Evaluation rows must descend")
			}
		}
		linked = &l
	})
	return linked, linkedErr
}

// CampaignRecord is one campaign's line of the linked Player Log: the
// Objectives held at the end of each of its turns and at its end.
type CampaignRecord struct {
	Year       int          `json:"year"`
	Turns      []TurnRecord `json:"turns"`
	Objectives int          `json:"objectives"` // counted toward the total (1945: with the Japan Invasion box)
	Evaluation string       `json:"evaluation"`
	EndReason  string       `json:"end_reason"`
}

// Series is a linked campaign as plain data: the four campaigns from 1942
// through 1945 played in turn, each from its own Set-Up, with the Player Log
// of every one. It marshals to JSON and back unchanged. It answers the same
// Pending, Asks, Check and Apply as a Game, delegating to the campaign being
// played and starting the next when one ends.
type Series struct {
	Format  int     `json:"format"`
	Options Options `json:"options"` // Year is unused; Seed seeds the first campaign
	// Index is the place in the chart's years of the campaign being played.
	Index int   `json:"index"`
	Game  *Game `json:"game"`
	// Log is the linked Player Log: every finished campaign.
	Log []CampaignRecord `json:"log,omitempty"`

	Over bool `json:"over,omitempty"`
	// EndedEarly is set when a campaign ended Replaced (or lost the Hawaiian
	// Islands): "do not continue with the Linked Campaign". Such a series has
	// no Linked Evaluation.
	EndedEarly bool   `json:"ended_early,omitempty"`
	Evaluation string `json:"evaluation,omitempty"`
	EndReason  string `json:"end_reason,omitempty"`
}

// NewSeries starts a linked campaign with its first campaign (1942).
func NewSeries(opt Options) (*Series, []Event, error) {
	l, err := LoadLinked()
	if err != nil {
		return nil, nil, err
	}
	s := &Series{Format: FormatVersion, Options: opt}
	evs, err := s.start(l, 0)
	if err != nil {
		return nil, nil, err
	}
	return s, evs, nil
}

// YearSeed derives the dice seed of one campaign of a series from the
// series' seed (splitmix64), so each year's dice differ.
func YearSeed(seed uint64, year int) uint64 {
	z := seed + uint64(year)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// start sets up the campaign at place i of the chart.
func (s *Series) start(l *Linked, i int) ([]Event, error) {
	opt := s.Options
	opt.Year = l.Years[i]
	if i > 0 {
		opt.Seed = YearSeed(s.Options.Seed, opt.Year)
	}
	g, evs, err := NewGame(opt)
	if err != nil {
		return nil, err
	}
	s.Index, s.Game = i, g
	head := Event{Kind: EvSeries, Step: StepStart, Points: s.Total(),
		Text: fmt.Sprintf("Linked Campaigns: the %d Campaign begins (campaign %d of %d; %d Objectives so far).", opt.Year, i+1, len(l.Years), s.Total()),
		Rule: ruleLinked}
	return append([]Event{head}, evs...), nil
}

// Total is the Objectives held at the end of the campaigns finished so far.
func (s *Series) Total() int {
	n := 0
	for _, r := range s.Log {
		n += r.Objectives
	}
	return n
}

// UnmarshalJSON restores a series and checks its format; the Game inside
// re-attaches its own campaign data.
func (s *Series) UnmarshalJSON(b []byte) error {
	type plain Series
	var p plain
	if err := json.Unmarshal(b, &p); err != nil {
		return err
	}
	if p.Format != FormatVersion {
		return fmt.Errorf("linked campaign format %d; this version reads format %d", p.Format, FormatVersion)
	}
	l, err := LoadLinked()
	if err != nil {
		return err
	}
	if p.Game == nil || p.Index < 0 || p.Index >= len(l.Years) || p.Game.Year != l.Years[p.Index] {
		return fmt.Errorf("linked campaign: no campaign or the wrong one at place %d", p.Index)
	}
	*s = Series(p)
	return nil
}

// Year is the year of the campaign being played.
func (s *Series) Year() int { return s.Game.Year }

// Asks says what kind of decision the series waits for.
func (s *Series) Asks() PendingKind {
	if s.Over {
		return AskNothing
	}
	return s.Game.Asks()
}

// Pending returns what the player must decide now.
func (s *Series) Pending() Pending {
	if s.Over {
		return Pending{Kind: AskNothing, Step: StepCampaignOver, Prompt: s.EndReason}
	}
	return s.Game.Pending()
}

// Check says whether a decision is legal now, as Game.Check.
func (s *Series) Check(d Decision) error {
	if s.Over {
		return illegal(ruleLinked, "the linked campaign is over")
	}
	return s.Game.Check(d)
}

// Apply makes a decision in the campaign being played; when that campaign
// ends it is recorded in the Player Log and the next one is set up, or the
// series ends.
func (s *Series) Apply(d Decision) ([]Event, error) {
	if s.Over {
		return nil, illegal(ruleLinked, "the linked campaign is over")
	}
	evs, err := s.Game.Apply(d)
	if err != nil {
		return nil, err
	}
	if !s.Game.Over {
		return evs, nil
	}
	more, err := s.next()
	return append(evs, more...), err
}

// next records the campaign just ended and starts the next, or ends the series.
func (s *Series) next() ([]Event, error) {
	l, err := LoadLinked()
	if err != nil {
		return nil, err
	}
	g := s.Game
	rec := CampaignRecord{Year: g.Year, Turns: g.PlayerLog, Evaluation: g.Evaluation, EndReason: g.EndReason, Objectives: g.Score}
	replaced := g.Evaluation == "Replaced"
	if replaced && g.Score == 0 {
		// Ended early by a Defeat Check or in the Hawaiian Islands: the
		// Objectives held at that moment.
		rec.Objectives = len(g.HeldObjectives())
	}
	s.Log = append(s.Log, rec)
	ev := Event{Kind: EvSeries, Turn: g.Turn, Step: StepCampaignOver, Points: rec.Objectives,
		Text: fmt.Sprintf("Player Log: the %d Campaign ends with %d Objectives, %q (%d in all so far).", g.Year, rec.Objectives, rec.Evaluation, s.Total()),
		Rule: ruleLinked}
	evs := []Event{ev}
	switch {
	case replaced:
		s.Over, s.EndedEarly = true, true
		s.EndReason = fmt.Sprintf("The %d Campaign ended Replaced: the Linked Campaign does not continue (%d Objectives over %d campaign(s)). %s",
			g.Year, s.Total(), len(s.Log), g.EndReason)
	case s.Index+1 < len(l.Years):
		more, err := s.start(l, s.Index+1)
		if err != nil {
			return evs, err
		}
		// A change made in play goes on into the next campaign; its set-up
		// asks nothing of Japan's.
		s.Game.JapanChoices = g.JapanChoices
		return append(evs, more...), nil
	default:
		s.Over = true
		s.Evaluation = l.Rate(s.Total())
		var parts []string
		for _, r := range s.Log {
			parts = append(parts, fmt.Sprintf("%d: %d", r.Year, r.Objectives))
		}
		s.EndReason = fmt.Sprintf("The Linked Campaign is over: %d Objectives held (%s), a %q Evaluation.", s.Total(), strings.Join(parts, ", "), s.Evaluation)
	}
	return append(evs, Event{Kind: EvSeries, Turn: g.Turn, Step: StepCampaignOver, Points: s.Total(), Row: s.Evaluation,
		Text: s.EndReason, Rule: ruleLinked}), nil
}
