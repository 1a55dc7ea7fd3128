// Package pin keeps the arbiter's PIN as a salted hash: the game's journal
// and the config file hold the hash, never the PIN, and a PIN typed at the
// keyboard is checked against it. The hash is PBKDF2 with SHA-256 (Go's
// standard library) and a random salt per hash, written as one word:
//
//	pbkdf2-sha256:ITERATIONS:SALT:KEY (salt and key in hexadecimal)
//
// A short PIN cannot be made safe against someone who copies the journal
// and tries every PIN; the hash keeps it from being read at a glance and
// from being the same word in every game.
//
//	h, err := pin.Hash("4711", rand.Reader)
//	ok := pin.Check(h, "4711") // true
package pin

import (
	"crypto/pbkdf2"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
)

// ErrBad is wrapped by Valid's error for a PIN that cannot be used.
var ErrBad = errors.New("pin: not a usable PIN")

// The shape of a hash.
const (
	prefix     = "pbkdf2-sha256"
	iterations = 60000
	saltLen    = 16
	keyLen     = 32
	// MinLen and MaxLen bound a PIN's length in characters.
	MinLen, MaxLen = 4, 64
)

// Valid checks that p can be a PIN: 4 to 64 characters, no space (it is
// typed after the word arbiter).
func Valid(p string) error {
	n := len([]rune(p))
	if n < MinLen || n > MaxLen {
		return fmt.Errorf("%w: it has %d characters, not %d to %d", ErrBad, n, MinLen, MaxLen)
	}
	if strings.IndexFunc(p, unicode.IsSpace) >= 0 {
		return fmt.Errorf("%w: it has a space", ErrBad)
	}
	return nil
}

// IsHash reports whether s has the shape of a hash Hash writes (a config
// file may hold the hash instead of the PIN).
func IsHash(s string) bool {
	_, _, _, err := parse(s)
	return err == nil
}

// Hash returns the salted hash of p, the salt read from random.
func Hash(p string, random io.Reader) (string, error) {
	salt := make([]byte, saltLen)
	if _, err := io.ReadFull(random, salt); err != nil {
		return "", fmt.Errorf("pin: no salt: %w", err)
	}
	key, err := pbkdf2.Key(sha256.New, p, salt, iterations, keyLen)
	if err != nil {
		return "", fmt.Errorf("pin: %w", err)
	}
	return fmt.Sprintf("%s:%d:%x:%x", prefix, iterations, salt, key), nil
}

// Check reports whether p is the PIN whose hash is h; a malformed h never
// matches.
func Check(h, p string) bool {
	iter, salt, want, err := parse(h)
	if err != nil {
		return false
	}
	got, err := pbkdf2.Key(sha256.New, p, salt, iter, len(want))
	if err != nil {
		return false
	}
	return subtle.ConstantTimeCompare(got, want) == 1
}

// parse reads a hash.
func parse(h string) (iter int, salt, key []byte, err error) {
	f := strings.Split(h, ":")
	if len(f) != 4 || f[0] != prefix {
		return 0, nil, nil, errors.New("pin: not a PIN hash")
	}
	iter, err = strconv.Atoi(f[1])
	if err != nil || iter < 1000 || iter > 1_000_000 {
		return 0, nil, nil, errors.New("pin: bad iteration count")
	}
	if salt, err = hex.DecodeString(f[2]); err != nil || len(salt) < 8 {
		return 0, nil, nil, errors.New("pin: bad salt")
	}
	if key, err = hex.DecodeString(f[3]); err != nil || len(key) < 16 {
		return 0, nil, nil, errors.New("pin: bad key")
	}
	return iter, salt, key, nil
}
