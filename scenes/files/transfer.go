package files

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"nimitz/nativedialog"
	"nimitz/savegame"
	"nimitz/scenes"
)

// Transfer moves saves between the game and the player's own files where the
// game cannot reach those itself: in the browser, whose storage holds the
// saves, Download hands a save to the browser's downloads and Upload asks the
// player for a file (webfile.Browser). The in-game file list offers both.
type Transfer interface {
	// Download offers data to the player as a file called name.
	Download(name string, data []byte) error
	// Upload asks the player for a file and returns its name and contents.
	// It blocks until the player answers; it returns
	// nativedialog.ErrCancelled when they choose none.
	Upload() (name string, data []byte, err error)
}

// Download hands the campaign in play to the Transfer as name (".json" is
// added). A failure is shown; nothing in the game changes either way.
func (f *Service) Download(ctx *scenes.Context, name string) bool {
	if ctx.Session == nil {
		ctx.Notify("There is no campaign to download yet.", true)
		return false
	}
	if !strings.EqualFold(filepath.Ext(name), ".json") {
		name += ".json"
	}
	data, err := savegame.Marshal(ctx.Session, time.Now())
	if err == nil {
		err = f.Transfer.Download(name, data)
	}
	if err != nil {
		ctx.Notify(fmt.Sprintf("Download failed: %v The game goes on.", err), true)
		return false
	}
	ctx.Notify(fmt.Sprintf("Downloaded %q: your browser keeps it with your downloads. Upload opens it again.", name), false)
	return true
}

// Upload asks the Transfer for a save file beside the game loop, which keeps
// drawing; the answer is opened by Update (openUploaded).
func (f *Service) Upload() { f.upload(false) }

// upload is Upload; watch opens the file as a replay to watch.
func (f *Service) upload(watch bool) {
	f.ask(func() answer {
		name, data, err := f.Transfer.Upload()
		return answer{upload: true, watch: watch, path: name, data: data, err: err}
	})
}

// openUploaded checks and opens a save the player uploaded, then keeps a
// copy in the saves folder, so that Continue finds it after a reload. A
// damaged or foreign file is refused with the loader's message and changes
// nothing.
func (f *Service) openUploaded(ctx *scenes.Context, a answer) {
	switch {
	case errors.Is(a.err, nativedialog.ErrCancelled):
		return
	case a.err != nil:
		ctx.Notify(fmt.Sprintf("Upload failed: %v", a.err), true)
		return
	case len(a.data) > savegame.MaxFileSize:
		ctx.Notify(fmt.Sprintf("%q is too large to be a saved game. Nothing was changed.", a.path), true)
		return
	}
	l, err := savegame.Decode(bytes.NewReader(a.data))
	if err == nil && (a.watch || l.Replay != nil) && ctx.CanWatch() {
		// A replay is watched, not played: nothing to keep for Continue.
		f.watchLoaded(ctx, l, a.path)
		return
	}
	if err == nil {
		err = ctx.Resume(l.Session)
	}
	if err != nil {
		ctx.Notify(fmt.Sprintf("%q cannot be opened: %v", a.path, err), true)
		return
	}
	note := fmt.Sprintf("Opened %q: the %d campaign at %s, %s.", a.path, l.Campaign, l.TurnName, l.Step)
	path, err := f.freeName(a.path)
	if err == nil {
		err = savegame.Save(path, ctx.Session)
	}
	if err != nil {
		ctx.Notify(note+fmt.Sprintf(" No copy was kept in the game's saves: %v", err), true)
		return
	}
	ctx.Notify(note+fmt.Sprintf(" A copy is kept in the game's saves as %q.", filepath.Base(path)), false)
}

// freeName is a path in the saves folder for an uploaded file called name
// that no save has yet: "name.json", else "name (2).json" and so on.
func (f *Service) freeName(name string) (string, error) {
	if err := savegame.Disk().FS.MkdirAll(f.Dir, 0o755); err != nil {
		return "", err
	}
	list, err := savegame.Disk().FS.ReadDir(f.Dir)
	if err != nil {
		return "", err
	}
	taken := func(n string) bool {
		return slices.ContainsFunc(list, func(e fs.DirEntry) bool { return strings.EqualFold(e.Name(), n) })
	}
	base := cleanName(strings.TrimSuffix(filepath.Base(name), filepath.Ext(name)))
	if base == "" {
		base = "uploaded"
	}
	n := base + ".json"
	for i := 2; taken(n); i++ {
		n = fmt.Sprintf("%s (%d).json", base, i)
	}
	return filepath.Join(f.Dir, n), nil
}
