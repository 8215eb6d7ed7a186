// Package files is the saving side of the game's screens: quick save and
// quick load, Save As and Open through the system's file dialog, and, where no
// native dialog is available, an in-game file list with a name field
// (picker.go). It implements scenes.Files.
package files

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"nimitz/nativedialog"
	"nimitz/savegame"
	"nimitz/scenes"
)

// Dialog is a native file dialog. Its calls block until the player answers;
// they return nativedialog.ErrCancelled when the player cancels and another
// error when no dialog could be shown.
type Dialog interface {
	Save(dir, name string) (string, error)
	Open(dir string) (string, error)
}

// Service does the saving actions for every screen.
type Service struct {
	// Dir is the saves folder (savegame.DefaultDir()): quick saves and the
	// in-game list live there.
	Dir string
	// Dialog is the native dialog; nil uses the in-game list only.
	Dialog Dialog
	// Transfer, where set (the browser), adds Download and Upload to the
	// in-game list.
	Transfer Transfer

	pending chan answer // a native dialog is open; its answer comes here
}

// answer is what a native dialog returned.
type answer struct {
	save   bool
	upload bool   // from Transfer.Upload: path is the file's name
	data   []byte // the uploaded file
	watch  bool   // open the file as a replay to watch (replay.go)
	export []byte // a replay to write to path (replay.go)
	path   string
	err    error
}

// New returns the service for the saves folder dir with a native dialog (nil
// for none).
func New(dir string, d Dialog) *Service { return &Service{Dir: dir, Dialog: d} }

// Busy implements scenes.Files: a native dialog (or the browser's file
// chooser) is open.
func (f *Service) Busy() bool { return f.pending != nil }

// Update implements scenes.Files: it acts on a native dialog's answer.
func (f *Service) Update(ctx *scenes.Context) {
	if f.pending == nil {
		return
	}
	select {
	case a := <-f.pending:
		f.pending = nil
		ctx.Redraw()
		switch {
		case a.upload:
			f.openUploaded(ctx, a)
		case errors.Is(a.err, nativedialog.ErrCancelled):
		case a.err != nil && a.export != nil:
			// No native dialog: into the saves folder.
			f.exportInFolder(ctx, a.path, a.export)
		case a.err != nil && a.watch:
			f.inGameWatch(ctx)
		case a.err != nil:
			// No native dialog: the in-game list instead.
			f.inGame(ctx, a.save)
		case a.export != nil:
			f.exportTo(ctx, a.path, a.export)
		case a.watch:
			f.WatchFile(ctx, a.path)
		case a.save:
			f.SaveTo(ctx, a.path)
		default:
			f.OpenFile(ctx, a.path)
		}
	default:
	}
}

// QuickSave implements scenes.Files.
func (f *Service) QuickSave(ctx *scenes.Context) {
	if ctx.Session == nil {
		ctx.Notify("There is no campaign to save yet.", true)
		return
	}
	if err := savegame.QuickSave(f.Dir, ctx.Session); err != nil {
		ctx.Notify(fmt.Sprintf("Quick save failed: %v The game goes on; your earlier saves are untouched.", err), true)
		return
	}
	ctx.Notify(fmt.Sprintf("Quick saved (%s, %s). F9 loads it.", ctx.Game.TurnName(), ctx.Game.Step), false)
}

// QuickLoad implements scenes.Files.
func (f *Service) QuickLoad(ctx *scenes.Context) {
	f.OpenFile(ctx, filepath.Join(f.Dir, savegame.QuickSaveName))
}

// SaveAs implements scenes.Files.
func (f *Service) SaveAs(ctx *scenes.Context) {
	if ctx.Session == nil {
		ctx.Notify("There is no campaign to save yet.", true)
		return
	}
	if f.Dialog == nil {
		f.inGame(ctx, true)
		return
	}
	dir := f.startDir(ctx)
	name := suggestedName(ctx)
	f.ask(func() answer { p, err := f.Dialog.Save(dir, name); return answer{save: true, path: p, err: err} })
}

