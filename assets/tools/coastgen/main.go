// Command coastgen converts Natural Earth land polygons, as TopoJSON from the npm
// package world-atlas, into the compact coastline file the game embeds
// (assets/coast.bin). It is run once by hand; the build never needs it:
//
//	npm install --prefix /tmp/wa world-atlas@2
//	go run ./assets/tools/coastgen -in /tmp/wa/node_modules/world-atlas/land-50m.json -out assets/coast.bin
//
// It keeps only the Pacific the map shows (longitudes west of Greenwich are
// shifted to 180..360 so the antimeridian is not a seam), clips every polygon
// to that box, simplifies it
// (Douglas-Peucker) and writes rings of points in hundredths of a degree.
//
// File format, little-endian: "NCST", uint32 ring count, then per ring a uint32
// point count followed by that many (uint16 longitude*100, int16 latitude*100).
package main

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
)

type topology struct {
	Transform struct {
		Scale     [2]float64 `json:"scale"`
		Translate [2]float64 `json:"translate"`
	} `json:"transform"`
	Objects map[string]struct {
		Geometries []struct {
			Type string          `json:"type"`
			Arcs json.RawMessage `json:"arcs"`
		} `json:"geometries"`
	} `json:"objects"`
	Arcs [][][2]float64 `json:"arcs"`
}

type pt struct{ x, y float64 } // longitude, latitude

// box is the part of the world kept: a little wider than the map shows.
type box struct{ minX, maxX, minY, maxY float64 }

func main() {
	in := flag.String("in", "", "world-atlas land TopoJSON `file` (land-50m.json or land-110m.json)")
	out := flag.String("out", "coast.bin", "output `file`")
	tol := flag.Float64("tolerance", 0.04, "simplification tolerance in `degrees`")
	flag.Parse()
	if err := run(*in, *out, *tol, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "coastgen:", err)
		os.Exit(1)
	}
}

