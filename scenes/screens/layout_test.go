package screens

import (
	"fmt"
	"math"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/odds"
	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/battle"
	"nimitz/scenes/campaign"
	"nimitz/scenes/end"
	"nimitz/scenes/files"
	"nimitz/scenes/logistics"
	"nimitz/scenes/menu"
	"nimitz/scenes/playerlog"
	"nimitz/scenes/record"
	"nimitz/scenes/reference"
	"nimitz/scenes/replay"
	"nimitz/scenes/setup"
	"nimitz/scenes/staff"
	"nimitz/scenes/title"
	"nimitz/scenes/ui"
	"nimitz/scenes/verdict"
	"nimitz/sim"
	"nimitz/warrecord"
)

// sizes are the window sizes every screen is checked at, with the interface
// size (percent): a small laptop, the common laptop, full HD, 1440p, a 16:10
// and a 4:3 monitor, full HD at the smallest interface size (the widest
// canvas) and a tablet held upright. The largest interface sizes give the
// design canvas, which the small windows check, scaled up (TestUnitScale).
var sizes = [][3]int{{1280, 720, 100}, {1366, 768, 100}, {1920, 1080, 100}, {2560, 1440, 100},
	{1920, 1200, 100}, {1600, 1200, 100}, {1920, 1080, 80}, {768, 1024, 100}}

// viewed is a screen that tells the view of its last frame (scenes.Screen).
type viewed interface{ LastView() ui.View }

// screen is one screen to check, and the screen it is drawn over (nil when it
// fills the window itself).
type screen struct {
	name  string
	under scenes.Scene
	s     scenes.Scene
	// cursor, when set, is where the cursor rests on the screen.
	cursor func() (x, y float64)
	// asking is a screen with its own question drawn over it: what the
	// question's panel hides of the screen is covered, not cut off.
	asking bool
}

// played is a 1942 campaign played by the heuristic policy through a session.
type played struct {
	t    *testing.T
	sess *savegame.Session
	pol  sim.Policy
}

