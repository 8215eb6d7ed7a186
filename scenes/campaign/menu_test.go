package campaign

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/menu"
	"nimitz/scenes/scenetest"
	"nimitz/scenes/ui"
	"nimitz/sound"
)

// Ending US Resupply with Enter and points unspent asks first (bug 11):
// Esc goes back, Enter ends the step, "don't ask again" ends it and turns
// the question off in the settings.
func TestEndingAStepWithPointsUnusedAsks(t *testing.T) {
	p := newPlayer(t, 1)
	if p.g().ReinforcementPoints == 0 || p.g().SupplyPoints == 0 {
		t.Fatal("the 1942 set-up has no points to leave unspent")
	}
	p.key(ebiten.KeyEnter)
	if p.g().Step != rules.StepResupply || p.s.confirm == nil {
		t.Fatalf("Enter with %d RP and %d SP unspent went to %s without a question", p.g().ReinforcementPoints, p.g().SupplyPoints, p.g().Step)
	}
	if !strings.Contains(p.s.confirm.why, "Reinforcement") {
		t.Errorf("the question says %q, not what is unspent", p.s.confirm.why)
	}
	p.key(ebiten.KeyEscape)
	if p.s.confirm != nil || p.g().Step != rules.StepResupply {
		t.Fatalf("Esc did not go back to US Resupply (step %s)", p.g().Step)
	}
	// The step's button asks too.
	p.s.layout()
	bs := p.s.buttons()
	p.clickRect(buttonRect(len(bs)-1, len(bs)))
	if p.s.confirm == nil {
		t.Fatal("the End Resupply button ended the step without a question")
	}
	p.clickRect(confirmNeverBt())
	p.settle()
	if p.g().Step != rules.StepScouting || !p.ctx.Settings.DontAskUnused {
		t.Fatalf("\"don't ask again\": step %s, setting %v", p.g().Step, p.ctx.Settings.DontAskUnused)
	}
	// Asked no more: Scouting with no counter placed ends at once.
	p.key(ebiten.KeySpace)
	if p.s.confirm != nil || p.g().Step == rules.StepScouting {
		t.Errorf("with the question turned off Space asked again (step %s)", p.g().Step)
	}
}

// titleStandIn is the title screen in these tests (the title package
// imports this one).
type titleStandIn struct{}

func (titleStandIn) Update(*scenes.Context) error        { return nil }
func (titleStandIn) Draw(*ebiten.Image, *scenes.Context) {}

// menuManager runs a 1942 map in a manager whose saves go to dir.
func menuManager(t *testing.T, dir string) (*scenes.Manager, *ui.Script, *Scene) {
	t.Helper()
	in := &ui.Script{}
	m, err := scenes.NewManager(scenes.Context{Input: in, AutosaveDir: dir}, titleStandIn{},
		scenes.Options{Title: func() scenes.Scene { return titleStandIn{} }})
	if err != nil {
		t.Fatal(err)
	}
	var c *Scene
	if _, err := m.Start(func(ctx *scenes.Context) (scenes.Scene, error) {
		sess, evs, err := savegame.NewSession(rules.Options{Year: 1942, Seed: 2})
		if err != nil {
			return nil, err
		}
		ctx.Play(sess)
		c, err = New(sess, evs)
		return c, err
	}); err != nil {
		t.Fatal(err)
	}
	return m, in, c
}

// press plays key through the manager and lets the scene switch.
func press(t *testing.T, m *scenes.Manager, in *ui.Script, k ebiten.Key) error {
	t.Helper()
	in.Key(k)
	err := m.Update()
	in.EndTick()
	if err == nil {
		err = m.Update()
	}
	return err
}

// choose picks the menu's entry whose label starts with prefix, by the keys.
func choose(t *testing.T, m *scenes.Manager, in *ui.Script, prefix string) error {
	t.Helper()
	mn, ok := m.Current().(*menu.Scene)
	if !ok {
		t.Fatalf("%T is shown, not the game menu", m.Current())
	}
	i := slices.IndexFunc(mn.Labels(m.Context()), func(l string) bool { return strings.HasPrefix(l, prefix) })
	if i < 0 {
		t.Fatalf("the menu has no %q: %v", prefix, mn.Labels(m.Context()))
	}
	for j := 0; j <= i; j++ {
		if err := press(t, m, in, ebiten.KeyArrowDown); err != nil {
			t.Fatal(err)
		}
	}
	return press(t, m, in, ebiten.KeyEnter)
}

