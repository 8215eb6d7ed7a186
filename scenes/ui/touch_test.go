package ui

import "testing"

// hold feeds the pad the same fingers for n ticks.
func hold(p *touchPad, n int, f ...Finger) {
	for range n {
		p.update(f, 1)
	}
}

// TestTapClicks: a finger down and up where it landed is a click, there,
// on the tick it lifts; held down meanwhile, as the left button.
func TestTapClicks(t *testing.T) {
	var p touchPad
	hold(&p, 3, Finger{100, 200})
	if !p.down || p.click || p.x != 100 || p.y != 200 {
		t.Fatalf("finger down: down %v click %v at (%v, %v)", p.down, p.click, p.x, p.y)
	}
	p.update(nil, 1)
	if !p.click || p.down || p.x != 100 || p.y != 200 {
		t.Fatalf("finger up: click %v down %v at (%v, %v); want a click at (100, 200)", p.click, p.down, p.x, p.y)
	}
	p.update(nil, 1)
	if p.click {
		t.Fatal("the click lasted two ticks")
	}
}

// TestDragIsNoClick: one finger moved is the button held with the cursor
// following (the map pans), and no click when it lifts.
func TestDragIsNoClick(t *testing.T) {
	var p touchPad
	hold(&p, 1, Finger{100, 200})
	for x := 100.0; x <= 160; x += 10 {
		hold(&p, 1, Finger{x, 200})
		if !p.down || p.x != x {
			t.Fatalf("dragging: down %v, cursor at %v; want held at %v", p.down, p.x, x)
		}
	}
	p.update(nil, 1)
	if p.click {
		t.Fatal("the end of a drag clicked")
	}
}

// TestPinchTurnsTheWheel: two fingers moving apart turn the wheel forward
// (zoom in) by one step per pinchPerStep of their distance, about their
// middle, with the button up; apart to together turns it back; no click.
func TestPinchTurnsTheWheel(t *testing.T) {
	var p touchPad
	hold(&p, 1, Finger{400, 300})
	hold(&p, 1, Finger{400, 300}, Finger{500, 300})
	if p.down || p.wheel != 0 || p.x != 450 {
		t.Fatalf("two fingers down: down %v wheel %v cursor x %v", p.down, p.wheel, p.x)
	}
	total := 0.0
	for d := 100.0; d < 100*pinchPerStep*pinchPerStep; d += 10 {
		hold(&p, 1, Finger{450 - d/2, 300}, Finger{450 + d/2, 300})
		total += p.wheel
	}
	if total < 1.5 || total > 2.1 {
		t.Errorf("spreading the fingers to %.2f times apart turned the wheel %.2f steps; want about 2", pinchPerStep*pinchPerStep, total)
	}
	hold(&p, 1, Finger{440, 300}, Finger{460, 300})
	if p.wheel >= 0 {
		t.Errorf("pinching in turned the wheel %.2f; want back (negative)", p.wheel)
	}
	hold(&p, 2, Finger{440, 300})
	p.update(nil, 1)
	if p.click {
		t.Error("the end of a pinch clicked")
	}
}

// TestLongPressHovers: a still finger held longPressTicks lets the button
// go and rests the cursor there (hover), moves it on without a drag, and
// lifts without a click; the cursor stays where it lifted.
func TestLongPressHovers(t *testing.T) {
	var p touchPad
	hold(&p, longPressTicks-1, Finger{300, 300})
	if !p.down {
		t.Fatal("a short press is not held")
	}
	hold(&p, 1, Finger{300, 300})
	if p.down || p.x != 300 {
		t.Fatalf("after a long press: down %v at %v; want the button up, the cursor resting at 300", p.down, p.x)
	}
	hold(&p, 1, Finger{340, 300})
	if p.down || p.x != 340 {
		t.Fatalf("moved after a long press: down %v at %v; want a hover at 340", p.down, p.x)
	}
	p.update(nil, 1)
	if p.click || p.x != 340 {
		t.Fatalf("lifted after a long press: click %v, cursor at %v; want no click, the cursor at 340", p.click, p.x)
	}
}

// TestTouchSeenWhenLifted: the pad says the player has a touch screen once
// a touch has ended, not while the first finger is down, so the buttons
// laid out for fingers do not move under the one pressing a button.
func TestTouchSeenWhenLifted(t *testing.T) {
	var p touchPad
	if p.seen {
		t.Fatal("a touch is seen before any finger came down")
	}
	hold(&p, 5, Finger{100, 200})
	if p.seen {
		t.Fatal("the touch is seen while the first finger is still down")
	}
	p.update(nil, 1)
	if !p.seen || !p.click {
		t.Fatalf("the tap lifted: seen %v, click %v; want both", p.seen, p.click)
	}
	p.update(nil, 1)
	if !p.seen {
		t.Fatal("the touch screen was forgotten a tick later")
	}
}
