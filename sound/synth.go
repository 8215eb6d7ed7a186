// Package sound is the game's sound effects: a die's rattle, a gun's boom, a
// bomb's whistle and burst, the rumble of a ship lost and the ship's bell of
// a turn begun. Each is synthesised here in code, from noise, filters and
// decaying tones, when the game starts: there are no recordings, so nothing
// to license. Output plays them on the audio device, and stays silent when
// there is none, under tests, or when asked (Silenced).
package sound

import (
	"math"
	"time"
)

// Effect is one of the sound effects.
type Effect uint8

// The effects.
const (
	Dice      Effect = iota // a die rolled: a rattle of clicks
	Gunfire                 // a gun fired: a crack and a low boom
	Bombs                   // a bomb: a falling whistle and a burst
	ShipLost                // a ship Destroyed: a deep explosion and rumble
	TurnBegun               // a Campaign or Battle Turn begun: two strikes of a ship's bell
	Count                   // the number of effects
)

var names = [Count]string{"dice", "gunfire", "bombs", "ship lost", "turn begun"}

// String names the effect.
func (e Effect) String() string {
	if e < Count {
		return names[e]
	}
	return "unknown"
}

// SampleRate is the samples a second of every effect (mono).
const SampleRate = 44100

// lengths are the effects' lengths.
var lengths = [Count]time.Duration{
	Dice:      450 * time.Millisecond,
	Gunfire:   900 * time.Millisecond,
	Bombs:     1500 * time.Millisecond,
	ShipLost:  1500 * time.Millisecond,
	TurnBegun: 1300 * time.Millisecond,
}

// peaks are the effects' loudest samples once normalised: the bell and the
// dice, which are bright, stand lower than the low booms, so that all sound
// about as loud.
var peaks = [Count]float64{Dice: 0.6, Gunfire: 0.8, Bombs: 0.8, ShipLost: 0.85, TurnBegun: 0.35}

// Length is how long the effect lasts.
func (e Effect) Length() time.Duration {
	if e < Count {
		return lengths[e]
	}
	return 0
}

// Peak is the loudest sample of the effect, in (0, 1].
func (e Effect) Peak() float64 {
	if e < Count {
		return peaks[e]
	}
	return 0
}

// Samples synthesises the effect: mono samples in [-1, 1] at SampleRate. The
// same effect gives the same samples every time (its noise comes from a
// fixed seed).
func Samples(e Effect) []float32 {
	if e >= Count {
		return nil
	}
	n := at(e.Length().Seconds())
	buf := make([]float64, n)
	r := rng(0x9e3779b97f4a7c15 + uint64(e)*0x632be59bd9b4e019)
	switch e {
	case Dice:
		dice(buf, &r)
	case Gunfire:
		gunfire(buf, &r)
	case Bombs:
		bombs(buf, &r)
	case ShipLost:
		shipLost(buf, &r)
	case TurnBegun:
		bell(buf)
	}
	return finish(buf, e.Peak())
}

// rng is a small deterministic noise source (xorshift64*).
type rng uint64

// noise returns a value in [-1, 1).
func (r *rng) noise() float64 {
	x := uint64(*r)
	x ^= x >> 12
	x ^= x << 25
	x ^= x >> 27
	*r = rng(x)
	return float64((x*0x2545f4914f6cdd1d)>>11)/float64(1<<52) - 1
}

// lowpass is a one-pole low-pass filter.
type lowpass struct{ a, y float64 }

func newLowpass(cutoff float64) lowpass {
	return lowpass{a: 1 - math.Exp(-2*math.Pi*cutoff/SampleRate)}
}

func (f *lowpass) at(x float64) float64 {
	f.y += f.a * (x - f.y)
	return f.y
}

// bandpass is a state-variable filter's band-pass output, for resonant
// noise (the click of a die, the hiss of a whistle).
type bandpass struct{ f, q, low, band float64 }

func newBandpass(centre, q float64) bandpass {
	return bandpass{f: 2 * math.Sin(math.Pi*centre/SampleRate), q: 1 / q}
}

func (b *bandpass) at(x float64) float64 {
	b.low += b.f * b.band
	high := x - b.low - b.q*b.band
	b.band += b.f * high
	return b.band
}

// at is the sample at t seconds.
func at(t float64) int { return int(t * SampleRate) }

// secs is the time of sample i.
func secs(i int) float64 { return float64(i) / SampleRate }

// dice is a die thrown into a tray: six or seven clicks of wood on wood,
// closer and softer as it settles.
func dice(buf []float64, r *rng) {
	when, gap, amp := 0.0, 0.075, 1.0
	for k := 0; k < 7 && when < 0.33; k++ {
		click(buf, r, at(when), amp, 2200+900*r.noise())
		when += gap * (0.75 + 0.5*(r.noise()+1)/2)
		gap *= 0.8
		amp *= 0.78
	}
}

