// Package staff is the staff on the screens: "Ask the staff" (the expert's
// best choices at the question asked, worked out off the screen's goroutine
// and drawn as a panel and as marks on the board), "Let the staff do it"
// (the expert's decisions applied through the session, paced so that the
// player sees them), and the verdict after a campaign (where it was won or
// lost). The expert itself is package expert; this package only asks it.
package staff

import (
	"context"
	"fmt"
	"sync"
	"time"

	"nimitz/expert"
	"nimitz/rules"
	"nimitz/savegame"
)

// Choices is how many choices the panel shows at most.
const Choices = 3

// Advisor works out up to n choices at the question g asks. It owns g (a
// copy made on the screen's goroutine) and runs on a goroutine of its own;
// ctx ends when the advice is no longer wanted (the position changed).
type Advisor func(ctx context.Context, g *rules.Game, n int) ([]expert.Choice, error)

// AdviceBudget is the rollouts a piece of advice on screen costs: fewer
// than the policy's expert.DefaultBudget, so that advice comes within a
// second on one core while the screen draws beside it; the standard errors
// shown are about a fifth wider for it.
const AdviceBudget = 128

// Expert is the Advisor of the game: expert.AdviseContext at AdviceBudget
// and the seed given, so that the same position gets the same advice.
func Expert(seed uint64) Advisor {
	return func(ctx context.Context, g *rules.Game, n int) ([]expert.Choice, error) {
		return expert.AdviseContext(ctx, g, n, expert.Options{Seed: seed, Budget: AdviceBudget})
	}
}

// Tracker holds the advice about one position: asked on the screen's
// goroutine, worked out on another, and read back by the screen each frame.
// A new position drops the advice in flight: what arrives for an old one
// is thrown away.
type Tracker struct {
	mu      sync.Mutex
	key     Key
	gen     int // moves on with every Ask and Drop, so a late answer knows it is stale
	cancel  context.CancelFunc
	choices []expert.Choice
	err     error
	running bool
	began   time.Time
	took    time.Duration
	ver     int
}

// Key names a position of the campaign: the session's record up to it.
// Two positions with the same key are the same game (the engine is
// deterministic in its decisions), so advice for one holds for the other.
type Key struct {
	Decisions int
	Last      string // the last decision, as recorded
	Turn      int
	Step      rules.Step
	Battle    string
	BTurn     int
}

// KeyOf is the key of the position sess stands at.
func KeyOf(sess *savegame.Session) Key {
	if sess == nil || sess.Game() == nil {
		return Key{}
	}
	g := sess.Game()
	k := Key{Decisions: sess.Len(), Turn: g.Turn, Step: g.Step}
	if d, ok := sess.Last(); ok {
		k.Last = fmt.Sprintf("%+v", d)
	}
	if g.Battle != nil {
		k.Battle, k.BTurn = g.Battle.Area, g.Battle.Turn
	}
	return k
}

// State is what the screen shows of the advice.
type State struct {
	Key     Key
	Asked   bool // advice was asked for the position followed
	Choices []expert.Choice
	Err     error
	Running bool
	// Took is how long the staff thought (so far, while Running).
	Took time.Duration
	Ver  int
}

// Clock is what a frame shows of the time the staff has thought while it
// still thinks: whole seconds, 0 when it is not thinking. A screen redraws
// when it changes, so once a second: a frame drawn in software costs about
// what the advice does, and the two share the processor.
func (s State) Clock() int {
	if !s.Running {
		return 0
	}
	return int(s.Took / time.Second)
}

// Ask works out advice at the position named key, where g stands: g is
// copied here, on the caller's goroutine, and the copy handed to adv. Asking
// again for the position whose advice is in flight or shown does nothing.
func (t *Tracker) Ask(key Key, g *rules.Game, adv Advisor) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.key == key && (t.running || t.choices != nil) {
		return
	}
	t.drop()
	t.key, t.running, t.began, t.took = key, true, time.Now(), 0
	ctx, cancel := context.WithCancel(context.Background())
	t.cancel = cancel
	go t.work(ctx, t.gen, g.Clone(), adv)
}

// work asks the advisor and publishes its answer, unless the position has
// changed meanwhile.
func (t *Tracker) work(ctx context.Context, gen int, g *rules.Game, adv Advisor) {
	cs, err := advise(ctx, g, adv)
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.gen != gen {
		return
	}
	t.choices, t.err, t.running, t.took = cs, err, false, time.Since(t.began)
	t.cancel = nil
	if err == nil && len(cs) == 0 {
		t.err = fmt.Errorf("the staff has no choice to offer here")
	}
	t.ver++
}

// advise runs adv once. A panic in it (a bug met on the copy of the game,
// not the game in play) is the panel's error rather than the end of the
// game: nothing else would recover it on this goroutine.
func advise(ctx context.Context, g *rules.Game, adv Advisor) (cs []expert.Choice, err error) {
	defer func() {
		if r := recover(); r != nil {
			cs, err = nil, fmt.Errorf("the staff met an internal error (%v); please report it", r)
		}
	}()
	return adv(ctx, g, Choices)
}

// Follow tells the tracker the position the screen shows now: advice about
// any other is dropped (and an answer still in flight thrown away when it
// comes).
func (t *Tracker) Follow(key Key) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.key != key {
		t.drop()
		t.key = key
	}
}

// Drop forgets the advice and any in flight: the panel closes.
func (t *Tracker) Drop() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.drop()
}

func (t *Tracker) drop() {
	if t.running || t.choices != nil || t.err != nil {
		t.ver++
	}
	if t.cancel != nil {
		t.cancel() // the staff stops thinking about a position left
		t.cancel = nil
	}
	t.gen++
	t.choices, t.err, t.running = nil, nil, false
}

// State returns what there is to show.
func (t *Tracker) State() State {
	t.mu.Lock()
	defer t.mu.Unlock()
	took := t.took
	if t.running {
		took = time.Since(t.began)
	}
	return State{Key: t.key, Asked: t.running || t.choices != nil || t.err != nil,
		Choices: t.choices, Err: t.err, Running: t.running, Took: took, Ver: t.ver}
}

// Ver counts the changes published: a screen keys its frames on it.
func (t *Tracker) Ver() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.ver
}
