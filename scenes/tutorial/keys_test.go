package tutorial

import (
	"bytes"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/battle"
	"nimitz/scenes/campaign"
	"nimitz/scenes/reference"
	"nimitz/scenes/ui"
)

// files records what the game's file keys asked of it.
type files struct{ asked []string }

func (f *files) QuickSave(*scenes.Context)  { f.asked = append(f.asked, "quick save") }
func (f *files) QuickLoad(*scenes.Context)  { f.asked = append(f.asked, "quick load") }
func (f *files) SaveAs(*scenes.Context)     { f.asked = append(f.asked, "save as") }
func (f *files) Open(*scenes.Context)       { f.asked = append(f.asked, "open") }
func (f *files) OpenReplay(*scenes.Context) { f.asked = append(f.asked, "open replay") }
func (f *files) ExportReplay(*scenes.Context, *savegame.Playback) {
	f.asked = append(f.asked, "export replay")
}
func (f *files) Update(*scenes.Context) {}
func (f *files) Busy() bool             { return false }

var _ scenes.Files = (*files)(nil)

// newManagedPlayer is a player of the tutorial run by the game's manager,
// as in the game, with its files answered by f: the manager's own keys
// (F5, F9, Ctrl+S, Ctrl+O) are in play.
func newManagedPlayer(t *testing.T, f *files) *player {
	t.Helper()
	in := &ui.Script{}
	st := savegame.DefaultSettings()
	st.AnimationSpeed = 0
	tut := New(func() scenes.Scene { return titleScreen{} })
	m, err := scenes.NewManager(scenes.Context{Input: in, Files: f, Settings: &st}, tut, scenes.Options{})
	if err != nil {
		t.Fatal(err)
	}
	p := &player{t: t, in: in, ctx: m.Context(), tut: tut, m: m}
	p.tick()
	if p.tut.lesson == nil {
		t.Fatalf("the tutorial did not start: %s", p.tut.err)
	}
	p.settle()
	return p
}

// press is a key, with Ctrl held or not.
type press struct {
	key  ebiten.Key
	ctrl bool
}

func (k press) String() string {
	if k.ctrl {
		return "Ctrl+" + k.key.String()
	}
	return k.key.String()
}

// boardKeys are the keys the map and the Battle Sheet (and the game's
// files) answer with an action: none may reach them in the tutorial.
var boardKeys = []press{
	{key: ebiten.KeyEnter}, {key: ebiten.KeyKPEnter}, {key: ebiten.KeySpace}, {key: ebiten.KeyZ}, {key: ebiten.KeyZ, ctrl: true},
	{key: ebiten.KeyBackspace}, {key: ebiten.KeyY, ctrl: true}, {key: ebiten.KeyR}, {key: ebiten.KeyA}, {key: ebiten.KeyTab},
	{key: ebiten.KeyL}, {key: ebiten.KeyC}, {key: ebiten.KeyF5}, {key: ebiten.KeyF9}, {key: ebiten.KeyS, ctrl: true},
	{key: ebiten.KeyO, ctrl: true}, {key: ebiten.KeyA, ctrl: true}, {key: ebiten.Key1}, {key: ebiten.Key2}, {key: ebiten.Key3},
}

// cameraKeys only move the view of the map: they work in the tutorial too,
// and change nothing of the game.
var cameraKeys = []press{
	{key: ebiten.KeyArrowLeft}, {key: ebiten.KeyArrowRight}, {key: ebiten.KeyArrowUp}, {key: ebiten.KeyArrowDown},
	{key: ebiten.KeyEqual}, {key: ebiten.KeyMinus}, {key: ebiten.KeyKPAdd}, {key: ebiten.KeyKPSubtract},
	{key: ebiten.KeyHome}, {key: ebiten.KeyN}, {key: ebiten.KeyPageUp}, {key: ebiten.KeyPageDown},
	{key: ebiten.KeyBracketLeft}, {key: ebiten.KeyBracketRight},
}

// boardPixels is the screen under the coach as it is drawn now.
func (p *player) boardPixels() []byte {
	img := ebiten.NewImage(1600, 900)
	defer img.Deallocate()
	p.ctx.Full = true
	p.tut.inner.Draw(img, p.ctx)
	px := make([]byte, 4*1600*900)
	img.ReadPixels(px)
	return px
}

