package station

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

// FuzzDecodeRequest: whatever arrives, DecodeRequest either refuses it or
// returns a request that encodes and decodes to itself, and turning it into
// an action never panics.
func FuzzDecodeRequest(f *testing.F) {
	for _, s := range []string{
		`{"id":"abcdefgh","kind":"confirm"}`,
		`{"id":"abcdefgh","kind":"announce","move":"Nf3"}`,
		`{"id":"abcdefgh","kind":"restore","ply":3}`,
		`{"id":"abcdefgh","kind":"time","side":"white","seconds":600}`,
		`{"id":"abcdefgh","kind":"declare","result":"1-0","text":"x"}`,
		`{"id":"abcdefgh","kind":"confirm"}{}`, `[`, ``, `null`,
	} {
		f.Add([]byte(s))
	}
	v := View{Input: map[string]string{"announce": rules.StartFEN, "repeat": rules.StartFEN, "correct": rules.StartFEN},
		Can: []string{"announce", "repeat", "correct", "claim"}}
	f.Fuzz(func(t *testing.T, data []byte) {
		q, err := DecodeRequest(bytes.NewReader(data))
		if err != nil {
			return
		}
		b, err := json.Marshal(q)
		if err != nil {
			t.Fatal(err)
		}
		again, err := DecodeRequest(bytes.NewReader(b))
		if err != nil || !reflect.DeepEqual(q, again) {
			t.Fatalf("round trip: %+v -> %s -> %+v, %v", q, b, again, err)
		}
		for _, role := range roles {
			_, _ = Action(q, role, rules.Black, v, notation.German)
		}
	})
}

// FuzzPairings: whatever the pairings file holds, parsePairings either
// refuses it or reads what, written again, reads the same.
func FuzzPairings(f *testing.F) {
	hash := strings.Repeat("ab", 32)
	for _, s := range []string{
		"listen 127.0.0.1:8080\nopponent " + hash + "\ndone abcdefgh 200 {\"ok\":true,\"seq\":3}\n",
		"arbiter " + hash + "\ndone abcdefgh 409 {\"ok\":false,\"error\":\"Not now.\"}\ndone ijklmnop 200 {}\n",
		"done abcdefgh 200 {}\n", "listen\n", "opponent zz\n", "",
		"opponent " + hash + " 1 1795860000 192.168.1.31 iPhone\n", "arbiter " + hash + " 2 0 - tactus join\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		addr, m, err := parsePairings(bytes.NewReader(data))
		if err != nil {
			if !errors.Is(err, ErrPairings) {
				t.Fatalf("error %v is not ErrPairings", err)
			}
			return
		}
		text := formatPairings(addr, m)
		addr2, m2, err := parsePairings(bytes.NewReader(text))
		if err != nil || !bytes.Equal(formatPairings(addr2, m2), text) {
			t.Fatalf("round trip: %q -> %q, %v", data, text, err)
		}
	})
}
