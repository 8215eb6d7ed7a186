package sim

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"nimitz/rules"
)

// fingerprintSeeds are the seeds each campaign (0: the linked series) is
// played with to pin down a rules version.
var fingerprintSeeds = []uint64{1, 2, 3}

// fingerprintCampaigns are 1942-1945 and the linked series (0).
var fingerprintCampaigns = []int{1942, 1943, 1944, 1945, 0}

// playFingerprint plays one game to its end with the random policy and
// returns the digest of its record and final state. The random policy picks
// among what the rules offer and nothing else, so a change to the heuristic
// cannot alter a fingerprint, while any rules change that alters an offered
// choice, a roll's use or a state does.
func playFingerprint(campaign int, seed uint64) (string, error) {
	var ds []rules.Decision
	var final any
	if campaign == 0 {
		res := PlayLinked(seed, "random", false, func(_ *rules.Series, d rules.Decision) { ds = append(ds, d) })
		if res.Err != "" {
			return "", fmt.Errorf("linked seed %d: %s", seed, res.Err)
		}
		final = res.Series
	} else {
		res := PlayOne(campaign, seed, "random", false, func(_ *rules.Game, d rules.Decision) { ds = append(ds, d) })
		if res.Err != "" {
			return "", fmt.Errorf("%d seed %d: %s", campaign, seed, res.Err)
		}
		final = res.Final
	}
	h := sha256.New()
	for _, v := range []any{ds, final} {
		b, err := json.Marshal(v)
		if err != nil {
			return "", err
		}
		h.Write(b)
	}
	return fmt.Sprintf("%x", h.Sum(nil)), nil
}

// TestRulesVersionFingerprints: the games that pin down rules.Version still
// play exactly as they did. A failure means the rules' behaviour changed:
// raise rules.Version and add the new version's rows (printed below) to
// rules.Fingerprints, so that saves written before the change are continued
// from their state instead of being refused as altered (docs/saves.md).
func TestRulesVersionFingerprints(t *testing.T) {
	want := map[[2]uint64]string{}
	for _, f := range rules.Fingerprints() {
		if f.Version == rules.Version {
			want[[2]uint64{uint64(f.Campaign), f.Seed}] = f.Digest
		}
	}
	var rows strings.Builder
	changed := 0
	for _, c := range fingerprintCampaigns {
		for _, seed := range fingerprintSeeds {
			got, err := playFingerprint(c, seed)
			if err != nil {
				t.Fatal(err)
			}
			fmt.Fprintf(&rows, "\t\t{Version: %d, Campaign: %d, Seed: %d, Digest: %q},\n", rules.Version, c, seed, got)
			if want[[2]uint64{uint64(c), seed}] != got {
				changed++
			}
		}
	}
	if changed > 0 {
		t.Fatalf("%d of %d games play differently under rules version %d than recorded.\n"+
			"If the rules changed on purpose, raise rules.Version and add these rows to rules.Fingerprints:\n%s",
			changed, len(fingerprintCampaigns)*len(fingerprintSeeds), rules.Version, rows.String())
	}
}

// TestPlayFingerprintDiffers: the digest tells games apart, so the check
// above can fail.
func TestPlayFingerprintDiffers(t *testing.T) {
	a, err := playFingerprint(1942, 1)
	if err != nil {
		t.Fatal(err)
	}
	b, err := playFingerprint(1942, 2)
	if err != nil {
		t.Fatal(err)
	}
	again, err := playFingerprint(1942, 1)
	if err != nil {
		t.Fatal(err)
	}
	if a == b || a != again {
		t.Fatalf("seed 1 %s, seed 2 %s, seed 1 again %s", a, b, again)
	}
}