func play(t *testing.T, year int, seed uint64) *played {
	t.Helper()
	sess, _, err := savegame.NewSession(rules.Options{Year: year, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	pol, err := sim.NewPolicy("heuristic", seed)
	if err != nil {
		t.Fatal(err)
	}
	return &played{t: t, sess: sess, pol: pol}
}

// until plays until done says so, and returns the events of the last decision.
func (p *played) until(done func(g *rules.Game, evs []rules.Event) bool) []rules.Event {
	p.t.Helper()
	for i := 0; i < 20000; i++ {
		g := p.sess.Game()
		if g.Over {
			p.t.Fatal("the campaign ended first")
		}
		d, err := p.pol.Decide(g)
		if err != nil {
			p.t.Fatal(err)
		}
		evs, err := p.sess.Apply(d)
		if err != nil {
			p.t.Fatal(err)
		}
		if done(g, evs) {
			return evs
		}
	}
	p.t.Fatal("never got there")
	return nil
}

// screensOf builds every screen the game has, each on a game in the state it
// shows.
func screensOf(t *testing.T, ctx *scenes.Context) []screen {
	t.Helper()
	var out []screen
	add := func(name string, under, s scenes.Scene) { out = append(out, screen{name: name, under: under, s: s}) }
	back := func() scenes.Scene { return title.New(1) }

	add("title", nil, title.New(1))
	add("title, a game to continue", nil, titleWithSave(t, ctx))
	told := title.New(1)
	told.Tell(`Your settings could not be read from "/home/chester/.config/nimitz/settings.json" (invalid character 'x' looking for beginning of object key string); the game uses its default settings. The damaged file is kept as "settings.damaged-12.json".`)
	add("title, settings not read", nil, told)
	st, err := setup.New(1942, 1, func(*scenes.Context, int, uint64) (scenes.Scene, error) { return nil, nil }, back)
	if err != nil {
		t.Fatal(err)
	}
	add("setup", nil, st)
	add("verdict", nil, verdictShown(t))
	for _, year := range rules.Years() {
		sess, evs, err := savegame.NewSession(rules.Options{Year: year, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		m, err := campaign.New(sess, evs)
		if err != nil {
			t.Fatal(err)
		}
		add(fmt.Sprintf("map %d", year), nil, m)
		if year == 1942 || year == 1944 {
			net, err := campaign.New(sess, nil)
			if err != nil {
				t.Fatal(err)
			}
			net.ShowSupplyNetwork(true)
			add(fmt.Sprintf("map %d, supply network", year), nil, net)
		}
		areas := []string{"Borneo"}
		if year == 1942 {
			areas = []string{rules.Hawaii, "Marshall Islands", "Borneo", rules.WestCoast, "Samoa"}
		}
		for _, area := range areas {
			out = append(out, screen{name: fmt.Sprintf("map %d, %s explained", year, area), s: m,
				cursor: func() (float64, float64) { return m.AreaPoint(area) }})
		}
		if year == 1942 {
			add("game menu", m, menu.New(m))
			settings := menu.New(m)
			settings.ShowSettings()
			add("settings", m, settings)
			// The open list, with three saves of this game in the folder.
			dir := t.TempDir()
			for _, name := range []string{"a.json", "second game.json", "a much longer name for a saved game.json"} {
				if err := savegame.Save(filepath.Join(dir, name), sess); err != nil {
					t.Fatal(err)
				}
			}
			for _, save := range []bool{false, true} {
				ctx.Play(sess)
				pk, err := files.NewPicker(files.New(dir, nil), m, ctx, save)
				if err != nil {
					t.Fatal(err)
				}
				add(fmt.Sprintf("files (save %v)", save), m, pk)
			}
			for i, tab := range reference.Tabs {
				r := reference.New(m)
				r.ShowTab(i)
				add("rules reference: "+tab, nil, r)
			}
		}
		// Every year's log: 1945 counts up to 19 Objectives toward Victory,
		// whose axis labels once stood on each other.
		pl, err := playerlog.New(sess, func() scenes.Scene { return m })
		if err != nil {
			t.Fatal(err)
		}
		add(fmt.Sprintf("player log %d", year), nil, pl)
	}

	// The Battle Sheet at its first Battle Turn question.
	p := play(t, 1942, 3)
	var before *rules.Battle
	evs := p.until(func(g *rules.Game, _ []rules.Event) bool {
		if g.Battle != nil && g.Battle.Turn >= 1 && g.Asks() == rules.AskBattle {
			return true
		}
		before = nil
		if g.Battle != nil {
			before = g.Clone().Battle
		}
		return false
	})
	b, err := battle.New(p.sess.Game(), before, evs, func([]rules.Event) scenes.Scene { return back() })
	if err != nil {
		t.Fatal(err)
	}
	add("battle board", nil, b)

	// The Battle Plan selection, its odds beside the plan's text.
	p = play(t, 1942, 3)
	evs = p.until(func(g *rules.Game, _ []rules.Event) bool {
		p := g.Pending()
		return p.Kind == rules.AskBattle && p.Battle != nil && p.Battle.Kind == rules.AskBuyPlans
	})
	bp, err := battle.New(p.sess.Game(), nil, evs, func([]rules.Event) scenes.Scene { return back() })
	if err != nil {
		t.Fatal(err)
	}
	add("battle plan selection", nil, bp)

	// A battle's summary: the board once the battle is over.
	p = play(t, 1942, 3)
	var start *rules.Battle
	var fought []rules.Event
	p.until(func(g *rules.Game, evs []rules.Event) bool {
		for _, e := range evs {
			if e.Kind == rules.EvBattleStart {
				fought = nil
			}
		}
		fought = append(fought, evs...)
		if start == nil && g.Battle != nil {
			start = g.Clone().Battle
		}
		for _, e := range evs {
			if e.Kind == rules.EvBattleEnd {
				return true
			}
		}
		return false
	})
	sum, err := battle.New(p.sess.Game(), start, fought, func([]rules.Event) scenes.Scene { return back() })
	if err != nil {
		t.Fatal(err)
	}
	add("battle summary", nil, sum)

	// The steps after the battles.
	p = play(t, 1942, 5)
	evs = p.until(func(_ *rules.Game, evs []rules.Event) bool { return logistics.Has(evs) })
	l, err := logistics.New(p.sess.Game(), evs, back)
	if err != nil {
		t.Fatal(err)
	}
	add("after the battles", nil, l)

	// The end of a campaign.
	p = play(t, 1942, 2)
	p.until(func(g *rules.Game, _ []rules.Event) bool { return g.Over })
	e, err := end.New(p.sess.Game(), back, back)
	if err != nil {
		t.Fatal(err)
	}
	add("end", nil, e)

	// The replay of that campaign: at an event with two dice, in the
	// middle of a decision; at its start; at its end.
	for _, at := range []string{"dice", "start", "end", "battle sheet"} {
		pb, err := savegame.NewPlayback(p.sess)
		if err != nil {
			t.Fatal(err)
		}
		switch at {
		case "dice":
			for pb.Seek(0); len(pb.Dice()) < 2; {
				if !pb.NextEvent() {
					t.Fatal("no event with two dice in the campaign")
				}
			}
		case "start":
			pb.Seek(0)
		case "battle sheet":
			for pb.Seek(0); pb.Moment(pb.At()).Step != rules.StepBattles || !inBattle(t, pb); {
				if !pb.NextDecision() {
					t.Fatal("no battle in the campaign")
				}
			}
		}
		r, err := replay.New(pb)
		if err != nil {
			t.Fatal(err)
		}
		if at == "battle sheet" {
			in := ctx.Input.(*ui.Script)
			in.Key(ebiten.KeyB)
			if err := r.Update(ctx); err != nil {
				t.Fatal(err)
			}
			in.EndTick()
			if !r.SheetShown() {
				t.Fatal("the replay does not show the Battle Sheet")
			}
		}
		add("replay ("+at+")", nil, r)
	}
	// A bookmark's note being typed in the replay.
	pb, err := savegame.NewPlayback(p.sess)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := pb.AddBookmark("a bookmark on the timeline"); err != nil {
		t.Fatal(err)
	}
	pb.Seek(pb.Len() / 2)
	r, err := replay.New(pb)
	if err != nil {
		t.Fatal(err)
	}
	in := ctx.Input.(*ui.Script)
	in.Key(ebiten.KeyM)
	if err := r.Update(ctx); err != nil {
		t.Fatal(err)
	}
	in.EndTick()
	in.Type("The carriers sail for Midway, against the odds, and a long note that runs on past the field")
	if err := r.Update(ctx); err != nil {
		t.Fatal(err)
	}
	in.EndTick()
	if !r.Noting() {
		t.Fatal("the replay takes no note")
	}
	add("replay (bookmark)", nil, r)
	add("war record", nil, recordWith(t, ctx, p.sess))
	add("war record (empty)", nil, record.New(back))
	return out
}

// recordWith is the War record screen over a record of the campaign
// played, a linked series' first campaign and an abandoned one, read from
// a saves folder.
func recordWith(t *testing.T, ctx *scenes.Context, ended *savegame.Session) scenes.Scene {
	t.Helper()
	dir := t.TempDir()
	abandoned := play(t, 1943, 4)
	abandoned.until(func(g *rules.Game, _ []rules.Event) bool { return g.Turn >= 3 })
	var rec warrecord.Record
	for i, s := range []*savegame.Session{ended, abandoned.sess} {
		e, err := warrecord.FromSession(s, time.Date(2026, 2, 1+i, 20, 0, 0, 0, time.UTC), !s.Over(), 10)
		if err != nil {
			t.Fatal(err)
		}
		rec = rec.With(e, nil)
	}
	if err := warrecord.Save(savegame.Disk(), dir, rec); err != nil {
		t.Fatal(err)
	}
	s := record.New(func() scenes.Scene { return title.New(1) })
	was := ctx.AutosaveDir
	ctx.AutosaveDir = dir
	defer func() { ctx.AutosaveDir = was }()
	if err := s.Update(ctx); err != nil {
		t.Fatal(err)
	}
	if len(s.Shown()) != 2 || s.Problem() != "" {
		t.Fatalf("the record screen shows %d entries (%s)", len(s.Shown()), s.Problem())
	}
	return s
}

// inBattle reports whether a battle is being fought at the playback's
// cursor.
// titleWithSave is the cover when the saves folder holds a game: it looks
// for saves once, in a folder holding one autosave.
// verdictShown is the verdict screen showing a verdict of ten costly
// decisions worded at their longest and more battles than its list holds.
func verdictShown(t *testing.T) scenes.Scene {
	t.Helper()
	sess, _, err := savegame.NewSession(rules.Options{Year: 1942, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	v := &staff.Verdict{}
	for i := range 12 {
		v.Judged = append(v.Judged, staff.Judged{At: i, TurnName: "Sep/Oct", Step: rules.StepMovement,
			Played: "Move CV Enterprise, CV Hornet, BB South Dakota, CA Northampton, DD DESRON 2 to Hawaiian Islands",
			Staff:  "Move CV Enterprise, CV Hornet, BB South Dakota to Solomon Islands",
			Reason: "Reinforce the Solomon Islands: 4 Japanese Ships can reach it by Engage; holding it keeps New Caledonia In-Supply",
			Lost:   1.5 - float64(i)/10, LostSE: 0.4})
	}
	for i := range 30 {
		v.Battles = append(v.Battles, staff.Luck{At: i, Area: "Hawaiian Islands", TurnName: "Nov/Dec", Outcome: odds.Outcome(i % 3),
			Odds: odds.Result{USWins: odds.Estimate{Mean: 0.12, StdErr: 0.01}, BothRemain: odds.Estimate{Mean: 0.5, StdErr: 0.02}, USWipedOut: odds.Estimate{Mean: 0.38, StdErr: 0.02}}})
	}
	s := verdict.New(sess, func(*staff.Verdict) scenes.Scene { return nil })
	s.Show(v)
	return s
}

func titleWithSave(t *testing.T, ctx *scenes.Context) scenes.Scene {
	t.Helper()
	dir := t.TempDir()
	sess, _, err := savegame.NewSession(rules.Options{Year: 1943, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := savegame.AutoSave(dir, sess); err != nil {
		t.Fatal(err)
	}
	s := title.New(1)
	was := ctx.AutosaveDir
	ctx.AutosaveDir = dir
	defer func() { ctx.AutosaveDir = was }()
	if err := s.Update(ctx); err != nil {
		t.Fatal(err)
	}
	return s
}

func inBattle(t *testing.T, pb *savegame.Playback) bool {
	t.Helper()
	g, err := pb.Game()
	if err != nil {
		t.Fatal(err)
	}
	return g.Battle != nil
}

// settle updates a screen until its animations have played.
func settle(t *testing.T, ctx *scenes.Context, s scenes.Scene) {
	t.Helper()
	ctx.Elapsed = 600
	for i := 0; i < 400; i++ {
		if err := s.Update(ctx); err != nil {
			t.Fatal(err)
		}
		if st, ok := s.(scenes.Settler); !ok || st.Settled() {
			break
		}
	}
	ctx.Elapsed = 0
}

// TestEveryScreenFitsEveryWindow draws every screen at every size and checks
// what it drew: no text cut off at the window's edge, no two texts running
// into each other, no two buttons overlapping, no text running out of its
// button.
func TestEveryScreenFitsEveryWindow(t *testing.T) {
	in := &ui.Script{}
	ctx, err := scenes.NewTestContext(nil, in)
	if err != nil {
		t.Fatal(err)
	}
	var rec ui.Layout
	ctx.Fonts.Layout = &rec
	checked := 0
	for _, sc := range screensOf(t, ctx) {
		in.MoveTo(-100, -100) // no hover
		settle(t, ctx, sc.s)
		for _, size := range sizes {
			ctx.Settings.UIScale = size[2]
			img := ebiten.NewImage(size[0], size[1])
			if sc.cursor != nil {
				// The cursor in the window's pixels, on the screen as this
				// size shows it: one frame to fit the view, then the move.
				sc.s.Draw(img, ctx)
				v := sc.s.(viewed).LastView()
				x, y := sc.cursor()
				in.MoveTo(float64(v.X(x)), float64(v.Y(y)))
				settle(t, ctx, sc.s)
			}
			var beneath map[ui.Drawn]bool
			var beneathButtons map[ui.Rect]bool
			if sc.under != nil {
				rec.Reset()
				ctx.Full = true
				sc.under.Draw(img, ctx)
				beneath, beneathButtons = map[ui.Drawn]bool{}, map[ui.Rect]bool{}
				for _, d := range rec.Texts {
					beneath[d] = true
				}
				for _, b := range rec.Buttons {
					beneathButtons[b] = true
				}
			}
			rec.Reset()
			ctx.Full = true
			sc.s.Draw(img, ctx)
			img.Deallocate()
			var texts []ui.Drawn
			for _, d := range rec.Texts {
				if !beneath[d] {
					texts = append(texts, d)
				}
			}
			for _, d := range rec.Covered() {
				if beneath[d] {
					continue // the screen under a dialog, dimmed
				}
				t.Errorf("%s at %dx%d %d%%: %q is cut off by a panel drawn over it (%v)", sc.name, size[0], size[1], size[2], d.Text, d.Box)
			}
			var buttons []ui.Rect
			for _, b := range rec.Buttons {
				if !beneathButtons[b] {
					buttons = append(buttons, b)
				}
			}
			// One main action a screen: the gold edge tells the player
			// what Enter does, so two would tell them nothing.
			if rec.Defaults > 1 {
				t.Errorf("%s at %dx%d %d%%: %d buttons have the gold edge of the main action", sc.name, size[0], size[1], size[2], rec.Defaults)
			}
			for _, p := range layoutProblems(sc.s.(viewed).LastView().Canvas(), texts, buttons) {
				t.Errorf("%s at %dx%d %d%%: %s", sc.name, size[0], size[1], size[2], p)
			}
			checked++
		}
	}
	ctx.Settings.UIScale = 100
	if checked < len(sizes)*10 {
		t.Fatalf("only %d screen sizes checked", checked)
	}
}

// layoutProblems lists what is wrong with a frame's texts and buttons on a
// canvas c.
func layoutProblems(c ui.Rect, texts []ui.Drawn, buttons []ui.Rect) []string {
	var out []string
	canvas := c.Inset(-1)
	for _, d := range texts {
		if d.Box.X < canvas.X || d.Box.Y < canvas.Y || d.Box.Right() > canvas.Right() || d.Box.Bottom() > canvas.Bottom() {
			out = append(out, fmt.Sprintf("%q is cut off at the window's edge (%v)", d.Text, d.Box))
		}
	}
	for i, a := range texts {
		for _, b := range texts[i+1:] {
			// The same words drawn again in place light them (a step of
			// the sequence over its printing): not two texts colliding.
			again := a.Text == b.Text && math.Abs(a.Box.X-b.Box.X) < 1 && math.Abs(a.Box.Y-b.Box.Y) < 1
			if !again && ui.Overlaps(a.Box, b.Box, 1.5) && strings.TrimSpace(a.Text) != "" && strings.TrimSpace(b.Text) != "" {
				out = append(out, fmt.Sprintf("%q runs into %q (%v, %v)", a.Text, b.Text, a.Box, b.Box))
			}
		}
	}
	for i, a := range buttons {
		for _, b := range buttons[i+1:] {
			if ui.Overlaps(a, b, 0.5) && a != b {
				out = append(out, fmt.Sprintf("buttons overlap: %v and %v", a, b))
			}
		}
	}
	for _, d := range texts {
		for _, b := range buttons {
			if ui.Overlaps(d.Box, b, 1.5) && (d.Box.X < b.X-1 || d.Box.Right() > b.Right()+1) {
				out = append(out, fmt.Sprintf("%q runs out of its button %v (%v)", d.Text, b, d.Box))
			}
		}
	}
	return out
}
