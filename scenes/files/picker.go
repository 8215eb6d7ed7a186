package files

import (
	"errors"
	"fmt"
	"image/color"
	"path/filepath"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// Picker is the in-game file list, shown over the screen it was called from
// when no native dialog is available: pick a save to open, or name a save.
type Picker struct {
	f       *Service
	back    scenes.Scene // the screen to return to
	save    bool         // Save As (with a name field), else Open
	watch   bool         // Open opens the save chosen as a replay to watch
	entries []savegame.Entry
	sel     int     // the entry selected, -1 for none
	list    ui.List // the saves, scrolled by the kit
	name    []rune
	hover   int // a row (>= 0), or one of the button values
	message string
	lay     pickLayout // as the last frame laid it out
	scenes.Screen
}

// Hover values of the buttons.
const (
	hoverNone    = -1
	hoverConfirm = -2
	hoverCancel  = -3
	// hoverTransfer is Download (Save As) or Upload (Open), where the
	// service has a Transfer (the browser).
	hoverTransfer = -4
	// hoverReplay is "Replay" of the Open list: the save chosen opened as a
	// replay to watch.
	hoverReplay = -5
)

// NewPicker lists the saves in the service's folder, to open one or (save)
// to save under a name; back is the screen to return to.
func NewPicker(f *Service, back scenes.Scene, ctx *scenes.Context, save bool) (*Picker, error) {
	if save && ctx.Session == nil {
		return nil, errors.New("there is no campaign to save yet")
	}
	// Open lists the files that cannot be opened too, last, each with why;
	// Save As offers only saves to write over, never a damaged file.
	list, err := savegame.ListAll(f.Dir)
	if save {
		list, err = savegame.List(f.Dir)
	}
	if err != nil {
		return nil, err
	}
	p := &Picker{f: f, back: back, save: save, entries: list, sel: -1, hover: hoverNone, lay: layoutFor(0)}
	if save {
		p.name = []rune(suggestedName(ctx))
		p.name = p.name[:len(p.name)-len(".json")]
	} else if len(list) > 0 && list[0].Problem == "" {
		p.sel = 0
	}
	return p, nil
}

// Entries are the saves listed.
func (p *Picker) Entries() []savegame.Entry { return p.entries }

// Name is the name typed for Save As.
func (p *Picker) Name() string { return string(p.name) }

// rows is the list of saves as the kit scrolls it.
func (p *Picker) rows() *ui.List {
	p.list.Area, p.list.RowH, p.list.Rows = p.lay.list, p.lay.rowH, len(p.entries)
	return &p.list
}

// rowRect is where entry i is drawn (while it is visible).
func (p *Picker) rowRect(i int) ui.Rect {
	r := p.rows().RowRect(i)
	r.H -= 2
	return r
}

// Update implements scenes.Scene.
func (p *Picker) Update(ctx *scenes.Context) error {
	in := ctx.Input
	p.Pointer(ctx)
	p.lay = layoutFor(p.View.Finger)
	x, y := p.View.ToDesign(in.Cursor())
	was := p.hover
	p.hover = hoverNone
	if i := p.rows().RowAt(x, y); i >= 0 {
		p.hover = i
	}
	switch {
	case p.lay.confirm.Contains(x, y):
		p.hover = hoverConfirm
	case p.lay.cancel.Contains(x, y):
		p.hover = hoverCancel
	case p.f.Transfer != nil && p.lay.transfer.Contains(x, y):
		p.hover = hoverTransfer
	case p.offersReplay() && p.lay.replay.Contains(x, y):
		p.hover = hoverReplay
	}
	if p.hover != was {
		ctx.Redraw()
	}
	if p.rows().Scroll(x, y, in.Wheel()) {
		ctx.Redraw()
	}
	if p.save {
		p.typeName(ctx)
	}
	switch {
	case in.Pressed(ebiten.KeyEscape) || in.RightClicked():
		p.cancel(ctx)
	case in.Pressed(ebiten.KeyEnter) || in.Pressed(ebiten.KeyKPEnter):
		p.confirm(ctx)
	case p.offersReplay() && in.Pressed(ebiten.KeyW):
		p.openAsReplay(ctx)
	case in.Pressed(ebiten.KeyDown):
		p.choose(min(len(p.entries)-1, p.sel+1))
	case in.Pressed(ebiten.KeyUp):
		p.choose(max(0, p.sel-1))
	case in.Clicked():
		switch {
		case p.hover == hoverConfirm:
			p.confirm(ctx)
		case p.hover == hoverCancel:
			p.cancel(ctx)
		case p.hover == hoverTransfer:
			p.transfer(ctx)
		case p.hover == hoverReplay:
			p.openAsReplay(ctx)
		case p.hover >= 0:
			p.choose(p.hover)
		}
	}
	return nil
}

// typeName edits the name field with the keys typed.
func (p *Picker) typeName(ctx *scenes.Context) {
	in := ctx.Input
	for _, r := range in.Chars() {
		if len(p.name) < 80 && r >= ' ' && r != 0x7f {
			p.name = append(p.name, r)
			ctx.Redraw()
		}
	}
	if in.Pressed(ebiten.KeyBackspace) && len(p.name) > 0 {
		p.name = p.name[:len(p.name)-1]
		ctx.Redraw()
	}
}

// choose selects entry i; in Save As its name fills the name field.
func (p *Picker) choose(i int) {
	if i < 0 || i >= len(p.entries) {
		return
	}
	p.sel = i
	p.rows().Show(i)
	p.message = ""
	if e := p.entries[i]; e.Problem != "" {
		p.message = cannotOpen(e)
	}
	if p.save {
		p.name = []rune(p.entries[i].Name[:len(p.entries[i].Name)-len(filepath.Ext(p.entries[i].Name))])
	}
}

// confirm saves under the name typed, or opens the save selected.
func (p *Picker) confirm(ctx *scenes.Context) {
	ctx.Redraw()
	if p.save {
		name := cleanName(string(p.name))
		if name == "" {
			p.message = "Type a name for the save."
			return
		}
		p.f.SaveTo(ctx, filepath.Join(p.f.Dir, name+".json"))
		ctx.GoTo(p.back)
		return
	}
	if p.sel < 0 || p.sel >= len(p.entries) {
		p.message = "Choose a save to open."
		return
	}
	if e := p.entries[p.sel]; e.Problem != "" {
		p.message = cannotOpen(e)
		return
	}
	open := p.f.OpenFile
	if p.watch {
		open = p.f.WatchFile
	}
	if !open(ctx, p.entries[p.sel].Path) {
		p.message = ctx.LastNote().Text
	}
}

// offersReplay reports whether the list has a Replay button: the Open list
// does (Save As and the watch list do not).
func (p *Picker) offersReplay() bool { return !p.save && !p.watch }

// openAsReplay opens the save selected as a replay to watch.
func (p *Picker) openAsReplay(ctx *scenes.Context) {
	ctx.Redraw()
	if p.sel < 0 || p.sel >= len(p.entries) {
		p.message = "Choose a save to watch."
		return
	}
	if e := p.entries[p.sel]; e.Problem != "" {
		p.message = cannotOpen(e)
		return
	}
	if !p.f.WatchFile(ctx, p.entries[p.sel].Path) {
		p.message = ctx.LastNote().Text
	}
}

// transfer downloads the campaign under the name typed (Save As), or asks
// the player for a file to upload and open (Open), and returns to the screen
// the list was opened from: the download's or the upload's outcome is shown
// there.
func (p *Picker) transfer(ctx *scenes.Context) {
	ctx.Redraw()
	if !p.save {
		p.f.upload(p.watch)
		ctx.GoTo(p.back)
		return
	}
	name := cleanName(string(p.name))
	if name == "" {
		p.message = "Type a name for the file."
		return
	}
	p.f.Download(ctx, name)
	ctx.GoTo(p.back)
}

// cancel returns to the screen the picker was opened from, changing nothing.
func (p *Picker) cancel(ctx *scenes.Context) {
	ctx.GoTo(p.back)
}

// Draw implements scenes.Scene: the screen it was opened from, dimmed, under
// the list.
func (p *Picker) Draw(screen *ebiten.Image, ctx *scenes.Context) {
	v := p.Frame(screen, ctx)
	p.lay = layoutFor(v.Finger)
	lay := p.lay
	if ctx.Full {
		if p.back != nil {
			p.back.Draw(screen, ctx)
		} else {
			screen.Fill(ui.Navy)
		}
		b := screen.Bounds()
		v.FillRect(screen, ui.Rect{X: -v.OX / v.Scale, Y: -v.OY / v.Scale, W: float64(b.Dx()) / v.Scale, H: float64(b.Dy()) / v.Scale},
			color.RGBA{0, 0, 0, 0x90})
	}
	r := lay.panel
	v.FillRect(screen, r, ui.Panel)
	v.StrokeRect(screen, r, 2, ui.Gold)
	title := "OPEN A SAVED CAMPAIGN"
	switch {
	case p.save:
		title = "SAVE THE CAMPAIGN"
	case p.watch:
		title = "WATCH A REPLAY"
	}
	v.Text(screen, title, ui.SizeSubtitle, true, ui.Gold, r.X+20, r.Y+16, ui.Left)
	where := "in " + p.f.Dir
	if p.f.Transfer != nil {
		// The browser: the folder is a name inside its storage, of no use to the player.
		where = "kept in this browser"
	}
	v.Text(screen, v.FitText(where, ui.SizeBody, false, r.W-300), ui.SizeBody, false, ui.Muted, r.Right()-20, r.Y+22, ui.Right)
	if p.save {
		v.Text(screen, "Name:", ui.SizeLead, true, ui.Pale, lay.name.X, lay.name.Y-24, ui.Left)
		v.FillRect(screen, lay.name, ui.Cream)
		v.StrokeRect(screen, lay.name, 1.5, ui.Gold)
		w := v.Text(screen, v.FitText(string(p.name), ui.SizeLarge, false, lay.name.W-60), ui.SizeLarge, false, ui.Ink, lay.name.X+8, lay.name.Y+7, ui.Left)
		v.FillRect(screen, ui.Rect{X: lay.name.X + 10 + w, Y: lay.name.Y + 6, W: 2, H: 22}, ui.Ink)
		v.Text(screen, ".json", ui.SizeLarge, false, ui.Muted, lay.name.Right()-8, lay.name.Y+7, ui.Right)
	}
	heading := "Saved games, newest first"
	if slices.ContainsFunc(p.entries, func(e savegame.Entry) bool { return e.Problem != "" }) {
		heading += "; files that cannot be opened last, with why"
	}
	v.Text(screen, heading, ui.SizeBody, true, ui.Pale, r.X+20, lay.list.Y-22, ui.Left)
	if len(p.entries) == 0 {
		v.Text(screen, "No saved games in this folder yet.", ui.SizeHeading, false, ui.Muted, r.CX(), lay.list.Y+30, ui.Center)
	}
	from, to := p.rows().Visible()
	for i := from; i < to; i++ {
		e := p.entries[i]
		rr := p.rowRect(i)
		v.MarkButton(rr)
		dy := (rr.H + 2 - rowH) / 2 // the texts in the middle of a row grown for a finger
		switch {
		case i == p.sel:
			v.FillRect(screen, rr, ui.USBlue)
		case i == p.hover:
			v.FillRect(screen, rr, color.RGBA{0x1d, 0x3a, 0x66, 0xff})
		}
		nameClr, placeClr, place := ui.Cream, ui.Pale, entryPlace(e)
		if e.Problem != "" {
			nameClr, placeClr, place = ui.Muted, ui.Refused, "cannot be opened: it "+e.Problem
		}
		v.Text(screen, v.FitText(entryName(e), ui.SizeLead, true, nameW), ui.SizeLead, true, nameClr, rr.X+8, rr.Y+6+dy, ui.Left)
		v.Text(screen, v.FitText(place, ui.SizeBody, false, rr.Right()-8-dateW-(rr.X+placeX)), ui.SizeBody, false, placeClr, rr.X+placeX, rr.Y+7+dy, ui.Left)
		v.Text(screen, e.SavedAt.Local().Format("2 Jan 15:04:05"), ui.SizeBody, false, ui.Muted, rr.Right()-8, rr.Y+7+dy, ui.Right)
	}
	p.rows().DrawScrollBar(screen, v)
	if from, to := p.rows().Visible(); len(p.entries) > to-from {
		v.Text(screen, fmt.Sprintf("%d–%d of %d (wheel or arrows to scroll)", from+1, to, len(p.entries)),
			12, false, ui.Muted, r.X+20, lay.countY, ui.Left)
	}
	if p.message != "" {
		size, lines, box := p.messageLayout(v)
		for i, l := range lines {
			v.Text(screen, l, size, false, ui.Refused, box.X, box.Y+float64(i)*size*1.3, ui.Left)
		}
	}
	label := "Open  [Enter]"
	switch {
	case p.save:
		label = "Save  [Enter]"
	case p.watch:
		label = "Watch  [Enter]"
	}
	type button struct {
		r     ui.Rect
		label string
		hov   bool
	}
	buttons := []button{{lay.confirm, label, p.hover == hoverConfirm}, {lay.cancel, "Cancel  [Esc]", p.hover == hoverCancel}}
	if p.f.Transfer != nil {
		tl := "Upload a save file…"
		if p.save {
			tl = "Download as a .json file"
		}
		buttons = append(buttons, button{lay.transfer, tl, p.hover == hoverTransfer})
	}
	if p.offersReplay() {
		buttons = append(buttons, button{lay.replay, "Replay  [W]", p.hover == hoverReplay})
	}
	for _, bt := range buttons {
		ui.DrawButton(screen, v, bt.r, ui.Button{Label: bt.label}, bt.hov)
	}
}

// messageLayout wraps the message (a load error can be long) into
// the layout's message box, in smaller type when it needs the room: its size, lines and the
// box.
func (p *Picker) messageLayout(v ui.View) (float64, []string, ui.Rect) {
	box := p.lay.message
	if p.f != nil && p.f.Transfer != nil || p.offersReplay() {
		// The Download or Upload button (or Replay) takes the box's lower
		// left: the message goes above the buttons, the panel's width.
		box = ui.Rect{X: box.X, Y: box.Y, W: p.lay.panel.W - 40, H: p.lay.transfer.Y - 6 - box.Y}
	}
	size := 13.0
	for {
		lines := ui.WrapAll(p.message, v.Face(size, false), box.W*v.Scale)
		if float64(len(lines))*size*1.3 <= box.H || size <= 9 {
			return size, lines, box
		}
		size -= 0.5
	}
}

// The columns of a row: the name, from its left; where the save stands,
// from placeX; when it was written, dateW wide at the right.
const nameW, placeX, dateW = 250.0, 270.0, 120.0

// entryPlace says where a save stands: the campaign's year, turn and step,
// for a linked series which of its four campaigns that is, and how many
// decisions it holds (two saves of one step differ by them).
func entryPlace(e savegame.Entry) string {
	place := fmt.Sprintf("%d · %s · %s · %d %s", e.Campaign, e.TurnName, e.Step, e.Decisions, ui.Plural(e.Decisions, "decision", "decisions"))
	if e.Linked {
		place = "Linked 1942–45 · " + place
	}
	return place
}

// entryName is what a save is called in the list: what kind of save it is
// for the game's own (an autosave's file name, a time stamp cut short, told
// none apart), else its file name without .json.
func entryName(e savegame.Entry) string {
	stem := strings.TrimSuffix(e.Name, ".json")
	switch {
	case e.Live:
		return "game in play (saved at every move)"
	case e.Auto:
		return "autosave"
	case e.Name == savegame.QuickSaveName:
		return "quick save (F5)"
	case e.Replay:
		return "replay · " + stem
	}
	return stem
}

// cannotOpen says why entry e cannot be opened, with its file name.
func cannotOpen(e savegame.Entry) string {
	return fmt.Sprintf("%q cannot be opened: it %s", e.Name, e.Problem)
}
