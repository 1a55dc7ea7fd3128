package brlapi

import (
	"fmt"
	"strings"
)

// DefaultKeyFile is where BRLTTY keeps the key of key-file authentication.
const DefaultKeyFile = "/etc/brlapi.key"

// authSpec is a parsed BRLAPI_AUTH value.
type authSpec struct {
	none    bool   // "none": never send a key
	keyFile string // key file path
}

// parseAuth reads an authentication setting as BRLAPI_AUTH writes it:
// "none", "keyfile:PATH", or a bare PATH; "" means DefaultKeyFile.
func parseAuth(s string) (authSpec, error) {
	switch {
	case s == "":
		return authSpec{keyFile: DefaultKeyFile}, nil
	case s == "none":
		return authSpec{none: true}, nil
	case strings.HasPrefix(s, "keyfile:"):
		p := strings.TrimPrefix(s, "keyfile:")
		if p == "" {
			return authSpec{}, fmt.Errorf("brlapi: auth %q: empty key file path", s)
		}
		return authSpec{keyFile: p}, nil
	case strings.Contains(s, ":") && !strings.HasPrefix(s, "/"):
		return authSpec{}, fmt.Errorf("brlapi: auth %q: only none and keyfile: are supported", s)
	}
	return authSpec{keyFile: s}, nil
}

// loadKey reads the key file; an empty key is refused as BrlAPI does.
func (o *Options) loadKey(a authSpec) ([]byte, error) {
	key, err := o.readFile()(a.keyFile)
	if err != nil {
		return nil, fmt.Errorf("brlapi: key file: %w", err)
	}
	if len(key) == 0 {
		return nil, fmt.Errorf("brlapi: key file %s: %w", a.keyFile, &Error{Code: CodeEmptyKey})
	}
	if len(key) > MaxPacketSize-4 {
		return nil, fmt.Errorf("brlapi: key file %s: %w", a.keyFile, ErrPacketTooLarge)
	}
	return key, nil
}
