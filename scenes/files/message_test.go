package files

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// TestOpenListErrorStaysInTheDialog: the loader's message for a damaged file
// with a long path is shown whole inside the file list, under the list and
// left of its buttons, at every window size (bug 7: it ran off the dialog).
func TestOpenListErrorStaysInTheDialog(t *testing.T) {
	dir := t.TempDir()
	// A long name with no space to break at, as the loader quotes it.
	bad := filepath.Join(dir, "the_campaign_saved_before_the_big_battle_at_Midway_and_the_Coral_Sea_second_copy.json")
	if err := os.WriteFile(bad, []byte(`{"game": "Fleet Commander Nimitz", "format": 1, "state": {`), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := savegame.Load(bad)
	if err == nil {
		t.Fatal("a damaged file loaded")
	}
	ctx, cerr := scenes.NewTestContext(nil, &ui.Script{})
	if cerr != nil {
		t.Fatal(cerr)
	}
	p, perr := NewPicker(New(dir, nil), nil, ctx, false)
	if perr != nil {
		t.Fatal(perr)
	}
	p.message = err.Error()
	if !messageBox.Contains(messageBox.X, messageBox.Y) || messageBox.Right() > confirmRect.X || messageBox.Bottom() > panelRect.Bottom() ||
		messageBox.Y < listTop+float64(rowsShown)*rowH {
		t.Fatalf("the message box %v is not under the list, left of the buttons, in the panel %v", messageBox, panelRect)
	}
	for _, sz := range [][2]float64{{1366, 768}, {1280, 720}, {1600, 900}, {1920, 1080}} {
		at := fmt.Sprintf("%.0fx%.0f", sz[0], sz[1])
		v := ui.NewView(scenes.DesignWidth, scenes.DesignHeight, sz[0], sz[1], ctx.Fonts)
		size, lines, box := p.messageLayout(v)
		if got := strings.Join(strings.Fields(strings.Join(lines, "")), ""); got != strings.Join(strings.Fields(p.message), "") {
			t.Errorf("%s: the message shows %q", at, got)
		}
		if h := float64(len(lines)) * size * 1.3; h > box.H {
			t.Errorf("%s: %d lines at %g take %.0f, the box %.0f", at, len(lines), size, h, box.H)
		}
		for _, l := range lines {
			if w := v.TextWidth(l, size, false); w > box.W {
				t.Errorf("%s: the line %q is %.0f wide, the box %.0f", at, l, w, box.W)
			}
		}
	}
}