// The game menu (Esc on the map): Resume goes back, "Quit to the title
// screen" goes to the title with the game in the live save, "Quit the game"
// ends the loop as closing the window does, the game saved (bug 11).
func TestGameMenuFromTheMap(t *testing.T) {
	dir := t.TempDir()
	m, in, c := menuManager(t, dir)
	// A move, so the live save has something to keep.
	if _, err := m.Context().Apply(rules.Decision{Kind: rules.DoDone}); err != nil {
		t.Fatal(err)
	}
	if err := press(t, m, in, ebiten.KeyEscape); err != nil {
		t.Fatal(err)
	}
	mn, ok := m.Current().(*menu.Scene)
	if !ok || mn.Under() != c {
		t.Fatalf("Esc on the map shows %T", m.Current())
	}
	labels := strings.Join(mn.Labels(m.Context()), "|")
	for _, want := range []string{"Resume", "Save", "Load", "Settings", "Rules", "Quit to the title", "Quit the game"} {
		if !strings.Contains(labels, want) {
			t.Errorf("the menu lacks %q: %s", want, labels)
		}
	}
	if err := press(t, m, in, ebiten.KeyEscape); err != nil || m.Current() != c {
		t.Fatalf("Esc in the menu shows %T (%v), not the map", m.Current(), err)
	}
	// Quit to the title.
	decisions := m.Context().Session.Len()
	if err := press(t, m, in, ebiten.KeyEscape); err != nil {
		t.Fatal(err)
	}
	if err := choose(t, m, in, "Quit to the title"); err != nil {
		t.Fatal(err)
	}
	if _, ok := m.Current().(titleStandIn); !ok || m.Context().Session != nil {
		t.Fatalf("Quit to the title shows %T, session %v", m.Current(), m.Context().Session)
	}
	l, err := savegame.Load(filepath.Join(dir, savegame.LiveName))
	if err != nil || l.Session.Len() != decisions {
		t.Fatalf("the live save holds %v decisions (%v), want %d", l, err, decisions)
	}
	// Quit the game, from a new map.
	dir2 := t.TempDir()
	m, in, _ = menuManager(t, dir2)
	if err := os.Remove(filepath.Join(dir2, savegame.LiveName)); err != nil {
		t.Fatal(err)
	}
	if err := press(t, m, in, ebiten.KeyEscape); err != nil {
		t.Fatal(err)
	}
	if err := choose(t, m, in, "Quit the game"); !errors.Is(err, ebiten.Termination) {
		t.Fatalf("Quit the game: %v, want the end of the game loop", err)
	}
	if _, err := savegame.Load(filepath.Join(dir2, savegame.LiveName)); err != nil {
		t.Errorf("quitting did not save the game: %v", err)
	}
}

// The game menu's settings page turns the question about unused points off
// and on, and Esc goes back to the menu's list.
func TestGameMenuSettingsTurnTheQuestionOff(t *testing.T) {
	m, in, _ := menuManager(t, t.TempDir())
	if err := press(t, m, in, ebiten.KeyEscape); err != nil {
		t.Fatal(err)
	}
	if err := choose(t, m, in, "Settings"); err != nil {
		t.Fatal(err)
	}
	mn := m.Current().(*menu.Scene)
	if labels := mn.Labels(m.Context()); !strings.HasPrefix(labels[0], "Ask before ending a step") || !strings.HasSuffix(labels[0], "Yes") {
		t.Fatalf("the settings page reads %v", labels)
	}
	if err := choose(t, m, in, "Ask before ending a step"); err != nil {
		t.Fatal(err)
	}
	if !m.Context().Settings.DontAskUnused {
		t.Fatal("the settings page did not turn the question off")
	}
	if labels := mn.Labels(m.Context()); !strings.Contains(labels[0], "don't ask again") {
		t.Errorf("the settings page now reads %q", labels[0])
	}
	if err := press(t, m, in, ebiten.KeyEscape); err != nil {
		t.Fatal(err)
	}
	if labels := mn.Labels(m.Context()); labels[0] != "Resume" || m.Current() != mn {
		t.Errorf("Esc on the settings page shows %T with %v", m.Current(), labels)
	}
}

