package savegame

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"nimitz/rules"
)

// wholeCampaign plays a random 1942 campaign to its end.
func wholeCampaign(t testing.TB, seed uint64) *Session {
	t.Helper()
	s := newSession(t, seed)
	playRandom(t, s, rand.New(rand.NewPCG(seed, 7)), 100_000)
	if !s.Over() {
		t.Fatalf("the random campaign (seed %d) did not end", seed)
	}
	return s
}

// prefixGame is the game the first k decisions of s make, replayed from
// scratch: what the playback must show at k.
func prefixGame(t testing.TB, s *Session, k int) *rules.Game {
	t.Helper()
	r, err := replayRecord(s.Kind(), s.Options(), s.Start(), s.Decisions()[:k])
	if err != nil {
		t.Fatal(err)
	}
	return r.Game()
}

func playbackGame(t testing.TB, p *Playback) *rules.Game {
	t.Helper()
	g, err := p.Game()
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestPlaybackStepsBackAndForthByDecision(t *testing.T) {
	s := wholeCampaign(t, 11)
	n := s.Len()
	if n < 2*SnapshotEvery {
		t.Fatalf("the campaign made %d decisions; the test wants more than %d to cross snapshots", n, 2*SnapshotEvery)
	}
	p, err := NewPlayback(s)
	if err != nil {
		t.Fatal(err)
	}
	if p.Len() != n || p.At() != n || !p.AtEnd() {
		t.Fatalf("new playback: Len %d At %d AtEnd %v; want %d, %d, true", p.Len(), p.At(), p.AtEnd(), n, n)
	}
	if !sameGame(t, playbackGame(t, p), s.Game()) {
		t.Fatal("at the end the playback does not show the session's game")
	}
	// Back to the start one decision at a time: every game is the prefix's.
	for k := n - 1; k >= 0; k-- {
		if !p.PrevDecision() {
			t.Fatalf("PrevDecision refused at %d", k+1)
		}
		if p.At() != k {
			t.Fatalf("after PrevDecision At is %d, want %d", p.At(), k)
		}
		if !sameGame(t, playbackGame(t, p), prefixGame(t, s, k)) {
			t.Fatalf("stepping back, the game at decision %d is not the one its prefix makes", k)
		}
		if k > 0 {
			before, err := p.Before()
			if err != nil {
				t.Fatal(err)
			}
			if !sameGame(t, before, prefixGame(t, s, k-1)) {
				t.Fatalf("Before at %d is not the game of the prefix of %d", k, k-1)
			}
		}
	}
	for p.PrevDecision() {
	}
	if p.At() != 0 {
		t.Fatalf("at the start At is %d", p.At())
	}
	// And forward again, jumping about on the way.
	for _, k := range []int{SnapshotEvery - 1, SnapshotEvery, SnapshotEvery + 1, n / 2, 3, n} {
		p.Seek(k)
		if !sameGame(t, playbackGame(t, p), prefixGame(t, s, k)) {
			t.Fatalf("Seek(%d) does not show the game of that prefix", k)
		}
	}
	if p.NextDecision() {
		t.Fatal("NextDecision moved past the end")
	}
	// The session the playback was made from is untouched.
	if s.Len() != n || !s.Over() {
		t.Fatal("the playback changed its session")
	}
}

func TestPlaybackStepsByEvent(t *testing.T) {
	s := wholeCampaign(t, 12)
	p, err := NewPlayback(s)
	if err != nil {
		t.Fatal(err)
	}
	history, err := s.History()
	if err != nil {
		t.Fatal(err)
	}
	// The log at the end is the game's whole history.
	if got := p.Log(); !reflect.DeepEqual(got, history) {
		t.Fatalf("the log at the end has %d events, the history %d (or they differ)", len(got), len(history))
	}
	// From the start, one event at a time: each step shows one more line of
	// the history, the event at the cursor being that line.
	p.Seek(0)
	for p.PrevEvent() {
	}
	if p.At() != 0 || p.EventIndex() != 0 || p.LogLen() != 1 {
		t.Fatalf("at the start: At %d, event %d, log %d; want 0, 0, 1", p.At(), p.EventIndex(), p.LogLen())
	}
	var seen []rules.Event
	var dice int
	for {
		e, ok := p.Event()
		if ok {
			seen = append(seen, e)
			if !reflect.DeepEqual(p.Dice(), e.Dice) {
				t.Fatal("Dice is not the event's dice")
			}
			if len(e.Dice) > 0 {
				dice++
			}
			if p.LogLen() != len(seen) {
				t.Fatalf("at event %d the log holds %d", len(seen), p.LogLen())
			}
		}
		if !p.NextEvent() {
			break
		}
	}
	if !reflect.DeepEqual(seen, history) {
		t.Fatalf("stepping by event met %d events, the history holds %d (or they differ)", len(seen), len(history))
	}
	if dice == 0 {
		t.Fatal("no event of a whole campaign carried dice")
	}
	if !p.AtEnd() {
		t.Fatal("NextEvent stopped before the end")
	}
	// Back again: the same events in the reverse order, across decisions.
	for i := len(seen) - 1; i >= 0; i-- {
		e, ok := p.Event()
		if ok && !reflect.DeepEqual(e, seen[i]) {
			t.Fatalf("stepping back, event %d is %q, want %q", i, e.Text, seen[i].Text)
		}
		if i > 0 && !p.PrevEvent() {
			t.Fatalf("PrevEvent refused at event %d", i)
		}
	}
	if p.PrevEvent() {
		t.Fatal("PrevEvent moved before the first event")
	}
	// An event step from the end of a decision enters the next one's events,
	// and the board is then the game after that decision.
	p.Seek(5)
	p.NextEvent()
	if p.At() != 6 || p.EventIndex() != 0 {
		t.Fatalf("NextEvent from the end of decision 5 went to %d/%d", p.At(), p.EventIndex())
	}
	if !sameGame(t, playbackGame(t, p), prefixGame(t, s, 6)) {
		t.Fatal("inside decision 6's events the game is not the one after decision 6")
	}
}

func TestPlaybackSeeksCampaignTurns(t *testing.T) {
	s := wholeCampaign(t, 13)
	p, err := NewPlayback(s)
	if err != nil {
		t.Fatal(err)
	}
	marks := p.Marks()
	if len(marks) < 3 || marks[0].At != 0 {
		t.Fatalf("marks %+v: want the first turn at 0 and some more", marks)
	}
	for i, m := range marks {
		if !p.SeekTurn(i) {
			t.Fatalf("SeekTurn(%d) refused", i)
		}
		g := playbackGame(t, p)
		if g.Turn != m.Turn || g.TurnName() != m.TurnName || p.At() != m.At {
			t.Fatalf("SeekTurn(%d): turn %d %q at %d, want %d %q at %d", i, g.Turn, g.TurnName(), p.At(), m.Turn, m.TurnName, m.At)
		}
		if m.At > 0 && p.Moment(m.At-1).Turn == m.Turn {
			t.Fatalf("mark %d (%s) is not where its turn begins", i, m.TurnName)
		}
	}
	if p.SeekTurn(len(marks)) || p.SeekTurn(-1) {
		t.Fatal("SeekTurn accepted a turn that is not there")
	}
}

func TestPlayFromHere(t *testing.T) {
	s := wholeCampaign(t, 14)
	p, err := NewPlayback(s)
	if err != nil {
		t.Fatal(err)
	}
	k := s.Len()/2 + 3
	p.Seek(k)
	shown := stateJSON(t, playbackGame(t, p))
	here, err := p.Session()
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(here.Decisions(), s.Decisions()[:k]) {
		t.Fatal("the new session's record is not the prefix")
	}
	if !sameGame(t, here.Game(), prefixGame(t, s, k)) {
		t.Fatal("the new session's game is not the one replaying the prefix makes")
	}
	// It saves and loads like any game.
	l, err := Decode(bytes.NewReader(marshal(t, here)))
	if err != nil {
		t.Fatalf("the session played from here does not load: %v", err)
	}
	if l.Replay != nil || !sameGame(t, l.Session.Game(), here.Game()) || l.Session.Len() != k {
		t.Fatal("the loaded session is not the one saved")
	}
	// Playing on changes neither the playback nor the session it came from.
	d, ok := pick(here.Game(), rand.New(rand.NewPCG(1, 2)))
	if !ok {
		t.Fatal("nothing to decide in the middle of the campaign")
	}
	if _, err := here.Apply(d); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(stateJSON(t, playbackGame(t, p)), shown) {
		t.Fatal("playing on from here changed the game the playback shows")
	}
	p.Seek(0)
	p.Seek(k)
	if !bytes.Equal(stateJSON(t, playbackGame(t, p)), shown) {
		t.Fatal("playing on from here changed the playback's snapshots")
	}
	// From the start: the set-up, nothing decided.
	p.Seek(0)
	first, err := p.Session()
	if err != nil {
		t.Fatal(err)
	}
	if first.Len() != 0 || !sameGame(t, first.Game(), newSession(t, 14).Game()) {
		t.Fatal("play from the start is not a new game")
	}
}

func TestExportedReplayOpens(t *testing.T) {
	s := wholeCampaign(t, 15)
	p, err := NewPlayback(s)
	if err != nil {
		t.Fatal(err)
	}
	p.Seek(40)
	b, err := MarshalReplay(p, when)
	if err != nil {
		t.Fatal(err)
	}
	l, err := Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("the exported replay does not load: %v", err)
	}
	if l.Replay == nil || l.Replay.At != 40 {
		t.Fatalf("the loaded file's replay mark is %+v, want at 40", l.Replay)
	}
	q, err := l.Playback()
	if err != nil {
		t.Fatal(err)
	}
	if q.At() != 40 || q.Len() != s.Len() {
		t.Fatalf("the opened replay is at %d of %d, want 40 of %d", q.At(), q.Len(), s.Len())
	}
	if !sameGame(t, playbackGame(t, q), playbackGame(t, p)) {
		t.Fatal("the opened replay does not show the exported moment")
	}
	q.Seek(q.Len())
	if !sameGame(t, playbackGame(t, q), s.Game()) {
		t.Fatal("the opened replay does not hold the whole record")
	}
	// Through a store, as the game writes it: the file lists call it a replay.
	st := Store{FS: OSFS{}, Now: func() time.Time { return when }}
	dir := tempDir(t)
	path, err := st.ExportReplay(dir, "replay.json", p)
	if err != nil {
		t.Fatal(err)
	}
	list, err := st.List(dir)
	if err != nil || len(list) != 1 || !list[0].Replay || list[0].Path != path {
		t.Fatalf("List after the export: %+v, %v", list, err)
	}
	// A plain save is no replay.
	if l, err := Decode(bytes.NewReader(marshal(t, s))); err != nil || l.Replay != nil {
		t.Fatalf("a plain save loads as %+v, %v", l, err)
	}
}

