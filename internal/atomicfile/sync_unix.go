//go:build !windows

package atomicfile

import (
	"errors"
	"os"
)

// syncDir syncs a folder so that a rename in it survives a power cut. A
// file system that cannot sync a folder (errors.ErrUnsupported) is left be.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil && !errors.Is(err, errors.ErrUnsupported) {
		return err
	}
	return nil
}
