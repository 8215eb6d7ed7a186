//go:build windows

package savegame

import (
	"errors"
	"syscall"
)

// Windows error numbers (winerror.h) for the same conditions as on Unix.
const (
	errorHandleDiskFull = syscall.Errno(39)
	errorDiskFull       = syscall.Errno(112)
	errorWriteProtect   = syscall.Errno(19)
	errorDirectory      = syscall.Errno(267) // "The directory name is invalid."
)

func isDiskFull(err error) bool {
	return errors.Is(err, syscall.ENOSPC) || errors.Is(err, errorDiskFull) || errors.Is(err, errorHandleDiskFull)
}

func isReadOnly(err error) bool {
	return errors.Is(err, syscall.EROFS) || errors.Is(err, errorWriteProtect)
}

func isNotDir(err error) bool {
	return errors.Is(err, syscall.ENOTDIR) || errors.Is(err, errorDirectory)
}

func isDirError(err error) bool { return errors.Is(err, syscall.EISDIR) }