func TestDamagedReplayIsRefused(t *testing.T) {
	s := wholeCampaign(t, 16)
	p, err := NewPlayback(s)
	if err != nil {
		t.Fatal(err)
	}
	b, err := MarshalReplay(p, when)
	if err != nil {
		t.Fatal(err)
	}
	for name, mark := range map[string]any{
		"past the end": map[string]any{"at": s.Len() + 1},
		"negative":     map[string]any{"at": -1},
		"text":         map[string]any{"at": "ten"},
		"a list":       []int{1},
	} {
		bad := edit(t, b, func(top map[string]any) { top["replay"] = mark })
		l, err := Decode(bytes.NewReader(bad))
		if err == nil {
			t.Fatalf("%s: a replay mark %v was accepted (%+v)", name, mark, l.Replay)
		}
		if problem(t, err) != Damaged {
			t.Fatalf("%s: problem %v, want Damaged (%v)", name, problem(t, err), err)
		}
	}
	// An altered record is refused as any save's is.
	bad := edit(t, b, func(top map[string]any) {
		ds := top["decisions"].([]any)
		top["decisions"] = ds[:len(ds)-1]
	})
	if _, err := Decode(bytes.NewReader(bad)); err == nil || problem(t, err) != Mismatch {
		t.Fatalf("a replay with a decision dropped: %v, want a Mismatch", err)
	}
}

