package scenes

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes/ui"
)

// livePlayer makes the same decisions every time: the first option Pending
// offers, but "done" only when nothing else is offered or every third step,
// so that play moves through the turn.
func liveDecision(g *rules.Game, i int) (rules.Decision, bool) {
	p := g.Pending()
	if len(p.Options) == 0 {
		return rules.Decision{}, false
	}
	if i%3 == 0 {
		return p.Options[len(p.Options)-1], true
	}
	return p.Options[0], true
}

// newLiveContext is a context playing a new 1942 campaign (seed 3) whose
// saves go to dir through st.
func newLiveContext(t testing.TB, dir string, st savegame.Store, in ui.Input) *Context {
	t.Helper()
	sess, _, err := savegame.NewSession(rules.Options{Year: 1942, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	ctx, err := NewTestContext(nil, in)
	if err != nil {
		t.Fatal(err)
	}
	ctx.AutosaveDir, ctx.Store = dir, st
	ctx.Play(sess)
	return ctx
}

// TestLiveSaveChild is the child process of TestKillLosesNoDecision: it
// plays decisions through Context.Apply and says "applied N" after each,
// then waits, until it is killed. It does nothing in a normal test run.
func TestLiveSaveChild(t *testing.T) {
	dir := os.Getenv("NIMITZ_LIVE_CHILD")
	if dir == "" {
		return
	}
	ctx := newLiveContext(t, dir, savegame.Disk(), &ui.Script{})
	for i := 0; ; i++ {
		d, ok := liveDecision(ctx.Game, i)
		if !ok {
			t.Fatal("the campaign ended before the child was killed")
		}
		if _, err := ctx.Apply(d); err != nil {
			t.Fatalf("decision %d %+v: %v", i, d, err)
		}
		fmt.Printf("applied %d\n", ctx.Session.Len())
		time.Sleep(15 * time.Millisecond)
	}
}

// TestKillLosesNoDecision: "A kill -9 at any moment, then Continue, brings
// back the game at the last decision shown on screen." A child process
// plays; it is killed with SIGKILL after it reported its 40th decision;
// Continue (the newest save) holds every decision it reported, exactly as
// played.
func TestKillLosesNoDecision(t *testing.T) {
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^TestLiveSaveChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), "NIMITZ_LIVE_CHILD="+dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	reported := 0
	sc := bufio.NewScanner(out)
	for reported < 40 && sc.Scan() {
		if n, ok := strings.CutPrefix(sc.Text(), "applied "); ok {
			reported, _ = strconv.Atoi(n)
		}
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait()
	if reported < 40 {
		t.Fatalf("the child reported %d decisions before stopping: %s", reported, stderr.String())
	}
	e, err := savegame.Newest(dir)
	if err != nil {
		t.Fatal(err)
	}
	if e.Name != savegame.LiveName {
		t.Fatalf("Continue would open %s, not the live save", e.Name)
	}
	l, err := savegame.Load(e.Path)
	if err != nil {
		t.Fatal(err)
	}
	got := l.Session.Len()
	// The kill may land after one more decision was saved, never before.
	if got < reported || got > reported+1 {
		t.Fatalf("Continue brings back %d decisions; the child had shown %d", got, reported)
	}
	ctx := newLiveContext(t, t.TempDir(), savegame.Disk(), &ui.Script{})
	for i := 0; i < got; i++ {
		d, _ := liveDecision(ctx.Game, i)
		if _, err := ctx.Apply(d); err != nil {
			t.Fatal(err)
		}
	}
	a, _ := json.Marshal(l.Session.Game())
	b, _ := json.Marshal(ctx.Game)
	if !bytes.Equal(a, b) {
		t.Fatal("the game brought back is not the game played")
	}
}

// fullDisk is a file system whose new files cannot be written while Full is
// set, as on a full disk.
type fullDisk struct {
	savegame.OSFS
	Full *bool
}

func (f fullDisk) CreateTemp(dir, pattern string) (savegame.TempFile, error) {
	if *f.Full {
		return nil, &fs.PathError{Op: "open", Path: dir, Err: syscall.ENOSPC}
	}
	return f.OSFS.CreateTemp(dir, pattern)
}

// TestLiveSaveOnAFullDisk: a live save that fails shows a message once, the
// game goes on, and the last good live save is kept; the next move that can
// be saved is.
func TestLiveSaveOnAFullDisk(t *testing.T) {
	dir := t.TempDir()
	full := false
	ctx := newLiveContext(t, dir, savegame.Store{FS: fullDisk{Full: &full}, Now: time.Now}, &ui.Script{})
	live := filepath.Join(dir, savegame.LiveName)
	apply := func(i int) {
		t.Helper()
		d, _ := liveDecision(ctx.Game, i)
		if _, err := ctx.Apply(d); err != nil {
			t.Fatalf("the game did not go on: %v", err)
		}
	}
	apply(0)
	good, err := os.ReadFile(live)
	if err != nil {
		t.Fatal(err)
	}
	full = true
	apply(1)
	if n := ctx.LastNote(); !n.Bad || !strings.Contains(n.Text, "could not be saved") || !strings.Contains(n.Text, "disk is full") {
		t.Fatalf("the player was told %+v", n)
	}
	ctx.Notify("", false)
	apply(2)
	if n := ctx.LastNote(); n.Text != "" {
		t.Fatalf("told again at the next move: %q", n.Text)
	}
	if now, err := os.ReadFile(live); err != nil || !bytes.Equal(now, good) {
		t.Fatalf("the last good live save was not kept: %v", err)
	}
	full = false
	apply(3)
	l, err := savegame.Load(live)
	if err != nil || l.Session.Len() != 4 {
		t.Fatalf("after the disk freed up: %v, %d decisions", err, l.Session.Len())
	}
}

// blankScene is a scene that does nothing, for manager tests.
type blankScene struct{}

func (blankScene) Update(*Context) error        { return nil }
func (blankScene) Draw(*ebiten.Image, *Context) {}

// newCloseManager is a manager over a live game in dir, with a scripted input.
func newCloseManager(t *testing.T, dir string, st savegame.Store, stop chan os.Signal) (*Manager, *ui.Script) {
	t.Helper()
	in := &ui.Script{}
	ctx := newLiveContext(t, dir, st, in)
	m, err := NewManager(*ctx, blankScene{}, Options{Stop: stop})
	if err != nil {
		t.Fatal(err)
	}
	m.ctx.Play(ctx.Session)
	for i := 0; i < 12; i++ {
		d, _ := liveDecision(m.ctx.Game, i)
		if _, err := m.ctx.Apply(d); err != nil {
			t.Fatal(err)
		}
	}
	return m, in
}

// TestClosingTheWindowSaves: closing the window saves the game first and
// ends the game loop; Continue then opens the game with every decision.
func TestClosingTheWindowSaves(t *testing.T) {
	dir := t.TempDir()
	m, in := newCloseManager(t, dir, savegame.Disk(), nil)
	live := filepath.Join(dir, savegame.LiveName)
	// Remove the live save so that only the close can have written it.
	if err := os.Remove(live); err != nil {
		t.Fatal(err)
	}
	if err := m.Update(); err != nil {
		t.Fatalf("a tick with no close: %v", err)
	}
	in.Close()
	if err := m.Update(); !errors.Is(err, ebiten.Termination) {
		t.Fatalf("closing the window: %v", err)
	}
	e, err := savegame.Newest(dir)
	if err != nil || e.Name != savegame.LiveName {
		t.Fatalf("Continue finds %+v, %v", e, err)
	}
	l, err := savegame.Load(e.Path)
	if err != nil || l.Session.Len() != 12 {
		t.Fatalf("Continue brings back %v, %v", l, err)
	}
}

// TestCloseWhenTheSaveFails: a close whose save fails keeps the window open
// once, saying why; the second close quits.
func TestCloseWhenTheSaveFails(t *testing.T) {
	full := false
	m, in := newCloseManager(t, t.TempDir(), savegame.Store{FS: fullDisk{Full: &full}, Now: time.Now}, nil)
	full = true
	in.Close()
	if err := m.Update(); err != nil {
		t.Fatalf("the first close quit although the game was not saved: %v", err)
	}
	if n := m.ctx.LastNote(); !n.Bad || !strings.Contains(n.Text, "Close it again") {
		t.Fatalf("the player was told %+v", n)
	}
	in.EndTick()
	in.Close()
	if err := m.Update(); !errors.Is(err, ebiten.Termination) {
		t.Fatalf("the second close: %v", err)
	}
}

// TestSignalSaves: SIGTERM (or SIGINT) ends the game as a close does, saved
// first.
func TestSignalSaves(t *testing.T) {
	dir := t.TempDir()
	stop := make(chan os.Signal, 1)
	m, _ := newCloseManager(t, dir, savegame.Disk(), stop)
	live := filepath.Join(dir, savegame.LiveName)
	if err := os.Remove(live); err != nil {
		t.Fatal(err)
	}
	stop <- syscall.SIGTERM
	if err := m.Update(); !errors.Is(err, ebiten.Termination) {
		t.Fatalf("after SIGTERM: %v", err)
	}
	if l, err := savegame.Load(live); err != nil || l.Session.Len() != 12 {
		t.Fatalf("after SIGTERM the live save holds %v, %v", l, err)
	}
}
