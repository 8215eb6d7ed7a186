package sound

import (
	"os"
	"path/filepath"
)

// noDevice says why there is no audio device to open, "" when there may be
// one: a playback device under /dev/snd, or a PulseAudio or PipeWire server
// (which ALSA's default device reaches through its plug-ins). Opening
// ALSA's default device on a machine with neither fills the terminal with
// ALSA's complaints before it fails.
func noDevice() string {
	if pcm, _ := filepath.Glob("/dev/snd/pcmC*D*p"); len(pcm) > 0 {
		return ""
	}
	if os.Getenv("PULSE_SERVER") != "" {
		return ""
	}
	if dir := os.Getenv("XDG_RUNTIME_DIR"); dir != "" {
		for _, sock := range []string{"pulse/native", "pipewire-0"} {
			if _, err := os.Stat(filepath.Join(dir, sock)); err == nil {
				return ""
			}
		}
	}
	return "no audio device (nothing under /dev/snd, no PulseAudio or PipeWire)"
}
