package ui

import (
	"bytes"
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/assets"
)

// testCoast is two rings, an island and a bay-cut coast, in "degrees" that
// testAt maps to pixels one to one.
var testCoast = [][]assets.Point{
	{{Lon: 10, Lat: 10}, {Lon: 90, Lat: 14}, {Lon: 70.5, Lat: 60.25}, {Lon: 22, Lat: 48}},
	{{Lon: 120, Lat: 5}, {Lon: 290, Lat: 30}, {Lon: 250, Lat: 190}, {Lon: 180, Lat: 90}, {Lon: 140, Lat: 180}},
}

func testAt(lon, lat float64) (float32, float32) { return float32(lon), float32(lat) }

// testSizes go from large to small and back, so that a kept Scratch holds
// what a larger draw left behind when a smaller one starts.
var testSizes = [][2]int{{300, 200}, {64, 48}, {300, 200}, {130, 260}, {7, 5}}

func TestLandCoverageInKeptScratchIsAsNew(t *testing.T) {
	var sc Scratch
	var kept *image.Alpha
	for _, s := range testSizes {
		want := LandCoverage(nil, nil, testCoast, testAt, s[0], s[1])
		kept = LandCoverage(&sc, kept, testCoast, testAt, s[0], s[1])
		if kept.Rect != want.Rect || kept.Stride != want.Stride {
			t.Fatalf("%dx%d: kept mask is %v stride %d, a new one %v stride %d", s[0], s[1], kept.Rect, kept.Stride, want.Rect, want.Stride)
		}
		if !bytes.Equal(kept.Pix, want.Pix) {
			t.Errorf("%dx%d: the land rasterised in a kept Scratch differs from a new one's", s[0], s[1])
		}
		if bytes.Count(want.Pix, []byte{0}) == len(want.Pix) && s[0] > 10 {
			t.Errorf("%dx%d: the test's coast covers nothing", s[0], s[1])
		}
	}
}

func TestLandCoverageInKeptScratchMakesNoGarbage(t *testing.T) {
	var sc Scratch
	kept := LandCoverage(&sc, nil, testCoast, testAt, 300, 200)
	allocs := testing.AllocsPerRun(5, func() {
		kept = LandCoverage(&sc, kept, testCoast, testAt, 300, 200)
	})
	if allocs != 0 {
		t.Errorf("a land rasterised again in a kept Scratch made %.0f allocations, want none", allocs)
	}
}

func TestCasedLinesInKeptScratchAreAsNew(t *testing.T) {
	v := View{Scale: 1.5}
	segs := [][4]float64{{2, 3, 180, 120}, {180, 120, 20, 170}, {60, 10, 60, 160}}
	var sc Scratch
	for _, s := range testSizes {
		draw := func(sc *Scratch) []byte {
			dst := ebiten.NewImage(s[0], s[1])
			defer dst.Deallocate()
			dst.Fill(color.NRGBA{0x20, 0x40, 0x80, 0xff})
			v.StrokeCasedLines(dst, sc, segs, 4.5, color.NRGBA{0xf4, 0xee, 0xdc, 0x90}, 2.2, color.RGBA{0x14, 0x2a, 0x4c, 0xe0})
			px := make([]byte, 4*s[0]*s[1])
			dst.ReadPixels(px)
			return px
		}
		want, got := draw(nil), draw(&sc)
		if !bytes.Equal(got, want) {
			t.Errorf("%dx%d: lines drawn in a kept Scratch differ from lines drawn anew", s[0], s[1])
		}
		if s[0] > 10 && bytes.Count(want, []byte{0x20, 0x40, 0x80, 0xff}) == len(want)/4 {
			t.Errorf("%dx%d: the test's lines drew nothing", s[0], s[1])
		}
	}
}

func TestCompositeInKeptScratchIsAsNew(t *testing.T) {
	var sc Scratch
	var white ebiten.ColorScale
	var red ebiten.ColorScale
	red.ScaleWithColor(color.NRGBA{0xc0, 0x20, 0x10, 0xb0})
	for _, s := range testSizes {
		land := LandCoverage(nil, nil, testCoast, testAt, s[0], s[1])
		ps := []Paint{{Mask: land, DX: 2, DY: -1, Colour: red}, {Mask: land, Colour: white}}
		draw := func(sc *Scratch) []byte {
			dst := ebiten.NewImage(s[0], s[1])
			defer dst.Deallocate()
			Composite(dst, sc, image.Point{}, ps)
			px := make([]byte, 4*s[0]*s[1])
			dst.ReadPixels(px)
			return px
		}
		if want, got := draw(nil), draw(&sc); !bytes.Equal(got, want) {
			t.Errorf("%dx%d: masks composed in a kept Scratch differ from masks composed anew", s[0], s[1])
		}
	}
}
