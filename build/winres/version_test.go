package main

import "testing"

// TestNumericVersion: Windows' four numbers come from a release tag only.
func TestNumericVersion(t *testing.T) {
	for in, want := range map[string]string{"v1.2.3": "1.2.3.0", "v0.4.10-7-g1234abc": "0.4.10.0", "7ff8042": "0.0.0.0", "dev": "0.0.0.0"} {
		if got := numeric(in); got != want {
			t.Errorf("numeric(%q) = %q; want %q", in, got, want)
		}
	}
}
