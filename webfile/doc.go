// Package webfile is the web build's way to the player's own files
// (files.Transfer): Download hands a save to the browser's downloads, Upload
// opens the browser's file chooser. It exists only in the js build; the
// desktop builds reach files through the disk and nativedialog.
package webfile
