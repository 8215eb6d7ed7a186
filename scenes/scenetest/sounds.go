package scenetest

import "nimitz/sound"

// Sounds is a sound player for tests (scenes.Context.Sound): it records the
// effects played, frame by frame. Frames starts empty; a test appends a
// frame (nil) before each tick it sounds.
type Sounds struct{ Frames [][]sound.Effect }

// Play implements scenes.SoundPlayer: e goes into the last frame.
func (r *Sounds) Play(e sound.Effect, _ float64) {
	if len(r.Frames) == 0 {
		r.Frames = append(r.Frames, nil)
	}
	r.Frames[len(r.Frames)-1] = append(r.Frames[len(r.Frames)-1], e)
}

// All is every effect played, in order.
func (r *Sounds) All() []sound.Effect {
	var out []sound.Effect
	for _, f := range r.Frames {
		out = append(out, f...)
	}
	return out
}
