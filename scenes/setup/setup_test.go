package setup_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/campaign"
	"nimitz/scenes/setup"
	"nimitz/scenes/title"
	"nimitz/scenes/ui"
)

// player drives the manager from the title screen with scripted input.
type player struct {
	t  *testing.T
	m  *scenes.Manager
	in *ui.Script
}

func newPlayer(t *testing.T) *player {
	t.Helper()
	in := &ui.Script{}
	m, err := scenes.NewManager(scenes.Context{Input: in}, title.New(77), scenes.Options{Resume: title.Resume})
	if err != nil {
		t.Fatal(err)
	}
	p := &player{t: t, m: m, in: in}
	p.tick()
	return p
}

func (p *player) tick() {
	p.t.Helper()
	if err := p.m.Update(); err != nil {
		p.t.Fatal(err)
	}
	p.in.EndTick()
}

func (p *player) click(x, y float64) { p.in.Click(x, y); p.tick(); p.tick() }

func (p *player) key(k ebiten.Key) { p.in.Key(k); p.tick(); p.tick() }

func (p *player) setup() *setup.Scene {
	p.t.Helper()
	s, ok := p.m.Current().(*setup.Scene)
	if !ok {
		p.t.Fatalf("the screen is %T, want the setup screen", p.m.Current())
	}
	return s
}

// TestTitleOpensSetupAndStartsWithItsOptions: a campaign clicked on the title
// opens the setup screen; the options chosen there are kept in the settings
// and the campaign starts with them and the seed typed, through a Session.
func TestTitleOpensSetupAndStartsWithItsOptions(t *testing.T) {
	years := rules.Years()
	if len(years) < 2 {
		t.Skip("needs two campaigns")
	}
	p := newPlayer(t)
	p.key(ebiten.KeyEnter) // the title's first campaign
	s := p.setup()
	if s.Year() != years[0] {
		t.Fatalf("the setup screen offers %d, want %d", s.Year(), years[0])
	}
	if seed, ok := s.Seed(); !ok || seed != 77 {
		t.Errorf("the seed field holds %d, want the title's 77", seed)
	}
	// Every year is offered, then the linked series: click the last year,
	// then back to the first.
	n := len(years) + 1
	p.click(setup.YearCenter(len(years)-1, n))
	if s.Year() != years[len(years)-1] {
		t.Fatalf("clicking the last campaign chose %d", s.Year())
	}
	p.click(setup.YearCenter(0, n))
	p.key(ebiten.KeyArrowRight)
	p.key(ebiten.KeyArrowLeft)
	if s.Year() != years[0] {
		t.Fatalf("the arrows left %d chosen, want %d", s.Year(), years[0])
	}
	// The game makes Japan's choices, answer plans automatically, choose the
	// bombing counters, the Defeat Check as printed, animations off.
	for _, c := range [][2]int{{0, 1}, {1, 1}, {2, 0}, {3, 1}, {4, 0}} {
		p.click(setup.ChoiceCenter(c[0], c[1]))
	}
	st := p.m.Settings()
	if !st.GameMakesJapanChoices || !st.AutoAnswerBattlePlans || !st.ChooseBombing || !st.DefeatCheckAsPrinted || st.AnimationSpeed != 0 {
		t.Fatalf("the settings after the clicks: %+v", st)
	}
	// Replace the seed: delete it, type another.
	for range 2 {
		p.key(ebiten.KeyBackspace)
	}
	p.key(ebiten.KeyDelete)
	p.in.Type("12a3")
	p.tick()
	if seed, _ := s.Seed(); seed != 123 {
		t.Fatalf("the seed typed is %d, want 123 (letters ignored)", seed)
	}
	p.key(ebiten.KeyEnter)
	c, ok := p.m.Current().(*campaign.Scene)
	if !ok {
		t.Fatalf("Start led to %T, want the map (%s)", p.m.Current(), s.Err())
	}
	ctx := p.m.Context()
	if ctx.Session == nil || ctx.Session != c.Session() {
		t.Fatal("the campaign is not played through a Session")
	}
	want := rules.Options{Year: years[0], Seed: 123, GameMakesJapanChoices: true, AutoPlans: true, ChooseBombing: true, DefeatCheckAsPrinted: true}
	if got := ctx.Session.Options(); got != want {
		t.Errorf("the campaign began with %+v, want %+v", got, want)
	}
}

// TestSetupRefusesABadSeedAndGoesBack: an empty seed is refused with a
// message; Esc returns to the title screen.
func TestSetupRefusesABadSeedAndGoesBack(t *testing.T) {
	p := newPlayer(t)
	p.key(ebiten.KeyEnter) // the title's first campaign
	s := p.setup()
	p.key(ebiten.KeyDelete)
	p.key(ebiten.KeyEnter)
	if p.m.Current() != s || s.Err() == "" {
		t.Fatalf("an empty seed started %T (message %q)", p.m.Current(), s.Err())
	}
	p.click(setup.RandomCenter())
	if _, ok := s.Seed(); !ok || s.Err() != "" {
		t.Error("New random seed did not fill the field")
	}
	p.key(ebiten.KeyEscape)
	if _, ok := p.m.Current().(*title.Scene); !ok {
		t.Errorf("Esc led to %T, want the title", p.m.Current())
	}
}

// TestSetupShowsTheOptionsInForce: the options drawn lit are the settings'.
func TestSetupShowsTheOptionsInForce(t *testing.T) {
	st := savegame.DefaultSettings()
	st.GameMakesJapanChoices, st.AnimationSpeed = true, 2
	s, err := setup.New(1942, 5, func(*scenes.Context, int, uint64) (scenes.Scene, error) { return nil, nil }, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := setup.Chosen(s, &st); got[0] != 1 || got[1] != 0 || got[2] != 1 || got[3] != 0 || got[4] != 4 {
		t.Errorf("choices shown %v, want [1 0 1 0 4]", got)
	}
	// Drawing the screen with those settings must not fail.
	ctx, err := scenes.NewTestContext(nil, &ui.Script{})
	if err != nil {
		t.Fatal(err)
	}
	img := ebiten.NewImage(scenes.DesignWidth, scenes.DesignHeight)
	defer img.Deallocate()
	s.Draw(img, ctx)
}

// TestSetupStartsTheLinkedSeries: the last choice is Linked 1942–45, started
// as a series with the options chosen.
func TestSetupStartsTheLinkedSeries(t *testing.T) {
	p := newPlayer(t)
	p.key(ebiten.KeyEnter)
	s := p.setup()
	n := len(rules.Years()) + 1
	p.click(setup.YearCenter(n-1, n))
	if s.Year() != setup.Linked {
		t.Fatalf("the last choice is %d, want the linked series", s.Year())
	}
	p.click(setup.ChoiceCenter(2, 0)) // choose the bombing counters
	p.key(ebiten.KeyEnter)
	c, ok := p.m.Current().(*campaign.Scene)
	if !ok {
		t.Fatalf("Start led to %T, want the map (%s)", p.m.Current(), s.Err())
	}
	sess := p.m.Context().Session
	if sess == nil || sess != c.Session() || !sess.Linked() || c.Game().Year != 1942 {
		t.Fatal("the linked series did not start at 1942 through a Session")
	}
	if o := sess.Options(); !o.ChooseBombing || o.Seed != 77 {
		t.Errorf("the series began with %+v, want the bombing choice and seed 77", o)
	}
}
