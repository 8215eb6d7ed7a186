package files

import (
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"nimitz/savegame"
	"nimitz/scenes"
)

// OpenReplay implements scenes.Files: it asks for a file (the native dialog,
// else the in-game list) and opens it on the replay screen.
func (f *Service) OpenReplay(ctx *scenes.Context) {
	if f.Dialog == nil {
		f.inGameWatch(ctx)
		return
	}
	dir := f.startDir(ctx)
	f.ask(func() answer { p, err := f.Dialog.Open(dir); return answer{watch: true, path: p, err: err} })
}

// inGameWatch shows the in-game file list to choose a save to watch.
func (f *Service) inGameWatch(ctx *scenes.Context) {
	p, err := NewPicker(f, ctx.Current(), ctx, false)
	if err != nil {
		ctx.Notify(err.Error(), true)
		return
	}
	p.watch = true
	ctx.GoTo(p)
}

// WatchFile loads the save (or exported replay) at path and opens it on the
// replay screen. A damaged or foreign file is refused with the loader's
// message and changes nothing; the game in play, if any, stays in play.
func (f *Service) WatchFile(ctx *scenes.Context, path string) bool {
	l, err := savegame.Load(path)
	if err != nil {
		ctx.Notify(err.Error(), true)
		return false
	}
	if filepath.Base(path) != savegame.QuickSaveName {
		f.remember(ctx, path)
	}
	return f.watchLoaded(ctx, l, filepath.Base(path))
}

// watchLoaded opens a loaded file on the replay screen, at the decision an
// exported replay names, else at its saved moment.
func (f *Service) watchLoaded(ctx *scenes.Context, l *savegame.Loaded, name string) bool {
	p, err := l.Playback()
	if err == nil {
		err = ctx.Watch(p)
	}
	if err != nil {
		ctx.Notify(fmt.Sprintf("%q cannot be watched: %v", name, err), true)
		return false
	}
	what := fmt.Sprintf("the %d campaign", l.Campaign)
	if l.Session.Linked() {
		what = "the linked series"
	}
	ctx.Notify(fmt.Sprintf("Watching %q: %s, %d decisions. ← → step through the events, PgUp PgDn the decisions.", name, what, p.Len()), false)
	return true
}

// ExportReplay implements scenes.Files: the replay as one file, flagged to
// open as a replay (savegame.MarshalReplay). In the browser it is a
// download; with a native dialog, a file of the player's choice; otherwise
// it goes into the saves folder under a name of its own. Whatever happens is
// said; nothing in the game changes.
func (f *Service) ExportReplay(ctx *scenes.Context, p *savegame.Playback) {
	data, err := savegame.MarshalReplay(p, time.Now())
	if err != nil {
		ctx.Notify(fmt.Sprintf("The replay cannot be exported: %v", err), true)
		return
	}
	name := ReplayName(p)
	switch {
	case f.Transfer != nil:
		if err := f.Transfer.Download(name, data); err != nil {
			ctx.Notify(fmt.Sprintf("Download failed: %v", err), true)
			return
		}
		ctx.Notify(fmt.Sprintf("Downloaded the replay as %q: anyone can open it in the game (Open, or Watch a replay).", name), false)
	case f.Dialog != nil:
		f.exportAsk(f.startDir(ctx), name, data)
	default:
		f.exportInFolder(ctx, name, data)
	}
}

// exportAsk asks the native dialog where to write an exported replay;
// Update writes it there (or, with no dialog to show, into the saves folder
// under name).
func (f *Service) exportAsk(dir, name string, data []byte) {
	f.ask(func() answer {
		path, err := f.Dialog.Save(dir, name)
		if err != nil {
			path = name
		}
		return answer{export: data, path: path, err: err}
	})
}

// exportTo writes an exported replay to the path the player chose.
func (f *Service) exportTo(ctx *scenes.Context, path string, data []byte) {
	if !strings.EqualFold(filepath.Ext(path), ".json") {
		path += ".json"
	}
	written, err := savegame.Disk().Export(filepath.Dir(path), filepath.Base(path), data)
	if err != nil {
		ctx.Notify(fmt.Sprintf("The replay was not exported: %v", err), true)
		return
	}
	f.remember(ctx, written)
	ctx.Notify("Replay exported to "+written+". Anyone can open it in the game.", false)
}

// exportInFolder writes an exported replay into the saves folder under a
// name no file there has yet.
func (f *Service) exportInFolder(ctx *scenes.Context, name string, data []byte) {
	path, err := f.freeName(name)
	if err == nil {
		path, err = savegame.Disk().Export(f.Dir, filepath.Base(path), data)
	}
	if err != nil {
		ctx.Notify(fmt.Sprintf("The replay was not exported: %v", err), true)
		return
	}
	ctx.Notify("Replay exported to "+path+". Anyone can open it in the game.", false)
}

// ReplayName is the file name offered for an exported replay: "Replay 1942
// Nov-Dec.json", the campaign and where its record ends.
func ReplayName(p *savegame.Playback) string {
	m := p.Moment(p.Len())
	name := fmt.Sprintf("Replay %d %s", m.Year, m.TurnName)
	if p.Kind() == savegame.KindLinked {
		name = "Replay Linked " + fmt.Sprintf("%d %s", m.Year, m.TurnName)
	}
	return cleanName(name) + ".json"
}

// ExportFile offers a file the game made (the war record's CSV or HTML) to
// the player: a download in the browser, else written into the saves
// folder (the names the war record gives its exports carry the time, so
// they do not meet). It returns where it went.
func (f *Service) ExportFile(ctx *scenes.Context, name string, data []byte) (string, error) {
	if f.Transfer != nil {
		if err := f.Transfer.Download(name, data); err != nil {
			return "", fmt.Errorf("the download failed: %w", err)
		}
		return fmt.Sprintf("your downloads, as %q", name), nil
	}
	return savegame.Disk().Export(f.Dir, filepath.Base(name), data)
}