// stillPixels is the screen under the coach once it has stopped changing:
// the Battle Sheet's odds are estimated in the background and fill their
// panel as the battles are played, on the machine's time, not the game's.
func (p *player) stillPixels() []byte {
	p.t.Helper()
	last, same := p.boardPixels(), 0
	for i := 0; i < 600 && same < 5; i++ {
		time.Sleep(100 * time.Millisecond)
		p.tick()
		now := p.boardPixels()
		if bytes.Equal(now, last) {
			same++
		} else {
			same = 0
		}
		last = now
	}
	if same < 5 {
		p.t.Fatal("the screen under the coach never stops changing")
	}
	return last
}

// checkKeys presses each of the board's keys at a step that waits for a
// click: the game, the step and the screen stay as they were, no file is
// touched, and the coach says what a wrong click gets. The camera's keys
// get no word and change nothing of the game.
func checkKeys(t *testing.T, p *player, f *files) {
	t.Helper()
	at, _ := p.tut.Step()
	h, lit := p.tut.Hint()
	if !lit || p.tut.reading() {
		t.Fatalf("step %d waits for no click", at+1)
	}
	word := "Click " + h.What + ", in the coach's pink ring."
	inner, sess, decisions := p.tut.inner, p.ctx.Session, p.ctx.Session.Len()
	p.in.MoveTo(h.R.CX(), h.R.CY())
	p.tick()
	screen := p.stillPixels()
	for _, k := range boardKeys {
		p.tut.msg = ""
		p.in.CtrlHeld = k.ctrl
		p.in.Key(k.key)
		p.tick()
		p.in.CtrlHeld = false
		p.settle()
		now, _ := p.tut.Step()
		switch {
		case p.next != nil:
			t.Fatalf("step %d: %s left the tutorial for %T", at+1, k, p.next)
		case p.ctx.Session != sess || p.ctx.Session.Len() != decisions || now != at || p.tut.inner != inner:
			t.Fatalf("step %d: %s changed the game (%d decisions, step %d, %T)", at+1, k, p.ctx.Session.Len(), now+1, p.tut.inner)
		case len(f.asked) > 0:
			t.Fatalf("step %d: %s reached the files: %v", at+1, k, f.asked)
		case p.tut.Message() != word:
			t.Errorf("step %d: after %s the coach says %q, want %q", at+1, k, p.tut.Message(), word)
		}
		if !bytes.Equal(p.boardPixels(), screen) {
			t.Errorf("step %d: %s changed the screen under the coach", at+1, k)
		}
	}
	for _, k := range cameraKeys {
		p.tut.msg = ""
		p.in.Key(k.key)
		p.tick()
		p.settle()
		now, _ := p.tut.Step()
		if p.ctx.Session.Len() != decisions || now != at || p.tut.inner != inner || p.next != nil {
			t.Fatalf("step %d: %s changed the game", at+1, k)
		}
		if p.tut.Message() != "" {
			t.Errorf("step %d: %s, which only moves the view, gets %q", at+1, k, p.tut.Message())
		}
	}
	// The step is still played with its click.
	p.advance()
	if p.ctx.Session.Len() != decisions+1 {
		t.Errorf("step %d: the lit click after the keys made %d decisions", at+1, p.ctx.Session.Len()-decisions)
	}
}

// TestKeysDoNotPlayTheGame: at a step that waits for a click, on the map
// (buying RAAF BG 2, where Enter opened the real "End US Resupply?"
// dialog) and on the Battle Sheet (sending the B-17 to the Coastal Area),
// no key the screens answer acts: each gets the word a wrong click gets.
func TestKeysDoNotPlayTheGame(t *testing.T) {
	f := &files{}
	p := newManagedPlayer(t, f)
	for p.tut.current().Do.Force != us("RAAF BG 2") {
		p.advance()
	}
	if _, ok := p.tut.inner.(*campaign.Scene); !ok {
		t.Fatalf("the purchase is shown on %T", p.tut.inner)
	}
	namedAsRead(t, p, "Beaufighter (RAAF BG 2)")
	checkKeys(t, p, f)
	// The manager's clock is the wall's: the battle's animations would
	// take their time. The Battle Sheet's keys are the scene's alone.
	p = newPlayer(t)
	for p.tut.current().Do.Kind != rules.DoFly {
		p.advance()
	}
	if _, ok := p.tut.inner.(*battle.Scene); !ok {
		t.Fatalf("the flight is shown on %T", p.tut.inner)
	}
	namedAsRead(t, p, "B-17 (28th BG)")
	checkKeys(t, p, f)
}