// click adds one tap at sample start: a burst of resonant noise and a short
// woody tone, both dying within a few hundredths of a second.
func click(buf []float64, r *rng, start int, amp, pitch float64) {
	bp := newBandpass(pitch*1.3, 4)
	soft, soft2 := newLowpass(5000), newLowpass(5000)
	n := at(0.07)
	phase := 0.0
	for i := 0; i < n && start+i < len(buf); i++ {
		t := secs(i)
		env := math.Exp(-t / 0.006)
		tone := math.Sin(phase) * math.Exp(-t/0.012)
		phase += 2 * math.Pi * pitch / SampleRate
		buf[start+i] += amp * soft2.at(soft.at(0.8*bp.at(r.noise())*env*4+0.5*tone))
	}
}

// gunfire is a naval gun: a sharp crack, then a low boom falling in pitch
// and a tail of muffled noise.
func gunfire(buf []float64, r *rng) {
	crack, crack2 := newLowpass(2500), newLowpass(2500)
	body := newLowpass(400)
	tail := newLowpass(150)
	phase := 0.0
	for i := range buf {
		t := secs(i)
		nz := r.noise()
		v := crack2.at(crack.at(nz)) * math.Exp(-t/0.012) * 1.6
		v += body.at(nz) * math.Exp(-t/0.09) * 2.2
		v += tail.at(nz) * math.Exp(-t/0.28) * 3.5
		f := 45 + 55*math.Exp(-t/0.08)
		phase += 2 * math.Pi * f / SampleRate
		v += 0.7 * math.Sin(phase) * math.Exp(-t/0.2)
		buf[i] = v * attack(t, 0.002)
	}
}

// bombs is a bomb falling, its whistle dropping in pitch, and the burst
// where it lands.
func bombs(buf []float64, r *rng) {
	const fall = 0.6 // seconds of whistle
	phase := 0.0
	for i := range buf {
		t := secs(i)
		if t >= fall {
			break
		}
		f := 1300 - 750*(t/fall)
		phase += 2 * math.Pi * f / SampleRate
		env := 0.12 + 0.18*(t/fall)
		env *= attack(t, 0.05) * attack(fall-t, 0.02)
		buf[i] += env * (math.Sin(phase) + 0.15*math.Sin(2*phase))
	}
	blast(buf[at(fall):], r, 1, 0.3)
}

// blast is an explosion: a thump of low tone and a burst of noise, muffled
// as it dies away over about decay seconds.
func blast(buf []float64, r *rng, amp, decay float64) {
	hi, hi2 := newLowpass(1500), newLowpass(1500)
	lo := newLowpass(220)
	phase := 0.0
	for i := range buf {
		t := secs(i)
		nz := r.noise()
		v := hi2.at(hi.at(nz)) * math.Exp(-t/0.03) * 1.5
		v += lo.at(nz) * math.Exp(-t/decay) * 3.5
		f := 35 + 50*math.Exp(-t/0.1)
		phase += 2 * math.Pi * f / SampleRate
		v += 0.8 * math.Sin(phase) * math.Exp(-t/(decay*0.8))
		buf[i] += amp * v * attack(t, 0.004)
	}
}

// shipLost is a ship going up: a deep explosion, a second one as her
// magazine goes, and a long low rumble.
func shipLost(buf []float64, r *rng) {
	blast(buf, r, 1, 0.45)
	second := at(0.32)
	blast(buf[second:], r, 0.7, 0.5)
	rumble := newLowpass(90)
	rumble2 := newLowpass(90)
	for i := range buf {
		t := secs(i)
		env := attack(t, 0.15) * math.Exp(-t/0.6)
		buf[i] += 6 * rumble2.at(rumble.at(r.noise())) * env
	}
}

// bell is two strikes of a ship's bell ("two bells"): a struck tone with
// the inharmonic overtones of a bell, each ringing down.
func bell(buf []float64) {
	strike := func(start int, amp float64) {
		partials := []struct{ ratio, amp, decay float64 }{
			{0.5, 0.35, 0.55}, {1, 1, 0.4}, {1.19, 0.4, 0.3}, {1.5, 0.25, 0.25}, {2.0, 0.3, 0.2}, {2.74, 0.15, 0.12},
		}
		const f = 880
		for i := start; i < len(buf); i++ {
			t := secs(i - start)
			for _, p := range partials {
				buf[i] += amp * p.amp * math.Sin(2*math.Pi*f*p.ratio*t) * math.Exp(-t/p.decay) * attack(t, 0.004)
			}
		}
	}
	strike(0, 1)
	strike(at(0.32), 0.9)
}

// attack is a ramp from 0 to 1 over the first d seconds, against clicks.
func attack(t, d float64) float64 {
	if t >= d {
		return 1
	}
	if t <= 0 {
		return 0
	}
	return t / d
}

// finish takes out any offset, fades the end out, and scales the effect so its
// loudest sample is peak.
func finish(buf []float64, peak float64) []float32 {
	// A gentle high-pass (a one-pole low-pass subtracted) keeps the booms
	// from pushing the speaker with what cannot be heard.
	dc := newLowpass(20)
	fade := min(len(buf)/8, at(0.12))
	top := 0.0
	for i, x := range buf {
		x -= dc.at(x)
		if rest := len(buf) - 1 - i; rest < fade {
			f := float64(rest) / float64(fade)
			x *= f * f
		}
		buf[i] = x
		top = max(top, math.Abs(x))
	}
	out := make([]float32, len(buf))
	if top == 0 {
		return out
	}
	for i, x := range buf {
		out[i] = float32(x / top * peak)
	}
	return out
}
