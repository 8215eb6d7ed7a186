//go:build !windows

package savegame

import (
	"errors"
	"syscall"
)

// The operating system's error numbers differ between systems; these helpers
// keep the player's messages the same everywhere.

func isDiskFull(err error) bool {
	return errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EDQUOT)
}

func isReadOnly(err error) bool { return errors.Is(err, syscall.EROFS) }

func isNotDir(err error, _ string) bool { return errors.Is(err, syscall.ENOTDIR) }

func isDirError(err error) bool { return errors.Is(err, syscall.EISDIR) }
