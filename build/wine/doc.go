// Package wine tests the Windows build of the game under Wine (Debian's
// wine64): build/windows.sh builds nimitz.exe as a release does, and
// wine_test.go runs it headless and with a window. It is test tooling only,
// like stub/bcryptprimitives.c (see there): nothing here ships.
package wine