// The settings page's volume: Enter (a click) makes it a step louder, the
// arrow keys change it by steps within 0 to 100, each change plays the
// sample sound at the new volume; Mute silences it and is shown.
func TestGameMenuSoundSettings(t *testing.T) {
	m, in, _ := menuManager(t, t.TempDir())
	rec := &scenetest.Sounds{Frames: [][]sound.Effect{nil}}
	m.Context().Sound = rec
	heard := func() int { return len(rec.Frames[0]) }
	if err := press(t, m, in, ebiten.KeyEscape); err != nil {
		t.Fatal(err)
	}
	if err := choose(t, m, in, "Settings"); err != nil {
		t.Fatal(err)
	}
	mn := m.Current().(*menu.Scene)
	labels := mn.Labels(m.Context())
	if !slices.ContainsFunc(labels, func(l string) bool { return strings.HasPrefix(l, "Sound volume: 70%") }) ||
		!slices.Contains(labels, "Sound: on") {
		t.Fatalf("the settings page reads %v", labels)
	}
	st := m.Context().Settings
	if err := choose(t, m, in, "Sound volume"); err != nil {
		t.Fatal(err)
	}
	if st.Volume != 80 || heard() != 1 {
		t.Fatalf("Enter on the volume: %d, %d sounds", st.Volume, heard())
	}
	for range 3 {
		if err := press(t, m, in, ebiten.KeyArrowLeft); err != nil {
			t.Fatal(err)
		}
	}
	if st.Volume != 50 || heard() != 4 {
		t.Fatalf("three steps down: %d, %d sounds", st.Volume, heard())
	}
	for range 8 {
		if err := press(t, m, in, ebiten.KeyArrowLeft); err != nil {
			t.Fatal(err)
		}
	}
	if st.Volume != 0 || heard() != 8 {
		t.Fatalf("down to silent: %d, %d sounds (none at 0)", st.Volume, heard())
	}
	if labels := mn.Labels(m.Context()); !slices.ContainsFunc(labels, func(l string) bool { return strings.HasPrefix(l, "Sound volume: 0% (silent)") }) {
		t.Errorf("at 0 the page reads %v", labels)
	}
	if err := press(t, m, in, ebiten.KeyArrowRight); err != nil {
		t.Fatal(err)
	}
	if st.Volume != 10 || heard() != 9 || rec.Frames[0][8] != sound.Dice {
		t.Fatalf("a step up: %d, sounds %v", st.Volume, rec.Frames[0])
	}
	// The next line is Mute.
	if err := press(t, m, in, ebiten.KeyArrowDown); err != nil {
		t.Fatal(err)
	}
	if err := press(t, m, in, ebiten.KeyEnter); err != nil {
		t.Fatal(err)
	}
	if !st.Mute || !slices.Contains(mn.Labels(m.Context()), "Sound: muted") {
		t.Fatalf("Enter on the Sound line: mute %v, page %v", st.Mute, mn.Labels(m.Context()))
	}
	if err := press(t, m, in, ebiten.KeyArrowUp); err != nil {
		t.Fatal(err)
	}
	if err := press(t, m, in, ebiten.KeyArrowRight); err != nil {
		t.Fatal(err)
	}
	if st.Volume != 20 || heard() != 9 {
		t.Fatalf("muted, a step up: %d, %d sounds (none while muted)", st.Volume, heard())
	}
}

