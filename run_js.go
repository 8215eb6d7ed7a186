package main

import (
	"fmt"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/files"
	"nimitz/webfile"
)

// runGame runs the game loop in the web page. The page (web/index.html)
// shows a progress bar until the game draws; pageGame tells it when.
func runGame(m *scenes.Manager) error { return ebiten.RunGame(&pageGame{Manager: m}) }

// pageGame is the Manager with two additions: after its first frame it calls
// the page's nimitzFirstFrame, which hides the loading screen and records the
// time to the first frame; and it keeps window.nimitzScreen naming the
// screen drawn ("*campaign.Scene") and window.nimitzSettled saying whether
// its animations are over. The browser test waits on these rather than on
// the clock, so a slow machine only makes it slower; for the same reason
// window.nimitzTicks counts the game's ticks (each reads the input once).
type pageGame struct {
	*scenes.Manager
	told    bool
	screen  string
	settled bool
	ticks   int
}

// Update runs a tick, then counts it for the page.
func (g *pageGame) Update() error {
	err := g.Manager.Update()
	g.ticks++
	js.Global().Set("nimitzTicks", g.ticks)
	return err
}

// Draw draws the frame, then tells the page what changed.
func (g *pageGame) Draw(screen *ebiten.Image) {
	g.Manager.Draw(screen)
	name, settled := fmt.Sprintf("%T", g.Current()), true
	if s, ok := g.Current().(scenes.Settler); ok {
		settled = s.Settled()
	}
	if name != g.screen || settled != g.settled {
		g.screen, g.settled = name, settled
		js.Global().Set("nimitzScreen", name)
		js.Global().Set("nimitzSettled", settled)
	}
	if g.told {
		return
	}
	g.told = true
	if f := js.Global().Get("nimitzFirstFrame"); f.Type() == js.TypeFunction {
		f.Invoke()
	}
}

// fileTransfer gives the in-game file list Download and Upload: the saves
// are in the browser's storage, out of the player's reach otherwise.
func fileTransfer() files.Transfer { return webfile.Browser{MaxSize: savegame.MaxFileSize} }
