//go:build !(darwin || dragonfly || freebsd || linux || netbsd || openbsd || windows)

package journal

import "os"

// lock does nothing on systems without flock or LockFileEx: there one
// writer is the person's care.
func lock(*os.File) error { return nil }
