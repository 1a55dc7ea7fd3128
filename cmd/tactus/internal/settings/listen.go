package settings

import "fmt"

// ListenModes are the values of the Listen setting; "" is off.
var ListenModes = []string{"off", "push", "always"}

// checkListen checks a Listen value.
func checkListen(v string) error {
	for _, m := range append([]string{""}, ListenModes...) {
		if v == m {
			return nil
		}
	}
	return fmt.Errorf("%w: %q is not off, push or always", ErrInvalid, v)
}
