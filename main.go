// Command nimitz is Fleet Commander Nimitz, the solitaire WWII Pacific wargame:
// you command the US forces and the game plays Japan by the rulebook.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/cmdline"
	"nimitz/nativedialog"
	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/files"
	"nimitz/scenes/record"
	"nimitz/scenes/replay"
	"nimitz/scenes/title"
	"nimitz/sound"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// config is what the command line asks for.
type config struct {
	year int
	seed uint64
	shot string
	fps  bool   // print the speed figures to stderr
	load string // a save to open at start
	// replay is a save to open at start as a replay (-replay).
	replay string
	title  bool   // no -campaign given: start on the title screen
	scene  string // -scene: open this screen on a state built from a seeded game
	// inGameFiles uses the in-game file list instead of the native dialogs.
	inGameFiles bool
	// mute keeps the game silent: the audio device is never opened (-mute).
	mute bool
}

// parseArgs reads the command line. It prints a usage message to stderr on any
// error and returns flag.ErrHelp when help was asked for.
func parseArgs(args []string, stderr io.Writer) (config, error) {
	fs, f := cmdline.New(stderr)
	campaign, seed := f.Campaign, f.Seed
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
	cfg := config{shot: *f.Shot, fps: *f.FPS, load: *f.Load, replay: *f.Replay, inGameFiles: *f.InGameFiles, scene: *f.Scene, mute: *f.Mute}
	if cfg.replay != "" && (cfg.load != "" || cfg.scene != "") {
		return usageErr("-replay cannot be used with -load or -scene")
	}
	if cfg.scene != "" && !slices.Contains(sceneNames(), cfg.scene) {
		return usageErr("there is no %q screen; the screens are: %s", cfg.scene, strings.Join(sceneNames(), ", "))
	}
	if cfg.scene != "" && cfg.load != "" {
		return usageErr("-scene and -load cannot be used together")
	}
	year, err := strconv.Atoi(*campaign)
	if err != nil || !hasYear(year) {
		return usageErr("there is no %q campaign; the campaigns are: %s", *campaign, yearList())
	}
	cfg.year = year
	cfg.seed = uint64(time.Now().UnixNano())
	if cfg.scene != "" {
		// A screen built for a look or a screenshot is the same every time.
		cfg.seed = 1
	}
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
	start := time.Now()
	limitMemory()
	if err := returnFreedMemory(); err != nil {
		fmt.Fprintf(stderr, "nimitz: %v (freed textures stay in memory)\n", err)
	}
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
	// A save named on the command line is read first. One that cannot be
	// opened is said on standard error and, the window being there (the
	// headless package stops the game before when it is not), on the title
	// screen, which the game opens instead.
	var loaded *savegame.Loaded
	var loadErr error
	if cfg.load != "" {
		loaded, loadErr = savegame.Load(cfg.load)
	}
	// A replay to watch: -replay, or -load of an exported replay.
	var watch *savegame.Playback
	watchPath := cfg.replay
	if cfg.replay != "" {
		loaded, loadErr = savegame.Load(cfg.replay)
	}
	if loadErr == nil && loaded != nil && (cfg.replay != "" || loaded.Replay != nil) {
		if watchPath == "" {
			watchPath = cfg.load
		}
		if watch, err = loaded.Playback(); err != nil {
			loadErr = fmt.Errorf("%s cannot be replayed: %w", watchPath, err)
		}
	}
	if loadErr != nil {
		fmt.Fprintf(stderr, "nimitz: %v\n", loadErr)
		loaded, watch = nil, nil
	}
	st := loadSettings(stderr)
	m, err := newManager(cfg, st, start, stderr)
	if err != nil {
		return fail(err)
	}
	switch {
	case loadErr != nil:
		if _, err := m.Start(func(ctx *scenes.Context) (scenes.Scene, error) {
			t := title.New(cfg.seed)
			t.Tell(loadErr.Error())
			t.Tell(st.notice)
			return t, nil
		}); err != nil {
			return fail(err)
		}
		fmt.Fprintln(stdout, "Fleet Commander Nimitz: the title screen, which says why the save was not opened")
	case cfg.scene != "":
		var about string
		if _, err := m.Start(func(ctx *scenes.Context) (scenes.Scene, error) {
			st, err := startScene(ctx, cfg.scene, cfg.year, cfg.seed)
			about = st.about
			return st.scene, err
		}); err != nil {
			return fail(err)
		}
		fmt.Fprintf(stdout, "Fleet Commander Nimitz: %s\n", about)
	case watch != nil:
		if _, err := m.Start(func(ctx *scenes.Context) (scenes.Scene, error) { return replay.New(watch) }); err != nil {
			return fail(err)
		}
		fmt.Fprintf(stdout, "Fleet Commander Nimitz: the replay of %s, %d decisions, at decision %d\n", watchPath, watch.Len(), watch.At())
	case loaded != nil:
		if _, err := m.Start(func(ctx *scenes.Context) (scenes.Scene, error) {
			ctx.Play(loaded.Session)
			return title.Resume(ctx, loaded.Session)
		}); err != nil {
			return fail(err)
		}
		fmt.Fprintf(stdout, "Fleet Commander Nimitz: %s, the %d campaign at %s, %s\n", cfg.load, loaded.Campaign, loaded.TurnName, loaded.Step)
		if note := loaded.ContinuedNote(); note != "" {
			fmt.Fprintln(stdout, note)
			m.Context().Notify(note, false)
		}
	case !cfg.title:
		if _, err := m.Start(func(ctx *scenes.Context) (scenes.Scene, error) { return title.Start(ctx, cfg.year, cfg.seed) }); err != nil {
			return fail(err)
		}
		fmt.Fprintf(stdout, "Fleet Commander Nimitz: %d campaign, seed %d\n", cfg.year, cfg.seed)
	}
	// The title screen tells of damaged settings itself (Tell); any other
	// first screen says it in a message, after the one it may have.
	if onTitle := loadErr != nil || (cfg.scene == "" && watch == nil && loaded == nil && cfg.title); !onTitle && st.notice != "" {
		note := st.notice
		if last := m.Context().LastNote().Text; last != "" {
			note = last + " " + note
		}
		m.Context().Notify(note, true)
	}
	scenes.Configure()
	// Closing the window saves the game first (the manager sees the close
	// through its input and ends the loop itself).
	ebiten.SetWindowClosingHandled(true)
	ebiten.SetWindowTitle("Fleet Commander Nimitz")
	ebiten.SetWindowSize(windowSize(st))
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetFullscreen(st.s.Fullscreen && cfg.shot == "")
	err = runGame(m)
	if serr := m.SaveSettings(); serr != nil {
		fmt.Fprintf(stderr, "nimitz: %v\n", serr)
	}
	if err != nil {
		return fail(err)
	}
	if cfg.shot != "" {
		fmt.Fprintf(stdout, "wrote %s\n", cfg.shot)
	}
	return 0
}

