// Package title is the title screen: it starts a campaign of the player's
// choice (every year whose data the game has).
package title

import (
	"errors"
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/campaign"
	"nimitz/scenes/menu"
	"nimitz/scenes/setup"
	"nimitz/scenes/tutorial"
	"nimitz/scenes/ui"
)

const w, h = scenes.DesignWidth, scenes.DesignHeight

// Scene is the title screen.
type Scene struct {
	seed uint64
	scenes.Screen
	hover int // the button under the cursor (continueButton for Continue), -1 for none
	err   string
	tick  int
	// notices are what the player must know before playing (Tell),
	// shown at the head of the cover while it is up.
	notices []string

	looked bool            // the saves folder was looked at
	newest *savegame.Entry // the save Continue opens; nil when there is none

	board boardCover // the Pacific behind the cover (cover.go)
}

// continueButton and linkedButton are the hover values of the Continue and
// Linked 1942–45 buttons.
const (
	continueButton = 1000
	linkedButton   = 1001
	watchButton    = 1002
	learnButton    = 1003
	loadButton     = 1004
	settingsButton = 1005
	quitButton     = 1006
	recordButton   = 1007
)

// New returns the title screen; campaigns start with the given dice seed.
func New(seed uint64) *Scene { return &Scene{seed: seed, hover: -1} }

// Settled implements scenes.Settler: a screenshot waits for the cover's
// board, which comes a frame after the title.
func (s *Scene) Settled() bool { return s.board.ready() }

// Seed is the dice seed the title's next campaign starts with.
func (s *Scene) Seed() uint64 { return s.seed }

// Titles returns the title screens a program run goes back to, each with
// the next dice seed after seed: every campaign started from one (the game
// menu's "New campaign", again and again) has dice of its own.
func Titles(seed uint64) func() scenes.Scene {
	next := seed
	return func() scenes.Scene {
		next++
		return New(next)
	}
}

// Tell makes the screen show text at its head for as long as it is up (""
// shows nothing; each text told is a paragraph of its own): the program's
// first screen says so what went wrong as it started (settings that could
// not be read, a save named on the command line that cannot be opened),
// where a player who started it from a desktop sees it.
func (s *Scene) Tell(text string) {
	if text != "" {
		s.notices = append(s.notices, text)
	}
}

// Notices are the texts Tell gave the screen to show.
func (s *Scene) Notices() []string { return s.notices }

// noticeWidth is the width of the notices' panel, at the head of the cover.
const noticeWidth = w - 240

// lookForSaves finds the newest save for Continue, once.
func (s *Scene) lookForSaves(ctx *scenes.Context) {
	if s.looked {
		return
	}
	s.looked = true
	if ctx.AutosaveDir == "" {
		return
	}
	e, err := savegame.Newest(ctx.AutosaveDir)
	var le *savegame.LoadError
	switch {
	case err == nil:
		s.newest = &e
	case errors.As(err, &le) && le.Problem == savegame.NoSave:
		// A first game: nothing to continue.
	default:
		s.err = "The saves folder cannot be read: " + err.Error()
	}
}

// continueGame opens the newest save.
func (s *Scene) continueGame(ctx *scenes.Context) {
	if s.newest == nil {
		return
	}
	l, err := savegame.Load(s.newest.Path)
	if err == nil {
		err = ctx.Resume(l.Session)
	}
	if err != nil {
		s.err = err.Error()
		ctx.Notify(err.Error(), true)
		return
	}
	what := fmt.Sprintf("the %d campaign", l.Campaign)
	if l.Kind == savegame.KindLinked {
		what = fmt.Sprintf("the linked series, %d campaign", l.Campaign)
	}
	ctx.Notify(strings.TrimSpace(fmt.Sprintf("Continuing %s: %s, %s (saved %s). %s", what, l.TurnName, l.Step,
		l.SavedAt.Local().Format("2 Jan 15:04"), l.ContinuedNote())), false)
}

