package battle

import "nimitz/scenes"

// frameKey is everything a frame of the board shows that an Update can
// change without a click or key (which the manager answers with a frame
// anyway): what the cursor is over, the status line, the selection, the log's
// scroll, and the cursor itself while a counter's tip follows it.
type frameKey struct {
	hoverBtn  int
	hoverPl   string
	hoverUnit string
	rulesBtn  bool
	status    string
	bad       bool
	selected  string
	scroll    int
	mx, my    float64
	page      int
	odds      int // the odds panel's figures published so far
	cupTip    bool
	staff     [3]int // the advice shown (staffFigure)
}

func (s *Scene) frameKey() frameKey {
	k := frameKey{hoverBtn: s.hoverBtn, hoverPl: s.hoverPl, rulesBtn: s.fr.rules.Contains(s.mx, s.my),
		status: s.note.Text, bad: s.note.Bad, selected: s.selected, scroll: s.scroll, page: s.page, odds: s.odds.Ver(), staff: s.staffFigure()}
	if s.lay != nil {
		k.hoverUnit, _ = s.unitAt(s.mx, s.my)
	}
	if v := s.LastView(); v.Fonts != nil {
		k.cupTip = s.cupTipShown(v)
	}
	if k.hoverUnit != "" {
		k.mx, k.my = s.mx, s.my
	}
	return k
}

// DrawsOnDemand implements scenes.OnDemand: the board is drawn only when
// something on it changed, and every frame while an event plays.
func (s *Scene) DrawsOnDemand() bool { return true }

// askFrame asks for a frame while an event plays (busy: one was playing when
// the Update began, so its last frame is drawn too) and when the board shows
// something new.
func (s *Scene) askFrame(ctx *scenes.Context, busy bool) {
	k := s.frameKey()
	if busy || !s.Settled() || k != s.shown {
		s.shown = k
		ctx.Redraw()
	}
}
