//go:build darwin || dragonfly || freebsd || linux || netbsd || openbsd

package journal

import (
	"errors"
	"os"
	"syscall"
)

// lock takes the journal's one-writer lock on f without waiting: an
// exclusive flock, held until f is closed (or the process ends, however it
// ends). Another open of the same file, in this process or another, is
// refused with ErrInUse.
func lock(f *os.File) error {
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		switch {
		case err == nil:
			return nil
		case errors.Is(err, syscall.EINTR):
			continue
		case errors.Is(err, syscall.EWOULDBLOCK):
			return ErrInUse
		default:
			return err
		}
	}
}
