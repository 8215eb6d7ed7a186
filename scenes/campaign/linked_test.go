package campaign

import (
	"encoding/json"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/playerlog"
	"nimitz/scenes/ui"
)

// recordedSeries replays the committed record of a whole linked series (the
// sim's heuristic, 1942 Historical, 1943 Historical, then 1944 Replaced;
// savegame/testdata) up to its decision stop, and returns the session and the
// decisions after it.
func recordedSeries(t *testing.T, stop func(s *savegame.Session, next rules.Decision) bool) (*savegame.Session, []rules.Decision) {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("..", "..", "savegame", "testdata", "linked-record.json"))
	if err != nil {
		t.Fatal(err)
	}
	var rec struct {
		Seed      uint64           `json:"seed"`
		Decisions []rules.Decision `json:"decisions"`
	}
	if err := json.Unmarshal(raw, &rec); err != nil {
		t.Fatal(err)
	}
	s, _, err := savegame.NewSeriesSession(rules.Options{Seed: rec.Seed})
	if err != nil {
		t.Fatal(err)
	}
	for i, d := range rec.Decisions {
		if stop != nil && stop(s, d) {
			return s, rec.Decisions[i:]
		}
		if _, err := s.Apply(d); err != nil {
			t.Fatalf("decision %d of the record: %v", i+1, err)
		}
	}
	return s, nil
}

// lastOf1942 stops before the decision that ends the 1942 campaign.
func lastOf1942(s *savegame.Session, next rules.Decision) bool {
	c := s.Game().Clone()
	if _, err := c.Apply(next); err != nil {
		return false
	}
	return c.Over && s.Series().Index == 0
}