func TestPlaybackOfALinkedSeries(t *testing.T) {
	opts, ds := heuristicRecord(t)
	s, err := ReplaySeries(opts, ds)
	if err != nil {
		t.Fatal(err)
	}
	p, err := NewPlayback(s)
	if err != nil {
		t.Fatal(err)
	}
	// Find the decision that began the second campaign.
	change := -1
	for k := 1; k <= p.Len(); k++ {
		if p.Moment(k).Year != p.Moment(k-1).Year {
			change = k
			break
		}
	}
	if change < 0 {
		t.Fatal("the recorded series never changes campaign")
	}
	marks := p.Marks()
	years := map[int]bool{}
	for _, m := range marks {
		years[m.Year] = true
	}
	if len(years) < 2 {
		t.Fatalf("the marks cover %d campaigns, want 2", len(years))
	}
	for _, k := range []int{change + 1, change, change - 1, 0, p.Len()} {
		p.Seek(k)
		want := prefixGame(t, s, k)
		if !sameGame(t, playbackGame(t, p), want) {
			t.Fatalf("the series at decision %d is not the one its prefix makes", k)
		}
	}
	p.Seek(change)
	before, err := p.Before()
	if err != nil {
		t.Fatal(err)
	}
	if before.Year == playbackGame(t, p).Year {
		t.Fatal("Before the decision that began a campaign is the same campaign")
	}
	here, err := p.Session()
	if err != nil {
		t.Fatal(err)
	}
	if !here.Linked() || here.Len() != change {
		t.Fatalf("play from here in a series: linked %v, %d decisions", here.Linked(), here.Len())
	}
	if _, err := Decode(bytes.NewReader(marshal(t, here))); err != nil {
		t.Fatalf("a series played from here does not load: %v", err)
	}
}

