package main

import (
	"bytes"
	"encoding/binary"
	"image/png"

	"nimitz/build/icon"
)

// IconFile is the icon's name in Contents/Resources (CFBundleIconFile).
const IconFile = "nimitz.icns"

// icnsSizes are the icon's images, by their .icns type: each a PNG drawn at
// its size (the icon is drawn from shapes, sharp at every size), from 16
// points to 512 points at twice the density.
var icnsSizes = []struct {
	kind string
	size int
}{
	{"icp4", 16}, {"icp5", 32}, {"ic11", 32}, {"ic12", 64},
	{"ic07", 128}, {"ic13", 256}, {"ic08", 256}, {"ic14", 512},
	{"ic09", 512}, {"ic10", 1024},
}

// appIcon is the game's icon as an .icns file: "icns", the file's length,
// then each image as its type, its length (with these eight bytes) and its
// PNG.
func appIcon() ([]byte, error) {
	var body bytes.Buffer
	for _, s := range icnsSizes {
		var img bytes.Buffer
		if err := png.Encode(&img, icon.Draw(s.size)); err != nil {
			return nil, err
		}
		body.WriteString(s.kind)
		_ = binary.Write(&body, binary.BigEndian, uint32(8+img.Len()))
		body.Write(img.Bytes())
	}
	var out bytes.Buffer
	out.WriteString("icns")
	_ = binary.Write(&out, binary.BigEndian, uint32(8+body.Len()))
	out.Write(body.Bytes())
	return out.Bytes(), nil
}