// Update implements scenes.Scene.
func (s *Scene) Update(ctx *scenes.Context) error {
	s.tick++
	s.Pointer(ctx)
	s.lookForSaves(ctx)
	if !s.board.ready() {
		// The first frame went without the board: the next brings it.
		ctx.Redraw()
	}
	years := rules.Years()
	x, y := s.View.ToDesign(ctx.Input.Cursor())
	lay := coverFor(s.View.Finger)
	was := s.hover
	s.hover = -1
	for i := range years {
		if lay.year(i, len(years)).Contains(x, y) {
			s.hover = i
		}
	}
	if s.newest != nil && lay.cont.Contains(x, y) {
		s.hover = continueButton
	}
	if lay.linked.Contains(x, y) {
		s.hover = linkedButton
	}
	if lay.watch.Contains(x, y) {
		s.hover = watchButton
	}
	if lay.learn.Contains(x, y) {
		s.hover = learnButton
	}
	for i, b := range []int{loadButton, recordButton, settingsButton, quitButton} {
		if lay.bottom(i).Contains(x, y) {
			s.hover = b
		}
	}
	if s.hover != was {
		ctx.Redraw()
	}
	// With a game to go on with, Enter continues it: the lit button at the
	// top is what a player expects the key to press.
	enter := ctx.Input.Pressed(ebiten.KeyEnter) || ctx.Input.Pressed(ebiten.KeySpace)
	if s.newest != nil && (enter || ctx.Input.Pressed(ebiten.KeyC) || (ctx.Input.Clicked() && s.hover == continueButton)) {
		s.continueGame(ctx)
		return nil
	}
	if ctx.Input.Pressed(ebiten.KeyEscape) {
		ctx.GoTo(menu.New(s))
		return nil
	}
	if ctx.Input.Clicked() {
		switch s.hover {
		case loadButton:
			if ctx.Files == nil {
				s.err = "Loading is not available here."
			} else {
				ctx.Files.Open(ctx)
			}
			return nil
		case recordButton:
			s.openRecord(ctx)
			return nil
		case settingsButton:
			m := menu.New(s)
			m.ShowSettings()
			ctx.GoTo(m)
			return nil
		case quitButton:
			ctx.Quit()
			return nil
		}
	}
	if ctx.Input.Pressed(ebiten.KeyR) {
		s.openRecord(ctx)
		return nil
	}
	if ctx.Input.Pressed(ebiten.KeyW) || (ctx.Input.Clicked() && s.hover == watchButton) {
		s.watch(ctx)
		return nil
	}
	if ctx.Input.Pressed(ebiten.KeyL) || (ctx.Input.Clicked() && s.hover == linkedButton) {
		// The setup screen first, as for one campaign: its options and seed.
		s.openSetup(ctx, setup.Linked)
		return nil
	}
	if ctx.Input.Pressed(ebiten.KeyT) || (ctx.Input.Clicked() && s.hover == learnButton) {
		// The rulebook's Extended Example, coached; it leads back here.
		seed := s.seed
		ctx.GoTo(tutorial.New(func() scenes.Scene { return New(seed) }))
		return nil
	}
	start := -1
	if ctx.Input.Clicked() && s.hover >= 0 && s.hover < len(years) {
		start = s.hover
	}
	if enter && len(years) > 0 {
		start = 0
	}
	if start >= 0 {
		s.openSetup(ctx, years[start])
	}
	return nil
}

// openRecord opens the War record; its Back comes back to this screen.
func (s *Scene) openRecord(ctx *scenes.Context) {
	if err := ctx.OpenRecord(func() scenes.Scene { return s }); err != nil {
		s.err = err.Error()
		ctx.Notify(err.Error(), true)
	}
}

// watch asks for a saved game and opens it as a replay.
func (s *Scene) watch(ctx *scenes.Context) {
	if ctx.Files == nil {
		s.err = "Saved games cannot be opened here."
		ctx.Notify(s.err, true)
		return
	}
	ctx.Files.OpenReplay(ctx)
}

// openSetup opens the setup screen of a new game of year (setup.Linked for
// the linked series): it chooses the options and the seed, then starts.
func (s *Scene) openSetup(ctx *scenes.Context, year int) {
	next, err := setup.New(year, s.seed, startScene, func() scenes.Scene { return s })
	if err != nil {
		s.err = err.Error()
		ctx.Notify(err.Error(), true)
		return
	}
	ctx.GoTo(next)
}

