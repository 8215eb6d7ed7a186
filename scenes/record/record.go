// Package record is the War record screen: every campaign kept, sorted and
// filtered by campaign and result, each one's replay a click away, the
// statistics drawn as charts (results per campaign, Objectives per turn
// against the simulated admirals' band, how many of those the player beat,
// luck), and the whole record exported as CSV and as one HTML page.
package record

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/replay"
	"nimitz/scenes/ui"
	"nimitz/warrecord"
)

// Policy is the simulated admirals the list compares with ("Better
// than"): the heuristic's, whose band every build has. The charts and the
// figures show every policy the band has.
const Policy = warrecord.Heuristic

// The screen's buttons below the filters, in order.
const (
	actOpen = iota
	actCSV
	actHTML
	actBack
	actions
)

// Scene is the War record screen.
type Scene struct {
	scenes.Screen
	back func() scenes.Scene

	rec     warrecord.Record
	band    warrecord.Band
	bandSet bool   // UseBand gave the band
	problem string // why the record, or the band, could not be read

	filter warrecord.Filter
	sortBy warrecord.SortKey
	down   bool
	shown  []int // places in rec.Entries, in the list's order
	sel    int   // index in shown, -1 for none

	list    ui.List
	filters ui.Buttons // campaigns, then the result, the order and its way
	buttons ui.Buttons
	status  ui.Status
	// Store writes the exports (the real disk unless a test replaces it).
	Store savegame.Store
	// loaded says the record was read from the saves folder (at the first
	// Update, where the context says which folder); afterLoad is the ID
	// of the entry to choose then.
	loaded    bool
	afterLoad string
	written   string // where the last export went
	// keptVer is the war record keeper's Ver when the entries it completed
	// were last taken in.
	keptVer int
}

// New is the War record screen; back makes the screen Esc returns to.
func New(back func() scenes.Scene) *Scene {
	s := &Scene{back: back, down: true, sel: -1, Store: savegame.Disk()}
	s.Fluid = true
	return s
}

// Shown are the entries the list shows, in its order.
func (s *Scene) Shown() []warrecord.Entry {
	out := make([]warrecord.Entry, 0, len(s.shown))
	for _, i := range s.shown {
		out = append(out, s.rec.Entries[i])
	}
	return out
}

// Problem is what the screen says could not be read ("" when all was).
func (s *Scene) Problem() string { return s.problem }

// SetFilter shows the entries of one campaign and result ("" for any).
func (s *Scene) SetFilter(f warrecord.Filter) {
	s.filter = f
	s.relist()
}

// SortBy orders the list, down for newest, best or luckiest first.
func (s *Scene) SortBy(key warrecord.SortKey, down bool) {
	s.sortBy, s.down = key, down
	s.relist()
}

// Select chooses the i-th entry of the list.
func (s *Scene) Select(i int) {
	if i >= 0 && i < len(s.shown) {
		s.sel = i
		s.list.Show(i)
	}
}

// UseBand makes the screen compare with b rather than the band shipped
// (a test's band of policies not shipped yet).
func (s *Scene) UseBand(b warrecord.Band) { s.band, s.bandSet = b, true }

// load reads the record and the band, once.
func (s *Scene) load(ctx *scenes.Context) {
	if s.loaded {
		return
	}
	s.loaded = true
	var problems []string
	if !s.bandSet {
		b, err := warrecord.ShippedBand()
		if err != nil {
			problems = append(problems, err.Error())
		}
		s.band = b
	}
	if ctx.AutosaveDir != "" {
		k := ctx.WarRecord()
		s.keptVer = k.Ver()
		r, err := k.Load(s.store(ctx), ctx.AutosaveDir)
		if err != nil {
			problems = append(problems, err.Error())
		}
		s.rec = r
		// Entries whose battles were not worked out before the game was
		// closed are completed now, in the background.
		k.Complete(s.store(ctx), ctx.AutosaveDir, r.Pending()...)
		s.takeCompleted(ctx)
	}
	for _, p := range problems {
		if s.problem != "" {
			s.problem += " "
		}
		s.problem += p
	}
	s.relist()
	if len(s.shown) > 0 {
		s.sel = 0
	}
	for i, k := range s.shown {
		if s.rec.Entries[k].ID == s.afterLoad {
			s.Select(i)
		}
	}
}

// takeCompleted takes in the entries the keeper completed since the last
// look; it reports whether one was.
func (s *Scene) takeCompleted(ctx *scenes.Context) bool {
	k := ctx.WarRecord()
	v := k.Ver()
	if v == s.keptVer {
		return false
	}
	s.keptVer = v
	took := false
	for i := range s.rec.Entries {
		e := &s.rec.Entries[i]
		if !e.Pending {
			continue
		}
		if done, ok := k.Completed(e.ID); ok && done.Digest == e.Digest {
			e.Battles, e.Losses, e.Pending = done.Battles, done.Losses, false
			took = true
		}
	}
	if took {
		s.relist()
	}
	return took
}