func run(in, out string, tol float64, log io.Writer) error {
	if in == "" {
		return fmt.Errorf("no input: use -in land-50m.json")
	}
	raw, err := os.ReadFile(in)
	if err != nil {
		return err
	}
	var t topology
	if err := json.Unmarshal(raw, &t); err != nil {
		return fmt.Errorf("%s: %w", in, err)
	}
	arcs := decodeArcs(&t)
	clip := box{minX: 90, maxX: 250, minY: -48, maxY: 68}
	var rings [][]pt
	points := 0
	for _, obj := range t.Objects {
		for _, g := range obj.Geometries {
			var polys [][][]int
			switch g.Type {
			case "Polygon":
				var p [][]int
				if err := json.Unmarshal(g.Arcs, &p); err != nil {
					return err
				}
				polys = [][][]int{p}
			case "MultiPolygon":
				if err := json.Unmarshal(g.Arcs, &polys); err != nil {
					return err
				}
			default:
				continue
			}
			for _, poly := range polys {
				for _, ringArcs := range poly {
					// Unwrapped, a ring is continuous even across the
					// antimeridian; each copy 360 degrees apart is clipped to
					// the box, so the Americas (-170..-110) land at 190..250.
					whole := unwrap(stitch(arcs, ringArcs))
					for _, shift := range []float64{-360, 0, 360} {
						moved := make([]pt, len(whole))
						for i, p := range whole {
							moved[i] = pt{p.x + shift, p.y}
						}
						ring := clipRing(moved, clip)
						if len(ring) < 3 {
							continue
						}
						ring = simplify(ring, tol)
						if len(ring) < 3 || area(ring) < 0.01 {
							continue
						}
						rings = append(rings, ring)
						points += len(ring)
					}
				}
			}
		}
	}
	var buf bytes.Buffer
	buf.WriteString("NCST")
	binary.Write(&buf, binary.LittleEndian, uint32(len(rings)))
	for _, r := range rings {
		binary.Write(&buf, binary.LittleEndian, uint32(len(r)))
		for _, p := range r {
			binary.Write(&buf, binary.LittleEndian, uint16(math.Round(p.x*100)))
			binary.Write(&buf, binary.LittleEndian, int16(math.Round(p.y*100)))
		}
	}
	if err := os.WriteFile(out, buf.Bytes(), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(log, "coastgen: %d rings, %d points, %d bytes -> %s\n", len(rings), points, buf.Len(), out)
	return nil
}

// decodeArcs undoes TopoJSON's quantisation and delta encoding.
func decodeArcs(t *topology) [][]pt {
	out := make([][]pt, len(t.Arcs))
	for i, a := range t.Arcs {
		var x, y float64
		ps := make([]pt, len(a))
		for j, d := range a {
			x += d[0]
			y += d[1]
			lon := x*t.Transform.Scale[0] + t.Transform.Translate[0]
			lat := y*t.Transform.Scale[1] + t.Transform.Translate[1]
			ps[j] = pt{lon, lat}
		}
		out[i] = ps
	}
	return out
}

// stitch joins a ring's arcs; a negative index ~i is arc i reversed.
func stitch(arcs [][]pt, idx []int) []pt {
	var ring []pt
	for _, i := range idx {
		var a []pt
		if i < 0 {
			src := arcs[^i]
			a = make([]pt, len(src))
			for k := range src {
				a[k] = src[len(src)-1-k]
			}
		} else {
			a = arcs[i]
		}
		if len(ring) > 0 && len(a) > 0 {
			a = a[1:] // the first point repeats the last of the previous arc
		}
		ring = append(ring, a...)
	}
	return ring
}

// unwrap removes jumps of more than 180 degrees of longitude between
// neighbouring points, so a ring crossing the antimeridian stays in one piece.
func unwrap(ring []pt) []pt {
	out := make([]pt, len(ring))
	off := 0.0
	for i, p := range ring {
		if i > 0 {
			d := p.x + off - out[i-1].x
			if d > 180 {
				off -= 360
			} else if d < -180 {
				off += 360
			}
		}
		out[i] = pt{p.x + off, p.y}
	}
	return out
}

// clipRing clips a polygon ring to the box (Sutherland-Hodgman).
func clipRing(ring []pt, b box) []pt {
	edges := []struct {
		inside func(pt) bool
		cut    func(a, c pt) pt
	}{
		{func(p pt) bool { return p.x >= b.minX }, func(a, c pt) pt { return atX(a, c, b.minX) }},
		{func(p pt) bool { return p.x <= b.maxX }, func(a, c pt) pt { return atX(a, c, b.maxX) }},
		{func(p pt) bool { return p.y >= b.minY }, func(a, c pt) pt { return atY(a, c, b.minY) }},
		{func(p pt) bool { return p.y <= b.maxY }, func(a, c pt) pt { return atY(a, c, b.maxY) }},
	}
	for _, e := range edges {
		if len(ring) == 0 {
			return nil
		}
		var out []pt
		prev := ring[len(ring)-1]
		for _, cur := range ring {
			switch ci, pi := e.inside(cur), e.inside(prev); {
			case ci && pi:
				out = append(out, cur)
			case ci && !pi:
				out = append(out, e.cut(prev, cur), cur)
			case !ci && pi:
				out = append(out, e.cut(prev, cur))
			}
			prev = cur
		}
		ring = out
	}
	return ring
}

func atX(a, c pt, x float64) pt {
	t := (x - a.x) / (c.x - a.x)
	return pt{x, a.y + t*(c.y-a.y)}
}

func atY(a, c pt, y float64) pt {
	t := (y - a.y) / (c.y - a.y)
	return pt{a.x + t*(c.x-a.x), y}
}

// simplify drops points closer than tol to the line through their neighbours
// (Douglas-Peucker), keeping the ring closed.
func simplify(ring []pt, tol float64) []pt {
	if len(ring) < 4 {
		return ring
	}
	keep := make([]bool, len(ring))
	keep[0], keep[len(ring)-1] = true, true
	var dp func(i, j int)
	dp = func(i, j int) {
		best, at := 0.0, -1
		for k := i + 1; k < j; k++ {
			if d := segDist(ring[k], ring[i], ring[j]); d > best {
				best, at = d, k
			}
		}
		if at >= 0 && best > tol {
			keep[at] = true
			dp(i, at)
			dp(at, j)
		}
	}
	// Split at the point farthest from the first, so a closed ring works.
	far, fd := 0, 0.0
	for k, p := range ring {
		if d := math.Hypot(p.x-ring[0].x, p.y-ring[0].y); d > fd {
			far, fd = k, d
		}
	}
	keep[far] = true
	dp(0, far)
	dp(far, len(ring)-1)
	var out []pt
	for k, p := range ring {
		if keep[k] {
			out = append(out, p)
		}
	}
	return out
}

func segDist(p, a, b pt) float64 {
	dx, dy := b.x-a.x, b.y-a.y
	if dx == 0 && dy == 0 {
		return math.Hypot(p.x-a.x, p.y-a.y)
	}
	t := ((p.x-a.x)*dx + (p.y-a.y)*dy) / (dx*dx + dy*dy)
	t = math.Max(0, math.Min(1, t))
	return math.Hypot(p.x-(a.x+t*dx), p.y-(a.y+t*dy))
}

// area is the ring's area in square degrees (absolute).
func area(ring []pt) float64 {
	s := 0.0
	for i := range ring {
		a, b := ring[i], ring[(i+1)%len(ring)]
		s += a.x*b.y - b.x*a.y
	}
	return math.Abs(s / 2)
}
