package station

import (
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"io"
	"time"
)

// Pairing limits.
const (
	// codeDigits is the length of a pairing code.
	codeDigits = 6
	// tokenBytes is the size of a session token: 256 bits.
	tokenBytes = 32
)

// newCode draws a six-digit code uniformly from r.
func newCode(r io.Reader) (string, error) {
	const limit = 1_000_000
	const cut = (1 << 32) / limit * limit // reject the top to stay uniform
	var b [4]byte
	for {
		if _, err := io.ReadFull(r, b[:]); err != nil {
			return "", fmt.Errorf("station: pairing code: %w", err)
		}
		if n := binary.BigEndian.Uint32(b[:]); uint64(n) < cut {
			return fmt.Sprintf("%0*d", codeDigits, n%limit), nil
		}
	}
}

// newToken draws a session token from r, as the cookie carries it.
func newToken(r io.Reader) (string, error) {
	b := make([]byte, tokenBytes)
	if _, err := io.ReadFull(r, b); err != nil {
		return "", fmt.Errorf("station: session token: %w", err)
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// tokenKey is what the station keeps of a token: its hash, so that neither
// a memory dump nor a timed map lookup gives a token away.
func tokenKey(token string) [32]byte { return sha256.Sum256([]byte(token)) }

// sameCode compares a typed code with a role's code in constant time.
func sameCode(typed, code string) bool {
	return len(code) == codeDigits && subtle.ConstantTimeCompare([]byte(typed), []byte(code)) == 1
}

// bucket is a token bucket: rate tokens a second, up to burst.
type bucket struct {
	tokens float64
	last   time.Time
}

// take takes one token at now, reporting whether there was one.
func (b *bucket) take(now time.Time, rate, burst float64) bool {
	if b.last.IsZero() {
		b.tokens = burst
	} else if d := now.Sub(b.last).Seconds(); d > 0 {
		b.tokens = min(burst, b.tokens+d*rate)
	}
	b.last = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// limits holds a bucket per key (a client address), bounded.
type limits struct {
	rate, burst float64
	m           map[string]*bucket
}

// maxLimited bounds the number of addresses remembered.
const maxLimited = 4096

// allow takes a token for key at now.
func (l *limits) allow(key string, now time.Time) bool {
	if l.m == nil {
		l.m = make(map[string]*bucket)
	}
	b := l.m[key]
	if b == nil {
		if len(l.m) >= maxLimited {
			l.m = make(map[string]*bucket) // forget everyone rather than grow
		}
		b = &bucket{}
		l.m[key] = b
	}
	return b.take(now, l.rate, l.burst)
}

// done remembers the results of a client's recent action ids.
type done struct {
	max   int
	m     map[string]reply
	order []string
}

// get returns the reply already given for id.
func (d *done) get(id string) (reply, bool) {
	r, ok := d.m[id]
	return r, ok
}

// each calls f with every remembered id and its reply, oldest first.
func (d *done) each(f func(id string, r reply)) {
	for _, id := range d.order {
		f(id, d.m[id])
	}
}

// put remembers the reply for id, forgetting the oldest beyond max.
func (d *done) put(id string, r reply) {
	if d.m == nil {
		d.m = make(map[string]reply)
	}
	if _, ok := d.m[id]; !ok {
		d.order = append(d.order, id)
	}
	d.m[id] = r
	for len(d.order) > d.max {
		delete(d.m, d.order[0])
		d.order = d.order[1:]
	}
}
