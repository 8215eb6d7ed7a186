// Command nimitz is Fleet Commander Nimitz, the solitaire WWII Pacific wargame:
// you command the US forces and the game plays Japan by the rulebook.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	// headless runs -sim from its init, before Ebitengine's own init needs a
	// display (see headless/headless.go).
	_ "nimitz/headless"
	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/title"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// config is what the command line asks for.
type config struct {
	year  int
	seed  uint64
	shot  string
	fps   bool // print frames per second to stderr
	title bool // no -campaign given: start on the title screen
}

// parseArgs reads the command line. It prints a usage message to stderr on any
// error and returns flag.ErrHelp when help was asked for.
func parseArgs(args []string, stderr io.Writer) (config, error) {
	fs := flag.NewFlagSet("nimitz", flag.ContinueOnError)
	fs.SetOutput(stderr)
	campaign := fs.String("campaign", "1942", "campaign `year` to play, skipping the title screen")
	seed := fs.Uint64("seed", 0, "dice `seed`, to replay a game (default: from the clock)")
	shot := fs.String("shot", "", "write a PNG screenshot to `FILE` once the screen is drawn, then exit")
	fps := fs.Bool("fps", false, "print frames per second to stderr every 120 ticks (2 s at full speed)")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "Usage: nimitz [flags]\n\nFleet Commander Nimitz. Flags:\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return config{}, err
	}
	usageErr := func(format string, a ...any) (config, error) {
		err := fmt.Errorf(format, a...)
		fmt.Fprintf(stderr, "nimitz: %v\n", err)
		fs.Usage()
		return config{}, err
	}
	if fs.NArg() > 0 {
		return usageErr("unexpected argument %q", fs.Arg(0))
	}
	cfg := config{shot: *shot, fps: *fps}
	year, err := strconv.Atoi(*campaign)
	if err != nil || !hasYear(year) {
		return usageErr("there is no %q campaign; the campaigns are: %s", *campaign, yearList())
	}
	cfg.year = year
	cfg.seed = uint64(time.Now().UnixNano())
	cfg.title = true
	fs.Visit(func(f *flag.Flag) {
		switch f.Name {
		case "seed":
			cfg.seed = *seed
		case "campaign":
			cfg.title = false
		}
	})
	return cfg, nil
}

func yearList() string {
	var s []string
	for _, y := range rules.Years() {
		s = append(s, strconv.Itoa(y))
	}
	return strings.Join(s, ", ")
}

func hasYear(year int) bool {
	for _, y := range rules.Years() {
		if y == year {
			return true
		}
	}
	return false
}

// run is the whole program; it returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	cfg, err := parseArgs(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		return 2
	}
	fail := func(err error) int {
		fmt.Fprintf(stderr, "nimitz: %v\n", err)
		return 1
	}
	ctx := scenes.Context{Seed: cfg.seed}
	var first scenes.Scene = title.New(cfg.seed)
	opts := scenes.Options{ShotPath: cfg.shot}
	if cfg.fps {
		start := time.Now()
		opts.FPS = func(fps, tps float64) {
			fmt.Fprintf(stderr, "nimitz: %.1f frames/s, %.1f ticks/s after %.0fs\n", fps, tps, time.Since(start).Seconds())
		}
	}
	m, err := scenes.NewManager(ctx, first, opts)
	if err != nil {
		return fail(err)
	}
	if !cfg.title {
		if _, err := m.Start(func(ctx *scenes.Context) (scenes.Scene, error) { return title.Start(ctx, cfg.year, cfg.seed) }); err != nil {
			return fail(err)
		}
		fmt.Fprintf(stdout, "Fleet Commander Nimitz: %d campaign, seed %d\n", cfg.year, cfg.seed)
	}
	ebiten.SetWindowTitle("Fleet Commander Nimitz")
	ebiten.SetWindowSize(scenes.WindowSize(ebiten.Monitor().Size()))
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	if err := ebiten.RunGame(m); err != nil {
		return fail(err)
	}
	if cfg.shot != "" {
		fmt.Fprintf(stdout, "wrote %s\n", cfg.shot)
	}
	return 0
}