// startScene is Start, or StartLinked, for the setup screen.
func startScene(ctx *scenes.Context, year int, seed uint64) (scenes.Scene, error) {
	if year == setup.Linked {
		return StartLinked(ctx, seed)
	}
	return Start(ctx, year, seed)
}

// Start begins a campaign and returns its map screen, which leads back to a
// title screen when the campaign is over.
func Start(ctx *scenes.Context, year int, seed uint64) (*campaign.Scene, error) {
	opts := rules.Options{Year: year, Seed: seed}
	if st := ctx.Settings; st != nil {
		opts = st.CampaignOptions(year, seed)
	}
	sess, evs, err := savegame.NewSession(opts)
	if err != nil {
		return nil, err
	}
	return play(ctx, sess, evs, seed)
}

// StartLinked begins a linked series, 1942 through 1945, with the options in
// the settings, and returns the map of its first campaign; each campaign's
// end leads to the next.
func StartLinked(ctx *scenes.Context, seed uint64) (*campaign.Scene, error) {
	opts := rules.Options{Seed: seed}
	if st := ctx.Settings; st != nil {
		opts = st.CampaignOptions(0, seed)
	}
	sess, evs, err := savegame.NewSeriesSession(opts)
	if err != nil {
		return nil, err
	}
	return play(ctx, sess, evs, seed)
}

// play makes a new session the one in play, autosaves it and returns its map.
func play(ctx *scenes.Context, sess *savegame.Session, evs []rules.Event, seed uint64) (*campaign.Scene, error) {
	c, err := campaign.New(sess, evs)
	if err != nil {
		return nil, err
	}
	c.NewTitle = func() scenes.Scene { return New(seed + 1) }
	ctx.Play(sess)
	if ctx.AutosaveDir != "" {
		if _, err := savegame.AutoSave(ctx.AutosaveDir, sess); err != nil {
			ctx.Notify(fmt.Sprintf("Autosave failed: %v", err), true)
		}
	}
	return c, nil
}

// Resume returns the map screen for a saved campaign (scenes.Options.Resume):
// it shows the game at the saved moment and hands over to the battle board
// when the save was made in a battle.
func Resume(ctx *scenes.Context, sess *savegame.Session) (scenes.Scene, error) {
	c, err := campaign.New(sess, nil)
	if err != nil {
		return nil, err
	}
	seed := sess.Options().Seed
	c.NewTitle = func() scenes.Scene { return New(seed + 1) }
	return c, nil
}

