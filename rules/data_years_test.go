package rules

import (
	"slices"
	"testing"
)

// TestYears: the game has the data of the four campaigns the linked series
// runs through ("you can link them into a series of linked Campaigns
// stretching from 1942 through 1945"), read from the embedded folder.
func TestYears(t *testing.T) {
	if got, want := Years(), []int{1942, 1943, 1944, 1945}; !slices.Equal(got, want) {
		t.Fatalf("Years() = %v, want %v", got, want)
	}
}