// memoryLimit is the Go heap's soft limit (GOMEMLIMIT overrides it): most
// of what a frame allocates is Ebitengine's vertex and pixel buffers,
// garbage by the next frame, and without a limit the heap grows to twice
// what is live before it is collected (see README, "Speed").
const memoryLimit = 64 << 20

// gcPercent is how far the Go heap grows past what is live before it is
// collected (GOGC overrides it): the default, 100, doubles it. A lower
// percentage holds the heap nearer what is live at any window size, where
// a lower fixed limit would make the collector run without pause once the
// live heap neared it (a 4K screen's is larger). The map's tiles no longer
// make garbage of their own, so the collections it costs are few.
const gcPercent = 30

// limitMemory sets the soft limit and the growth unless GOMEMLIMIT and
// GOGC say otherwise.
func limitMemory() {
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(memoryLimit)
	}
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
}

// newManager makes the scene manager with the settings, the saves folder and
// the file dialogs.
func newManager(cfg config, st *settings, start time.Time, stderr io.Writer) (*scenes.Manager, error) {
	ctx := scenes.Context{Seed: cfg.seed, Settings: &st.s}
	// The sound effects; silent, the device never opened, under tests, in
	// CI, with -mute, for a screenshot, or with no audio device.
	out := sound.New(sound.Silenced(cfg.mute || cfg.shot != ""))
	ctx.Sound = out
	// SIGINT and SIGTERM end the game as closing its window does: saved first.
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
	opts := scenes.Options{ShotPath: cfg.shot, Resume: title.Resume, Replay: openReplay, Record: openRecord, Start: start, Stop: stop,
		Title: title.Titles(cfg.seed)}
	if !st.s.Mute {
		// Opened in the background once the window shows its first frame,
		// so the device is ready for the first effect but the title does
		// not wait for it (in a browser it takes a good part of the start).
		opts.FirstFrame = out.Start
	}
	if cfg.shot == "" {
		// Screenshots write neither autosaves nor settings, so they can be
		// taken anywhere.
		opts.SettingsDir = st.dir
		if dir, err := savegame.DefaultDir(); err == nil {
			ctx.AutosaveDir = dir
			var d files.Dialog = nativedialog.Native{}
			if cfg.inGameFiles || !nativedialog.Available {
				d = nil
			}
			svc := files.New(dir, d)
			svc.Transfer = fileTransfer()
			ctx.Files = svc
		}
	}
	if cfg.fps {
		opts.Continuous = true
		opts.Log = func(format string, a ...any) {
			fmt.Fprintf(stderr, "nimitz: %s (%.1fs)\n", fmt.Sprintf(format, a...), time.Since(start).Seconds())
		}
		if why := out.Silent(); why != "" {
			opts.Log("no sound: %s", why)
		}
	}
	first := title.New(cfg.seed)
	first.Tell(st.notice)
	return scenes.NewManager(ctx, first, opts)
}

// openRecord makes the War record screen (scenes.Options.Record).
func openRecord(_ *scenes.Context, back func() scenes.Scene) scenes.Scene { return record.New(back) }

// openReplay makes the replay screen (scenes.Options.Replay).
func openReplay(_ *scenes.Context, p *savegame.Playback) (scenes.Scene, error) { return replay.New(p) }
