//go:build windows

package savegame

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
)

// Windows error numbers (winerror.h) for the same conditions as on Unix.
const (
	errorHandleDiskFull = syscall.Errno(39)
	errorDiskFull       = syscall.Errno(112)
	errorQuotaExceeded  = syscall.Errno(1295) // ERROR_DISK_QUOTA_EXCEEDED
	errorWriteProtect   = syscall.Errno(19)
	errorDirectory      = syscall.Errno(267) // "The directory name is invalid."
)

func isDiskFull(err error) bool {
	return errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EDQUOT) ||
		errors.Is(err, errorDiskFull) || errors.Is(err, errorHandleDiskFull) || errors.Is(err, errorQuotaExceeded)
}

func isReadOnly(err error) bool {
	return errors.Is(err, syscall.EROFS) || errors.Is(err, errorWriteProtect)
}

// isNotDir says whether writing path failed because a file stands where a
// folder of it should be. Windows answers ERROR_PATH_NOT_FOUND (which Go's
// syscall.ENOTDIR is there) both for that and for a folder that does not
// exist, so the path itself is looked at: its nearest existing folder or
// file is a file.
func isNotDir(err error, path string) bool {
	if errors.Is(err, errorDirectory) {
		return true
	}
	return errors.Is(err, syscall.ENOTDIR) && throughFile(path)
}

// throughFile says whether the nearest of path's parents that exists is a
// file rather than a folder.
func throughFile(path string) bool {
	for d := filepath.Dir(path); ; d = filepath.Dir(d) {
		if info, err := os.Stat(d); err == nil {
			return !info.IsDir()
		}
		if filepath.Dir(d) == d {
			return false
		}
	}
}

func isDirError(err error) bool { return errors.Is(err, syscall.EISDIR) }