// linkedManager runs sess's map in a manager with a scripted input.
func linkedManager(t *testing.T, sess *savegame.Session, dir string) (*scenes.Manager, *ui.Script, *Scene) {
	t.Helper()
	in := &ui.Script{}
	m, err := scenes.NewManager(scenes.Context{Input: in, AutosaveDir: dir}, &Scene{}, scenes.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var c *Scene
	if _, err := m.Start(func(ctx *scenes.Context) (scenes.Scene, error) {
		ctx.Play(sess)
		c, err = New(sess, nil)
		return c, err
	}); err != nil {
		t.Fatal(err)
	}
	return m, in, c
}

func tickManager(t *testing.T, m *scenes.Manager, in *ui.Script) {
	t.Helper()
	if err := m.Update(); err != nil {
		t.Fatal(err)
	}
	in.EndTick()
}

// TestLinkedYearEnds plays the decision that ends 1942 on the map: the map
// animates only 1942's events, hands over to the end screen with "Continue
// to 1943" (and no new campaign), Continue opens the 1943 map with the
// series' events in its log, the context plays 1943, an autosave says it
// is linked, and the Player Log holds 1942's turns and result.
func TestLinkedYearEnds(t *testing.T) {
	sess, rest := recordedSeries(t, lastOf1942)
	dir := t.TempDir()
	m, in, c := linkedManager(t, sess, dir)
	c.ctx = m.Context()
	old := c.g
	if !c.apply(rest[0]) {
		t.Fatalf("the record's decision was refused: %s", c.note.Text)
	}
	if c.g != old || !old.Over || sess.Game().Year != 1943 || m.Context().Game != sess.Game() {
		t.Fatalf("after 1942's last decision the map shows %d, the session plays %d", c.g.Year, sess.Game().Year)
	}
	for _, e := range c.flow.nextYear[:1] {
		if e.Kind != rules.EvSeries {
			t.Errorf("the next campaign's events begin with %s", e.Kind)
		}
	}
	var ye *YearEnd
	for i := 0; i < 400 && ye == nil; i++ {
		switch m.Current().(type) {
		case *YearEnd:
			ye = m.Current().(*YearEnd)
		case *Scene:
			in.Key(ebiten.KeySpace) // skip the animation
		default:
			in.Key(ebiten.KeyEnter) // the logistics screen: carry on
		}
		// Let a screen that is leaving hand over with no key down, so a key
		// meant for it does not reach the next.
		for j := 0; j < 3; j++ {
			tickManager(t, m, in)
		}
	}
	if ye == nil {
		t.Fatalf("no end screen; %T is shown", m.Current())
	}
	if ye.Next() != 1943 {
		t.Fatalf("the end screen continues to %d", ye.Next())
	}
	shot(t, ye, m.Context(), "end-linked-1942")
	// The Player Log from the end screen.
	in.Key(ebiten.KeyL)
	tickManager(t, m, in)
	tickManager(t, m, in)
	pl, ok := m.Current().(*playerlog.Scene)
	if !ok {
		t.Fatalf("L on the end screen shows %T", m.Current())
	}
	l := pl.Log()
	if len(l.Campaigns) != 2 || !l.Campaigns[0].Finished || l.Campaigns[0].Evaluation != old.Evaluation || len(l.Campaigns[0].Turns) != len(old.PlayerLog) || l.Campaigns[1].Year != 1943 {
		t.Fatalf("player log %+v", l)
	}
	in.Key(ebiten.KeyEscape)
	tickManager(t, m, in)
	tickManager(t, m, in)
	if m.Current() != ye {
		t.Fatalf("Esc on the Player Log shows %T, not the end screen", m.Current())
	}
	in.Key(ebiten.KeyEnter)
	tickManager(t, m, in)
	tickManager(t, m, in)
	next, ok := m.Current().(*Scene)
	if !ok || next == c || next.g.Year != 1943 || next.g != sess.Game() || m.Context().Game != next.g {
		t.Fatalf("Continue shows %T", m.Current())
	}
	if name, series := campaignLabel(next.sess, next.g); name != "1943 Campaign" || series != "Linked, 2 of 4" {
		t.Errorf("the map says %q, %q", name, series)
	}
	shot(t, next, m.Context(), "map-linked")
	logged := false
	for _, e := range next.log.entries {
		logged = logged || strings.Contains(e.Text, "the 1943 Campaign begins")
	}
	if !logged {
		t.Error("the 1943 map's log does not say the campaign begins")
	}
	list, err := savegame.List(dir)
	if err != nil || len(list) == 0 || !list[0].Linked || list[0].Campaign != 1943 {
		t.Fatalf("autosaves %+v, %v", list, err)
	}
}

// TestLinkedSeriesOver: a series ended early (1944 Replaced) opens on its
// end screen with no Continue; its Player Log says why it ended, and an
// export into a folder that cannot be made fails with a message and writes
// nothing, while one into the saves folder writes the HTML page.
func TestLinkedSeriesOver(t *testing.T) {
	sess, _ := recordedSeries(t, nil)
	if !sess.Over() || !sess.Series().EndedEarly {
		t.Fatal("the record does not end early")
	}
	dir := t.TempDir()
	m, in, _ := linkedManager(t, sess, dir)
	tickManager(t, m, in)
	tickManager(t, m, in)
	ye, ok := m.Current().(*YearEnd)
	if !ok || ye.Next() != 0 {
		t.Fatalf("a finished series shows %T", m.Current())
	}
	shot(t, ye, m.Context(), "end-linked")
	in.Key(ebiten.KeyL)
	tickManager(t, m, in)
	tickManager(t, m, in)
	pl, ok := m.Current().(*playerlog.Scene)
	if !ok || !strings.Contains(pl.Log().Summary(), "ended early") {
		t.Fatalf("%T", m.Current())
	}
	blocker := filepath.Join(t.TempDir(), "a-file")
	if err := os.WriteFile(blocker, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	m.Context().AutosaveDir = filepath.Join(blocker, "saves")
	in.Key(ebiten.KeyE)
	tickManager(t, m, in)
	if n := m.Context().LastNote(); !n.Bad || !strings.Contains(n.Text, "not exported") || pl.Written() != "" {
		t.Fatalf("a failed export says %+v", n)
	}
	m.Context().AutosaveDir = dir
	in.Key(ebiten.KeyE)
	tickManager(t, m, in)
	b, err := os.ReadFile(pl.Written())
	if err != nil || filepath.Dir(pl.Written()) != dir {
		t.Fatalf("export: %v", err)
	}
	for _, want := range []string{"<!DOCTYPE html>", "<svg", "The 1942 Campaign", "The 1943 Campaign", "ended early"} {
		if !strings.Contains(string(b), want) {
			t.Errorf("the export does not say %q", want)
		}
	}
	shot(t, pl, m.Context(), "player-log")
}

// shot writes a scene to $NIMITZ_SHOTS/name.png when set.
func shot(t *testing.T, s scenes.Scene, ctx *scenes.Context, name string) {
	t.Helper()
	dir := os.Getenv("NIMITZ_SHOTS")
	if dir == "" {
		return
	}
	img := ebiten.NewImage(scenes.DesignWidth, scenes.DesignHeight)
	defer img.Deallocate()
	ctx.Full = true
	s.Draw(img, ctx)
	rgba := image.NewRGBA(image.Rect(0, 0, scenes.DesignWidth, scenes.DesignHeight))
	img.ReadPixels(rgba.Pix)
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, rgba); err != nil {
		t.Fatal(err)
	}
}
