// The browser test drives Chromium from the machine that builds the page.
//go:build !js

package webtest

import (
	"context"
	"errors"
	"fmt"
	"image"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"nimitz/rules"
	"nimitz/savegame"
)

// Where the map screen has what the stack-moving test touches, in design
// units of the canvas a 1024x768 tablet gets (1600x1200 at 0.64), laid out
// for fingers once the first tap has lifted (buttons 44 pixels, 68.75
// units, high): the action panel's step-ending button on the row under
// Undo and Redo (scenes/campaign panel.go buttonGrid), the question's "End
// the step" (confirm.go confirmParts), the US stack in the Hawaiian Islands
// and the markers of Samoa and Wake Island as the 1942 map opens (draw.go
// stackRectOf, markerOnScreen), the stack panel and its counters, seven a
// row (stackpanel.go panelSlot).
const (
	endStepX, endStepY       = 1380, 284
	endTheStepX, endStepQ    = 435, 645
	hawaiiX, hawaiiY         = 884, 553
	samoaX, samoaY           = 729, 868
	wakeX, wakeY             = 552, 579
	stackPanelX, stackPanelY = 1166, 542
	stackPanelW, stackPanelH = 428, 214
	panelX0, panelY0         = 1204, 600 // the centre of the first counter
	panelPitchX              = 59
	panelPitchY              = 62
)

// moveAStackByTouch plays the 1942 campaign's opening by touch to US
// Movement and moves the Ships of the Hawaiian Islands to Samoa, leaving
// its aircraft and Infantry behind: taps on the step's button and on the
// question it asks, a long press on an area (explained) and on the stack
// (magnified, and not chosen), a tap on the stack, taps on the Forces to
// leave behind in the stack panel, and a tap on Samoa. The game's own save
// in the browser's storage says the Forces moved.
func moveAStackByTouch(t *testing.T, tab context.Context) {
	t.Helper()
	for _, step := range []rules.Step{rules.StepResupply, rules.StepScouting} {
		before := settle(t, tab, "web-touch-step.png")
		x, y := toCanvas(t, tab, endStepX, endStepY)
		do(t, tab, "tap End "+string(step), tap(x, y))
		// Points are unspent: the game asks first.
		waitChange(t, tab, before, "the question to end "+string(step))
		x, y = toCanvas(t, tab, endTheStepX, endStepQ)
		do(t, tab, "tap End the step", tap(x, y))
		waitStored(t, tab, "the end of "+string(step), func(g *rules.Game) bool { return g.Step != step })
	}
	g := waitStored(t, tab, "US Movement", func(g *rules.Game) bool { return g.Step == rules.StepMovement })
	ships, others := hawaiiForces(g)
	if len(ships) != panelOthers[0] || len(others) != len(panelOthers) {
		t.Fatalf("the Hawaiian Islands hold %d Ships and %d other Forces, not %d and %d", len(ships), len(others), panelOthers[0], len(panelOthers))
	}
	movement := settle(t, tab, "web-touch-movement.png")

	// A long press on Wake Island's marker explains the area beside it.
	x, y := toCanvas(t, tab, wakeX, wakeY)
	held := longPress(t, tab, x, y, "web-touch-explained.png")
	x0, y0 := toCanvas(t, tab, wakeX-60, wakeY-200)
	x1, y1 := toCanvas(t, tab, wakeX+420, wakeY+200)
	if d := differ(crop(held, x0, y0, x1, y1), crop(movement, x0, y0, x1, y1)); d < 0.1 {
		t.Fatalf("a long press on Wake Island changed %.0f%% around it: no explanation (see screenshots/web-touch-explained.png)", 100*d)
	}

	// A long press on the Hawaiian stack magnifies it, and lifts without
	// choosing it: the stack panel still says how to open a stack.
	x, y = toCanvas(t, tab, hawaiiX, hawaiiY)
	held = longPress(t, tab, x, y, "web-touch-magnified.png")
	x0, y0 = toCanvas(t, tab, hawaiiX-150, hawaiiY-150)
	x1, y1 = toCanvas(t, tab, hawaiiX+150, hawaiiY+150)
	if d := differ(crop(held, x0, y0, x1, y1), crop(movement, x0, y0, x1, y1)); d < 0.1 {
		t.Fatalf("a long press on the Hawaiian stack changed %.0f%% around it: not magnified (see screenshots/web-touch-magnified.png)", 100*d)
	}
	lifted := settle(t, tab, "web-touch-lifted.png")
	px0, py0 := toCanvas(t, tab, stackPanelX, stackPanelY)
	px1, py1 := toCanvas(t, tab, stackPanelX+stackPanelW, stackPanelY+stackPanelH)
	if d := differ(crop(lifted, px0, py0, px1, py1), crop(movement, px0, py0, px1, py1)); d > 0.01 {
		t.Fatalf("lifting a long press changed %.0f%% of the stack panel: it clicked (see screenshots/web-touch-lifted.png)", 100*d)
	}

	// A tap opens the stack, every Force that can move chosen; taps on the
	// others in the panel leave them behind; a tap on Samoa moves the rest.
	do(t, tab, "tap the Hawaiian stack", tap(x, y))
	opened := waitChange(t, tab, lifted, "the Hawaiian stack opened in the stack panel")
	if d := differ(crop(opened, px0, py0, px1, py1), crop(lifted, px0, py0, px1, py1)); d < 0.05 {
		t.Fatalf("a tap on the Hawaiian stack changed %.0f%% of the stack panel: it did not open (see screenshots/web-last.png)", 100*d)
	}
	for _, i := range panelOthers {
		x, y := toCanvas(t, tab, panelX0+float64(i%7)*panelPitchX, panelY0+float64(i/7)*panelPitchY)
		do(t, tab, fmt.Sprintf("tap the %dth Force of the stack panel off", i+1), tap(x, y))
	}
	x, y = toCanvas(t, tab, samoaX, samoaY)
	do(t, tab, "tap Samoa", tap(x, y))
	g = waitStored(t, tab, "the Ships in Samoa", func(g *rules.Game) bool { return g.Force(ships[0]).Area == "Samoa" })
	for _, id := range ships {
		if f := g.Force(id); f.Area != "Samoa" {
			t.Errorf("%s is in %s, not Samoa", id, f.Area)
		}
	}
	for _, id := range others {
		if f := g.Force(id); f.Area != rules.Hawaii {
			t.Errorf("%s, tapped off, is in %s, not the Hawaiian Islands", id, f.Area)
		}
	}
	moved := settle(t, tab, "web-touch-moved.png")
	x0, y0 = toCanvas(t, tab, samoaX-40, samoaY-60)
	x1, y1 = toCanvas(t, tab, samoaX+80, samoaY+40)
	if d := differ(crop(moved, x0, y0, x1, y1), crop(movement, x0, y0, x1, y1)); d < 0.1 {
		t.Errorf("the stack's new place changed %.0f%%: no stack drawn in Samoa (see screenshots/web-touch-moved.png)", 100*d)
	}
}

