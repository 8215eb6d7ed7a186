package warrecord

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"time"

	"nimitz/odds"
	"nimitz/rules"
	"nimitz/savegame"
)

// OddsSamples is how many games of each battle the luck figure's odds play:
// the chance's standard error is at most 2.5 points, small beside the
// spread of a campaign's count of battles won.
const OddsSamples = 400

// NewEntry is the entry of a game as it is kept at once: a finished one,
// or one abandoned (marked so), with its result, its Objectives turn by
// turn and its replay, and its battles, their odds and the losses Pending:
// Complete works them out, off the screen's goroutine, as replaying the
// record and running the odds engine on each battle takes a while. at is
// the entry's date.
func NewEntry(sess *savegame.Session, at time.Time, abandoned bool) (Entry, error) {
	if sess == nil {
		return Entry{}, fmt.Errorf("there is no game to keep in the war record")
	}
	opts := sess.Options()
	e := Entry{Date: at.UTC(), Options: opts, Seed: opts.Seed, Abandoned: abandoned,
		Decisions: sess.Len(), RulesVersion: rules.Version, Bookmarks: sess.Bookmarks(), Pending: true}
	e.Campaign = strconv.Itoa(opts.Year)
	if sess.Kind() == savegame.KindLinked {
		e.Campaign = Linked
	}
	e.figures(sess)
	save, err := savegame.Marshal(sess, at)
	if err != nil {
		return Entry{}, err
	}
	if e.Replay, err = pack(save); err != nil {
		return Entry{}, err
	}
	e.Line, e.Digest = lineOf(sess), digestOf(sess.Decisions())
	e.ID = IDOf(sess)
	return e, nil
}

// FromSession is the whole entry of a game, made at once (NewEntry, then
// the battles, odds and losses): samples is the odds' games per battle
// (OddsSamples; fewer in tests).
func FromSession(sess *savegame.Session, at time.Time, abandoned bool, samples int) (Entry, error) {
	e, err := NewEntry(sess, at, abandoned)
	if err != nil {
		return Entry{}, err
	}
	if err := e.completeFrom(context.Background(), sess, samples); err != nil {
		return Entry{}, err
	}
	return e, nil
}

// Complete works out a Pending entry's battles, their odds (samples games
// each) and its losses from its replay; an entry not pending is left as it
// is. ctx stops the work: the entry is then unchanged, still pending.
func (e *Entry) Complete(ctx context.Context, samples int) error {
	if !e.Pending {
		return nil
	}
	l, err := e.Load()
	if err != nil {
		return err
	}
	return e.completeFrom(ctx, l.Session, samples)
}

// completeFrom works the battles, odds and losses out from sess, the
// entry's game.
func (e *Entry) completeFrom(ctx context.Context, sess *savegame.Session, samples int) error {
	done := *e
	done.Battles, done.Losses = nil, Losses{}
	if err := done.walk(ctx, sess, samples); err != nil {
		return err
	}
	done.Pending = false
	*e = done
	return nil
}

// IDOf is the ID the entry of a game has in the record.
func IDOf(sess *savegame.Session) string { return fmt.Sprintf("%s-%d", lineOf(sess), sess.Len()) }

// walk replays the record from its start, noting each battle's odds as it
// began and its result as it ended, and each campaign's losses.
func (e *Entry) walk(ctx context.Context, sess *savegame.Session, samples int) error {
	p, err := savegame.NewPlayback(sess)
	if err != nil {
		return err
	}
	p.Seek(0)
	s, err := p.Session()
	if err != nil {
		return err
	}
	for i, d := range sess.Decisions() {
		played := s.Game()
		var before *rules.Game
		if played.Step == rules.StepBattles && played.Battle == nil {
			before = played.Clone() // a battle may begin: its position
		}
		evs, err := s.Apply(d)
		if err != nil {
			return &savegame.ReplayError{Index: i, Decision: d, Err: err}
		}
		for j, ev := range evs {
			switch ev.Kind {
			case rules.EvBattleStart:
				b, err := e.battleBegun(ctx, s.Game(), before, ev, endsIn(evs[j+1:], ev.Area), samples)
				if err != nil {
					return err
				}
				e.Battles = append(e.Battles, b)
			case rules.EvBattleEnd:
				if b := played.EndedBattle(); b != nil && b.Area == ev.Area && len(e.Battles) > 0 {
					e.Battles[len(e.Battles)-1].Won = odds.USWon(b)
				}
			}
		}
		if s.Game() != played {
			e.Losses.add(lossesOf(played))
		}
	}
	e.Losses.add(lossesOf(s.Game()))
	return nil
}

// endsIn reports whether the battle for area ends among evs.
func endsIn(evs []rules.Event, area string) bool {
	return slices.ContainsFunc(evs, func(e rules.Event) bool { return e.Kind == rules.EvBattleEnd && e.Area == area })
}