// store is the screen's Store, or the context's when a test set one.
func (s *Scene) store(ctx *scenes.Context) savegame.Store {
	if ctx.Store.FS != nil {
		return ctx.Store
	}
	return s.Store
}

// relist makes the list again after a change of filter or order, keeping
// the entry chosen when it is still shown.
func (s *Scene) relist() {
	was := -1
	if s.sel >= 0 && s.sel < len(s.shown) {
		was = s.shown[s.sel]
	}
	s.shown = s.rec.List(s.filter, s.sortBy, s.down)
	s.sel = slices.Index(s.shown, was)
	if s.sel < 0 && len(s.shown) > 0 {
		s.sel = 0
	}
	s.list.Rows = len(s.shown)
}

// chosen is the entry chosen, and false with none.
func (s *Scene) chosen() (*warrecord.Entry, bool) {
	if s.sel < 0 || s.sel >= len(s.shown) {
		return nil, false
	}
	return &s.rec.Entries[s.shown[s.sel]], true
}

// Update implements scenes.Scene.
func (s *Scene) Update(ctx *scenes.Context) error {
	s.load(ctx)
	if s.takeCompleted(ctx) {
		ctx.Redraw()
	}
	in := ctx.Input
	x, y := s.Pointer(ctx)
	pt := partsFor(s.Canvas())
	s.list.Area, s.list.RowH = pt.rows, rowH
	s.list.Rows = len(s.shown)
	s.filters.Grid = pt.filterGrid()
	s.filters.Set(s.filterItems())
	s.buttons.Grid = pt.buttonGrid()
	s.buttons.Set(s.items())
	redraw := s.filters.Update(x, y)
	if s.buttons.Update(x, y) {
		redraw = true
	}
	if s.status.Follow(x, y) {
		redraw = true
	}
	if w := in.Wheel(); w != 0 && s.list.Scroll(x, y, w) {
		redraw = true
	}
	switch {
	case in.Pressed(ebiten.KeyEscape) || in.RightClicked():
		ctx.GoTo(s.back())
	case in.Pressed(ebiten.KeyArrowDown):
		s.Select(s.sel + 1)
		redraw = true
	case in.Pressed(ebiten.KeyArrowUp):
		s.Select(s.sel - 1)
		redraw = true
	case in.Pressed(ebiten.KeyEnter) || in.Pressed(ebiten.KeyKPEnter):
		s.open(ctx)
	case in.Pressed(ebiten.KeyC):
		s.exportCSV(ctx)
		redraw = true
	case in.Pressed(ebiten.KeyH):
		s.exportHTML(ctx)
		redraw = true
	case in.Clicked():
		if i := s.filters.Clicked(); i >= 0 {
			s.filterClicked(i)
			redraw = true
		} else if i := s.buttons.Clicked(); i >= 0 {
			s.act(ctx, i)
			redraw = true
		} else if i := s.list.RowAt(x, y); i >= 0 {
			if i == s.sel {
				s.open(ctx)
			}
			s.Select(i)
			redraw = true
		}
	}
	if redraw {
		ctx.Redraw()
	}
	return nil
}

// items are the buttons under the list.
func (s *Scene) items() []ui.Button {
	_, none := s.chosen()
	empty := len(s.rec.Entries) == 0
	return []ui.Button{
		actOpen: {Label: "Watch its replay", Key: "Enter", Style: ui.Primary, Off: !none},
		actCSV:  {Label: "Export CSV", Key: "C", Off: empty},
		actHTML: {Label: "Export HTML page", Key: "H", Off: empty},
		actBack: {Label: "Back", Key: "Esc", Style: ui.Quiet},
	}
}

func (s *Scene) act(ctx *scenes.Context, i int) {
	switch i {
	case actOpen:
		s.open(ctx)
	case actCSV:
		s.exportCSV(ctx)
	case actHTML:
		s.exportHTML(ctx)
	case actBack:
		ctx.GoTo(s.back())
	}
}

// filterItems are the campaign filters, then the result filter and the
// order.
func (s *Scene) filterItems() []ui.Button {
	var out []ui.Button
	for _, c := range append([]string{""}, warrecord.Campaigns()...) {
		label := "All"
		if c != "" {
			label = warrecord.CampaignName(c)
		}
		b := ui.Button{Label: label}
		if s.filter.Campaign == c {
			b.Style = ui.Chosen
		}
		out = append(out, b)
	}
	result := "Result: any"
	if s.filter.Result != "" {
		result = "Result: " + s.filter.Result
	}
	way := "↓"
	if !s.down {
		way = "↑"
	}
	return append(out, ui.Button{Label: result}, ui.Button{Label: "Sorted by " + warrecord.SortKeys[s.sortBy] + " " + way})
}

