//go:build windows

package journal

import (
	"errors"
	"os"

	"golang.org/x/sys/windows"
)

// lockOffset is where the one-writer lock lies: one byte far beyond any
// journal's end. Windows locks are mandatory, so a lock over the text
// itself would stop other programs (and bare tactus listing the games)
// from reading it.
const lockOffset = 1 << 62

// lock takes the journal's one-writer lock on f without waiting: an
// exclusive LockFileEx on one byte at lockOffset, held until f is closed
// (or the process ends). Another open of the same file, in this process or
// another, is refused with ErrInUse.
func lock(f *os.File) error {
	ol := &windows.Overlapped{Offset: uint32(lockOffset & 0xffffffff), OffsetHigh: uint32(lockOffset >> 32)}
	err := windows.LockFileEx(windows.Handle(f.Fd()), windows.LOCKFILE_EXCLUSIVE_LOCK|windows.LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, ol)
	if errors.Is(err, windows.ERROR_LOCK_VIOLATION) {
		return ErrInUse
	}
	return err
}