// Draw implements scenes.Scene.
func (s *Scene) Draw(screen *ebiten.Image, ctx *scenes.Context) {
	v := s.Frame(screen, ctx)
	lay := coverFor(v.Finger)
	if lay.height > h {
		// Buttons for fingers take more room: the cover, taller, keeps
		// its middle at the canvas's.
		v = v.Block(w, lay.height)
		s.View = v
	}
	// The board's Pacific, faint, and a fleet carrier under way behind the
	// name, as on the box.
	b := screen.Bounds()
	s.board.draw(screen, ctx.Canvas(float64(b.Dx()), float64(b.Dy())))
	ui.DrawSilhouette(screen, v, ui.Rect{X: w/2 - 560, Y: 60, W: 1120, H: 420}, ui.FleetCarrier, color.NRGBA{0x3c, 0x66, 0xa0, 0x90})
	v.Text(screen, "FLEET COMMANDER", ui.SizeDisplay, true, ui.Gold, w/2, 170, ui.Center)
	v.Text(screen, "NIMITZ", ui.SizeDisplay*2.75, true, ui.Cream, w/2, 220, ui.Center)
	v.Line(screen, w/2-300, 365, w/2+300, 365, 2, ui.Gold)
	v.Text(screen, "The WWII Pacific Ocean Solitaire Strategy Game", ui.SizeTitle, false, ui.Pale, w/2, 385, ui.Center)
	v.Text(screen, "You command the US forces. The game plays Japan by the rulebook.", ui.SizeLarge, false, ui.Muted, w/2, 425, ui.Center)
	s.drawLinked(screen, v, lay.linked)
	if e := s.newest; e != nil {
		r := lay.cont
		what := fmt.Sprintf("%d campaign", e.Campaign)
		if e.Linked {
			what = fmt.Sprintf("Linked 1942–45, %d campaign", e.Campaign)
		}
		ui.DrawButton(screen, v, r, ui.Button{Label: "Continue", Key: "C", Style: ui.Primary,
			Note: fmt.Sprintf("%s · %s · %s · saved %s", what, e.TurnName, e.Step, e.SavedAt.Local().Format("2 Jan 2006 15:04"))},
			s.hover == continueButton)
	}
	years := rules.Years()
	for i, y := range years {
		b := ui.Button{Label: fmt.Sprintf("The %d Campaign", y)}
		if i == 0 && s.newest == nil {
			b.Style = ui.Primary // Enter starts the first campaign
		}
		ui.DrawButton(screen, v, lay.year(i, len(years)), b, i == s.hover)
	}
	ui.DrawButton(screen, v, lay.learn, ui.Button{Label: "Learn to play", Key: "T", Style: ui.Quiet,
		Note: "the rulebook's Extended Example, with a coach"}, s.hover == learnButton)
	ui.DrawButton(screen, v, lay.watch, ui.Button{Label: "Watch a replay", Key: "W", Style: ui.Quiet,
		Note: "a saved game, step by step"}, s.hover == watchButton)
	// The hint, or what went wrong in its place.
	if s.err != "" {
		drawProblem(screen, v, s.err, lay.hintY)
	} else if s.newest != nil {
		v.Text(screen, "Press Enter to continue your game, or click a campaign to choose its options and start anew.", ui.SizeLarge, false, ui.Muted, w/2, lay.hintY, ui.Center)
	} else {
		v.Text(screen, "Click a campaign to choose its options and start, or press Enter for the first.", ui.SizeLarge, false, ui.Muted, w/2, lay.hintY, ui.Center)
	}
	for i, b := range []struct {
		id  int
		btn ui.Button
	}{
		{loadButton, ui.Button{Label: "Load", Key: "Ctrl+O", Style: ui.Quiet}},
		{recordButton, ui.Button{Label: "War record", Key: "R", Style: ui.Quiet, Off: !ctx.CanOpenRecord()}},
		{settingsButton, ui.Button{Label: "Settings", Style: ui.Quiet}},
		{quitButton, ui.Button{Label: "Quit", Style: ui.Quiet}},
	} {
		ui.DrawButton(screen, v, lay.bottom(i), b.btn, s.hover == b.id)
	}
	v.Text(screen, fmt.Sprintf("Dice seed %d", s.seed), ui.SizeSmall, false, ui.Muted, w/2, lay.seedY, ui.Center)
	if len(s.notices) > 0 {
		s.drawNotices(screen, v)
	}
}

// drawNotices draws the notices in a panel at the head of the cover, as
// tall as their lines, over the carrier's faint outline.
func (s *Scene) drawNotices(screen *ebiten.Image, v ui.View) {
	face := v.Face(ui.SizeLarge, false)
	lines := 0
	for _, n := range s.notices {
		lines += len(ui.Wrap(n, face, (noticeWidth-20)*v.Scale))
	}
	gap := ui.SizeLarge * 0.5
	r := ui.Rect{X: w/2 - noticeWidth/2, Y: 12, W: noticeWidth,
		H: 18 + ui.SizeHeading*1.6 + float64(lines)*ui.SizeLarge*1.3 + float64(len(s.notices)-1)*gap}
	v.Over(r)
	in := ui.DrawPanel(screen, v, r, "Before you play")
	y := in.Y
	for _, n := range s.notices {
		y = v.Paragraph(screen, n, ui.SizeLarge, false, ui.Slash, in.X, y, in.W) + gap
	}
}

// drawProblem writes what went wrong in place of the hint (at y): on one
// line when it fits, else on two in a smaller size.
func drawProblem(screen *ebiten.Image, v ui.View, problem string, y float64) {
	if v.TextWidth(problem, ui.SizeLarge, false) <= w-80 {
		v.Text(screen, problem, ui.SizeLarge, false, ui.Slash, w/2, y, ui.Center)
		return
	}
	lines := ui.Wrap(problem, v.Face(ui.SizeBody, false), (w-80)*v.Scale)
	for i, l := range lines[:min(len(lines), 2)] {
		v.Text(screen, l, ui.SizeBody, false, ui.Slash, w/2, y-8+float64(i)*ui.SizeBody*1.3, ui.Center)
	}
}
