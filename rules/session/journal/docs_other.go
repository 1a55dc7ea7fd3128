//go:build !windows

package journal

import "errors"

// documents is asked on Windows only.
func documents() (string, error) { return "", errors.ErrUnsupported }
