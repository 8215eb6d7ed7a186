// Package assets holds the game's embedded art data: the Natural Earth
// coastline of the Pacific (made by tools/coastgen, see README.md).
package assets

import (
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
)

//go:embed coast.bin
var coastBin []byte

// Point is a place on the globe in degrees. Lon runs 0..360 east of Greenwich,
// so the Pacific is not cut by the antimeridian (120°W is 240).
type Point struct{ Lon, Lat float64 }

// Coast returns the land polygons of the Pacific, each a closed ring.
func Coast() ([][]Point, error) { return DecodeCoast(coastBin) }

// DecodeCoast reads the coastline file format written by tools/coastgen. A
// damaged file gives an error, never a panic.
func DecodeCoast(b []byte) ([][]Point, error) {
	if len(b) < 8 || string(b[:4]) != "NCST" {
		return nil, errors.New("coastline data: not an NCST file")
	}
	n := binary.LittleEndian.Uint32(b[4:])
	b = b[8:]
	if uint64(n) > uint64(len(b)/4) {
		return nil, fmt.Errorf("coastline data: %d rings in %d bytes", n, len(b))
	}
	rings := make([][]Point, 0, n)
	for i := uint32(0); i < n; i++ {
		if len(b) < 4 {
			return nil, fmt.Errorf("coastline data: ring %d is cut short", i)
		}
		k := binary.LittleEndian.Uint32(b)
		b = b[4:]
		if uint64(k)*4 > uint64(len(b)) {
			return nil, fmt.Errorf("coastline data: ring %d is cut short", i)
		}
		ring := make([]Point, k)
		for j := range ring {
			lon := binary.LittleEndian.Uint16(b)
			lat := int16(binary.LittleEndian.Uint16(b[2:]))
			ring[j] = Point{Lon: float64(lon) / 100, Lat: float64(lat) / 100}
			b = b[4:]
		}
		rings = append(rings, ring)
	}
	return rings, nil
}
