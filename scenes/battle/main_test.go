package battle

import (
	"os"
	"testing"

	"nimitz/scenes/scenetest"
)

// canDraw is true while the tests run inside Ebitengine's game loop.
var canDraw bool

func TestMain(m *testing.M) { os.Exit(scenetest.Main(m, &canDraw)) }