// battleBegun is a battle that began: its odds on the position as it began
// (the battle set up, or, when it was fought out in the one decision, the
// game as it was chosen). A position the odds engine cannot play has no
// odds (Samples 0); only ctx's end is an error.
func (e *Entry) battleBegun(ctx context.Context, g, before *rules.Game, ev rules.Event, over bool, samples int) (Battle, error) {
	b := Battle{Year: g.Year, Turn: g.Turn, Area: ev.Area}
	pos, area := g, ""
	if over || g.Battle == nil || g.Battle.Area != ev.Area {
		pos, area = before, ev.Area
	}
	if pos == nil || samples <= 0 {
		return b, nil
	}
	seed := e.Seed ^ uint64(len(e.Battles)+1)*0x9e3779b97f4a7c15
	var t odds.Tally
	// In batches, with a breath between them: in the browser, where this
	// goroutine shares the one thread with the screen, frames go on.
	for n := 0; n < samples; n += oddsBatch {
		breathe()
		// The batch's dice are those of the games n on of one run (odds'
		// sampleDice steps the seed so).
		bt, err := odds.Battle(ctx, pos, area, min(oddsBatch, samples-n), seed+uint64(n)*0x9e3779b97f4a7c15)
		if ctx.Err() != nil {
			return b, ctx.Err()
		}
		if err != nil {
			return b, nil
		}
		t.Add(bt)
	}
	r := t.Result()
	b.PWin, b.Samples = r.USWins.Mean, r.Samples
	return b, nil
}

// oddsBatch is how many games of a battle the odds play between two
// breaths.
const oddsBatch = 100

func (l *Losses) add(o Losses) {
	l.US.add(o.US)
	l.Japan.add(o.Japan)
}

// lossesOf counts a campaign's Forces Destroyed, as its end screen does.
func lossesOf(g *rules.Game) Losses {
	var l Losses
	for i := range g.Forces {
		f := &g.Forces[i]
		if f.Where != rules.Destroyed {
			continue
		}
		k := &l.US
		if f.Side == rules.Japan {
			k = &l.Japan
		}
		switch g.Kind(f) {
		case rules.KindShip:
			k.Ships++
		case rules.KindAircraft:
			k.Aircraft++
		case rules.KindInfantry:
			k.Infantry++
		}
	}
	return l
}

// figures sets the result and each campaign's Objectives turn by turn.
func (e *Entry) figures(sess *savegame.Session) {
	g := sess.Game()
	if sr := sess.Series(); sr != nil {
		for _, c := range sr.Log {
			e.Campaigns = append(e.Campaigns, Campaign{Year: c.Year, Evaluation: c.Evaluation, Objectives: c.Objectives, Turns: turnsOf(c.Turns)})
		}
		if !sr.Over && (len(sr.Log) == 0 || sr.Log[len(sr.Log)-1].Year != g.Year) {
			e.Campaigns = append(e.Campaigns, Campaign{Year: g.Year, Turns: turnsOf(g.PlayerLog), Objectives: held(g)})
		}
		e.Result, e.EndReason, e.Objectives = sr.Evaluation, sr.EndReason, sr.Total()
		if sr.EndedEarly {
			e.Result = EndedEarly
		}
	} else {
		c := Campaign{Year: g.Year, Evaluation: g.Evaluation, Turns: turnsOf(g.PlayerLog), Objectives: held(g)}
		if g.Score > 0 {
			c.Objectives = g.Score
		}
		e.Campaigns = []Campaign{c}
		e.Result, e.EndReason, e.Objectives = g.Evaluation, g.EndReason, c.Objectives
	}
	if e.Abandoned {
		e.Result, e.EndReason = "", ""
		if e.Campaign == Linked {
			e.Objectives = 0
			for _, c := range e.Campaigns {
				e.Objectives += c.Objectives
			}
		}
	}
}

// EndedEarly is the Result of a linked series that stopped at a Replaced
// campaign: it has no Linked Evaluation.
const EndedEarly = "Ended early"

// held is the Objectives held at the last turn of a campaign's log.
func held(g *rules.Game) int {
	if n := len(g.PlayerLog); n > 0 {
		return len(g.PlayerLog[n-1].Held)
	}
	return 0
}

func turnsOf(log []rules.TurnRecord) []Turn {
	out := make([]Turn, 0, len(log))
	for _, t := range log {
		out = append(out, Turn{Turn: t.Turn, Name: t.TurnName, Held: len(t.Held)})
	}
	return out
}

// lineOf names a game by what makes it that game before any decision: its
// kind, options and start.
func lineOf(sess *savegame.Session) string {
	b, _ := json.Marshal(struct {
		Kind    string          `json:"kind"`
		Options rules.Options   `json:"options"`
		Start   *savegame.Start `json:"start"`
	}{sess.Kind(), sess.Options(), sess.Start()})
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:8])
}

// digestOf is a record's fingerprint, to tell whether one record begins
// with another.
func digestOf(ds []rules.Decision) string {
	b, _ := json.Marshal(ds)
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:12])
}

// pack is a save as an entry keeps it.
func pack(save []byte) (string, error) {
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return "", err
	}
	if _, err := zw.Write(save); err != nil {
		return "", err
	}
	if err := zw.Close(); err != nil {
		return "", err
	}
	return base64.StdEncoding.EncodeToString(buf.Bytes()), nil
}
