package sound

import (
	"os"
	"strings"
	"testing"
)

// Silenced says why the game must make no sound, "" when it may: under
// go test, in CI (CI=true), when the player asked (mute: the -mute flag, or
// NIMITZ_MUTE set to anything but 0), or where the system shows no audio
// device (noDevice). The game then never opens the device.
func Silenced(mute bool) string {
	switch {
	case testing.Testing():
		return "under go test"
	case mute:
		return "-mute"
	case os.Getenv("NIMITZ_MUTE") != "" && os.Getenv("NIMITZ_MUTE") != "0":
		return "NIMITZ_MUTE is set"
	case strings.EqualFold(os.Getenv("CI"), "true"):
		return "CI=true"
	}
	return noDevice()
}
