// Package release tests build/release.sh: it builds the packages a player
// downloads and release_test.go looks inside them. Test tooling only.
package release