// hawaiiForces are the IDs of the US Forces in the Hawaiian Islands: its
// Ships and the rest (Land-Based Aircraft and Infantry).
func hawaiiForces(g *rules.Game) (ships, others []string) {
	for _, f := range g.In(rules.Hawaii, rules.US) {
		if g.Kind(f) == rules.KindShip {
			ships = append(ships, f.ID)
		} else {
			others = append(others, f.ID)
		}
	}
	return ships, others
}

// panelOthers are the places in the stack panel of the Hawaiian Islands'
// Forces other than Ships, as the 1942 campaign begins: the panel lists
// the ten Ships first, then the three Land-Based Aircraft and the Infantry
// (what the save says after the move checks that these were the ones).
var panelOthers = []int{10, 11, 12, 13}

// longPress holds a finger still on (x, y) for longer than a long press
// (scenes/ui/touch.go longPressTicks), keeps a screenshot as name while it
// is held, then lifts it, and returns the screenshot.
func longPress(t *testing.T, tab context.Context, x, y float64, name string) image.Image {
	t.Helper()
	do(t, tab, "put a finger down", touch(input.DispatchTouchEventTypeTouchStart, [2]float64{x, y}),
		chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error { return waitTicks(ctx, tg, 45) }))
	held := settle(t, tab, name)
	do(t, tab, "lift the finger", touch(input.DispatchTouchEventTypeTouchEnd), seen)
	return held
}

// saves is the folder of the web build's saves in the page's storage.
const saves = "/nimitz/saves"

// storedGame is the game of the live save in the page's storage (the game
// in play at its last decision), read as the game reads it.
func storedGame(tab context.Context) (*rules.Game, error) {
	kv, err := chromedp.Run(tab, chromedp.Evaluate[map[string]string](`Object.fromEntries(Object.keys(localStorage).map(k => [k, localStorage.getItem(k)]))`))
	if err != nil {
		return nil, err
	}
	st := savegame.Store{FS: savegame.KVFS{KV: mapKV(kv), Now: time.Now}, Now: time.Now}
	l, err := st.Load(saves + "/" + savegame.LiveName)
	if err != nil {
		return nil, err
	}
	return l.Session.Game(), nil
}

// waitStored waits until the live save's game is as done says, and returns
// it; the limit is for a machine loaded many times over.
func waitStored(t *testing.T, tab context.Context, what string, done func(*rules.Game) bool) *rules.Game {
	t.Helper()
	var last error
	for end := time.Now().Add(4 * time.Minute); time.Now().Before(end); {
		g, err := storedGame(tab)
		if err == nil && done(g) {
			return g
		}
		if last = err; err == nil {
			last = fmt.Errorf("the save is at %s", g.Step)
		}
		do(t, tab, "wait before reading the storage", chromedp.Sleep(200*time.Millisecond))
	}
	shot(t, tab, "web-failure.png")
	t.Fatalf("the game saved in the browser's storage did not show %s in 4 minutes: %v (the screen: screenshots/web-failure.png)", what, last)
	return nil
}

// mapKV is a copy of the page's storage, read only.
type mapKV map[string]string

func (m mapKV) Get(key string) (string, bool, error) { v, ok := m[key]; return v, ok, nil }
func (m mapKV) Set(string, string) error             { return errors.New("the copy of the storage is read only") }
func (m mapKV) Remove(string) error                  { return errors.New("the copy of the storage is read only") }
func (m mapKV) Keys() ([]string, error) {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	return ks, nil
}
