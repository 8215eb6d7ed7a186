// Command macapp packs the macOS game into a zip as a player downloads it:
// one folder holding "Fleet Commander Nimitz.app" (a universal binary of the
// arm64 and amd64 builds, Info.plist, the icon) and the documents given.
//
//	go run ./build/macapp -version "$(git describe --tags --always)" \
//	    -arm64 nimitz-arm64 -amd64 nimitz-amd64 -folder nimitz-VERSION-macos \
//	    -o nimitz-VERSION-macos.zip README.md THIRD-PARTY-NOTICES.txt
//
// Everything is written in Go (the universal binary, the .icns icon, the
// zip with the program's executable bit), so no Apple tool is needed.
// build/release.sh runs it.
package main

import (
	"archive/zip"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"
)

// AppName is the bundle's name in Finder (the folder is AppName + ".app").
const AppName = "Fleet Commander Nimitz"

func main() {
	ver := flag.String("version", "dev", "the version to show, from git describe")
	arm64 := flag.String("arm64", "", "the darwin/arm64 build of the game")
	amd64 := flag.String("amd64", "", "the darwin/amd64 build of the game")
	folder := flag.String("folder", "nimitz-macos", "the `name` of the folder inside the zip")
	out := flag.String("o", "nimitz-macos.zip", "the zip `file` to write")
	flag.Parse()
	if *arm64 == "" || *amd64 == "" {
		fmt.Fprintln(os.Stderr, "macapp: give both builds: -arm64 FILE -amd64 FILE")
		os.Exit(2)
	}
	if err := write(*out, *folder, *ver, *arm64, *amd64, flag.Args()); err != nil {
		fmt.Fprintf(os.Stderr, "macapp: %v\n", err)
		os.Exit(1)
	}
}

// write makes the zip: folder/AppName.app/Contents/... and folder/<doc>.
func write(out, folder, ver, arm64, amd64 string, docs []string) error {
	var thin [][]byte
	for _, p := range []string{amd64, arm64} {
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		thin = append(thin, b)
	}
	bin, err := universal(thin...)
	if err != nil {
		return err
	}
	icns, err := appIcon()
	if err != nil {
		return err
	}
	contents := folder + "/" + AppName + ".app/Contents/"
	files := []entry{
		{contents + "Info.plist", infoPlist(ver), 0o644},
		{contents + "PkgInfo", []byte("APPL????"), 0o644},
		{contents + "MacOS/" + Executable, bin, 0o755},
		{contents + "Resources/" + IconFile, icns, 0o644},
	}
	for _, d := range docs {
		b, err := os.ReadFile(d)
		if err != nil {
			return err
		}
		files = append(files, entry{folder + "/" + filepath.Base(d), b, 0o644})
	}
	return writeZip(out, files)
}

// entry is one file of the zip.
type entry struct {
	name string
	data []byte
	mode fs.FileMode
}

// writeZip writes the files with their Unix modes (Archive Utility and
// unzip keep the executable bit) and a folder entry for each folder.
func writeZip(path string, files []entry) (err error) {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}()
	zw := zip.NewWriter(f)
	now := time.Now()
	made := map[string]bool{}
	for _, e := range files {
		for _, d := range parents(e.name) {
			if made[d] {
				continue
			}
			made[d] = true
			h := &zip.FileHeader{Name: d + "/", Modified: now}
			h.SetMode(fs.ModeDir | 0o755)
			if _, err := zw.CreateHeader(h); err != nil {
				return err
			}
		}
		h := &zip.FileHeader{Name: e.name, Method: zip.Deflate, Modified: now}
		h.SetMode(e.mode)
		w, err := zw.CreateHeader(h)
		if err != nil {
			return err
		}
		if _, err := w.Write(e.data); err != nil {
			return err
		}
	}
	return zw.Close()
}

// parents are the folders above name, outermost first.
func parents(name string) []string {
	var out []string
	for d := filepath.Dir(name); d != "."; d = filepath.Dir(d) {
		out = append([]string{d}, out...)
	}
	return out
}