// TestInterfaceSizeSetting: the settings' interface size grows the map's text
// and panels (the view's scale) and leaves the map the room that is left; the
// page says what a window too small for it allows.
func TestInterfaceSizeSetting(t *testing.T) {
	m, in, c := menuManager(t, t.TempDir())
	img := ebiten.NewImage(2560, 1440)
	defer img.Deallocate()
	c.Draw(img, m.Context())
	before, beforeMap := c.View.Scale, c.lay.mapArea
	if err := press(t, m, in, ebiten.KeyEscape); err != nil {
		t.Fatal(err)
	}
	if err := choose(t, m, in, "Settings"); err != nil {
		t.Fatal(err)
	}
	if err := choose(t, m, in, "Interface size"); err != nil {
		t.Fatal(err)
	}
	st := m.Context().Settings
	for range 3 {
		if err := press(t, m, in, ebiten.KeyArrowRight); err != nil {
			t.Fatal(err)
		}
	}
	if st.UIScale != 140 {
		t.Fatalf("Enter and three steps up: %d%%, want 140%%", st.UIScale)
	}
	c.Draw(img, m.Context())
	if c.View.Scale <= before || c.lay.mapArea.W >= beforeMap.W || c.lay.action.W != sideW {
		t.Errorf("at 140%% the map is drawn at scale %.3f (was %.3f), its area %v (was %v)", c.View.Scale, before, c.lay.mapArea, beforeMap)
	}
	small := ebiten.NewImage(1366, 768)
	defer small.Deallocate()
	c.Draw(small, m.Context())
	mn := m.Current().(*menu.Scene)
	if !slices.ContainsFunc(mn.Labels(m.Context()), func(l string) bool { return strings.HasPrefix(l, "Interface size: 140% (85% in this window)") }) {
		t.Errorf("on a 1366x768 window the page reads %v", mn.Labels(m.Context()))
	}
}

// TestNoHoverCardUnderTheQuestion: the cursor rests on a counter of the
// US Reinforcements box (its card shown large) when Enter asks whether to
// end the step: the question covers the board, and the card of what the
// cursor was over is not drawn behind it (playtest of issue 56: the 2nd
// Marine's card stayed over the board behind "End US Resupply?").
func TestNoHoverCardUnderTheQuestion(t *testing.T) {
	p := newPlayer(t, 1)
	p.tick()
	box := p.s.reinforcementBox()
	if len(box) == 0 {
		t.Fatal("the US Reinforcements box is empty")
	}
	name := p.g().Name(box[0].ID)
	p.in.MoveTo(usBoxSlot(0).CX(), usBoxSlot(0).CY())
	p.tick()
	drawn := func() []string {
		var rec ui.Layout
		p.ctx.Fonts.Layout = &rec
		defer func() { p.ctx.Fonts.Layout = nil }()
		img := ebiten.NewImage(1600, 900)
		defer img.Deallocate()
		p.ctx.Full = true
		p.s.Draw(img, p.ctx)
		var out []string
		for _, d := range rec.Texts {
			out = append(out, d.Text)
		}
		return out
	}
	card := func(texts []string) bool {
		return slices.ContainsFunc(texts, func(s string) bool { return strings.Contains(s, name) })
	}
	if !p.s.magnifying() || !card(drawn()) {
		t.Fatalf("hovering %s shows no card of it", name)
	}
	p.key(ebiten.KeyEnter)
	if p.s.confirm == nil {
		t.Fatal("Enter with points unspent asked nothing")
	}
	if texts := drawn(); p.s.magnifying() || card(texts) {
		t.Errorf("the card of %s is drawn under the question: %q", name, slices.DeleteFunc(texts, func(s string) bool { return !strings.Contains(s, name) }))
	}
}

// The zoom keys and the arrows leave the map as it is while a question is
// on screen: the question has the keys, and the map behind it stays still.
func TestAQuestionHoldsTheMapStill(t *testing.T) {
	p := newPlayer(t, 1)
	p.key(ebiten.KeyEnter)
	if p.s.confirm == nil {
		t.Fatal("Enter with points unspent asked nothing: the test needs the question")
	}
	cam := p.s.cam.camera
	for _, k := range []ebiten.Key{ebiten.KeyEqual, ebiten.KeyKPAdd, ebiten.KeyMinus, ebiten.KeyArrowLeft, ebiten.KeyArrowUp, ebiten.KeyHome} {
		p.key(k)
		if p.s.cam.camera != cam {
			t.Fatalf("%v moved the map under the question", k)
		}
	}
	if p.s.confirm == nil || p.g().Step != rules.StepResupply {
		t.Fatalf("the question went away (step %s)", p.g().Step)
	}
	p.key(ebiten.KeyEscape)
	p.key(ebiten.KeyEqual)
	if p.s.cam.camera == cam {
		t.Error("with the question gone, + did not zoom the map")
	}
}