// TestReadingStepIgnoresClicks clicks a US stack, right-clicks and clicks
// the map while the coach only explains: nothing is selected or opened,
// and the coach says to read on.
func TestReadingStepIgnoresClicks(t *testing.T) {
	p := newPlayer(t)
	for !p.tut.reading() || p.tut.current().Part != "US Movement" && p.tut.current().Part != "US Scouting" {
		p.advance()
	}
	m, ok := p.tut.inner.(*campaign.Scene)
	if !ok {
		t.Fatalf("the step is shown on %T", p.tut.inner)
	}
	at, _ := p.tut.Step()
	hawaii, ok := m.Guide(rules.Decision{Kind: rules.DoMove, Forces: []string{us("Lexington")}, Area: "Midway Island"})
	if !ok {
		t.Fatal("no Hawaiian stack to click")
	}
	p.in.MoveTo(hawaii.R.CX(), hawaii.R.CY())
	p.tick()
	screen := p.boardPixels()
	for _, c := range []func(){
		func() { p.click(hawaii.R) },
		func() { p.in.RightClick(hawaii.R.CX(), hawaii.R.CY()); p.tick() },
		func() { p.in.ShiftHeld = true; p.click(hawaii.R); p.in.ShiftHeld = false },
	} {
		p.tut.msg = ""
		c()
		if now, _ := p.tut.Step(); now != at {
			t.Fatalf("a click moved the tutorial to step %d", now+1)
		}
		if !strings.HasPrefix(p.tut.Message(), "Not yet") {
			t.Errorf("a click while the coach explains gets %q", p.tut.Message())
		}
		if !bytes.Equal(p.boardPixels(), screen) {
			t.Errorf("a click while the coach explains changed the board")
		}
	}
}

// TestShiftWordGoesOnceShiftClicked: at the move that gathers Forces from
// several areas, a click on the lit stack without Shift changes nothing
// and gets the word to hold Shift; the Shift-click made, the word goes
// (playtest of issue 56: the Shift-click prompt stayed after it was done).
func TestShiftWordGoesOnceShiftClicked(t *testing.T) {
	p := newPlayer(t)
	for !slices.Contains(p.tut.current().Do.Forces, us("DESRON 2")) {
		p.advance()
	}
	for i := 0; ; i++ {
		h, ok := p.tut.Hint()
		if ok && h.Shift {
			break
		}
		if !ok || i == 10 {
			t.Fatal("the move from several areas asks for no Shift-click")
		}
		p.click(h.R)
	}
	h, _ := p.tut.Hint()
	at, _ := p.tut.Step()
	p.in.MoveTo(h.R.CX(), h.R.CY())
	p.tick()
	screen := p.stillPixels()
	p.click(h.R)
	if !strings.Contains(p.tut.Message(), "Shift") {
		t.Errorf("a click without Shift on %s gets %q", h.What, p.tut.Message())
	}
	if now, _ := p.tut.Step(); now != at || !bytes.Equal(p.boardPixels(), screen) {
		t.Fatal("a click without Shift changed the board")
	}
	p.in.ShiftHeld = true
	p.click(h.R)
	p.in.ShiftHeld = false
	if now, _ := p.tut.Step(); now != at {
		t.Fatalf("the Shift-click ended step %d", at+1)
	}
	if next, _ := p.tut.Hint(); next == h {
		t.Fatalf("the Shift-click on %s did nothing", h.What)
	}
	if p.tut.Message() != "" {
		t.Errorf("after the Shift-click the coach still says %q", p.tut.Message())
	}
}

// namedAsRead checks the coach names what it lights as its counter reads,
// the aircraft first (playtest of issue 56: "RAAF BG 1" where the counter
// reads "Anson").
func namedAsRead(t *testing.T, p *player, name string) {
	t.Helper()
	if h, _ := p.tut.Hint(); !strings.HasPrefix(h.What, name) {
		t.Errorf("the coach lights %q, want it named %q", h.What, name)
	}
}

