package brlapi

import (
	"fmt"
	"net"
	"path/filepath"
	"strconv"
	"strings"
)

// BasePort is the TCP port of BrlAPI server number 0; server N listens on
// BasePort+N.
const BasePort = 4101

// DefaultSocketDirs returns the directories holding BrlAPI's local
// sockets, newest BRLTTY first (Debian 12's BRLTTY 6.5 uses /var/lib/BrlAPI).
func DefaultSocketDirs() []string { return []string{"/run/BrlAPI", "/var/lib/BrlAPI"} }

// DefaultAddress is the address used when neither the caller nor
// $BRLAPI_HOST gives one: local server 0.
const DefaultAddress = ":0"

// Address is a parsed BrlAPI host specification.
type Address struct {
	Host   string // empty for a local server (a Unix socket; a named pipe on Windows)
	Number int    // server number: port offset or socket name
}

// ParseAddress parses an address as BRLTTY writes them: "host:N" is TCP
// port 4101+N on host, a bare "host" is port 4101, ":N" is the local socket
// named N (on Windows the named pipe BrlAPI<N>), and "" means
// DefaultAddress. An IPv6 host is written in
// brackets ("[::1]:1").
func ParseAddress(s string) (Address, error) {
	if s == "" {
		s = DefaultAddress
	}
	host, num := s, "0"
	if i := strings.LastIndexByte(s, ':'); i >= 0 && !strings.HasSuffix(s, "]") {
		host, num = s[:i], s[i+1:]
	}
	if strings.HasPrefix(host, "[") {
		if !strings.HasSuffix(host, "]") || len(host) < 3 {
			return Address{}, fmt.Errorf("%w: %q: unclosed bracket", ErrBadAddress, s)
		}
		host = host[1 : len(host)-1]
	}
	if strings.ContainsAny(host, "/ \t[]") || (strings.Contains(host, ":") && !strings.HasPrefix(s, "[")) {
		return Address{}, fmt.Errorf("%w: %q: bad host", ErrBadAddress, s)
	}
	n, err := strconv.Atoi(num)
	if err != nil || n < 0 || n > 65535-BasePort || num != strconv.Itoa(n) {
		return Address{}, fmt.Errorf("%w: %q: server number %q is not 0…%d", ErrBadAddress, s, num, 65535-BasePort)
	}
	return Address{Host: host, Number: n}, nil
}

// Local reports whether the address names a local server (a Unix socket,
// or a named pipe on Windows).
func (a Address) Local() bool { return a.Host == "" }

// TCP returns the host:port to dial for a remote server.
func (a Address) TCP() string {
	return net.JoinHostPort(a.Host, strconv.Itoa(BasePort+a.Number))
}

// SocketPaths returns the candidate socket paths of a local server, one per
// directory in dirs.
func (a Address) SocketPaths(dirs []string) []string {
	p := make([]string, len(dirs))
	for i, d := range dirs {
		p[i] = filepath.Join(d, strconv.Itoa(a.Number))
	}
	return p
}

// PipePath returns the named pipe of a local server on Windows, where
// BRLTTY listens on \\.\pipe\BrlAPI<N> instead of a Unix socket.
func (a Address) PipePath() string { return `\\.\pipe\BrlAPI` + strconv.Itoa(a.Number) }

// String writes the address back in BRLTTY's form.
func (a Address) String() string {
	h := a.Host
	if strings.Contains(h, ":") {
		h = "[" + h + "]"
	}
	return h + ":" + strconv.Itoa(a.Number)
}