func TestPlaybackFromAStart(t *testing.T) {
	// A record that begins at a Start (a save of older rules continued, or a
	// built position): the playback begins there, with its history in the
	// log, and play from here keeps the Start.
	base := wholeCampaign(t, 17)
	mid, err := Replay(base.Options(), base.Decisions()[:20])
	if err != nil {
		t.Fatal(err)
	}
	s, err := SessionFrom(mid.Game())
	if err != nil {
		t.Fatal(err)
	}
	s.start.History = mid.Decisions()
	for _, d := range base.Decisions()[20:30] {
		if _, err := s.Apply(d); err != nil {
			t.Fatal(err)
		}
	}
	p, err := NewPlayback(s)
	if err != nil {
		t.Fatal(err)
	}
	if p.Len() != 10 {
		t.Fatalf("Len %d, want the 10 decisions since the start", p.Len())
	}
	if got := len(p.Events(0)); got != 21 {
		t.Fatalf("the start's events are %d lines, want the note and 20 decisions of history", got)
	}
	p.Seek(4)
	here, err := p.Session()
	if err != nil {
		t.Fatal(err)
	}
	if here.Start() == nil || here.Len() != 4 {
		t.Fatal("play from here lost the record's start")
	}
	want, err := Replay(base.Options(), base.Decisions()[:24])
	if err != nil {
		t.Fatal(err)
	}
	if !sameGame(t, here.Game(), want.Game()) {
		t.Fatal("play from here after a start is not the game the whole record makes")
	}
}

func TestNoPlaybackOfNothing(t *testing.T) {
	if _, err := NewPlayback(nil); err == nil {
		t.Fatal("a playback of no session was made")
	}
	// A record the rules refuse gives an error, not a playback.
	s := newSession(t, 3)
	s.decisions = append(s.decisions, rules.Decision{Kind: rules.DoMove, Area: "Nowhere"})
	_, err := NewPlayback(s)
	var re *ReplayError
	if !errors.As(err, &re) || re.Index != 0 {
		t.Fatalf("a refused record: %v, want a ReplayError at 0", err)
	}
}

// TestEveryFrozenSaveReplays: every save an earlier build wrote opens as a
// replay, at its saved moment, and steps back to where its record begins.
func TestEveryFrozenSaveReplays(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join("testdata", "frozen", "*.json"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no frozen saves (%v)", err)
	}
	for _, path := range paths {
		l, err := Load(path)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		p, err := l.Playback()
		if err != nil {
			t.Fatalf("%s does not replay: %v", path, err)
		}
		end, err := p.Game()
		if err != nil || !sameGame(t, end, l.Session.Game()) {
			t.Fatalf("%s: the replay's end is not the saved game (%v)", path, err)
		}
		for p.PrevDecision() {
		}
		if _, err := p.Game(); err != nil || p.At() != 0 || p.LogLen() < 1 {
			t.Fatalf("%s: the replay's start: at %d, log %d, %v", path, p.At(), p.LogLen(), err)
		}
	}
}
