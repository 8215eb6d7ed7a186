// Package cmdline declares the game's command-line flags, without the
// window: the headless package prints their help where there is no display
// (Ebitengine's init would stop the game first), and main parses them.
package cmdline

import (
	"flag"
	"fmt"
	"io"
	"strings"
)

// SceneNames are the screens -scene opens, each on a state built from a
// seeded game.
func SceneNames() []string { return []string{"setup", "battle", "logistics", "end", "reference"} }

// Flags are the values the command line sets, once parsed.
type Flags struct {
	Campaign, Shot, Load, Replay, Scene *string
	Seed                                *uint64
	FPS, InGameFiles, Mute              *bool
}

// New declares the game's flags on a flag set named nimitz that writes its
// usage message to out.
func New(out io.Writer) (*flag.FlagSet, Flags) {
	fs := flag.NewFlagSet("nimitz", flag.ContinueOnError)
	fs.SetOutput(out)
	f := Flags{
		Campaign:    fs.String("campaign", "1942", "campaign `year` to play, skipping the title screen"),
		Seed:        fs.Uint64("seed", 0, "dice `seed`, to replay a game (default: from the clock)"),
		Shot:        fs.String("shot", "", "write a PNG screenshot to `FILE` once the screen is drawn, then exit"),
		FPS:         fs.Bool("fps", false, "draw every frame and print the speed figures to stderr (frames/s, time to answer a click)"),
		Load:        fs.String("load", "", "open the saved game in `FILE` (with -sim: play it to the end headless)"),
		Replay:      fs.String("replay", "", "open the saved game (or exported replay) in `FILE` as a replay to watch"),
		InGameFiles: fs.Bool("ingame-files", false, "use the in-game file list instead of the system's Save As and Open dialogs"),
		Mute:        fs.Bool("mute", false, "play no sound and never open the audio device (so does NIMITZ_MUTE=1)"),
		Scene: fs.String("scene", "", "open the `screen` "+strings.Join(SceneNames(), "|")+
			" on a state built from a seeded game played by the heuristic policy (-campaign YEAR, -seed N, default 1); with -shot, its screenshot"),
	}
	fs.Usage = func() {
		fmt.Fprintf(out, "Usage: nimitz [flags]\n\nFleet Commander Nimitz. Flags:\n")
		fs.PrintDefaults()
		fmt.Fprintf(out, "\nHeadless campaigns, no window needed: nimitz -sim (nimitz -sim -h lists its flags).\n")
	}
	return fs, f
}
