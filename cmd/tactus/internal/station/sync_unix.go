//go:build !windows

package station

import (
	"errors"
	"fmt"
	"os"
)

// syncDir syncs a directory, so that a rename in it survives a power cut.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return fmt.Errorf("station: pairings: %w", err)
	}
	defer d.Close()
	if err := d.Sync(); err != nil && !errors.Is(err, errors.ErrUnsupported) {
		return fmt.Errorf("station: pairings: %w", err)
	}
	return nil
}
