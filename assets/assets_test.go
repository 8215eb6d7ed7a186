package assets

import "testing"

func TestCoastCoversThePacific(t *testing.T) {
	rings, err := Coast()
	if err != nil {
		t.Fatal(err)
	}
	if len(rings) < 50 {
		t.Fatalf("only %d land rings", len(rings))
	}
	// Somewhere near Tokyo, Sydney and San Francisco there must be coast.
	for _, want := range []Point{{139.7, 35.7}, {151.2, -33.9}, {237.6, 37.8}} {
		found := false
		for _, r := range rings {
			for _, p := range r {
				if abs(p.Lon-want.Lon) < 1.5 && abs(p.Lat-want.Lat) < 1.5 {
					found = true
				}
			}
		}
		if !found {
			t.Errorf("no coastline near %v", want)
		}
	}
}

func TestDecodeCoastRejectsDamage(t *testing.T) {
	for _, b := range [][]byte{nil, []byte("NCST"), []byte("XXXX\x01\x00\x00\x00"), []byte("NCST\x01\x00\x00\x00\x05\x00\x00\x00\x01\x02")} {
		if _, err := DecodeCoast(b); err == nil {
			t.Errorf("DecodeCoast(%q) gave no error", b)
		}
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}
