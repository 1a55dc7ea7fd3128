package brlapi

import (
	"errors"
	"reflect"
	"testing"
)

func TestParseAddress(t *testing.T) {
	cases := []struct {
		in        string
		want      Address
		tcp, back string
	}{
		{"", Address{"", 0}, "", ":0"},
		{":0", Address{"", 0}, "", ":0"},
		{":3", Address{"", 3}, "", ":3"},
		{"localhost", Address{"localhost", 0}, "localhost:4101", "localhost:0"},
		{"127.0.0.1:1", Address{"127.0.0.1", 1}, "127.0.0.1:4102", "127.0.0.1:1"},
		{"braille.example:12", Address{"braille.example", 12}, "braille.example:4113", "braille.example:12"},
		{"[::1]:2", Address{"::1", 2}, "[::1]:4103", "[::1]:2"},
		{"[::1]", Address{"::1", 0}, "[::1]:4101", "[::1]:0"},
	}
	for _, tc := range cases {
		a, err := ParseAddress(tc.in)
		if err != nil || a != tc.want {
			t.Errorf("ParseAddress(%q) = %+v, %v; want %+v", tc.in, a, err, tc.want)
			continue
		}
		if !a.Local() && a.TCP() != tc.tcp {
			t.Errorf("%q: TCP() = %q, want %q", tc.in, a.TCP(), tc.tcp)
		}
		if a.String() != tc.back {
			t.Errorf("%q: String() = %q, want %q", tc.in, a.String(), tc.back)
		}
	}
}

func TestParseAddressBad(t *testing.T) {
	for _, in := range []string{"host:", "host:x", ":-1", ":+1", ":01", "host:65000", "::1", "[::1", "a b:1", "/tmp/s:0", "[]:1", "[[]", "[[::1]]:1", "a]b:1", "[a]b]"} {
		if a, err := ParseAddress(in); !errors.Is(err, ErrBadAddress) {
			t.Errorf("ParseAddress(%q) = %+v, %v; want ErrBadAddress", in, a, err)
		}
	}
}

func FuzzParseAddress(f *testing.F) {
	for _, s := range []string{"", ":1", "host:2", "[::1]:3", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := ParseAddress(s)
		if err != nil {
			return
		}
		b, err := ParseAddress(a.String())
		if err != nil || b != a {
			t.Fatalf("%q → %+v → %q → %+v, %v", s, a, a.String(), b, err)
		}
	})
}

func TestSocketPaths(t *testing.T) {
	a := Address{Number: 1}
	got := a.SocketPaths(DefaultSocketDirs())
	want := []string{"/run/BrlAPI/1", "/var/lib/BrlAPI/1"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%v, want %v", got, want)
	}
}

func TestParseAuth(t *testing.T) {
	cases := []struct {
		in   string
		want authSpec
		bad  bool
	}{
		{"", authSpec{keyFile: DefaultKeyFile}, false},
		{"none", authSpec{none: true}, false},
		{"keyfile:/x/k", authSpec{keyFile: "/x/k"}, false},
		{"/x/k", authSpec{keyFile: "/x/k"}, false},
		{"keyfile:", authSpec{}, true},
		{"polkit:x", authSpec{}, true},
	}
	for _, tc := range cases {
		got, err := parseAuth(tc.in)
		if (err != nil) != tc.bad || (!tc.bad && got != tc.want) {
			t.Errorf("parseAuth(%q) = %+v, %v", tc.in, got, err)
		}
	}
}

func TestDecodeKeyFlagsAndString(t *testing.T) {
	k := DecodeKey(uint64(FlagShift|FlagControl)<<32 | 0x41)
	if k.Kind != KeySym || k.Rune != 'A' || k.Flags != FlagShift|FlagControl {
		t.Errorf("%+v", k)
	}
	names := map[uint64]string{
		0x20010007: "route 7", 0x20000018: "pan-right", 0x2022000B: "dots 124",
		0x61: "keysym 'a'", 0xFF51: "keysym 0xff51", 0x2000001F: "return",
	}
	for code, want := range names {
		if got := DecodeKey(code).String(); got != want {
			t.Errorf("DecodeKey(0x%x).String() = %q, want %q", code, got, want)
		}
	}
	if DecodeKey(0x40000000).Kind != KeyOther {
		t.Error("reserved key type should be KeyOther")
	}
}

func TestErrorCodeNames(t *testing.T) {
	for c := CodeSuccess; c <= CodeReadOnlyParameter; c++ {
		if c.String() == "" || c.String()[0] == 'e' && c != CodeEmptyKey && c != CodeEOF {
			t.Errorf("code %d has no name: %q", c, c.String())
		}
	}
	if CodeAuthentication.String() != "authentication failed" || ErrorCode(99).String() != "error 99" {
		t.Error("names")
	}
}

func FuzzParseAuth(f *testing.F) {
	for _, s := range []string{"", "none", "keyfile:/k", "/k", "polkit:x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := parseAuth(s)
		if err == nil && !a.none && a.keyFile == "" {
			t.Fatalf("%q: neither none nor a key file", s)
		}
	})
}

// TestPipePath: BRLTTY for Windows names server N's pipe BrlAPI<N>.
func TestPipePath(t *testing.T) {
	for in, want := range map[string]string{"": `\\.\pipe\BrlAPI0`, ":0": `\\.\pipe\BrlAPI0`, ":12": `\\.\pipe\BrlAPI12`} {
		a, err := ParseAddress(in)
		if err != nil || a.PipePath() != want {
			t.Errorf("ParseAddress(%q).PipePath() = %q, %v; want %q", in, a.PipePath(), err, want)
		}
	}
}
