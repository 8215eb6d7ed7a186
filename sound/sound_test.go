package sound

import (
	"math"
	"slices"
	"testing"
	"time"
)

// TestEffects: every effect is heard (not silent), stays within its peak,
// lasts its length and no more than 1.5 s, begins and ends without a click,
// and is the same every time it is made.
func TestEffects(t *testing.T) {
	for e := range Count {
		s := Samples(e)
		if got, want := len(s), at(e.Length().Seconds()); got != want || e.Length() > 1500*time.Millisecond || len(s) == 0 {
			t.Errorf("%s: %d samples, want %d (%v, at most 1.5 s)", e, got, want, e.Length())
		}
		top, sum := 0.0, 0.0
		for i, x := range s {
			v := float64(x)
			if math.IsNaN(v) || math.IsInf(v, 0) {
				t.Fatalf("%s: sample %d is %v", e, i, v)
			}
			top = max(top, math.Abs(v))
			sum += v * v
		}
		if top > e.Peak()+1e-6 || e.Peak() > 1 || top < e.Peak()*0.99 {
			t.Errorf("%s: loudest sample %.3f, want %.3f (normalised, at most 1)", e, top, e.Peak())
		}
		if rms := math.Sqrt(sum / float64(len(s))); rms < 0.02 {
			t.Errorf("%s: RMS %.4f: next to silent", e, rms)
		}
		if first, last := math.Abs(float64(s[0])), math.Abs(float64(s[len(s)-1])); first > 0.05 || last > 1e-3 {
			t.Errorf("%s: starts at %.3f, ends at %.4f: a click", e, first, last)
		}
		if !slices.Equal(s, Samples(e)) {
			t.Errorf("%s: not the same the second time", e)
		}
	}
	if Samples(Count) != nil || Count.String() != "unknown" {
		t.Error("an effect that does not exist has samples or a name")
	}
}

// TestEffectsDiffer: no two effects are the same sound.
func TestEffectsDiffer(t *testing.T) {
	for a := range Count {
		for b := a + 1; b < Count; b++ {
			if slices.Equal(Samples(a), Samples(b)) {
				t.Errorf("%s and %s are the same", a, b)
			}
		}
	}
}

// TestSilentUnderTests: under go test the game never opens the audio
// device, and a silent output plays nothing without complaint.
func TestSilentUnderTests(t *testing.T) {
	why := Silenced(false)
	if why == "" {
		t.Fatal("sound is not silenced under go test")
	}
	o := New(why)
	o.Start()
	for e := range Count {
		o.Play(e, 1)
	}
	if o.Silent() == "" || o.started || o.ctx != nil {
		t.Errorf("a silenced output opened the device: %q", o.Silent())
	}
	var none *Output
	none.Start()
	none.Play(Dice, 1)
	if none.Silent() == "" || (&Output{}).Silent() == "" {
		t.Error("a nil or zero output says it plays")
	}
}

// TestPrepareMakesEveryEffect: what the output makes in the background once
// the device is open is every effect, as Samples makes it, and an effect
// already made (by a Play that came first) is kept.
func TestPrepareMakesEveryEffect(t *testing.T) {
	o := New("")
	early := encode(Samples(Dice))
	o.pcm[Dice] = early
	o.prepare(0)
	for e := range Count {
		want := encode(Samples(e))
		if !slices.Equal(o.pcm[e], want) {
			t.Errorf("%s: %d bytes prepared, want the %d of its samples", e, len(o.pcm[e]), len(want))
		}
	}
	if &o.pcm[Dice][0] != &early[0] {
		t.Error("the dice, made before, were made again")
	}
}
