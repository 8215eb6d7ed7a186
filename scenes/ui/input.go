package ui

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Input is everything a scene reads from the player: the cursor, the buttons
// and keys pressed this tick, and the wheel. Scenes read nothing else, so a
// test can script a player with a Script.
type Input interface {
	// Cursor is the mouse position in screen (device) pixels.
	Cursor() (x, y float64)
	// Clicked reports a left click (button released) this tick.
	Clicked() bool
	// RightClicked reports a right click this tick.
	RightClicked() bool
	// Pressed reports that key went down this tick.
	Pressed(k ebiten.Key) bool
	// Shift reports that a Shift key is held.
	Shift() bool
	// Wheel is the vertical scroll this tick (positive: away from the player).
	Wheel() float64
	// Ctrl reports that a Control key is held.
	Ctrl() bool
	// AnyKey reports that some key went down this tick.
	AnyKey() bool
	// Chars are the characters typed this tick, for text fields.
	Chars() []rune
	// Closing reports that the player asked to close the window.
	Closing() bool
	// Down reports that the left button is held down (a drag, with the
	// cursor; the click comes when it is let go).
	Down() bool
	// Touched reports that the player has used a touch screen (a touch
	// has ended): the screens then make what a finger presses larger.
	Touched() bool
}

// Mouse reads the real mouse, keyboard and touch screen through Ebitengine.
// Cursor positions are multiplied by the device scale factor, to match the
// screen image. Touches are read as the mouse (touch.go): a tap clicks, a
// drag drags, a pinch turns the wheel, a long press hovers. Use a *Mouse:
// it follows the fingers from tick to tick.
type Mouse struct {
	pad    touchPad
	tick   int64
	synced bool
	mx, my int // the mouse's cursor last tick, to see it move
}

// sync reads the fingers once a tick.
func (m *Mouse) sync() {
	t := ebiten.Tick()
	if m.synced && t == m.tick {
		return
	}
	m.synced, m.tick = true, t
	s := ebiten.Monitor().DeviceScaleFactor()
	var fingers []Finger
	for _, id := range ebiten.AppendTouchIDs(nil) {
		x, y := ebiten.TouchPositionF(id)
		fingers = append(fingers, Finger{X: x * s, Y: y * s})
	}
	m.pad.update(fingers, s)
	// The mouse moved or pressed: it is the pointer again.
	mx, my := ebiten.CursorPosition()
	if mx != m.mx || my != m.my || ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) {
		m.pad.used = len(fingers) > 0
	}
	m.mx, m.my = mx, my
}

// Cursor implements Input.
func (m *Mouse) Cursor() (float64, float64) {
	m.sync()
	if m.pad.used {
		return m.pad.x, m.pad.y
	}
	x, y := ebiten.CursorPosition()
	s := ebiten.Monitor().DeviceScaleFactor()
	return float64(x) * s, float64(y) * s
}

// Clicked implements Input.
func (m *Mouse) Clicked() bool {
	m.sync()
	return m.pad.click || inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft)
}

// RightClicked implements Input.
func (Mouse) RightClicked() bool {
	return inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonRight)
}

// Pressed implements Input.
func (Mouse) Pressed(k ebiten.Key) bool { return inpututil.IsKeyJustPressed(k) }

// Shift implements Input.
func (Mouse) Shift() bool {
	return ebiten.IsKeyPressed(ebiten.KeyShiftLeft) || ebiten.IsKeyPressed(ebiten.KeyShiftRight)
}

// Wheel implements Input.
func (m *Mouse) Wheel() float64 {
	m.sync()
	_, y := ebiten.Wheel()
	return y + m.pad.wheel
}

// Ctrl implements Input.
func (Mouse) Ctrl() bool {
	return ebiten.IsKeyPressed(ebiten.KeyControlLeft) || ebiten.IsKeyPressed(ebiten.KeyControlRight)
}

// AnyKey implements Input.
func (Mouse) AnyKey() bool { return len(inpututil.AppendJustPressedKeys(nil)) > 0 }

// Chars implements Input.
func (Mouse) Chars() []rune { return ebiten.AppendInputChars(nil) }

// Closing implements Input. The game must have asked Ebitengine to let it
// handle the close (ebiten.SetWindowClosingHandled), so it can save first.
func (Mouse) Closing() bool { return ebiten.IsWindowBeingClosed() }

// Down implements Input.
func (m *Mouse) Down() bool {
	m.sync()
	return m.pad.down || ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
}

// Touched implements Input.
func (m *Mouse) Touched() bool {
	m.sync()
	return m.pad.seen
}

// Script is an Input a test drives: set the cursor, queue a click or a key, and
// run one Update; the click or key lasts for that one tick.
type Script struct {
	X, Y       float64
	click      bool
	rightClick bool
	keys       map[ebiten.Key]bool
	ShiftHeld  bool
	CtrlHeld   bool
	// ButtonDown holds the left button down until set false (a drag).
	ButtonDown bool
	wheel      float64
	chars      []rune
	closing    bool
	// Touch is a player who has used a touch screen (Touched).
	Touch bool
}

// MoveTo puts the cursor at (x, y) screen pixels.
func (s *Script) MoveTo(x, y float64) { s.X, s.Y = x, y }

// Click queues a left click at (x, y) for the next tick.
func (s *Script) Click(x, y float64) { s.X, s.Y, s.click = x, y, true }

// RightClick queues a right click at (x, y) for the next tick.
func (s *Script) RightClick(x, y float64) { s.X, s.Y, s.rightClick = x, y, true }

// Key queues a key press for the next tick.
func (s *Script) Key(k ebiten.Key) {
	if s.keys == nil {
		s.keys = map[ebiten.Key]bool{}
	}
	s.keys[k] = true
}

// Scroll queues wheel movement for the next tick.
func (s *Script) Scroll(dy float64) { s.wheel = dy }

// Close asks for the window to be closed next tick, as its close button does.
func (s *Script) Close() { s.closing = true }

// Type queues typed text for the next tick.
func (s *Script) Type(text string) { s.chars = append(s.chars, []rune(text)...) }

// EndTick forgets the clicks, keys and text of the tick just played.
func (s *Script) EndTick() {
	s.click, s.rightClick, s.keys, s.wheel, s.chars, s.closing = false, false, nil, 0, nil, false
}

// Cursor implements Input.
func (s *Script) Cursor() (float64, float64) { return s.X, s.Y }

// Clicked implements Input.
func (s *Script) Clicked() bool { return s.click }

// RightClicked implements Input.
func (s *Script) RightClicked() bool { return s.rightClick }

// Pressed implements Input.
func (s *Script) Pressed(k ebiten.Key) bool { return s.keys[k] }

// Shift implements Input.
func (s *Script) Shift() bool { return s.ShiftHeld }

// Wheel implements Input.
func (s *Script) Wheel() float64 { return s.wheel }

// Ctrl implements Input.
func (s *Script) Ctrl() bool { return s.CtrlHeld }

// AnyKey implements Input.
func (s *Script) AnyKey() bool { return len(s.keys) > 0 }

// Chars implements Input.
func (s *Script) Chars() []rune { return s.chars }

// Closing implements Input.
func (s *Script) Closing() bool { return s.closing }

// Down implements Input.
func (s *Script) Down() bool { return s.ButtonDown }

// Touched implements Input.
func (s *Script) Touched() bool { return s.Touch }
