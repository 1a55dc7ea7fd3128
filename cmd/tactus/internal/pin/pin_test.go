package pin

import (
	"bytes"
	"crypto/rand"
	"errors"
	"strings"
	"testing"
)

func TestHashCheck(t *testing.T) {
	h, err := Hash("4711", rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(h, "4711") || !IsHash(h) {
		t.Errorf("hash %q", h)
	}
	if !Check(h, "4711") {
		t.Error("the PIN does not match its own hash")
	}
	for _, wrong := range []string{"", "4712", "47111", " 4711", "0000"} {
		if Check(h, wrong) {
			t.Errorf("%q matches the hash of 4711", wrong)
		}
	}
	h2, _ := Hash("4711", rand.Reader)
	if h2 == h {
		t.Error("two hashes of one PIN are equal: no salt")
	}
}

func TestHashNoRandom(t *testing.T) {
	if _, err := Hash("4711", bytes.NewReader([]byte{1, 2})); err == nil {
		t.Error("a hash without a whole salt")
	}
}

func TestBadHashes(t *testing.T) {
	good, _ := Hash("4711", bytes.NewReader(bytes.Repeat([]byte{7}, 32)))
	f := strings.Split(good, ":")
	for _, h := range []string{"", "4711", "pbkdf2-sha256", good + ":x", "sha1:" + strings.Join(f[1:], ":"),
		f[0] + ":12:" + f[2] + ":" + f[3], f[0] + ":x:" + f[2] + ":" + f[3], f[0] + ":" + f[1] + ":zz:" + f[3],
		f[0] + ":" + f[1] + ":00:" + f[3], f[0] + ":" + f[1] + ":" + f[2] + ":00"} {
		if IsHash(h) || Check(h, "4711") {
			t.Errorf("%q taken as a hash", h)
		}
	}
}

func TestValid(t *testing.T) {
	for _, tc := range []struct {
		p  string
		ok bool
	}{{"4711", true}, {"äöü1", true}, {"471", false}, {"", false}, {"47 11", false}, {strings.Repeat("1", 65), false}, {strings.Repeat("1", 64), true}} {
		err := Valid(tc.p)
		if (err == nil) != tc.ok || err != nil && !errors.Is(err, ErrBad) {
			t.Errorf("Valid(%q) = %v", tc.p, err)
		}
	}
}

// FuzzCheck: any stored text and any typed PIN are checked without a
// panic, and only the PIN hashed matches its hash.
func FuzzCheck(f *testing.F) {
	good, _ := Hash("4711", bytes.NewReader(bytes.Repeat([]byte{3}, 32)))
	f.Add(good, "4711")
	f.Add("pbkdf2-sha256:1000:0011223344556677:00112233445566778899aabbccddeeff", "x")
	f.Add("pbkdf2-sha256:99999999999:00:00", "")
	f.Fuzz(func(t *testing.T, h, p string) {
		if len(h) > 200 {
			return
		}
		if Check(h, p) && h == good && p != "4711" {
			t.Fatalf("%q matches the hash of 4711", p)
		}
		if IsHash(h) != (parseOK(h)) {
			t.Fatal("IsHash disagrees with parse")
		}
	})
}

func parseOK(h string) bool { _, _, _, err := parse(h); return err == nil }
