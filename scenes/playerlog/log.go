// Package playerlog is the Player Log screen: the Objectives held at the end
// of every Campaign Turn of every campaign played (one campaign, or a linked
// series 1942-45), the campaigns' totals and Evaluations, the linked total
// and Evaluation, a chart of the Objectives over the turns, and an export of
// it all to a self-contained HTML file the player can keep.
package playerlog

import (
	"errors"
	"fmt"

	"nimitz/rules"
	"nimitz/savegame"
)

// Campaign is one campaign's part of the log.
type Campaign struct {
	Year int
	// TurnNames are the campaign's Campaign Turns, from its Set-Up.
	TurnNames []string
	// Turns are the turns completed: the Objectives held at the end of each.
	Turns []rules.TurnRecord
	// Most is the most Objectives the campaign can count (its chart's scale).
	Most int
	// Finished says the campaign is over; Objectives, Evaluation and
	// EndReason are then set.
	Finished   bool
	Objectives int // counted toward Victory (and the linked total)
	Evaluation string
	EndReason  string
}

// Held is the Objectives held at the end of the last turn completed.
func (c Campaign) Held() int {
	if n := len(c.Turns); n > 0 {
		return len(c.Turns[n-1].Held)
	}
	return 0
}

// Log is the whole Player Log of a session.
type Log struct {
	Linked bool
	// Years are the campaigns of a linked series, in order (for "2 of 4").
	Years     []int
	Campaigns []Campaign
	// Total is the Objectives of the campaigns finished.
	Total int
	// Over says play has ended: the campaign, or the whole series.
	Over bool
	// EndedEarly is set for a series stopped by a Replaced campaign.
	EndedEarly bool
	// Evaluation is the Linked Evaluation of a complete series (or the
	// campaign's own for a single campaign that is over).
	Evaluation string
	EndReason  string
}

// FromSession builds the log of the campaign or series in play.
func FromSession(sess *savegame.Session) (Log, error) {
	if sess == nil || sess.Game() == nil {
		return Log{}, errors.New("player log: no campaign in play")
	}
	sr := sess.Series()
	if sr == nil {
		c, err := fromGame(sess.Game())
		if err != nil {
			return Log{}, err
		}
		l := Log{Campaigns: []Campaign{c}, Over: c.Finished, Evaluation: c.Evaluation, EndReason: c.EndReason}
		if c.Finished {
			l.Total = c.Objectives
		}
		return l, nil
	}
	chart, err := rules.LoadLinked()
	if err != nil {
		return Log{}, err
	}
	l := Log{Linked: true, Years: chart.Years, Total: sr.Total(), Over: sr.Over, EndedEarly: sr.EndedEarly,
		Evaluation: sr.Evaluation, EndReason: sr.EndReason}
	for _, rec := range sr.Log {
		data, err := rules.LoadCampaign(rec.Year)
		if err != nil {
			return Log{}, err
		}
		l.Campaigns = append(l.Campaigns, Campaign{Year: rec.Year, TurnNames: data.Setup.Turns, Turns: rec.Turns,
			Most: data.Setup.MostObjectives(), Finished: true, Objectives: rec.Objectives,
			Evaluation: rec.Evaluation, EndReason: rec.EndReason})
	}
	if !sr.Over {
		c, err := fromGame(sr.Game)
		if err != nil {
			return Log{}, err
		}
		l.Campaigns = append(l.Campaigns, c)
	}
	return l, nil
}

// fromGame is one campaign's part of the log, finished or in play.
func fromGame(g *rules.Game) (Campaign, error) {
	if g.Data() == nil {
		return Campaign{}, errors.New("player log: the campaign has no data")
	}
	su := g.Data().Setup
	c := Campaign{Year: g.Year, TurnNames: su.Turns, Turns: g.PlayerLog, Most: su.MostObjectives(), Finished: g.Over}
	if g.Over {
		c.Objectives, c.Evaluation, c.EndReason = g.Score, g.Evaluation, g.EndReason
		if g.Evaluation == "Replaced" && g.Score == 0 {
			// Ended early: the Objectives held then, as the linked log counts them.
			c.Objectives = len(g.HeldObjectives())
		}
	}
	return c, nil
}

// Title names what the log covers: "Linked Campaign 1942–45" or "The 1943
// Campaign".
func (l Log) Title() string {
	if l.Linked {
		return "Linked Campaign 1942–45"
	}
	if len(l.Campaigns) == 0 {
		return "Player Log"
	}
	return fmt.Sprintf("The %d Campaign", l.Campaigns[0].Year)
}

// Most is the chart's scale: the most Objectives any campaign in the log
// can count.
func (l Log) Most() int {
	m := 1
	for _, c := range l.Campaigns {
		m = max(m, c.Most)
	}
	return m
}

// Summary is the log's last word: the linked total and Evaluation, why the
// series ended early, or where it stands; for one campaign, its result.
func (l Log) Summary() string {
	switch {
	case l.Linked && l.Over && l.EndedEarly:
		last := l.Campaigns[len(l.Campaigns)-1]
		return fmt.Sprintf("The series ended early: the %d Campaign ended %s, and the Linked Campaign does not continue (%d Objectives over %d campaigns; no Linked Evaluation).",
			last.Year, last.Evaluation, l.Total, len(l.Campaigns))
	case l.Linked && l.Over:
		return fmt.Sprintf("Linked total: %d Objectives, a %q Linked Evaluation.", l.Total, l.Evaluation)
	case l.Linked:
		n := len(l.Campaigns)
		return fmt.Sprintf("Campaign %d of %d (%d) in play; %d Objectives from the campaigns finished.", n, len(l.Years), l.Campaigns[n-1].Year, l.Total)
	case l.Over:
		return fmt.Sprintf("%d Objectives toward Victory, a %q Evaluation.", l.Total, l.Evaluation)
	}
	return "The campaign is in play."
}
