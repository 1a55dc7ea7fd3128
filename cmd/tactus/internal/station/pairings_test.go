package station

import (
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// After a restart the station listens where it did, so that the pages find
// it again; pairings keep only hashes.
func TestPairingsKeepAddress(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	path := filepath.Join(t.TempDir(), "p")
	key := tokenKey("secret-token")
	if err := savePairings(path, addr, map[[32]byte]*client{key: {role: Arbiter}}); err != nil {
		t.Fatal(err)
	}
	ln.Close()
	last, m, err := loadPairings(path)
	if err != nil || last != addr || len(m) != 1 || m[key] == nil || m[key].role != Arbiter {
		t.Fatalf("loaded %q %v %v", last, m, err)
	}
	again, err := listen("", last)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	if again.Addr().String() != addr {
		t.Errorf("listens on %s, want %s", again.Addr(), addr)
	}
}

func TestPairingsRefuseBadLines(t *testing.T) {
	good := "opponent " + strings.Repeat("ab", 32)
	for _, text := range []string{
		"opponent",
		"opponent zz",
		"player " + strings.Repeat("ab", 32),
		"opponent " + strings.Repeat("ab", 31),
		good + "\narbiter",
	} {
		path := filepath.Join(t.TempDir(), "p")
		if err := os.WriteFile(path, []byte(text+"\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		if _, _, err := loadPairings(path); err == nil {
			t.Errorf("%q was read", text)
		}
	}
	if _, m, err := loadPairings(filepath.Join(t.TempDir(), "none")); err != nil || len(m) != 0 {
		t.Errorf("a missing file: %v %v", m, err)
	}
}
