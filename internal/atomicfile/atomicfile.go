// Package atomicfile writes a file so that a crash or a power cut leaves
// either the old file or the new one whole, never half of one, and never
// loses the new name: the data goes into a temporary file beside the
// target, which is synced, renamed over the target, and the folder synced
// (where the system allows it: not on Windows, which refuses to flush a
// folder and whose NTFS journals the rename itself).
//
// The PGN and BRF records, the config file and the station's pairings are
// written through it:
//
//	if err := atomicfile.Write("game.pgn", data, 0o600); err != nil { … }
//
// The journal (rules/session/journal) keeps its own create-and-link: rules
// and its subpackages import only the standard library and rules, and a
// journal is created once, never replaced.
package atomicfile

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Write writes data to path with permissions perm: into a temporary file
// in path's folder (".NAME.*.tmp"), synced, then renamed over path, then
// the folder synced. On an error the temporary file is removed and path is
// as it was; the error wraps the system's (fs.ErrPermission,
// fs.ErrNotExist …). The folder must exist.
func Write(path string, data []byte, perm os.FileMode) error {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, "."+strings.TrimPrefix(filepath.Base(path), ".")+".*.tmp")
	if err != nil {
		return fmt.Errorf("atomicfile: writing %s: %w", path, err)
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Chmod(perm)
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return fmt.Errorf("atomicfile: writing %s: %w", path, err)
	}
	if err := syncDir(dir); err != nil {
		return fmt.Errorf("atomicfile: writing %s: %w", path, err)
	}
	return nil
}