// Open implements scenes.Files.
func (f *Service) Open(ctx *scenes.Context) {
	if f.Dialog == nil {
		f.inGame(ctx, false)
		return
	}
	dir := f.startDir(ctx)
	f.ask(func() answer { p, err := f.Dialog.Open(dir); return answer{path: p, err: err} })
}

// ask runs a native dialog beside the game loop, which keeps drawing.
func (f *Service) ask(run func() answer) {
	ch := make(chan answer, 1)
	f.pending = ch
	go func() { ch <- run() }()
}

// startDir is where a native dialog opens: the folder last used, else the
// saves folder (created, so the dialog can show it).
func (f *Service) startDir(ctx *scenes.Context) string {
	if d := ctx.Settings.LastSaveDir; d != "" {
		if st, err := os.Stat(d); err == nil && st.IsDir() {
			return d
		}
	}
	_ = os.MkdirAll(f.Dir, 0o755)
	return f.Dir
}

// inGame shows the in-game file list over the current screen.
func (f *Service) inGame(ctx *scenes.Context, save bool) {
	p, err := NewPicker(f, ctx.Current(), ctx, save)
	if err != nil {
		ctx.Notify(err.Error(), true)
		return
	}
	ctx.GoTo(p)
}

// SaveTo saves the campaign in play to path (".json" is added when missing).
// A failure is shown; the game goes on and the file at path is untouched.
func (f *Service) SaveTo(ctx *scenes.Context, path string) bool {
	if ctx.Session == nil {
		ctx.Notify("There is no campaign to save yet.", true)
		return false
	}
	if !strings.EqualFold(filepath.Ext(path), ".json") {
		path += ".json"
	}
	if err := savegame.Save(path, ctx.Session); err != nil {
		ctx.Notify(fmt.Sprintf("Save failed: %v The game goes on; your earlier saves are untouched.", err), true)
		return false
	}
	f.remember(ctx, path)
	ctx.Notify("Saved to "+path, false)
	return true
}

// OpenFile loads the save at path and plays it; an exported replay is opened
// on the replay screen instead, where the game has one. A damaged or foreign
// file is refused with the loader's message and changes nothing.
func (f *Service) OpenFile(ctx *scenes.Context, path string) bool {
	l, err := savegame.Load(path)
	if err == nil && l.Replay != nil && ctx.CanWatch() {
		return f.watchLoaded(ctx, l, filepath.Base(path))
	}
	if err == nil {
		err = ctx.Resume(l.Session)
	}
	if err != nil {
		ctx.Notify(err.Error(), true)
		return false
	}
	if filepath.Base(path) != savegame.QuickSaveName {
		f.remember(ctx, path)
	}
	what := fmt.Sprintf("the %d campaign", l.Campaign)
	if l.Session.Linked() {
		what = fmt.Sprintf("the linked series, in its %d campaign,", l.Campaign)
	}
	ctx.Notify(strings.TrimSpace(fmt.Sprintf("Loaded %s at %s, %s. %s", what, l.TurnName, l.Step, l.ContinuedNote())), false)
	return true
}

// remember keeps the folder of a file the player chose for the next dialog.
func (f *Service) remember(ctx *scenes.Context, path string) {
	if dir := filepath.Dir(path); dir != f.Dir && ctx.Settings.LastSaveDir != dir {
		ctx.Settings.LastSaveDir = dir
		ctx.SettingsChanged()
	}
}

// suggestedName is the name offered for a new save: "1942 Mar-Apr US Movement".
func suggestedName(ctx *scenes.Context) string {
	g := ctx.Game
	if g == nil {
		return "campaign.json"
	}
	name := fmt.Sprintf("%d %s %s", g.Year, g.TurnName(), g.Step)
	if ctx.Session != nil && ctx.Session.Linked() {
		name = "Linked " + name
	}
	return cleanName(name) + ".json"
}

// cleanName keeps the characters of a file name that every system accepts.
func cleanName(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == ' ', r == '-', r == '_', r == '.', r == '(', r == ')':
			b.WriteRune(r)
		case r == '/' || r == '\\' || r == ':':
			b.WriteRune('-')
		}
	}
	return strings.Trim(strings.TrimSpace(b.String()), ".")
}
