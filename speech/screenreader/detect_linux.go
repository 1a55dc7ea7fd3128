//go:build linux

package screenreader

import (
	"context"
	"io/fs"
	"os"
)

// Detect tells whether Orca runs (a process named orca).
func Detect(ctx context.Context, env Env) Kind {
	if orcaRunning(env.proc()) {
		return Orca
	}
	return None
}

// proc returns the process file system.
func (e Env) proc() fs.FS {
	if e.Proc != nil {
		return e.Proc
	}
	return os.DirFS("/proc")
}
