package ssip

import (
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
)

// ErrAddress reports a speech-dispatcher address that cannot be used.
var ErrAddress = errors.New("ssip: bad address")

// DefaultPort is speech-dispatcher's TCP port.
const DefaultPort = 6560

// Address is where speech-dispatcher listens: Network is "unix" or "tcp".
type Address struct {
	Network string
	Addr    string
}

// ParseAddress parses SPEECHD_ADDRESS syntax: "unix_socket:/path" or
// "inet_socket:host[:port]".
func ParseAddress(s string) (Address, error) {
	method, rest, _ := strings.Cut(strings.TrimSpace(s), ":")
	switch method {
	case "unix_socket":
		if rest == "" || strings.ContainsRune(rest, 0) {
			return Address{}, fmt.Errorf("%w: %q: no socket path", ErrAddress, s)
		}
		return Address{Network: "unix", Addr: rest}, nil
	case "inet_socket":
		host, port, hasPort := strings.Cut(rest, ":")
		if host == "" || strings.ContainsAny(host, " /\x00") {
			return Address{}, fmt.Errorf("%w: %q: no host", ErrAddress, s)
		}
		p := DefaultPort
		if hasPort {
			n, err := strconv.Atoi(port)
			if err != nil || n < 1 || n > 65535 {
				return Address{}, fmt.Errorf("%w: %q: bad port", ErrAddress, s)
			}
			p = n
		}
		return Address{Network: "tcp", Addr: host + ":" + strconv.Itoa(p)}, nil
	}
	return Address{}, fmt.Errorf("%w: %q: want unix_socket:PATH or inet_socket:HOST[:PORT]", ErrAddress, s)
}

// DefaultAddress returns the address speech-dispatcher uses for this user:
// $SPEECHD_ADDRESS, else $XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock.
// getenv is os.Getenv in production.
func DefaultAddress(getenv func(string) string) (Address, error) {
	if a := getenv("SPEECHD_ADDRESS"); a != "" {
		return ParseAddress(a)
	}
	dir := getenv("XDG_RUNTIME_DIR")
	if dir == "" {
		return Address{}, fmt.Errorf("%w: neither SPEECHD_ADDRESS nor XDG_RUNTIME_DIR is set", ErrAddress)
	}
	return Address{Network: "unix", Addr: filepath.Join(dir, "speech-dispatcher", "speechd.sock")}, nil
}