// filterClicked acts on the i-th filter button: a campaign; the next
// result; the next order, or the other way when clicked on the same key's
// arrow.
func (s *Scene) filterClicked(i int) {
	cs := append([]string{""}, warrecord.Campaigns()...)
	switch {
	case i < len(cs):
		s.filter.Campaign = cs[i]
		if s.filter.Result != "" && !slices.Contains(s.results(), s.filter.Result) {
			s.filter.Result = ""
		}
	case i == len(cs):
		rs := append([]string{""}, s.results()...)
		s.filter.Result = rs[(slices.Index(rs, s.filter.Result)+1)%len(rs)]
	default:
		if s.down {
			s.down = false
		} else {
			s.sortBy, s.down = (s.sortBy+1)%warrecord.SortKey(len(warrecord.SortKeys)), true
		}
	}
	s.relist()
}

// results are the Outcomes the record holds for the campaign filtered,
// best first.
func (s *Scene) results() []string {
	var out []string
	cs := warrecord.Campaigns()
	if s.filter.Campaign != "" {
		cs = []string{s.filter.Campaign}
	}
	for _, c := range cs {
		for _, r := range warrecord.Results(c) {
			if slices.Contains(out, r) {
				continue
			}
			for _, e := range s.rec.Entries {
				if e.Campaign == c && e.Outcome() == r {
					out = append(out, r)
					break
				}
			}
		}
	}
	return out
}

// open watches the chosen entry's replay; its bookmarks are kept back in
// the entry, and Close comes back here.
func (s *Scene) open(ctx *scenes.Context) {
	e, ok := s.chosen()
	if !ok {
		return
	}
	fail := func(err error) {
		s.status.Say(fmt.Sprintf("The replay cannot be shown: %v", err), true, ui.Rect{})
		ctx.Redraw()
	}
	l, err := e.Load()
	if err != nil {
		fail(err)
		return
	}
	p, err := l.Playback()
	if err != nil {
		fail(err)
		return
	}
	if err := p.SetBookmarks(e.Bookmarks); err != nil {
		fail(err)
		return
	}
	r, err := replay.New(p)
	if err != nil {
		fail(err)
		return
	}
	id, dir := e.ID, ctx.AutosaveDir
	r.KeepBookmarks(func(ctx *scenes.Context, bs []savegame.Bookmark) (string, error) {
		if dir == "" {
			return "", errors.New("there is no saves folder")
		}
		if err := ctx.WarRecord().SetBookmarks(s.store(ctx), dir, id, bs); err != nil {
			return "", err
		}
		return "Kept in the war record.", nil
	})
	r.BackTo(func() scenes.Scene {
		back := New(s.back)
		back.Store = s.Store
		if s.bandSet {
			back.UseBand(s.band)
		}
		back.filter, back.sortBy, back.down = s.filter, s.sortBy, s.down
		back.afterLoad = id
		return back
	})
	ctx.GoTo(r)
}

// exporter is what offers a file to the player where the game cannot
// write one they can reach (files.Service: a download in the browser).
type exporter interface {
	ExportFile(ctx *scenes.Context, name string, data []byte) (string, error)
}

// exportCSV writes the whole record as CSV.
func (s *Scene) exportCSV(ctx *scenes.Context) {
	b, err := s.rec.CSV()
	if err != nil {
		s.status.Say(fmt.Sprintf("The war record cannot be exported: %v", err), true, ui.Rect{})
		return
	}
	s.export(ctx, warrecord.ExportName("csv", s.now(ctx)), b)
}

// exportHTML writes the whole record as one HTML page with its charts.
func (s *Scene) exportHTML(ctx *scenes.Context) {
	at := s.now(ctx)
	s.export(ctx, warrecord.ExportName("html", at), s.rec.HTML(s.band, at))
}

func (s *Scene) now(ctx *scenes.Context) time.Time {
	if st := s.store(ctx); st.Now != nil {
		return st.Now()
	}
	return time.Now()
}

// export hands a file to the files service (a download in the browser),
// or writes it into the saves folder, and says where it went.
func (s *Scene) export(ctx *scenes.Context, name string, data []byte) {
	if len(s.rec.Entries) == 0 {
		s.status.Say("The war record is empty: there is nothing to export yet.", true, ui.Rect{})
		return
	}
	var where string
	var err error
	if ex, ok := ctx.Files.(exporter); ok {
		where, err = ex.ExportFile(ctx, name, data)
	} else if ctx.AutosaveDir == "" {
		err = errors.New("there is no saves folder")
	} else {
		where, err = s.store(ctx).Export(ctx.AutosaveDir, name, data)
	}
	if err != nil {
		s.status.Say(fmt.Sprintf("The war record was not exported: %v", err), true, ui.Rect{})
		return
	}
	s.written = where
	s.status.Say("The war record is exported to "+where+".", false, ui.Rect{})
}

// Written is where the last export went ("" if none).
func (s *Scene) Written() string { return s.written }
