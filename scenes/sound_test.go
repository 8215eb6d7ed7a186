package scenes

import (
	"slices"
	"testing"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/sound"
)

// soundRecorder is a SoundPlayer that records what it is asked to play.
type soundRecorder struct {
	played  []sound.Effect
	volumes []float64
}

func (r *soundRecorder) Play(e sound.Effect, volume float64) {
	r.played = append(r.played, e)
	r.volumes = append(r.volumes, volume)
}

// TestSoundsOf: each kind of event sounds its effect, read from the typed
// fields, whatever its text says.
func TestSoundsOf(t *testing.T) {
	ship := func(id string) bool { return id == "CV-1" || id == "BB-2" }
	cases := []struct {
		name string
		e    rules.Event
		want []sound.Effect
	}{
		{"Orders roll", rules.Event{Kind: rules.EvOrderRoll, Dice: []int{4}, Total: 4}, []sound.Effect{sound.Dice}},
		{"Battle Turns roll", rules.Event{Kind: rules.EvBattleTurns, Step: rules.StepBattles, Dice: []int{7}}, []sound.Effect{sound.Dice}},
		{"Naval Guns", rules.Event{Kind: rules.EvAttack, Attack: rules.AttackNavalGuns, Dice: []int{3}}, []sound.Effect{sound.Gunfire}},
		{"Torpedo", rules.Event{Kind: rules.EvAttack, Attack: rules.AttackTorpedo, Dice: []int{3}}, []sound.Effect{sound.Gunfire}},
		{"Dogfight", rules.Event{Kind: rules.EvAttack, Attack: rules.AttackDogfight, Dice: []int{9}}, []sound.Effect{sound.Gunfire}},
		{"Bombs vs Ships", rules.Event{Kind: rules.EvAttack, Attack: rules.AttackBombsShips, Dice: []int{1}}, []sound.Effect{sound.Bombs}},
		{"Bombs vs Ground", rules.Event{Kind: rules.EvAttack, Attack: rules.AttackBombsGround, Dice: []int{2}}, []sound.Effect{sound.Bombs}},
		{"a Ship Destroyed", rules.Event{Kind: rules.EvHit, Result: rules.HitDestroyed, Forces: []string{"BB-2"}}, []sound.Effect{sound.ShipLost}},
		{"aircraft Destroyed", rules.Event{Kind: rules.EvHit, Result: rules.HitDestroyed, Forces: []string{"SBD-1"}}, nil},
		{"a Ship Damaged", rules.Event{Kind: rules.EvHit, Result: rules.HitDamaged, Forces: []string{"CV-1"}}, nil},
		{"a new Campaign Turn", rules.Event{Kind: rules.EvTurn, Turn: 2}, []sound.Effect{sound.TurnBegun}},
		{"a new Battle Turn", rules.Event{Kind: rules.EvBattleStep, Step: rules.StepBattles, NewBattleTurn: true}, []sound.Effect{sound.TurnBegun}},
		{"a move", rules.Event{Kind: rules.EvUSMove, Forces: []string{"CV-1"}, To: "Hawaii"}, nil},
	}
	for _, c := range cases {
		for _, text := range []string{"", "Destroyed! Bombs vs Ships, roll 3, Turn 4 begins, Naval Guns"} {
			c.e.Text, c.e.Rule = text, text
			if got := SoundsOf(c.e, ship); !slices.Equal(got, c.want) {
				t.Errorf("%s (text %q): %v, want %v", c.name, text, got, c.want)
			}
		}
	}
	if got := SoundsOf(rules.Event{Kind: rules.EvHit, Result: rules.HitDestroyed, Forces: []string{"BB-2"}}, nil); got != nil {
		t.Errorf("a Destroyed Force with no way to tell Ships: %v", got)
	}
}

// TestPlaySound: the settings' volume and mute apply, each effect plays at
// most once a frame, and a context without a player is silent.
func TestPlaySound(t *testing.T) {
	st := savegame.DefaultSettings()
	rec := &soundRecorder{}
	c := &Context{Settings: &st, Sound: rec}
	for range 20 {
		c.EventSounds(rules.Event{Kind: rules.EvAttack, Attack: rules.AttackNavalGuns, Dice: []int{3}}, nil)
		c.EventSounds(rules.Event{Kind: rules.EvOrderRoll, Dice: []int{3}}, nil)
	}
	if want := []sound.Effect{sound.Gunfire, sound.Dice}; !slices.Equal(rec.played, want) {
		t.Fatalf("20 attacks and 20 rolls in one frame played %v, want %v", rec.played, want)
	}
	if rec.volumes[0] != 0.7 {
		t.Errorf("played at %v, want the default 0.7", rec.volumes[0])
	}
	c.ClearSounds()
	st.Volume = 30
	c.PlaySound(sound.Dice)
	if len(rec.played) != 3 || rec.volumes[2] != 0.3 {
		t.Errorf("the next frame: %v at %v", rec.played, rec.volumes)
	}
	c.ClearSounds()
	st.Mute = true
	c.PlaySound(sound.Bombs)
	st.Mute, st.Volume = false, 0
	c.PlaySound(sound.Bombs)
	if len(rec.played) != 3 {
		t.Errorf("muted or at volume 0, it played %v", rec.played[3:])
	}
	(&Context{Settings: &st}).PlaySound(sound.Dice)
	(*Context)(nil).PlaySound(sound.Dice)
}
