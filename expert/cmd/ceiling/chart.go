package main

import (
	"fmt"
	"image/color"
	"image/png"
	"io"
	"math"
	"slices"

	"golang.org/x/image/font"

	"nimitz/sim/chartkit"
)

// years are the chart's groups.
var years = []string{"1942", "1943", "1944", "1945"}

// chart draws the ladder: for each year, each rung's mean Objectives above
// the heuristic's (with two standard errors where known) beside the bar's
// +1.0, and each rung's share of Good or better beside the bar's 30% (10%
// in 1945).
func chart(w io.Writer, rungs []*rung) error {
	var policies []string
	for _, r := range rungs {
		if !slices.Contains(policies, r.policy) {
			policies = append(policies, r.policy)
		}
	}
	heuristic := map[string]float64{}
	for _, r := range rungs {
		if r.policy == "heuristic" {
			heuristic[r.campaign], _ = r.objectives()
		}
	}
	const W, H = 1200, 560
	img := chartkit.Canvas(W, H)
	regular, bold, err := chartkit.Faces(16, 22)
	if err != nil {
		return err
	}
	ink := color.RGBA{30, 36, 48, 255}
	palette := []color.RGBA{{40, 90, 160, 255}, {120, 120, 120, 255}, {190, 60, 50, 255}, {200, 150, 40, 255}, {70, 140, 80, 255}}
	chartkit.Text(img, bold, ink, 40, 34, "Where the ceiling lies: each rung against the bar of issue 52 (seed 1)")

	type panel struct {
		title     string
		x, lo, hi float64
		step      float64
		unit      string
		value     func(r *rung) (v, se float64)
		bar       func(year string) float64
	}
	panels := []panel{
		{title: "mean Objectives above the heuristic's (bar: +1.0)", x: 70, lo: -3, hi: 3, step: 1, unit: "%+.0f",
			value: func(r *rung) (float64, float64) {
				m, se := r.objectives()
				return m - heuristic[r.campaign], se
			},
			bar: func(string) float64 { return 1 }},
		{title: "Good or better, % of campaigns (bar: 30%, 1945 10%)", x: 650, lo: 0, hi: 100, step: 20, unit: "%.0f%%",
			value: func(r *rung) (float64, float64) { return pct(r.goodOrBetter(), r.n()), math.NaN() },
			bar: func(y string) float64 {
				if y == "1945" {
					return 10
				}
				return 30
			}},
	}
	const top, plotH, plotW = 90, 340, 500
	for _, p := range panels {
		x0 := int(p.x)
		y := func(v float64) int {
			v = math.Max(p.lo, math.Min(p.hi, v)) // whiskers stay in the panel
			return top + plotH - int(float64(plotH)*(v-p.lo)/(p.hi-p.lo))
		}
		chartkit.Text(img, regular, ink, x0, top-20, p.title)
		grid := color.RGBA{215, 210, 198, 255}
		for v := p.lo; v <= p.hi+1e-9; v += p.step {
			chartkit.Fill(img, x0, y(v), x0+plotW, y(v)+1, grid)
			chartkit.Text(img, regular, ink, x0-48, y(v)+5, fmt.Sprintf(p.unit, v))
		}
		chartkit.Fill(img, x0, top, x0+1, top+plotH, ink)
		chartkit.Fill(img, x0, y(0), x0+plotW, y(0)+1, ink)
		group := plotW / len(years)
		barW := (group - 16) / max(len(policies), 1)
		for i, yr := range years {
			gx := x0 + i*group + 8
			for j, pol := range policies {
				var r *rung
				for _, x := range rungs {
					if x.campaign == yr && x.policy == pol {
						r = x
					}
				}
				if r == nil {
					continue
				}
				v, se := p.value(r)
				bx := gx + j*barW
				a, b := y(0), y(v)
				if b > a {
					a, b = b, a
				}
				if a == b {
					b--
				}
				chartkit.Fill(img, bx+1, b, bx+barW-1, a, palette[j%len(palette)])
				if !math.IsNaN(se) && se > 0 {
					cx := bx + barW/2
					chartkit.Fill(img, cx, y(v+2*se), cx+1, y(v-2*se), ink)
					chartkit.Fill(img, cx-3, y(v+2*se), cx+4, y(v+2*se)+1, ink)
					chartkit.Fill(img, cx-3, y(v-2*se), cx+4, y(v-2*se)+1, ink)
				}
			}
			// The bar of issue 52, dashed across the year's group.
			by := y(p.bar(yr))
			for dx := gx - 4; dx < gx+group-12; dx += 10 {
				chartkit.Fill(img, dx, by-1, dx+6, by+1, color.RGBA{170, 30, 30, 255})
			}
			lw := font.MeasureString(regular, yr).Round()
			chartkit.Text(img, regular, ink, gx+(group-16-lw)/2, top+plotH+22, yr)
		}
	}
	lx, ly := 70, H-70
	for j, pol := range policies {
		c := palette[j%len(palette)]
		chartkit.Fill(img, lx, ly-13, lx+16, ly+3, c)
		chartkit.Text(img, regular, ink, lx+22, ly, pol)
		lx += 40 + font.MeasureString(regular, pol).Round()
	}
	chartkit.Text(img, regular, ink, 70, H-36, "whiskers: two standard errors of the rung's mean; dashed red: the bar; oracle:K sees the real dice (a bound, not a player)")
	return png.Encode(w, img)
}
