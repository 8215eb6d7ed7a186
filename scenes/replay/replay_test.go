package replay

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image/color"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/campaign"
	"nimitz/scenes/files"
	"nimitz/scenes/ui"
	"nimitz/sim"
)

// played is a 1942 campaign played by the heuristic policy for n decisions
// (or to its end).
func played(t testing.TB, n int) *savegame.Session {
	t.Helper()
	s, _, err := savegame.NewSession(rules.Options{Year: 1942, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	pol, err := sim.NewPolicy("heuristic", 5)
	if err != nil {
		t.Fatal(err)
	}
	for s.Len() < n && !s.Over() {
		d, err := pol.Decide(s.Game())
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Apply(d); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// stub stands for the screens the replay leads to: the map of a game
// taken into play, the title screen.
type stub struct {
	name string
	sess *savegame.Session
}

func (stub) Update(*scenes.Context) error        { return nil }
func (stub) Draw(*ebiten.Image, *scenes.Context) {}

// tester drives a replay screen through a manager with scripted input, in
// a design-sized window (screen pixels are design units).
type tester struct {
	t   *testing.T
	m   *scenes.Manager
	in  *ui.Script
	dir string // the saves folder
}

func newTester(t *testing.T, p *savegame.Playback, inPlay *savegame.Session) *tester {
	t.Helper()
	s, err := New(p)
	if err != nil {
		t.Fatal(err)
	}
	in := &ui.Script{}
	dir := t.TempDir()
	ctx := scenes.Context{Input: in, AutosaveDir: dir, Files: files.New(dir, nil)}
	opts := scenes.Options{
		Resume: func(_ *scenes.Context, sess *savegame.Session) (scenes.Scene, error) {
			return stub{name: "map", sess: sess}, nil
		},
		Replay: func(_ *scenes.Context, p *savegame.Playback) (scenes.Scene, error) { return New(p) },
		Title:  func() scenes.Scene { return stub{name: "title"} },
	}
	m, err := scenes.NewManager(ctx, s, opts)
	if err != nil {
		t.Fatal(err)
	}
	if inPlay != nil {
		m.Context().Play(inPlay)
	}
	tr := &tester{t: t, m: m, in: in, dir: dir}
	tr.tick()
	return tr
}

func (tr *tester) tick() {
	tr.t.Helper()
	if err := tr.m.Update(); err != nil {
		tr.t.Fatal(err)
	}
	tr.in.EndTick()
}

func (tr *tester) key(k ebiten.Key) { tr.in.Key(k); tr.tick(); tr.tick() }

func (tr *tester) click(x, y float64) { tr.in.Click(x, y); tr.tick(); tr.tick() }

// scene is the replay screen on show, failing the test when another is.
func (tr *tester) scene() *Scene {
	tr.t.Helper()
	s, ok := tr.m.Current().(*Scene)
	if !ok {
		tr.t.Fatalf("the screen is %T, not the replay", tr.m.Current())
	}
	return s
}

// draw paints the screen at w x h, as a frame of the game does.
func (tr *tester) draw(w, h int) *ebiten.Image {
	img := ebiten.NewImage(w, h)
	ctx := tr.m.Context()
	ctx.Full = true
	tr.m.Current().Draw(img, ctx)
	return img
}

func gameJSON(t *testing.T, g *rules.Game) []byte {
	t.Helper()
	b, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// prefix is the game the first k decisions of s make.
func prefix(t *testing.T, s *savegame.Session, k int) *rules.Game {
	t.Helper()
	r, err := savegame.Replay(s.Options(), s.Decisions()[:k])
	if err != nil {
		t.Fatal(err)
	}
	return r.Game()
}

func TestKeysStepTheReplay(t *testing.T) {
	s := played(t, 120)
	p, err := savegame.NewPlayback(s)
	if err != nil {
		t.Fatal(err)
	}
	tr := newTester(t, p, nil)
	sc := tr.scene()
	if p.At() != 120 || !bytes.Equal(gameJSON(t, sc.Game()), gameJSON(t, s.Game())) {
		t.Fatal("the replay does not open at the saved moment")
	}
	tr.key(ebiten.KeyPageUp)
	tr.key(ebiten.KeyPageUp)
	if p.At() != 118 || !bytes.Equal(gameJSON(t, sc.Game()), gameJSON(t, prefix(t, s, 118))) {
		t.Fatalf("PgUp twice: at %d, want 118 and its game", p.At())
	}
	tr.key(ebiten.KeyPageDown)
	if p.At() != 119 {
		t.Fatalf("PgDn: at %d, want 119", p.At())
	}
	// The arrows step through the events, into the next decision's.
	ev := p.EventIndex()
	tr.key(ebiten.KeyArrowRight)
	if p.At() != 120 || p.EventIndex() != 0 {
		t.Fatalf("→ from the end of 119: at %d event %d, want 120 event 0", p.At(), p.EventIndex())
	}
	tr.key(ebiten.KeyArrowLeft)
	if p.At() != 119 || p.EventIndex() != ev {
		t.Fatalf("← back: at %d event %d, want 119 event %d", p.At(), p.EventIndex(), ev)
	}
	tr.key(ebiten.KeyHome)
	if p.At() != 0 || p.EventIndex() != 0 || sc.Game().Turn != 1 {
		t.Fatalf("Home: at %d event %d", p.At(), p.EventIndex())
	}
	tr.key(ebiten.KeyArrowLeft)
	if p.At() != 0 || p.EventIndex() != 0 {
		t.Fatal("← moved before the start")
	}
	tr.key(ebiten.KeyEnd)
	if !p.AtEnd() {
		t.Fatal("End did not go to the end")
	}
	// The buttons do what the keys do.
	r, _ := tr.scene().buttons.RectOf(actPrevDecision)
	tr.click(r.CX(), r.CY())
	if p.At() != 119 {
		t.Fatalf("the Previous decision button: at %d", p.At())
	}
	r, _ = tr.scene().buttons.RectOf(actNextEvent)
	tr.click(r.CX(), r.CY())
	if p.At() != 120 || p.EventIndex() != 0 {
		t.Fatalf("the Next event button: at %d event %d", p.At(), p.EventIndex())
	}
	// The log follows: the line under the cursor is its last.
	if got := tr.scene().log.events; len(got) != p.LogLen() || !bytes.Equal(mustJSON(t, got[len(got)-1]), mustJSON(t, p.Events(120)[0])) {
		t.Fatal("the log does not end at the event under the cursor")
	}
	// Nothing was put in play.
	if tr.m.Context().Session != nil {
		t.Fatal("stepping a replay put a game in play")
	}
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestSliderGoesToTheTurns(t *testing.T) {
	p, tr := playbackOf(t, 100_000)
	sc := tr.scene()
	marks := p.Marks()
	if len(marks) < 5 {
		t.Fatalf("a whole campaign has %d turns", len(marks))
	}
	// A click on a turn's stretch goes into that turn.
	for i, m := range marks {
		x := sliderX(sliderTrack, p, marks, m.At)
		tr.click(x, sliderTrack.CY())
		if got := sc.Game(); got.Turn != m.Turn || markOf(marks, p.At()) != i {
			t.Fatalf("a click on %s went to turn %d (%s), decision %d", m.TurnName, got.Turn, got.TurnName(), p.At())
		}
	}
	// A drag from the left end to the right end goes through the record
	// in order, and ends where it is let go.
	tr.in.ButtonDown = true
	tr.in.MoveTo(sliderTrack.X-5, sliderTrack.CY())
	tr.tick()
	if p.At() != 0 {
		t.Fatalf("the drag's start is decision %d, want 0", p.At())
	}
	last := 0
	for x := sliderTrack.X; x <= sliderTrack.Right()+40; x += 25 {
		tr.in.MoveTo(x, sliderTrack.CY()+30) // the drag may stray off the track
		tr.tick()
		if p.At() < last {
			t.Fatalf("dragging right went back from %d to %d", last, p.At())
		}
		last = p.At()
	}
	tr.in.ButtonDown = false
	tr.in.Click(sliderTrack.Right()+40, sliderTrack.CY()+30)
	tr.tick()
	if p.At() != p.Len() {
		t.Fatalf("let go past the right end: decision %d of %d", p.At(), p.Len())
	}
	tr.tick()
	if tr.scene().dragging {
		t.Fatal("the drag did not end with the button let go")
	}
}

func TestPlayFromHereStartsANewGame(t *testing.T) {
	s := played(t, 150)
	p, err := savegame.NewPlayback(s)
	if err != nil {
		t.Fatal(err)
	}
	inPlay := played(t, 30)
	tr := newTester(t, p, inPlay)
	p.Seek(77)
	tr.key(ebiten.KeyP)
	st, ok := tr.m.Current().(stub)
	if !ok || st.name != "map" {
		t.Fatalf("Play from here led to %T", tr.m.Current())
	}
	ctx := tr.m.Context()
	if ctx.Session != st.sess || ctx.Session.Len() != 77 {
		t.Fatalf("the game in play has %d decisions, want the 77 of the prefix", ctx.Session.Len())
	}
	if !bytes.Equal(gameJSON(t, ctx.Session.Game()), gameJSON(t, prefix(t, s, 77))) {
		t.Fatal("the game played from here is not the prefix's")
	}
	// Saved at once: the live save holds it, and it loads.
	l, err := savegame.Load(filepath.Join(tr.dir, savegame.LiveName))
	if err != nil {
		t.Fatalf("the live save after Play from here: %v", err)
	}
	if l.Session.Len() != 77 || !bytes.Equal(gameJSON(t, l.Session.Game()), gameJSON(t, ctx.Session.Game())) {
		t.Fatal("the live save is not the game played from here")
	}
	// The game that was in play is kept as an autosave.
	list, err := savegame.List(tr.dir)
	if err != nil {
		t.Fatal(err)
	}
	kept := false
	for _, e := range list {
		if e.Auto {
			if l, err := savegame.Load(e.Path); err == nil && l.Session.Len() == 30 {
				kept = true
			}
		}
	}
	if !kept {
		t.Fatal("the game that was in play was not kept")
	}
	if p.Len() != 150 {
		t.Fatal("playing from here changed the replay")
	}
}

func TestExportThenOpen(t *testing.T) {
	s := played(t, 90)
	p, err := savegame.NewPlayback(s)
	if err != nil {
		t.Fatal(err)
	}
	tr := newTester(t, p, nil)
	p.Seek(40)
	tr.key(ebiten.KeyE)
	if n := tr.m.Context().LastNote(); n.Bad {
		t.Fatalf("export failed: %s", n.Text)
	}
	list, err := savegame.List(tr.dir)
	if err != nil || len(list) != 1 || !list[0].Replay {
		t.Fatalf("after the export the saves folder lists %+v (%v), want one replay", list, err)
	}
	// Opening it, as Open does, shows it as a replay at the moment exported.
	svc := files.New(tr.dir, nil)
	if !svc.OpenFile(tr.m.Context(), list[0].Path) {
		t.Fatalf("the exported replay does not open: %s", tr.m.Context().LastNote().Text)
	}
	tr.tick()
	q := tr.scene().Playback()
	if q == p || q.At() != 40 || q.Len() != 90 {
		t.Fatalf("the opened replay is at %d of %d, want 40 of 90", q.At(), q.Len())
	}
	if !bytes.Equal(gameJSON(t, tr.scene().Game()), gameJSON(t, prefix(t, s, 40))) {
		t.Fatal("the opened replay does not show the exported moment")
	}
	if tr.m.Context().Session != nil {
		t.Fatal("opening a replay put it in play")
	}
}

func TestABadFileChangesNothing(t *testing.T) {
	s := played(t, 20)
	p, err := savegame.NewPlayback(s)
	if err != nil {
		t.Fatal(err)
	}
	inPlay := played(t, 10)
	tr := newTester(t, p, inPlay)
	before := tr.m.Current()
	svc := files.New(tr.dir, nil)
	for name, data := range map[string][]byte{
		"cut.json":     marshalCut(t, s),
		"foreign.json": []byte(`{"game": "Chess", "format": 1}`),
		"binary.json":  {0x89, 'P', 'N', 'G'},
	} {
		path := filepath.Join(tr.dir, name)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		if svc.WatchFile(tr.m.Context(), path) {
			t.Fatalf("%s was opened as a replay", name)
		}
		tr.tick()
		n := tr.m.Context().LastNote()
		if !n.Bad || !bytes.Contains([]byte(n.Text), []byte(name)) {
			t.Fatalf("%s: the message %q is not a clear refusal naming the file", name, n.Text)
		}
		if tr.m.Current() != before || tr.m.Context().Session != inPlay {
			t.Fatalf("%s changed the screen or the game in play", name)
		}
	}
}

// marshalCut is a save of s cut off in the middle.
func marshalCut(t *testing.T, s *savegame.Session) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := savegame.Encode(&buf, s, time.Now()); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()[:buf.Len()/2]
}

func TestCloseGoesBack(t *testing.T) {
	s := played(t, 20)
	p, err := savegame.NewPlayback(s)
	if err != nil {
		t.Fatal(err)
	}
	// With nothing in play, to the title screen.
	tr := newTester(t, p, nil)
	tr.key(ebiten.KeyEscape)
	if st, ok := tr.m.Current().(stub); !ok || st.name != "title" {
		t.Fatalf("Esc led to %T %+v, want the title", tr.m.Current(), tr.m.Current())
	}
	// With a game in play, back to it, unchanged.
	inPlay := played(t, 12)
	tr = newTester(t, p, inPlay)
	r, _ := tr.scene().buttons.RectOf(actClose)
	tr.click(r.CX(), r.CY())
	st, ok := tr.m.Current().(stub)
	if !ok || st.name != "map" || st.sess != inPlay || inPlay.Len() != 12 {
		t.Fatalf("Close led to %T %+v, want the game in play", tr.m.Current(), tr.m.Current())
	}
}

// dieAt is the top-left corner of the first die the event panel at r draws:
// the panel's content corner (ui.DrawPanel, with a title).
func dieAt(r ui.Rect) ui.Rect { return ui.Rect{X: r.X + 10, Y: r.Y + 8 + ui.SizeHeading*1.6} }

func TestDrawsTheMomentAndItsDice(t *testing.T) {
	p, tr := playbackOf(t, 150)
	// The first event with dice.
	p.Seek(0)
	for len(p.Dice()) == 0 {
		if !p.NextEvent() {
			t.Fatal("no event with dice in 150 decisions")
		}
	}
	tr.tick()
	if err := tr.scene().refresh(); err != nil {
		t.Fatal(err)
	}
	for _, size := range [][2]int{{1600, 900}, {1366, 768}, {1920, 1080}} {
		img := tr.draw(size[0], size[1])
		sc := tr.scene()
		v := sc.View
		// The die is drawn, cream, where the event panel puts it.
		d := dieAt(sc.pn.event)
		x, y := v.X(d.X+4), v.Y(d.Y+4)
		c := color.RGBAModel.Convert(img.At(int(x), int(y))).(color.RGBA)
		if c != ui.Cream {
			t.Fatalf("at %dx%d the die's face is %v, not cream", size[0], size[1], c)
		}
	}
	// Without dice, no die.
	for len(p.Dice()) > 0 {
		p.NextEvent()
	}
	if err := tr.scene().refresh(); err != nil {
		t.Fatal(err)
	}
	img := tr.draw(1600, 900)
	if d := dieAt(eventRect); color.RGBAModel.Convert(img.At(int(d.X+4), int(d.Y+4))).(color.RGBA) == ui.Cream {
		t.Fatal("a die is drawn for an event without dice")
	}
}

func TestLayoutFitsTheSidePanel(t *testing.T) {
	parts := []ui.Rect{headRect, sliderRect, buttonsRect, eventRect, logRect}
	for i, r := range parts {
		if r.X < side.X || r.Right() > side.Right()+0.01 || r.Y < side.Y || r.Bottom() > side.Bottom()+0.01 || r.H < 40 {
			t.Fatalf("part %d %+v is not inside the side panel %+v", i, r, side)
		}
		if i > 0 && r.Y < parts[i-1].Bottom() {
			t.Fatalf("part %d overlaps the one above", i)
		}
	}
	g := buttonGrid()
	if g.Slots() < actions {
		t.Fatalf("the controls' grid holds %d buttons, the screen has %d", g.Slots(), actions)
	}
}

// TestBattleSheetInAReplay: during a battle, B shows the Battle Sheet of the
// moment (the battle board of the game at the cursor), the arrows still
// step, and the map comes back with B, or by itself when the battle is over.
func TestBattleSheetInAReplay(t *testing.T) {
	p, tr := playbackOf(t, 150)
	p.Seek(0)
	if err := tr.scene().refresh(); err != nil {
		t.Fatal(err)
	}
	tr.key(ebiten.KeyB)
	if tr.scene().SheetShown() {
		t.Fatal("B showed a Battle Sheet with no battle fought")
	}
	if msg, bad := tr.scene().Status(); !bad || msg == "" {
		t.Fatal("B with no battle says nothing")
	}
	// The first moment of a battle.
	k := 0
	for ; k <= p.Len(); k++ {
		p.Seek(k)
		if err := tr.scene().refresh(); err != nil {
			t.Fatal(err)
		}
		if tr.scene().Game().Battle != nil {
			break
		}
	}
	if k > p.Len() {
		t.Fatal("no battle in 150 decisions")
	}
	tr.key(ebiten.KeyB)
	sc := tr.scene()
	if !sc.SheetShown() || sc.sheet.Game() != sc.Game() {
		t.Fatal("B in a battle did not show the Battle Sheet of the game at the cursor")
	}
	// The sheet is read-only: the question as asked, the record's answer,
	// and none of the board's buttons.
	var rec ui.Layout
	tr.m.Context().Fonts.Layout = &rec
	img := tr.draw(1600, 900)
	tr.m.Context().Fonts.Layout = nil
	answer := ""
	var answerBox ui.Rect
	for _, d := range rec.Texts {
		if strings.HasPrefix(d.Text, "Answered in the record") || strings.HasPrefix(d.Text, "The record ends") {
			answer, answerBox = d.Text, d.Box
		}
		if strings.Contains(d.Text, "[Enter]") || strings.HasPrefix(d.Text, "Undo") || strings.HasPrefix(d.Text, "Click ") {
			t.Errorf("the replay's Battle Sheet offers %q", d.Text)
		}
	}
	if next, ok := p.Decision(k + 1); !ok || answer == "" || !strings.Contains(answer, strings.Fields(campaign.DecisionLabel(sc.Game(), next))[0]) {
		t.Errorf("the replay's Battle Sheet tells no answer (%q; next decision %+v)", answer, next)
	}
	// The answer stands apart from the question, in Lit.
	if lit := litPixels(img, answerBox); lit < 20 {
		t.Errorf("the record's answer has %d pixels in Lit, want it drawn in Lit", lit)
	}
	tr.key(ebiten.KeyPageDown)
	if p.At() != k+1 {
		t.Fatalf("PgDn on the Battle Sheet: at %d, want %d", p.At(), k+1)
	}
	if sc.Game().Battle != nil && (!sc.SheetShown() || sc.sheet.Game() != sc.Game()) {
		t.Fatal("the Battle Sheet does not follow the cursor")
	}
	// Clicking the sheet changes nothing (its own buttons are not live).
	tr.click(800, 450)
	if p.At() != k+1 || tr.m.Context().Session != nil {
		t.Fatal("a click on the Battle Sheet changed something")
	}
	// On to the end of the battle: the map comes back by itself.
	for sc.Game().Battle != nil && p.NextDecision() {
		if err := sc.refresh(); err != nil {
			t.Fatal(err)
		}
	}
	if sc.SheetShown() {
		t.Fatal("the Battle Sheet stays after the battle")
	}
	// And B on the sheet goes back to the map.
	p.Seek(k)
	if err := sc.refresh(); err != nil {
		t.Fatal(err)
	}
	if !sc.SheetShown() {
		t.Fatal("back in the battle, the sheet asked for is not shown")
	}
	tr.key(ebiten.KeyB)
	if sc.SheetShown() {
		t.Fatal("B on the Battle Sheet did not go back to the map")
	}
}

// TestReplayMapZooms: the replay's map zooms with the wheel and + and -,
// pans with a drag, and 0 shows the whole Pacific again, as on the map
// screen.
func TestReplayMapZooms(t *testing.T) {
	p, err := savegame.NewPlayback(played(t, 20))
	if err != nil {
		t.Fatal(err)
	}
	tr := newTester(t, p, nil)
	tr.draw(1600, 900)
	b := tr.scene().board
	tr.in.MoveTo(400, 400)
	tr.in.Scroll(1)
	tr.tick()
	if z := b.ZoomFactor(); z != 1.25 {
		t.Fatalf("a wheel notch over the map zoomed to %g, want 1.25", z)
	}
	tr.key(ebiten.KeyEqual)
	if z := b.ZoomFactor(); z != 1.5 {
		t.Fatalf("+ zoomed to %g, want 1.5", z)
	}
	at := p.At()
	mx, my := b.AreaPoint("Midway Island")
	tr.in.ButtonDown = true
	tr.tick()
	tr.in.MoveTo(300, 330)
	tr.tick()
	tr.in.ButtonDown = false
	tr.tick()
	if p.At() != at {
		t.Fatal("dragging the map moved the replay")
	}
	if x, y := b.AreaPoint("Midway Island"); math.Abs(x-(mx-100)) > 1e-6 || math.Abs(y-(my-70)) > 1e-6 {
		t.Fatalf("a drag of (-100, -70) moved Midway from (%.0f, %.0f) to (%.0f, %.0f)", mx, my, x, y)
	}
	tr.key(ebiten.Key0)
	if z := b.ZoomFactor(); z != 1 {
		t.Fatalf("0 left the zoom at %g", z)
	}
}

// litPixels counts the pixels of img inside r (design units, drawn at 1:1)
// that are the Lit yellow, or near it.
func litPixels(img *ebiten.Image, r ui.Rect) int {
	b := img.Bounds()
	pix := make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(pix)
	n := 0
	for y := int(r.Y); y < int(r.Bottom()) && y < b.Dy(); y++ {
		for x := int(r.X); x < int(r.Right()) && x < b.Dx(); x++ {
			i := 4 * (y*b.Dx() + x)
			if pix[i] > 0xe0 && pix[i+1] > 0xc0 && pix[i+2] < 0x90 {
				n++
			}
		}
	}
	return n
}

// TestEventPanelWordsModifiersAsTheLog: the event panel's line of facts
// words the New Japanese Forces roll's modifiers as the game log does, "+1
// for 1 Resupply counter(s)", and an attack's as the battle log does, "Ship
// Combat (+3, Superior 2)": the value is never printed twice.
func TestEventPanelWordsModifiersAsTheLog(t *testing.T) {
	p, tr := playbackOf(t, 200)
	p.Seek(0)
	seen := map[bool]bool{} // by whether the event is a battle's
	for len(seen) < 2 && p.NextEvent() {
		e, ok := p.Event()
		if !ok || len(e.Modifiers) == 0 || len(e.Dice) == 0 || seen[e.Step == rules.StepBattles] {
			continue
		}
		seen[e.Step == rules.StepBattles] = true
		if err := tr.scene().refresh(); err != nil {
			t.Fatal(err)
		}
		var rec ui.Layout
		tr.m.Context().Fonts.Layout = &rec
		tr.draw(1600, 900)
		tr.m.Context().Fonts.Layout = nil
		m := e.Modifiers[0]
		want := fmt.Sprintf("%+d for %s", m.Value, m.Reason)
		if e.Step == rules.StepBattles {
			want = m.Reason
		}
		found := false
		for _, d := range rec.Texts {
			// Whole, or its start where the line is cut.
			found = found || strings.Contains(d.Text, want) ||
				strings.HasSuffix(d.Text, "…") && strings.Contains(d.Text, want[:min(len(want), 12)])
			if strings.Contains(d.Text, fmt.Sprintf("%+d %s", m.Value, m.Reason)) {
				t.Errorf("%s: the panel prints the value twice: %q", e.Kind, d.Text)
			}
		}
		if !found {
			t.Errorf("%s: the panel does not say %q", e.Kind, want)
		}
	}
	if !seen[false] {
		t.Fatal("no New Japanese Forces roll with a modifier in 200 decisions")
	}
}

// playbackOf is the playback of a game the heuristic played n decisions into,
// and a tester on its replay.
func playbackOf(t *testing.T, n int) (*savegame.Playback, *tester) {
	t.Helper()
	p, err := savegame.NewPlayback(played(t, n))
	if err != nil {
		t.Fatal(err)
	}
	return p, newTester(t, p, nil)
}
