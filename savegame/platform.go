//go:build !js

package savegame

import "os"

// platformFS is the file system saves go to: the disk.
func platformFS() FS { return OSFS{} }

// userConfigDir is the system's folder for programs' settings.
func userConfigDir() (string, error) { return os.UserConfigDir() }
