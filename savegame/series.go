package savegame

import "nimitz/rules"

// What a save holds: its "kind" field (format 2 on).
const (
	// KindCampaign is one campaign: the state is a rules.Game.
	KindCampaign = "campaign"
	// KindLinked is a linked series of campaigns, 1942 through 1945: the
	// state is a rules.Series.
	KindLinked = "linked"
)

// NewSeriesSession starts a linked series (rules.NewSeries) with its first
// campaign, returning the events of its set-up. opts.Year is unused.
func NewSeriesSession(opts rules.Options) (*Session, []rules.Event, error) {
	sr, evs, err := rules.NewSeries(opts)
	if err != nil {
		return nil, nil, err
	}
	return &Session{opts: opts, series: sr}, evs, nil
}

// ReplaySeries rebuilds a linked series from scratch, as Replay does a
// campaign: set up with opts, then apply the decisions in order.
func ReplaySeries(opts rules.Options, decisions []rules.Decision) (*Session, error) {
	s, _, err := NewSeriesSession(opts)
	if err != nil {
		return nil, err
	}
	return s.replay(decisions)
}

// Series is the linked series in play, or nil for a single campaign. Read it
// freely; change it only through Apply.
func (s *Session) Series() *rules.Series { return s.series }

// Linked reports whether the session is a linked series.
func (s *Session) Linked() bool { return s.series != nil }

// Kind is KindLinked for a linked series, KindCampaign otherwise.
func (s *Session) Kind() string {
	if s.series != nil {
		return KindLinked
	}
	return KindCampaign
}

// Over reports whether play has ended: the campaign, or the whole series
// (a campaign of a series that ends with the next one set up is not).
func (s *Session) Over() bool {
	if s.series != nil {
		return s.series.Over
	}
	return s.game.Over
}
