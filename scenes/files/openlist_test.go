package files

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// TestOpenListShowsEveryFileApart: the Open list of a folder with the live
// save, two autosaves of one step, a quick save and two files that cannot be
// opened lists them all, the broken ones last with why, and no two rows
// read alike; no name is cut ("autosave · auto-20261202-002207.403-00000…"
// was); Enter on a broken one says why and opens nothing (they were left
// out without a word, and three rows read the same).
func TestOpenListShowsEveryFileApart(t *testing.T) {
	dir := t.TempDir()
	sess, _, err := savegame.NewSession(rules.Options{Year: 1942, Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	clock := time.Date(2026, 12, 2, 0, 21, 38, 0, time.UTC)
	st := savegame.Store{FS: savegame.OSFS{}, Now: func() time.Time { clock = clock.Add(9 * time.Second); return clock }}
	if _, err := st.AutoSave(dir, sess); err != nil {
		t.Fatal(err)
	}
	if _, err := sess.Apply(rules.Decision{Kind: rules.DoBuy, Force: firstBuy(t, sess.Game())}); err != nil {
		t.Fatal(err)
	}
	if _, err := st.AutoSave(dir, sess); err != nil {
		t.Fatal(err)
	}
	if err := st.Save(filepath.Join(dir, savegame.LiveName), sess); err != nil {
		t.Fatal(err)
	}
	if err := st.QuickSave(dir, sess); err != nil {
		t.Fatal(err)
	}
	for name, body := range map[string]string{
		"cut short.json": `{"game": "Fleet Commander Nimitz", "format": 1, "state": {`,
		"notes.json":     `{"hello": "world"}`,
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	in := &ui.Script{}
	ctx, err := scenes.NewTestContext(nil, in)
	if err != nil {
		t.Fatal(err)
	}
	p, err := NewPicker(New(dir, nil), nil, ctx, false)
	if err != nil {
		t.Fatal(err)
	}
	es := p.Entries()
	if len(es) != 6 {
		t.Fatalf("the list has %d entries, want the 4 saves and the 2 files that cannot be opened: %+v", len(es), es)
	}
	for i, e := range es[4:] {
		if e.Problem == "" || (e.Name != "cut short.json" && e.Name != "notes.json") {
			t.Errorf("entry %d is %+v, want a file that cannot be opened, with why", 4+i, e)
		}
	}
	var rec ui.Layout
	ctx.Fonts.Layout = &rec
	defer func() { ctx.Fonts.Layout = nil }()
	for _, sz := range [][2]int{{1366, 768}, {2560, 1440}} {
		rec.Reset()
		img := ebiten.NewImage(sz[0], sz[1])
		ctx.Full = true
		p.Draw(img, ctx)
		img.Deallocate()
		rows := map[string]int{}
		for i := range es {
			r := p.rowRect(i)
			var row []string
			for _, d := range rec.Texts {
				if r.Contains(d.Box.CX(), d.Box.CY()) {
					row = append(row, d.Text)
					if i < 4 && strings.Contains(d.Text, "…") {
						t.Errorf("%dx%d: row %d is cut: %q", sz[0], sz[1], i, d.Text)
					}
				}
			}
			line := strings.Join(row, " | ")
			if j, ok := rows[line]; ok {
				t.Errorf("%dx%d: rows %d and %d read alike: %q", sz[0], sz[1], j, i, line)
			}
			rows[line] = i
			if i >= 4 && (!strings.Contains(line, strings.TrimSuffix(es[i].Name, ".json")) || !strings.Contains(line, "cannot be opened")) {
				t.Errorf("%dx%d: the row of %s reads %q, want its name and that it cannot be opened", sz[0], sz[1], es[i].Name, line)
			}
		}
	}
	// Choosing a broken one says why; Enter opens nothing.
	p.choose(5)
	in.Key(ebiten.KeyEnter)
	if err := p.Update(ctx); err != nil {
		t.Fatal(err)
	}
	in.EndTick()
	if !strings.Contains(p.message, es[5].Name) || !strings.Contains(p.message, es[5].Problem) {
		t.Errorf("Enter on %s says %q, want why it cannot be opened", es[5].Name, p.message)
	}
	if ctx.Session != nil {
		t.Error("Enter on a file that cannot be opened opened a game")
	}
}

// firstBuy is a Force the US may buy at the start of the game.
func firstBuy(t *testing.T, g *rules.Game) string {
	t.Helper()
	for _, d := range g.Pending().Options {
		if d.Kind == rules.DoBuy {
			return d.Force
		}
	}
	t.Fatal("nothing to buy")
	return ""
}
