//go:build linux

package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/jezek/xgb"
	"github.com/jezek/xgb/xproto"

	"nimitz/savegame"
)

// startGameWithSaves runs the real game on the 1942 map (seed 3) in a child
// process whose saves folder is a fresh one, and waits for its live save:
// the game writes it as soon as the campaign is in play. It returns the
// running command and the live save's path.
func startGameWithSaves(t *testing.T) (*exec.Cmd, string) {
	t.Helper()
	home := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 6*time.Minute)
	t.Cleanup(cancel)
	cmd := exec.CommandContext(ctx, os.Args[0], "-campaign", "1942", "-seed", "3")
	cmd.Env = append(os.Environ(), runMainEnv+"=1", "HOME="+home, "XDG_CONFIG_HOME="+filepath.Join(home, ".config"))
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill() })
	live := filepath.Join(home, ".config", "nimitz", "saves", savegame.LiveName)
	waitFor(t, func() bool { _, err := os.Stat(live); return err == nil }, "the live save of the new game")
	if _, err := windowTitled("Fleet Commander Nimitz"); err != nil {
		t.Fatal(err)
	}
	return cmd, live
}

// removeWhileIdle removes the live save once the game has settled (the map
// may play its first steps by itself), and checks that nothing writes it
// again while the player does nothing: then only what the test does next can.
func removeWhileIdle(t *testing.T, live string) {
	t.Helper()
	time.Sleep(2 * time.Second)
	if err := os.Remove(live); err != nil {
		t.Fatal(err)
	}
	time.Sleep(time.Second)
	if _, err := os.Stat(live); err == nil {
		t.Fatal("the live save was written again with no decision made")
	}
}

// waitFor polls cond for up to 3 minutes (a loaded machine; the wait ends
// as soon as cond holds).
func waitFor(t *testing.T, cond func() bool, what string) {
	t.Helper()
	for end := time.Now().Add(3 * time.Minute); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		if cond() {
			return
		}
	}
	t.Fatalf("timed out waiting for %s", what)
}

// exitsCleanly waits for the game to end by itself, with status 0.
func exitsCleanly(t *testing.T, cmd *exec.Cmd) {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("the game ended with %v", err)
		}
	case <-time.After(2 * time.Minute):
		t.Fatal("the game did not end")
	}
}

// TestClosingTheWindowSavesTheGame: the window's close button (the window
// manager's WM_DELETE_WINDOW message) saves the game before the game ends.
// The live save is removed first, so only the close can write it again.
func TestClosingTheWindowSavesTheGame(t *testing.T) {
	cmd, live := startGameWithSaves(t)
	removeWhileIdle(t, live)
	if err := askToClose("Fleet Commander Nimitz"); err != nil {
		t.Fatal(err)
	}
	exitsCleanly(t, cmd)
	l, err := savegame.Load(live)
	if err != nil {
		t.Fatalf("no live save after the close: %v", err)
	}
	if l.Campaign != 1942 || l.Session.Options().Seed != 3 {
		t.Fatalf("the live save holds %d seed %d", l.Campaign, l.Session.Options().Seed)
	}
}

// TestSIGTERMSavesTheGame: SIGTERM ends the game as a close does, saved.
func TestSIGTERMSavesTheGame(t *testing.T) {
	cmd, live := startGameWithSaves(t)
	removeWhileIdle(t, live)
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	exitsCleanly(t, cmd)
	if _, err := savegame.Load(live); err != nil {
		t.Fatalf("no live save after SIGTERM: %v", err)
	}
}

// askToClose sends the window titled title the message a window manager
// sends when its close button is pressed (WM_PROTOCOLS, WM_DELETE_WINDOW).
// Xvfb has no window manager, and xdotool only destroys windows, which is a
// crash, not a close.
func askToClose(title string) error {
	w, err := windowTitled(title)
	if err != nil {
		return err
	}
	conn, err := xgb.NewConn()
	if err != nil {
		return err
	}
	defer conn.Close()
	protocols, err := atom(conn, "WM_PROTOCOLS")
	if err != nil {
		return err
	}
	del, err := atom(conn, "WM_DELETE_WINDOW")
	if err != nil {
		return err
	}
	ev := xproto.ClientMessageEvent{Format: 32, Window: w, Type: protocols,
		Data: xproto.ClientMessageDataUnionData32New([]uint32{uint32(del), xproto.TimeCurrentTime, 0, 0, 0})}
	return xproto.SendEventChecked(conn, false, w, xproto.EventMaskNoEvent, string(ev.Bytes())).Check()
}

// windowTitled waits up to 2 minutes for the window titled title.
func windowTitled(title string) (xproto.Window, error) {
	conn, err := xgb.NewConn()
	if err != nil {
		return 0, err
	}
	defer conn.Close()
	root := xproto.Setup(conn).DefaultScreen(conn).Root
	for end := time.Now().Add(2 * time.Minute); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		w, err := findWindow(conn, root, title)
		if err != nil || w != 0 {
			return w, err
		}
	}
	return 0, fmt.Errorf("no window titled %q", title)
}

// findWindow looks below parent for a window whose WM_NAME is title.
func findWindow(conn *xgb.Conn, parent xproto.Window, title string) (xproto.Window, error) {
	tree, err := xproto.QueryTree(conn, parent).Reply()
	if err != nil {
		return 0, err
	}
	for _, w := range tree.Children {
		p, err := xproto.GetProperty(conn, false, w, xproto.AtomWmName, xproto.AtomString, 0, 256).Reply()
		if err == nil && string(p.Value) == title {
			return w, nil
		}
		if found, err := findWindow(conn, w, title); err != nil || found != 0 {
			return found, err
		}
	}
	return 0, nil
}

// atom is the X atom named name.
func atom(conn *xgb.Conn, name string) (xproto.Atom, error) {
	r, err := xproto.InternAtom(conn, false, uint16(len(name)), name).Reply()
	if err != nil {
		return 0, errors.Join(fmt.Errorf("X atom %s", name), err)
	}
	return r.Atom, nil
}
