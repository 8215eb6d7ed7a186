// Package screens holds the checks that run over every screen of the game at
// once: that at each window size no text is cut off at the window's edge,
// no two texts run into each other, no two buttons overlap and no text runs
// out of its button. It has no code of its own; its tests build each screen
// from a game played by the headless policy and draw it.
package screens
