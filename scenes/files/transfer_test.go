package files_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/nativedialog"
	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes/campaign"
	"nimitz/scenes/files"
)

// fakeTransfer records downloads and answers uploads as the browser would.
type fakeTransfer struct {
	downloaded map[string][]byte
	upName     string
	upData     []byte
	upErr      error
}

func (f *fakeTransfer) Download(name string, data []byte) error {
	f.downloaded[name] = data
	return nil
}

func (f *fakeTransfer) Upload() (string, []byte, error) { return f.upName, f.upData, f.upErr }

// The Download/Upload button of the in-game list, in design units (the list
// is not drawn in these tests, so the cursor is in design units too).
const transferX, transferY = 500, 710

func newTransferTable(t *testing.T) (*table, *fakeTransfer) {
	tb := newTable(t, nil)
	tr := &fakeTransfer{downloaded: map[string][]byte{}}
	tb.f.Transfer = tr
	return tb, tr
}

func (tb *table) click(x, y float64) {
	tb.in.Click(x, y)
	tb.tick()
	tb.tick()
}

// TestDownloadThenUploadBringsTheMomentBack: Save As's Download hands the
// browser a save of the moment, and Open's Upload of that file plays it
// again and keeps a copy in the saves folder for Continue.
func TestDownloadThenUploadBringsTheMomentBack(t *testing.T) {
	tb, tr := newTransferTable(t)
	tb.apply(rules.Decision{Kind: rules.DoDone})
	saved := state(t, tb.ctx().Game)

	tb.key(ebiten.KeyS, true)
	if _, ok := tb.m.Current().(*files.Picker); !ok {
		t.Fatalf("Ctrl+S shows %T, want the file list", tb.m.Current())
	}
	tb.click(transferX, transferY)
	if len(tr.downloaded) != 1 {
		t.Fatalf("Download handed %d files to the browser, want 1 (note: %+v)", len(tr.downloaded), tb.ctx().LastNote())
	}
	var name string
	var data []byte
	for name, data = range tr.downloaded {
	}
	if !strings.HasSuffix(name, ".json") || tb.ctx().LastNote().Bad {
		t.Errorf("downloaded %q, note %+v", name, tb.ctx().LastNote())
	}

	tb.apply(rules.Decision{Kind: rules.DoDone})
	tr.upName, tr.upData = name, data
	tb.key(ebiten.KeyO, true)
	tb.click(transferX, transferY)
	tb.waitDialog()
	if _, ok := tb.m.Current().(*campaign.Scene); !ok {
		t.Fatalf("after the upload the screen is %T (note %+v)", tb.m.Current(), tb.ctx().LastNote())
	}
	if state(t, tb.ctx().Game) != saved {
		t.Fatalf("the uploaded game is not the moment downloaded (note %+v)", tb.ctx().LastNote())
	}
	newest, err := savegame.Newest(tb.dir)
	if err != nil || newest.Name != name {
		t.Errorf("Continue would open %q (%v), not the uploaded %q", newest.Name, err, name)
	}

	// The same file again: a second copy, the first kept.
	tb.key(ebiten.KeyO, true)
	tb.click(transferX, transferY)
	tb.waitDialog()
	if newest, _ := savegame.Newest(tb.dir); !strings.Contains(newest.Name, "(2)") {
		t.Errorf("a second upload of %q was kept as %q, want a new name", name, newest.Name)
	}
}

// TestBadUploadChangesNothing: a damaged or foreign file, a failed or
// cancelled upload leave the game as it was; failures say so.
func TestBadUploadChangesNothing(t *testing.T) {
	for _, c := range []struct {
		what string
		data []byte
		err  error
		note string
	}{
		{"damaged", []byte(`{"format": 2, "game": "nim`), nil, "cannot be opened"},
		{"foreign", []byte(`{"hello": "world"}`), nil, "cannot be opened"},
		{"too large", make([]byte, savegame.MaxFileSize+1), nil, "too large"},
		{"refused", nil, errors.New("the file could not be read"), "Upload failed"},
		{"cancelled", nil, nativedialog.ErrCancelled, ""},
	} {
		tb, tr := newTransferTable(t)
		before := state(t, tb.ctx().Game)
		mapScene := tb.m.Current()
		tr.upName, tr.upData, tr.upErr = "x.json", c.data, c.err
		tb.key(ebiten.KeyO, true)
		tb.click(transferX, transferY)
		tb.waitDialog()
		note := tb.ctx().LastNote()
		if tb.m.Current() != mapScene || state(t, tb.ctx().Game) != before {
			t.Errorf("%s: the upload changed the game (screen %T)", c.what, tb.m.Current())
		}
		if c.note == "" && note.Text != "" || c.note != "" && (!note.Bad || !strings.Contains(note.Text, c.note)) {
			t.Errorf("%s: note %+v, want one saying %q", c.what, note, c.note)
		}
		if list, _ := savegame.List(tb.dir); len(list) != 0 {
			t.Errorf("%s: the upload left %d saves", c.what, len(list))
		}
	}
}
