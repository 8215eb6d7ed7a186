package main

import (
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

// pageGame is the Manager with one addition: after its first frame it calls
// the page's nimitzFirstFrame, which hides the loading screen and records the
// time to the first frame (the browser test reads it).
type pageGame struct {
	*scenes.Manager
	told bool
}

// Draw draws the frame, then tells the page once.
func (g *pageGame) Draw(screen *ebiten.Image) {
	g.Manager.Draw(screen)
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
