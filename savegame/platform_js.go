package savegame

import "time"

// platformFS is the file system saves go to in the browser: its
// localStorage, kept per site and across reloads.
func platformFS() FS { return KVFS{KV: LocalStorage{}, Now: time.Now} }

// userConfigDir is the root of the browser storage's folders: a page has no
// user folders, and everything in its storage is the game's.
func userConfigDir() (string, error) { return "/", nil }
