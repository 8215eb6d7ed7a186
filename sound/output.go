package sound

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"sync"
	"time"

	"github.com/ebitengine/oto/v3"
)

// Output plays the effects on the audio device. It goes through Oto, the
// audio library under Ebitengine's own audio package, rather than that
// package: there, a device that cannot be opened (a Linux machine with no
// sound card) is an error that ends the game loop, while here it only makes
// the game silent. Nothing touches the device until Start; an Output that
// is silenced (tests, -mute, no device) never does.
//
// The zero Output and a nil *Output are silent.
type Output struct {
	mu      sync.Mutex
	silent  string // why the game is silent ("" while it may play)
	started bool
	ctx     *oto.Context
	ready   chan struct{}
	made    bool // made by New (the zero Output is silent)
	// pcm is each effect's samples, synthesised in the background once
	// the device is opened (prepare), or when first played if that comes
	// sooner: all of them at once took a moment the first frame waited
	// for (the longest part of the web page's start).
	pcm     [Count][]byte
	playing []*oto.Player
}

// New returns an output for the effects, silent when why is not "" (see
// Silenced).
func New(why string) *Output { return &Output{silent: why, made: true} }

// encode writes samples as the device takes them: 32-bit floats, little
// endian.
func encode(s []float32) []byte {
	b := make([]byte, 4*len(s))
	for i, x := range s {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
	}
	return b
}

// Silent says why the output plays nothing ("" when it plays).
func (o *Output) Silent() string {
	if o == nil {
		return "no sound output"
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	if !o.made && o.silent == "" {
		return "no sound output"
	}
	if o.silent == "" && o.ctx != nil {
		select {
		case <-o.ready:
			if err := o.ctx.Err(); err != nil {
				o.silent = "the audio device failed: " + err.Error()
				o.stop()
			}
		default:
		}
	}
	return o.silent
}

// Start opens the audio device in the background, so that the first effect
// is ready to play. A device that fails to open leaves the output silent.
func (o *Output) Start() {
	if o == nil {
		return
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	o.start()
}

func (o *Output) start() {
	if o.started || o.silent != "" || !o.made {
		return
	}
	o.started = true
	// On the web the browser may refuse an audio context (it throws);
	// elsewhere too, a panic in a driver must not end the game.
	defer func() {
		if r := recover(); r != nil {
			o.silent = fmt.Sprintf("the audio device failed: %v", r)
		}
	}()
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
		SampleRate: SampleRate, ChannelCount: 1, Format: oto.FormatFloat32LE,
	})
	if err != nil {
		o.silent = "no audio device: " + err.Error()
		return
	}
	o.ctx, o.ready = ctx, ready
	go o.prepare(effectPause)
}

// effectPause is the rest prepare takes between two effects. In a browser
// the game has one thread, and only a goroutine that sleeps lets the page
// draw and read input between two effects' synthesis.
const effectPause = 20 * time.Millisecond

// prepare synthesises the effects not yet made, one by one, pausing between
// them, so that no first Play makes the frame that asked for it wait.
func (o *Output) prepare(pause time.Duration) {
	for e := range Count {
		o.mu.Lock()
		done := o.pcm[e] != nil
		o.mu.Unlock()
		if done {
			continue
		}
		pcm := encode(Samples(e))
		o.mu.Lock()
		if o.pcm[e] == nil {
			o.pcm[e] = pcm
		}
		o.mu.Unlock()
		time.Sleep(pause)
	}
}

// Play plays effect e at volume (0 to 1) over whatever is playing. It never
// blocks: an effect asked for before the device is ready, or on a device
// that has failed, is not heard.
func (o *Output) Play(e Effect, volume float64) {
	if o == nil || e >= Count || !(volume > 0) {
		return
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	if !o.started {
		o.start()
	}
	if o.silent != "" || o.ctx == nil {
		return
	}
	select {
	case <-o.ready:
	default:
		return // still opening
	}
	if err := o.ctx.Err(); err != nil {
		// The device could not be opened after all, or failed since.
		o.silent = "the audio device failed: " + err.Error()
		o.stop()
		return
	}
	defer func() {
		if r := recover(); r != nil {
			o.silent = fmt.Sprintf("the audio device failed: %v", r)
		}
	}()
	// Players done with are let go (Oto frees them once unreachable); the
	// rest play on.
	live := o.playing[:0]
	for _, p := range o.playing {
		if p.IsPlaying() {
			live = append(live, p)
		}
	}
	o.playing = live
	if o.pcm[e] == nil {
		o.pcm[e] = encode(Samples(e))
	}
	p := o.ctx.NewPlayer(bytes.NewReader(o.pcm[e]))
	p.SetVolume(min(volume, 1))
	p.Play()
	o.playing = append(o.playing, p)
}

// stop silences every player. Pause, not Close: since Oto v3.4 Close does
// nothing, and a closed player played on.
func (o *Output) stop() {
	for _, p := range o.playing {
		p.Pause()
	}
	o.playing = nil
}
