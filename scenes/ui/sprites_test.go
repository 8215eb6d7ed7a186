package ui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// TestScreensDrawCountersThroughTheCache: no screen draws a counter with
// DrawCounter straight onto what it shows. A counter's silhouettes are
// anti-aliased, which Ebitengine does through an offscreen image as large as
// every region anti-aliased on that destination so far, composited and
// cleared before each plain draw after it: drawn that way frame after frame,
// the Battle Sheet took 0.1 to 0.7 s a frame on a software renderer.
// Counters.Draw makes each counter's image once.
func TestScreensDrawCountersThroughTheCache(t *testing.T) {
	eachScreenSource(t, func(path string, f *ast.File) {
		ast.Inspect(f, func(x ast.Node) bool {
			sel, ok := x.(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "DrawCounter" {
				return true
			}
			if id, ok := sel.X.(*ast.Ident); ok && id.Name == "ui" {
				t.Errorf("%s calls ui.DrawCounter: draw counters with a ui.Counters", path)
			}
			return true
		})
	})
}

// eachScreenSource parses every Go source of the screens (scenes/, tests
// apart) and hands it to check.
func eachScreenSource(t *testing.T, check func(path string, f *ast.File)) {
	t.Helper()
	n := 0
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			return err
		}
		n++
		check(path, f)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 50 {
		t.Fatalf("only %d source files read under scenes/", n)
	}
}
