// Command winres writes the Windows resources of nimitz.exe (its icon, its
// version information and its manifest) as a COFF object that go build links
// in when it lies in the main package's folder with a _windows_amd64.syso
// name. build/windows.sh runs it before building and removes the file after.
//
//	go run ./build/winres -version "$(git describe --tags --always)" -o rsrc_windows_amd64.syso
//
// It uses github.com/tc-hib/winres, a pure-Go resource compiler, so no
// Windows SDK, windres or cgo is needed.
package main

import (
	"flag"
	"fmt"
	"os"
	"regexp"

	"github.com/tc-hib/winres"
	"github.com/tc-hib/winres/version"

	"nimitz/build/icon"
)

func main() {
	ver := flag.String("version", "dev", "the version to show, from git describe")
	out := flag.String("o", "rsrc_windows_amd64.syso", "the object `file` to write")
	flag.Parse()
	if err := write(*out, *ver); err != nil {
		fmt.Fprintf(os.Stderr, "winres: %v\n", err)
		os.Exit(1)
	}
}

// numeric is the four numbers Windows keeps beside the version text:
// v1.2.3 (and v1.2.3-4-gabcdef) give 1.2.3.0, a bare commit 0.0.0.0.
func numeric(v string) string {
	m := regexp.MustCompile(`^v?(\d+)\.(\d+)\.(\d+)`).FindStringSubmatch(v)
	if m == nil {
		return "0.0.0.0"
	}
	return m[1] + "." + m[2] + "." + m[3] + ".0"
}

func write(path, ver string) error {
	rs := winres.ResourceSet{}
	ico, err := winres.NewIconFromResizedImage(icon.Draw(256), []int{256, 64, 48, 32, 16})
	if err != nil {
		return err
	}
	if err := rs.SetIcon(winres.ID(1), ico); err != nil {
		return err
	}
	vi := version.Info{}
	vi.SetFileVersion(numeric(ver))
	vi.SetProductVersion(numeric(ver))
	for k, v := range map[string]string{
		version.ProductName:      "Fleet Commander Nimitz",
		version.FileDescription:  "Fleet Commander Nimitz, the solitaire WWII Pacific wargame",
		version.ProductVersion:   ver,
		version.FileVersion:      ver,
		version.OriginalFilename: "nimitz.exe",
		version.InternalName:     "nimitz",
	} {
		if err := vi.Set(version.LangDefault, k, v); err != nil {
			return err
		}
	}
	rs.SetVersionInfo(vi)
	// Sharp on high-DPI screens (Ebitengine scales itself), and long save paths.
	rs.SetManifest(winres.AppManifest{
		Identity:      winres.AssemblyIdentity{Name: "nimitz"},
		Description:   "Fleet Commander Nimitz",
		DPIAwareness:  winres.DPIPerMonitorV2,
		LongPathAware: true,
	})
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := rs.WriteObject(f, winres.ArchAMD64); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
