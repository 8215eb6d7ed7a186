package sim

import (
	"fmt"
	"image/color"
	"image/png"
	"io"

	"golang.org/x/image/font"

	"nimitz/sim/chartkit"
)

// Chart draws the Evaluations of several simulations of one campaign as a
// grouped bar chart (percent of games per Evaluation, one colour per policy)
// and writes it as a PNG.
func Chart(w io.Writer, title string, results []Result) error {
	if len(results) == 0 {
		return fmt.Errorf("no results to chart")
	}
	const W, H = 960, 540
	const left, right, top, bottom = 90, 30, 90, 80
	img := chartkit.Canvas(W, H)
	regular, bold, err := chartkit.Faces(18, 24)
	if err != nil {
		return err
	}
	ink := color.RGBA{30, 36, 48, 255}
	palette := []color.RGBA{{40, 90, 160, 255}, {190, 60, 50, 255}, {70, 140, 80, 255}, {200, 150, 40, 255}}

	chartkit.Text(img, bold, ink, left, 40, title)
	names := ratingOrder(results[0])
	plotW, plotH := W-left-right, H-top-bottom
	// Axes and grid: 0 to 100 percent.
	grid := color.RGBA{215, 210, 198, 255}
	for p := 0; p <= 100; p += 20 {
		y := top + plotH - plotH*p/100
		chartkit.Fill(img, left, y, left+plotW, y+1, grid)
		chartkit.Text(img, regular, ink, left-50, y+6, fmt.Sprintf("%d%%", p))
	}
	chartkit.Fill(img, left, top, left+1, top+plotH, ink)
	chartkit.Fill(img, left, top+plotH, left+plotW, top+plotH+1, ink)

	group := plotW / len(names)
	barW := (group - 30) / len(results)
	for i, n := range names {
		x0 := left + i*group + 15
		for j, r := range results {
			played := max(r.Games-r.Errors, 1)
			pct := 100 * float64(r.count(n)) / float64(played)
			h := int(float64(plotH) * pct / 100)
			x := x0 + j*barW
			chartkit.Fill(img, x+2, top+plotH-h, x+barW-2, top+plotH, palette[j%len(palette)])
			if pct >= 0.5 {
				chartkit.Text(img, regular, ink, x+4, top+plotH-h-6, fmt.Sprintf("%.0f", pct))
			}
		}
		lw := font.MeasureString(regular, n).Round()
		chartkit.Text(img, regular, ink, x0+(group-30-lw)/2, top+plotH+28, n)
	}
	// Legend.
	lx := left + 10
	for j, r := range results {
		c := palette[j%len(palette)]
		chartkit.Fill(img, lx, H-30, lx+18, H-12, c)
		label := fmt.Sprintf("%s policy (%d games)", r.Policy, r.Games)
		chartkit.Text(img, regular, ink, lx+26, H-14, label)
		lx += 30 + font.MeasureString(regular, label).Round() + 30
	}
	return png.Encode(w, img)
}
