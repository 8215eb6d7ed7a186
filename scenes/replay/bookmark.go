package replay

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// Keeper keeps the replay's bookmarks where they belong once one is added:
// the war record's entry the replay was opened from, say. It returns what
// to tell the player, or an error.
type Keeper func(ctx *scenes.Context, bookmarks []savegame.Bookmark) (string, error)

// KeepBookmarks has the screen keep its bookmarks through k rather than
// with the game in play.
func (s *Scene) KeepBookmarks(k Keeper) { s.keeper = k }

// BackTo has Close go back to the screen back makes (the war record, say)
// rather than to the game in play.
func (s *Scene) BackTo(back func() scenes.Scene) { s.back = back }

// noting is a bookmark's note being typed.
type noting struct {
	on   bool
	text []rune
}

// Noting reports whether a bookmark's note is being typed.
func (s *Scene) Noting() bool { return s.note.on }

// startNote opens the note of a bookmark at the cursor, pausing the play.
func (s *Scene) startNote() {
	s.note = noting{on: true}
	s.play.dir = 0
}

// typeNote edits the note with the keys typed: Enter keeps the bookmark,
// Esc leaves it.
func (s *Scene) typeNote(ctx *scenes.Context) {
	in := ctx.Input
	for _, r := range in.Chars() {
		if len(s.note.text) < savegame.MaxBookmarkNote && r >= ' ' && r != 0x7f {
			s.note.text = append(s.note.text, r)
		}
	}
	switch {
	case in.Pressed(ebiten.KeyBackspace) && len(s.note.text) > 0:
		s.note.text = s.note.text[:len(s.note.text)-1]
	case in.Pressed(ebiten.KeyEscape):
		s.note = noting{}
	case in.Pressed(ebiten.KeyEnter) || in.Pressed(ebiten.KeyKPEnter):
		s.addBookmark(ctx, string(s.note.text))
		s.note = noting{}
	}
	ctx.Redraw()
}

// addBookmark marks the cursor's moment with note and keeps it: with the
// game in play when the replay is of it (its save), through the keeper
// when one was given, else with the replay (exported with it).
func (s *Scene) addBookmark(ctx *scenes.Context, note string) {
	b, err := s.p.AddBookmark(note)
	if err != nil {
		s.status.Say(err.Error(), true, ui.Rect{})
		return
	}
	s.timeline = s.p.Timeline()
	all := s.p.Bookmarks()
	where := fmt.Sprintf("Bookmark added at decision %d", b.At)
	switch {
	case s.keeper != nil:
		said, err := s.keeper(ctx, all)
		if err != nil {
			s.status.Say(fmt.Sprintf("%s, but it could not be kept: %v", where, err), true, ui.Rect{})
			return
		}
		s.status.Say(where+". "+said, false, ui.Rect{})
	case ctx.Session != nil && !ctx.Practice && s.p.Of(ctx.Session):
		if err := ctx.Session.SetBookmarks(all); err != nil {
			s.status.Say(fmt.Sprintf("%s, but it could not be kept with the game: %v", where, err), true, ui.Rect{})
			return
		}
		if !ctx.SaveLive() && ctx.AutosaveDir != "" {
			return // the live save's failure is told
		}
		ctx.KeepBookmarks(ctx.Session)
		s.status.Say(where+": kept with the game in play.", false, ui.Rect{})
	default:
		s.status.Say(where+": kept with this replay. Export the replay (E) to keep it.", false, ui.Rect{})
	}
}

// drawNote is the bookmark's note being typed, over the event panel.
func (s *Scene) drawNote(dst *ebiten.Image, v ui.View) {
	r := s.pn.event
	in := ui.DrawPanel(dst, v, r, fmt.Sprintf("BOOKMARK AT DECISION %d", s.p.At()))
	field := ui.Rect{X: in.X, Y: in.Y, W: in.W, H: ui.SizeBody * 2}
	v.FillRect(dst, field, ui.Cream)
	v.StrokeRect(dst, field, 1.5, ui.Gold)
	text := string(s.note.text) + "|"
	for len(text) > 1 && v.TextWidth(text, ui.SizeBody, false) > field.W-12 {
		text = string([]rune(text)[1:])
	}
	v.Text(dst, text, ui.SizeBody, false, ui.Ink, field.X+6, field.CY()-ui.SizeBody*0.65, ui.Left)
	v.Paragraph(dst, "Type a note for this moment. Enter keeps the bookmark; Esc leaves it.", ui.SizeSmall, false, ui.Pale, in.X, field.Bottom()+8, in.W)
}
