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
	"nimitz/scenes/ui"
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
	p.clickRect(confirmNeverBt)
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
