// Package savegame keeps a campaign safe on disk: the session (a game and the
// record of every decision since set-up), the versioned save file, atomic
// writes, autosaves and the player's settings.
//
// A save holds both the game state and the decisions that produced it, so a
// load can replay the decisions from the campaign's options and check that
// they give exactly the saved state: a hand-edited or damaged file is refused
// with a message instead of being trusted. docs/saves.md describes the file.
//
// Nothing here panics on any input: every failure is an error whose message
// is written for the player (LoadError, WriteError, SettingsError), and a
// failed load or save changes nothing.
package savegame
