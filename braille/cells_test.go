package braille

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestCellBasics(t *testing.T) {
	if Dot1.String() != "⠁" || (Dot1|Dot8).Rune() != 0x2881 || Blank.String() != "⠀" {
		t.Error("runes")
	}
	if (Dot1|Dot4|Dot5).Numbers() != "145" || Blank.Numbers() != "0" || Cell(0xff).Numbers() != "12345678" {
		t.Error("numbers")
	}
	if !Cell(0x3f).SixDot() || Dot7.SixDot() {
		t.Error("six dot")
	}
	if c, ok := CellOf('⣿'); !ok || c != 0xff {
		t.Error("CellOf ⣿")
	}
	if _, ok := CellOf('a'); ok {
		t.Error("CellOf a")
	}
	if got := (Cells{1, 3, 0}).Bytes(); string(got) != "\x01\x03\x00" {
		t.Error("bytes")
	}
}

func TestParseDots(t *testing.T) {
	good := map[string]Cell{"0": 0, "": 0, "1": 1, "145": 0x19, "87654321": 0xff, "36": 0x24}
	for s, want := range good {
		if c, err := ParseDots(s); err != nil || c != want {
			t.Errorf("ParseDots(%q) = %v, %v", s, c, err)
		}
	}
	for _, s := range []string{"9", "1a", "11", "00", " 1", "-1"} {
		if _, err := ParseDots(s); err == nil || !strings.HasPrefix(err.Error(), "braille: ") {
			t.Errorf("ParseDots(%q) err = %v", s, err)
		}
	}
}

func TestParseUnicode(t *testing.T) {
	cs, err := ParseUnicode("⠁ ⣿")
	if err != nil || len(cs) != 3 || cs[1] != Blank || cs[2] != 0xff {
		t.Errorf("%v %v", cs, err)
	}
	for _, s := range []string{"a", "⠁x", "\xff"} {
		if _, err := ParseUnicode(s); err == nil {
			t.Errorf("ParseUnicode(%q) accepted", s)
		}
	}
}

func TestBRFTable(t *testing.T) {
	// every one of the 64 six-dot cells has exactly one BRF character
	seen := map[byte]Cell{}
	for c := Cell(0); c < 64; c++ {
		ch, ok := ToASCII(c)
		if !ok {
			t.Fatalf("cell %s has no BRF character", c.Numbers())
		}
		if prev, dup := seen[ch]; dup {
			t.Fatalf("%q for both %s and %s", ch, prev.Numbers(), c.Numbers())
		}
		seen[ch] = c
		if back, ok := FromASCII(ch); !ok || back != c {
			t.Fatalf("%q reads back as %s", ch, back.Numbers())
		}
	}
	spot := map[byte]string{'a': "1", 'z': "1356", 'W': "2456", '1': "2", '0': "356", '=': "123456",
		':': "156", '#': "3456", '-': "36", '.': "46", ',': "6", '`': "4", '{': "246", '~': "45", ' ': "0"}
	for ch, dots := range spot {
		if c, ok := FromASCII(ch); !ok || c.Numbers() != dots {
			t.Errorf("%q = %s, want %s", ch, c.Numbers(), dots)
		}
	}
	if _, ok := ToASCII(Dot7); ok {
		t.Error("dot 7 has a BRF character")
	}
	for _, ch := range []byte{'\t', '\n', 0x7f, 0x80, 0} {
		if _, ok := FromASCII(ch); ok {
			t.Errorf("%q is BRF", ch)
		}
	}
}

func TestEncodeDecodeBRF(t *testing.T) {
	cs, err := DecodeBRF("#AB C")
	if err != nil || cs.String() != "⠼⠁⠃⠀⠉" {
		t.Fatalf("%v %v", cs, err)
	}
	s, err := EncodeBRF(cs)
	if err != nil || s != "#ab c" {
		t.Fatalf("%q %v", s, err)
	}
	if _, err := EncodeBRF(Cells{Dot8}); err == nil {
		t.Error("dot 8 encoded")
	}
	if _, err := DecodeBRF("ab\tc"); err == nil {
		t.Error("tab decoded")
	}
}

func TestText(t *testing.T) {
	if got := Text("Smith, J. 1-0").String(); got != "⠎⠍⠊⠞⠓⠠⠀⠚⠨⠀⠂⠤⠴" {
		t.Errorf("Text = %s", got)
	}
	if got := Text("Müller"); got.String() != "⠍⠥⠇⠇⠑⠗" {
		t.Errorf("ü = %s, want u", got)
	}
	if got := Text("Łódź ½ «x» ♔"); got.String() != "⠇⠕⠙⠵⠀⠂⠌⠆⠀⠐⠭⠐⠀⠹" {
		t.Errorf("folded = %s", got)
	}
}

func FuzzBRF(f *testing.F) {
	f.Add("#ab c")
	f.Add("~`{|}")
	f.Fuzz(func(t *testing.T, s string) {
		cs, err := DecodeBRF(s)
		if err != nil {
			return
		}
		enc, err := EncodeBRF(cs)
		if err != nil || !strings.EqualFold(enc, normalizeBRF(s)) {
			t.Fatalf("%q → %q, %v", s, enc, err)
		}
	})
}

// normalizeBRF maps the alternative lower-case forms to the canonical ones.
func normalizeBRF(s string) string {
	return strings.NewReplacer("`", "@", "{", "[", "|", "\\", "}", "]", "~", "^").Replace(strings.ToLower(s))
}

func FuzzParseUnicode(f *testing.F) {
	f.Add("⠁ ⣿")
	f.Add("x")
	f.Fuzz(func(t *testing.T, s string) {
		cs, err := ParseUnicode(s)
		if err != nil {
			return
		}
		if got := cs.String(); utf8.RuneCountInString(got) != len(cs) || strings.ReplaceAll(s, " ", "⠀") != got {
			t.Fatalf("%q → %q", s, got)
		}
	})
}

func FuzzParseDots(f *testing.F) {
	f.Add("145")
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseDots(s)
		if err != nil {
			return
		}
		if back, err := ParseDots(c.Numbers()); err != nil || back != c {
			t.Fatalf("%q → %v → %q", s, c, c.Numbers())
		}
	})
}
