package ui

import (
	"go/ast"
	"go/token"
	"strconv"
	"testing"
)

// TestColourLiteralsArePremultiplied: color.RGBA holds colours already
// multiplied by their alpha, so no channel may exceed it. One that does is
// not a translucent colour but a brighter one, added to what lies beneath:
// the map's glow round the areas to click washed their Airfield values out
// to pale yellow, the "faint" grid and ocean name came out white, and the
// Battle Sheet's land boxes pale yellow. Translucent colours are written as
// color.NRGBA, which Ebitengine multiplies out itself.
func TestColourLiteralsArePremultiplied(t *testing.T) {
	literals := 0
	eachScreenSource(t, func(path string, f *ast.File) {
		ast.Inspect(f, func(x ast.Node) bool {
			lit, ok := x.(*ast.CompositeLit)
			if !ok || !isColorRGBA(lit.Type) || len(lit.Elts) != 4 {
				return true
			}
			var ch [4]uint64
			for i, e := range lit.Elts {
				b, ok := e.(*ast.BasicLit)
				if !ok || b.Kind != token.INT {
					return true // not constant: nothing to check here
				}
				v, err := strconv.ParseUint(b.Value, 0, 8)
				if err != nil {
					t.Errorf("%s: colour channel %s: %v", path, b.Value, err)
					return true
				}
				ch[i] = v
			}
			literals++
			if max(ch[0], ch[1], ch[2]) > ch[3] {
				t.Errorf("%s: color.RGBA%v has a channel over its alpha: write it as color.NRGBA", path, ch)
			}
			return true
		})
	})
	if literals < 20 {
		t.Fatalf("only %d colour literals found: is the check still reading them?", literals)
	}
}

// isColorRGBA reports whether a composite literal's type is color.RGBA.
func isColorRGBA(e ast.Expr) bool {
	sel, ok := e.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "RGBA" {
		return false
	}
	id, ok := sel.X.(*ast.Ident)
	return ok && id.Name == "color"
}
