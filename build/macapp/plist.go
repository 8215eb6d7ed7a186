package main

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"regexp"
)

// The bundle's fixed facts.
const (
	// BundleID names the game to macOS (its settings, its permissions).
	BundleID = "org.nimitz.game"
	// Executable is the program's name in Contents/MacOS.
	Executable = "nimitz"
	// MinimumMacOS is the oldest macOS the game's Go release supports.
	MinimumMacOS = "12.0"
)

// infoPlist is the bundle's Info.plist for version ver (git describe).
func infoPlist(ver string) []byte {
	strs := [][2]string{
		{"CFBundleName", AppName},
		{"CFBundleDisplayName", AppName},
		{"CFBundleIdentifier", BundleID},
		{"CFBundleExecutable", Executable},
		{"CFBundleIconFile", IconFile},
		{"CFBundlePackageType", "APPL"},
		{"CFBundleInfoDictionaryVersion", "6.0"},
		{"CFBundleShortVersionString", shortVersion(ver)},
		{"CFBundleVersion", ver},
		{"LSMinimumSystemVersion", MinimumMacOS},
		{"LSApplicationCategoryType", "public.app-category.strategy-games"},
	}
	var b bytes.Buffer
	b.WriteString(xml.Header)
	b.WriteString(`<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">` + "\n")
	b.WriteString("<plist version=\"1.0\">\n<dict>\n")
	for _, kv := range strs {
		fmt.Fprintf(&b, "\t<key>%s</key>\n\t<string>%s</string>\n", escape(kv[0]), escape(kv[1]))
	}
	// Sharp on Retina screens: Ebitengine draws at the screen's density.
	b.WriteString("\t<key>NSHighResolutionCapable</key>\n\t<true/>\n")
	b.WriteString("</dict>\n</plist>\n")
	return b.Bytes()
}

func escape(s string) string {
	var b bytes.Buffer
	_ = xml.EscapeText(&b, []byte(s))
	return b.String()
}

// shortVersion is the three numbers macOS shows as the version: v1.2.3
// (and v1.2.3-4-gabcdef) give 1.2.3, a bare commit 0.0.0.
func shortVersion(v string) string {
	m := regexp.MustCompile(`^v?(\d+)\.(\d+)\.(\d+)`).FindStringSubmatch(v)
	if m == nil {
		return "0.0.0"
	}
	return m[1] + "." + m[2] + "." + m[3]
}
