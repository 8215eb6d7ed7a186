package scenes

import (
	"slices"

	"nimitz/rules"
	"nimitz/sound"
)

// SoundPlayer plays the sound effects, at a volume from 0 to 1 (a
// *sound.Output in the game; tests put in one that records).
type SoundPlayer interface {
	Play(e sound.Effect, volume float64)
}

// PlaySound plays effect e at the settings' volume: nothing when muted,
// turned down, or without a player (tests). Each effect plays at most once a
// frame, so a batch of events shown at once (animation speed 0, or a click
// that skips to the end) sounds each kind once, not once an event.
func (c *Context) PlaySound(e sound.Effect) {
	if c == nil || c.Sound == nil || e >= sound.Count {
		return
	}
	v := c.Settings.SoundVolume()
	if v <= 0 || c.sounds&(1<<e) != 0 {
		return
	}
	c.sounds |= 1 << e
	c.Sound.Play(e, v)
}

// ClearSounds begins a new frame for PlaySound: the manager calls it at
// every tick, tests between the Updates they stand for frames.
func (c *Context) ClearSounds() { c.sounds = 0 }

// EventSounds plays the effects of an event as a screen begins to show it
// (SoundsOf).
func (c *Context) EventSounds(e rules.Event, isShip func(id string) bool) {
	if c == nil || c.Sound == nil {
		return
	}
	for _, s := range SoundsOf(e, isShip) {
		c.PlaySound(s)
	}
}

// SoundsOf are the effects an event sounds, read from its typed fields only,
// never its Text: a new Campaign Turn or Battle Turn rings the bell; an
// attack roll fires its weapon (bombs for the Bomb Runs, the gun for every
// other attack), and other rolls rattle the dice; a Ship Destroyed (isShip
// says which Forces are Ships) goes up.
func SoundsOf(e rules.Event, isShip func(id string) bool) []sound.Effect {
	var out []sound.Effect
	if e.Kind == rules.EvTurn || e.NewBattleTurn {
		out = append(out, sound.TurnBegun)
	}
	switch {
	case e.Kind == rules.EvAttack && (e.Attack == rules.AttackBombsShips || e.Attack == rules.AttackBombsGround):
		out = append(out, sound.Bombs)
	case e.Kind == rules.EvAttack:
		out = append(out, sound.Gunfire)
	case len(e.Dice) > 0:
		out = append(out, sound.Dice)
	}
	if e.Kind == rules.EvHit && e.Result == rules.HitDestroyed && isShip != nil && slices.ContainsFunc(e.Forces, isShip) {
		out = append(out, sound.ShipLost)
	}
	return out
}