// TestWordStaysAsTheWindowChanges: the word after a wrong click stays
// while the window is resized and the ring moves with the layout; only
// the click it asks for takes it away.
func TestWordStaysAsTheWindowChanges(t *testing.T) {
	p := newPlayer(t)
	for !p.tut.current().Acts() {
		p.advance()
	}
	p.click(ui.Rect{X: 600, Y: 300, W: 2, H: 2})
	word := p.tut.Message()
	if word == "" {
		t.Fatal("a click on the sea gets no word")
	}
	for _, size := range [][2]int{{1366, 768}, {2560, 1440}, {1600, 900}} {
		img := ebiten.NewImage(size[0], size[1])
		p.tut.Draw(img, p.ctx)
		img.Deallocate()
		p.tick()
		if p.tut.Message() != word {
			t.Errorf("at %v the word %q became %q", size, word, p.tut.Message())
		}
	}
}

// TestRulesOpenAtAnyStep: the rules reference, which only shows, opens
// under the coach at a step that waits for another click, by F1 on the map
// and the Battle Sheet and by the Battle Sheet's Rules button; Esc brings
// the example back where it was, and no word is said.
func TestRulesOpenAtAnyStep(t *testing.T) {
	p := newPlayer(t)
	for !p.tut.current().Acts() {
		p.advance()
	}
	back := func(open func()) {
		t.Helper()
		at, _ := p.tut.Step()
		board := p.tut.inner
		open()
		p.tick()
		if _, ok := p.tut.inner.(*reference.Scene); !ok || p.tut.Message() != "" {
			t.Fatalf("step %d: the rules are not open over %T (%T, word %q)", at+1, board, p.tut.inner, p.tut.Message())
		}
		p.in.Key(ebiten.KeyEscape)
		p.tick()
		p.tick()
		if now, _ := p.tut.Step(); p.tut.inner != board || now != at || p.next != nil {
			t.Fatalf("step %d: Esc over the rules shows %T at step %d", at+1, p.tut.inner, now+1)
		}
	}
	back(func() { p.in.Key(ebiten.KeyF1) })
	for p.tut.current().Do.Kind != rules.DoPlace {
		p.advance()
	}
	b, ok := p.tut.inner.(*battle.Scene)
	if !ok {
		t.Fatalf("the placement is shown on %T", p.tut.inner)
	}
	back(func() { p.in.Key(ebiten.KeyF1) })
	back(func() { r := b.RulesButton(); p.in.Click(r.CX(), r.CY()) })
	p.advance()
}

// TestEscGoesBackFromTheQuestion: End Resupply with points left opens the
// map's question, whose Go back is Esc: there Esc goes back to the step,
// as the question says, rather than leave the tutorial (and its progress)
// as the coach's Esc does elsewhere; its Enter ends the step.
func TestEscGoesBackFromTheQuestion(t *testing.T) {
	p := newPlayer(t)
	for p.tut.current().Do.Kind != rules.DoDone {
		p.advance()
	}
	m, ok := p.tut.inner.(*campaign.Scene)
	if !ok {
		t.Fatalf("the step's end is shown on %T", p.tut.inner)
	}
	at, _ := p.tut.Step()
	h, _ := p.tut.Hint()
	p.click(h.R)
	if !m.Asking() {
		t.Fatalf("%s with points left asks nothing", h.What)
	}
	p.in.Key(ebiten.KeyEscape)
	p.tick()
	if now, _ := p.tut.Step(); p.next != nil || m.Asking() || now != at || p.tut.inner != scenes.Scene(m) {
		t.Fatalf("Esc over the question: left for %T, question open %v, step %d", p.next, m.Asking(), now+1)
	}
	// Enter is the question's End the step, which the coach rings.
	p.click(h.R)
	p.in.Key(ebiten.KeyEnter)
	p.tick()
	p.settle()
	if now, _ := p.tut.Step(); now != at+1 || m.Asking() {
		t.Errorf("Enter over the question: step %d, question open %v", now+1, m.Asking())
	}
	p.in.Key(ebiten.KeyEscape)
	p.tick()
	if _, ok := p.next.(titleScreen); !ok {
		t.Errorf("Esc on the map no longer leaves the tutorial (%T)", p.next)
	}
}
