package settings

// ListenModes are the values of the Listen setting; "" is off.
var ListenModes = []string{"off", "push", "always"}

// checkListen checks a Listen value.
func checkListen(v string) error {
	for _, m := range append([]string{""}, ListenModes...) {
		if v == m {
			return nil
		}
	}
	return invalid(v, nil, "%q is not off, push or always", v)
}
