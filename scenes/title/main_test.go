package title_test

import (
	"os"
	"testing"

	"nimitz/scenes/scenetest"
)

func TestMain(m *testing.M) { os.Exit(scenetest.Main(m)) }
