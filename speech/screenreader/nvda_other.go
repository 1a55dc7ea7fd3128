//go:build !windows

package screenreader

import "fmt"

// ClientDLL is the name of NVDA's controller client, which tactus loads
// from its own folder only.
const ClientDLL = "nvdaControllerClient.dll"

// ExeDir returns the folder tactus would load nvdaControllerClient.dll
// from; off Windows there is none.
func ExeDir() (string, error) { return "", ErrNotInBuild }

// LoadNVDA reports that NVDA exists only on Windows.
func LoadNVDA(dir string) (Controller, error) {
	return nil, fmt.Errorf("%w: NVDA", ErrNotInBuild)
}
