package title

import (
	"os"
	"testing"

	"nimitz/scenes/scenetest"
)

// TestMain runs the tests inside Ebitengine's game loop, so they may draw.
func TestMain(m *testing.M) { os.Exit(scenetest.Main(m)) }
