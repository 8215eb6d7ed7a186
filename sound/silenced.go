package sound

import (
	"os"
	"strings"
	"testing"
)

// Silenced says why the game must make no sound, "" when it may: under
// go test, when the player asked (mute: the -mute flag, or NIMITZ_MUTE set
// to anything but 0), in CI (CI=true), or where the system shows no audio
// device (noDevice). The game then never opens the device. NIMITZ_MUTE=0
// asks for sound whatever CI and the system say: the device is tried, and
// the game falls silent if it fails.
func Silenced(mute bool) string {
	env := os.Getenv("NIMITZ_MUTE")
	switch {
	case testing.Testing():
		return "under go test"
	case mute:
		return "-mute"
	case env != "" && env != "0":
		return "NIMITZ_MUTE is set"
	case env == "0":
		return ""
	case strings.EqualFold(os.Getenv("CI"), "true"):
		return "CI=true"
	}
	return noDevice()
}
