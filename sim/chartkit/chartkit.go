// Package chartkit draws the few things the balance charts are made of (a
// face, a line of text, a filled box) onto a plain image, with no window:
// sim's Evaluation chart and the staff's ceiling chart share it.
package chartkit

import (
	"image"
	"image/color"
	"image/draw"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// Face parses a TrueType or OpenType font and returns its face at size
// points, 72 DPI, fully hinted.
func Face(ttf []byte, size float64) (font.Face, error) {
	f, err := opentype.Parse(ttf)
	if err != nil {
		return nil, err
	}
	return opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
}

// Text draws s in face f and colour c with its baseline starting at (x, y).
func Text(img draw.Image, f font.Face, c color.Color, x, y int, s string) {
	d := font.Drawer{Dst: img, Src: image.NewUniform(c), Face: f, Dot: fixed.P(x, y)}
	d.DrawString(s)
}

// Fill paints the box from (x0, y0) to (x1, y1) in colour c.
func Fill(img draw.Image, x0, y0, x1, y1 int, c color.Color) {
	draw.Draw(img, image.Rect(x0, y0, x1, y1), &image.Uniform{c}, image.Point{}, draw.Src)
}

// Canvas returns a w by h image on the charts' paper.
func Canvas(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(img, img.Bounds(), &image.Uniform{color.RGBA{250, 247, 238, 255}}, image.Point{}, draw.Src)
	return img
}

// Faces returns the charts' two faces, Go Regular and Go Bold, at the
// sizes given (points).
func Faces(regular, bold float64) (font.Face, font.Face, error) {
	r, err := Face(goregular.TTF, regular)
	if err != nil {
		return nil, nil, err
	}
	b, err := Face(gobold.TTF, bold)
	if err != nil {
		return nil, nil, err
	}
	return r, b, nil
}
