package station

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/tactuschess/tactus/internal/atomicfile"
)

// ErrPairings: the pairings file has a line the station cannot read.
var ErrPairings = errors.New("station: a line of the pairings file cannot be read")

// The pairings file, beside the journal, keeps what a restart must not
// forget:
//
//	listen 192.168.1.20:41234
//	opponent 3f5c…(the SHA-256 of the token, 64 hex digits) 1 1795860000 192.168.1.31 iPhone
//	done reply-0001 200 {"ok":true,"seq":7}
//	arbiter 9a0b… 2 1795860100 192.168.1.40 -
//
// the address the station last listened on, then each paired browser (its
// role, the hash of its token, never the token itself, and for the
// keyboard's list its number, when it paired in Unix seconds, its address
// and its short name or "-"; a file of an older tactus has the role and
// hash only) followed by the answers to its latest action ids, oldest
// first, at most idsKept. A device asking to pair is not kept.

// loadPairings reads the pairings file at path; a missing file is no pairing.
func loadPairings(path string) (addr string, m map[[32]byte]*client, err error) {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return "", make(map[[32]byte]*client), nil
	}
	if err != nil {
		return "", nil, fmt.Errorf("station: pairings: %w", err)
	}
	defer f.Close()
	addr, m, err = parsePairings(f)
	if err != nil {
		return "", nil, fmt.Errorf("station: pairings: %s: %w", path, err)
	}
	return addr, m, nil
}

// parsePairings reads a pairings file; a line it cannot read is ErrPairings.
func parsePairings(r io.Reader) (addr string, m map[[32]byte]*client, err error) {
	m = make(map[[32]byte]*client)
	var last *client // the browser the done lines belong to
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		word, rest, _ := strings.Cut(sc.Text(), " ")
		switch word {
		case "listen":
			if _, _, err := net.SplitHostPort(rest); err != nil {
				return "", nil, fmt.Errorf("line %d: %w", n, ErrPairings)
			}
			addr = rest
		case "opponent", "arbiter":
			hash, about, _ := strings.Cut(rest, " ")
			b, err := hex.DecodeString(hash)
			if err != nil || len(b) != 32 || m[[32]byte(b)] != nil {
				return "", nil, fmt.Errorf("line %d: %w", n, ErrPairings)
			}
			last = newClient(Opponent)
			if word == "arbiter" {
				last.role = Arbiter
			}
			if about != "" && !parseAbout(last, about, m) {
				return "", nil, fmt.Errorf("line %d: %w", n, ErrPairings)
			}
			m[[32]byte(b)] = last
		case "done":
			if last == nil || !parseDone(&last.done, rest) {
				return "", nil, fmt.Errorf("line %d: %w", n, ErrPairings)
			}
		default:
			return "", nil, fmt.Errorf("line %d: %w", n, ErrPairings)
		}
	}
	if err := sc.Err(); err != nil {
		return "", nil, fmt.Errorf("%w: %w", ErrPairings, err)
	}
	numberOld(m)
	return addr, m, nil
}

// parseAbout reads "N UNIX ADDR NAME" into c: a number no other device in m
// has, a time, an IP address or "-", a name deviceName gives or "-".
func parseAbout(c *client, s string, m map[[32]byte]*client) bool {
	f := strings.SplitN(s, " ", 4)
	if len(f) != 4 {
		return false
	}
	n, err := strconv.Atoi(f[0])
	secs, err2 := strconv.ParseInt(f[1], 10, 64)
	if err != nil || err2 != nil || n < 1 || n > 1<<30 || f[0] != strconv.Itoa(n) || secs < 0 || secs > 1<<40 {
		return false
	}
	for _, o := range m {
		if o.n == n {
			return false
		}
	}
	if f[2] != "-" && net.ParseIP(f[2]) == nil || f[3] != "-" && !knownName(f[3]) {
		return false
	}
	c.n = n
	if secs > 0 {
		c.at = time.Unix(secs, 0)
	}
	c.addr, c.name = strings.TrimPrefix(f[2], "-"), strings.TrimPrefix(f[3], "-")
	return true
}

// numberOld numbers the devices an older file gave no number, after the
// others, in the order of their hashes.
func numberOld(m map[[32]byte]*client) {
	next := 0
	for _, c := range m {
		next = max(next, c.n)
	}
	for _, k := range sortedKeys(m) {
		if c := m[k]; c.n == 0 {
			next++
			c.n = next
		}
	}
}

// sortedKeys returns m's keys in order.
func sortedKeys(m map[[32]byte]*client) [][32]byte {
	keys := make([][32]byte, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(x, y [32]byte) int { return bytes.Compare(x[:], y[:]) })
	return keys
}

// parseDone reads "ID STATUS JSON" into d: a valid id not yet there, an
// HTTP status, one JSON value; at most d.max of them.
func parseDone(d *done, s string) bool {
	id, rest, _ := strings.Cut(s, " ")
	status, body, _ := strings.Cut(rest, " ")
	code, err := strconv.Atoi(status)
	if !validID(id) || err != nil || len(status) != 3 || code < 100 || code > 599 ||
		!json.Valid([]byte(body)) || strings.ContainsAny(body, "\r\n") {
		return false
	}
	if _, dup := d.get(id); dup || len(d.order) >= d.max {
		return false
	}
	d.put(id, reply{status: code, body: []byte(body + "\n")})
	return true
}

// formatPairings writes the pairings file's text, browsers in the order of
// their hashes.
func formatPairings(addr string, m map[[32]byte]*client) []byte {
	var b bytes.Buffer
	if addr != "" {
		fmt.Fprintf(&b, "listen %s\n", addr)
	}
	for _, k := range sortedKeys(m) {
		c := m[k]
		if c.asking {
			continue
		}
		fmt.Fprintf(&b, "%s %x", c.role, k[:])
		if c.n > 0 { // else not numbered (a test's): role and hash only
			addr, name := c.addr, c.name
			if addr == "" {
				addr = "-"
			}
			if name == "" {
				name = "-"
			}
			at := int64(0)
			if !c.at.IsZero() {
				at = c.at.Unix()
			}
			fmt.Fprintf(&b, " %d %d %s %s", c.n, at, addr, name)
		}
		b.WriteByte('\n')
		c.done.each(func(id string, r reply) {
			fmt.Fprintf(&b, "done %s %d %s\n", id, r.status, bytes.TrimRight(r.body, "\n"))
		})
	}
	return b.Bytes()
}

// savePairings writes the pairings file at path.
func savePairings(path, addr string, m map[[32]byte]*client) error {
	return writePairings(path, formatPairings(addr, m))
}

// writePairings writes text to path through atomicfile: synced before it
// replaces the old one, the folder synced after. Only the owner may read it.
func writePairings(path string, text []byte) error {
	if err := atomicfile.Write(path, text, 0o600); err != nil {
		return fmt.Errorf("station: pairings: %w", err)
	}
	return nil
}
