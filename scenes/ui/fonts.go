package ui

import (
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// Fonts are the Go fonts, loaded once and shared through the scene context.
type Fonts struct {
	regular, bold *typeface
	// Layout, when set (by a test), records the text and buttons every
	// view drawing with these fonts draws.
	Layout *Layout
}

// LoadFonts parses the embedded Go fonts.
func LoadFonts() (*Fonts, error) {
	regular, err := parseTypeface("Go Regular", goregular.TTF)
	if err != nil {
		return nil, err
	}
	bold, err := parseTypeface("Go Bold", gobold.TTF)
	if err != nil {
		return nil, err
	}
	return &Fonts{regular: regular, bold: bold}, nil
}

// Face is the regular or bold face at size pixels.
func (f *Fonts) Face(size float64, bold bool) *Face {
	if bold {
		return newFace(f.bold, size)
	}
	return newFace(f.regular, size)
}
