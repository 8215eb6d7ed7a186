package campaign

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes/menu"
)

// The in-game settings page offers the setup option "Japan's equal
// choices: I do / the game does" for the game in play: a click is a
// decision of the record (in the live save, so a save replays it), the game
// makes them from then on, and the setting follows for the next new game.
func TestGameMenuGivesJapansChoicesToTheGame(t *testing.T) {
	dir := t.TempDir()
	m, in, _ := menuManager(t, dir)
	if err := press(t, m, in, ebiten.KeyEscape); err != nil {
		t.Fatal(err)
	}
	if err := choose(t, m, in, "Settings"); err != nil {
		t.Fatal(err)
	}
	mn := m.Current().(*menu.Scene)
	// The test's campaign has the rules' bare options: the game orders
	// Japan's areas, the player makes the ties.
	if !slices.Contains(mn.Labels(m.Context()), "Japan's equal choices: the game does some, I do the rest, in this game") {
		t.Fatalf("the settings page reads %v", mn.Labels(m.Context()))
	}
	if err := choose(t, m, in, "Japan's equal choices"); err != nil {
		t.Fatal(err)
	}
	ctx := m.Context()
	g := ctx.Session.Game()
	if all, _ := g.GameMakesAllJapanChoices(); !all || ctx.Session.Len() != 1 || !ctx.Settings.GameMakesJapanChoices {
		t.Fatalf("after the click: all %v, %d decisions, setting %v", all, ctx.Session.Len(), ctx.Settings.GameMakesJapanChoices)
	}
	if !slices.ContainsFunc(mn.Labels(ctx), func(l string) bool { return strings.HasPrefix(l, "Japan's equal choices: the game does") }) {
		t.Errorf("the settings page now reads %v", mn.Labels(ctx))
	}
	live, err := savegame.Load(filepath.Join(dir, savegame.LiveName))
	if err != nil {
		t.Fatal(err)
	}
	if !live.Session.Game().GameMakesTies(rules.AskPlaceJapanese) || live.Session.Game().Options.GameMakesJapanChoices {
		t.Errorf("the live save: choices %+v, options %+v", live.Session.Game().JapanChoices, live.Session.Game().Options)
	}
}
