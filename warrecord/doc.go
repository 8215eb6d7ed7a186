// Package warrecord is the war record: every campaign and linked series
// that ended (or was abandoned) kept with its figures and its replay in one
// file of the saves folder, and what is worked out from it: results per
// campaign, Objectives per turn against the simulated admirals' band, and
// luck, each battle's result against its odds as it began.
//
// It draws nothing: the War record screen (scenes/warrecord) shows it, and
// Export writes it as CSV and as one HTML page.
package warrecord
