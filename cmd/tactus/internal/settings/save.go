package settings

import (
	"crypto/rand"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/tactuschess/tactus/cmd/tactus/internal/pin"
	"github.com/tactuschess/tactus/internal/atomicfile"
)

// Format writes the settings as a config file: every key with its value
// and, above it, what it means, so that the file explains itself to the
// person who opens it. Load reads back exactly what Format writes.
func (s *Settings) Format() string {
	var b strings.Builder
	b.WriteString("# tactus settings. Every key is also a flag of tactus play (--name).\n")
	b.WriteString("# Written by tactus; edit freely: a bad line is named and left out.\n")
	for _, k := range keys {
		usage := strings.ReplaceAll(k.usage, "`", "")
		fmt.Fprintf(&b, "\n# %s\n", usage)
		v := k.get(s)
		if k.secret && v != "" && !pin.IsHash(v) {
			h, err := pin.Hash(v, rand.Reader)
			if err != nil {
				continue // better no PIN in the file than the PIN itself
			}
			v = h
		}
		if k.boolean {
			fmt.Fprintf(&b, "%s = %s\n", k.toml, v)
		} else {
			fmt.Fprintf(&b, "%s = %s\n", k.toml, strconv.Quote(v))
		}
	}
	return b.String()
}

// SaveFile writes the settings to path (its folder made if need be)
// through atomicfile (a temporary file renamed into place, the folder
// synced), so that a crash or a power cut leaves the old file or the new
// one, never half of one. Only its owner may read it (it may hold
// the arbiter's PIN, hashed).
func (s *Settings) SaveFile(path string) error {
	if path == "" {
		return fmt.Errorf("settings: no place for the config file (set XDG_CONFIG_HOME, or HOME; AppData on Windows)")
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return fmt.Errorf("settings: %w", err)
	}
	if err := atomicfile.Write(path, []byte(s.Format()), 0o600); err != nil {
		return fmt.Errorf("settings: %w", err)
	}
	return nil
}

// Get returns the value of the setting named name in the config file, as
// text; ok is false when there is no such setting.
func (s *Settings) Get(name string) (v string, ok bool) {
	k, ok := lookup(name)
	if !ok {
		return "", false
	}
	return k.get(s), true
}

// Set checks and stores the value of the setting named name, as the
// config file or a flag would give it.
func (s *Settings) Set(name, v string) error {
	k, ok := lookup(name)
	if !ok {
		return fmt.Errorf("%w: no setting %q", ErrInvalid, name)
	}
	return value{s: s, k: k}.Set(v)
}
