//go:build !windows

package screenreader

import "fmt"

// OpenJAWS reports that JAWS exists only on Windows.
func OpenJAWS() (JAWSAPI, func() error, error) {
	return nil, nil, fmt.Errorf("%w: JAWS", ErrNotInBuild)
}

// OpenSAPI reports that SAPI exists only on Windows.
func OpenSAPI() (SAPIAPI, func() error, error) {
	return nil, nil, fmt.Errorf("%w: SAPI", ErrNotInBuild)
}
