package station

import (
	"bufio"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// loadPairings reads the paired browsers kept at path: a first line
// "listen ADDR", the address the station last listened on, then one line
// each, the role and the SHA-256 of the token (never the token itself). A
// missing file is no pairing.
func loadPairings(path string) (addr string, m map[[32]byte]*client, err error) {
	m = make(map[[32]byte]*client)
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return "", m, nil
	}
	if err != nil {
		return "", nil, fmt.Errorf("station: pairings: %w", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		role, sum, ok := strings.Cut(sc.Text(), " ")
		if role == "listen" {
			addr = sum
			continue
		}
		b, err := hex.DecodeString(sum)
		if !ok || err != nil || len(b) != 32 || (role != "opponent" && role != "arbiter") {
			return "", nil, fmt.Errorf("station: pairings: %s: a line cannot be read", path)
		}
		r := Opponent
		if role == "arbiter" {
			r = Arbiter
		}
		m[[32]byte(b)] = &client{role: r, done: done{max: idsKept}}
	}
	if err := sc.Err(); err != nil {
		return "", nil, fmt.Errorf("station: pairings: %w", err)
	}
	return addr, m, nil
}

// savePairings writes the paired browsers to path through a temporary file.
func savePairings(path, addr string, m map[[32]byte]*client) error {
	var b strings.Builder
	fmt.Fprintf(&b, "listen %s\n", addr)
	for k, c := range m {
		fmt.Fprintf(&b, "%s %x\n", c.role, k[:])
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".pairings-*")
	if err != nil {
		return fmt.Errorf("station: pairings: %w", err)
	}
	_, err = tmp.WriteString(b.String())
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		_ = os.Remove(tmp.Name())
		return fmt.Errorf("station: pairings: %w", err)
	}
	return nil
}
