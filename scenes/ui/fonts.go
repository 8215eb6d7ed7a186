package ui

import (
	"bytes"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// Fonts are the Go fonts, loaded once and shared through the scene context.
type Fonts struct {
	Regular *text.GoTextFaceSource
	Bold    *text.GoTextFaceSource
	// Layout, when set (by a test), records the text and buttons every
	// view drawing with these fonts draws.
	Layout *Layout
}

// LoadFonts parses the embedded Go fonts.
func LoadFonts() (*Fonts, error) {
	var f Fonts
	for _, s := range []struct {
		dst  **text.GoTextFaceSource
		ttf  []byte
		name string
	}{{&f.Regular, goregular.TTF, "Go Regular"}, {&f.Bold, gobold.TTF, "Go Bold"}} {
		src, err := text.NewGoTextFaceSource(bytes.NewReader(s.ttf))
		if err != nil {
			return nil, fmt.Errorf("loading %s font: %w", s.name, err)
		}
		*s.dst = src
	}
	return &f, nil
}
