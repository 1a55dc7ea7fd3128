package clock

import (
	"errors"
	"testing"
	"time"
)

// FuzzParse: Parse never panics, and whatever it accepts formats back to
// text that parses to the same control, in the human form and (when it has
// one) the PGN form.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"40/5400+30:1800+30", "300+3", "*180", "-", "?", "40/90m+30s, 30m+30s",
		"90m/40+30s", "5m+3s", "90m d10s", "25m b10s", "1h30m", "3m hourglass", "40/2h",
		"", "0", "5m+3", "1s30m", "40/", "/", "+", "::", "*", "d", "90m d", "1:2:3",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ctl, err := Parse(s)
		if err != nil {
			var ce *ControlError
			if !errors.As(err, &ce) || !errors.Is(err, ErrSyntax) {
				t.Fatalf("Parse(%q): %v is not a *ControlError of ErrSyntax", s, err)
			}
			return
		}
		if err := ctl.Validate(); err != nil {
			t.Fatalf("Parse(%q) accepted an invalid control: %v", s, err)
		}
		human := ctl.String()
		back, err := Parse(human)
		if err != nil || !back.Equal(ctl) {
			t.Fatalf("Parse(%q) → %q → %+v, %v", s, human, back, err)
		}
		if pgn, err := ctl.PGN(); err == nil {
			back, err := Parse(pgn)
			if err != nil || !back.Equal(ctl) {
				t.Fatalf("Parse(%q) → PGN %q → %+v, %v", s, pgn, back, err)
			}
		}
		_ = ctl.Words()
		_ = ctl.Classify()
	})
}

// FuzzDuration: ParseDuration never panics and FormatDuration reads back.
func FuzzDuration(f *testing.F) {
	for _, s := range []string{"1h30m", "45s", "1500ms", "-30s", "5", "1s1h", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := ParseDuration(s)
		if err != nil {
			var ce *ControlError
			if !errors.As(err, &ce) {
				t.Fatalf("ParseDuration(%q): %v is not a *ControlError", s, err)
			}
			return
		}
		if back, err := ParseDuration(FormatDuration(d)); err != nil || back != d {
			t.Fatalf("%q → %v → %q → %v, %v", s, d, FormatDuration(d), back, err)
		}
		_ = SpokenDuration(d)
		if d > time.Duration(1<<62) {
			t.Fatalf("%q: %v near overflow", s, d)
		}
	})
}
