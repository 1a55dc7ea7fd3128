package main

import (
	"errors"
	"flag"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
)

// TestFlagProblems: what parseFlags says of bad flags comes from the
// flags themselves and from the refused value's typed reason, never from
// the flag package's text: a flag the command does not have (however it
// is written), a flag without its value, a time control by its reason, a
// setting by its own, a number the flag package could not read, a name
// too long; and the values a flag takes stay its own after parsing (the
// help names their types).
func TestFlagProblems(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--bogus"}, "--bogus is not a flag"},
		{[]string{"e4", "-bogus=1"}, "--bogus is not a flag"},
		{[]string{"---x"}, "--x is not a flag"},
		{[]string{"--plain", "--bogus"}, "--bogus is not a flag"},
		{[]string{"--control"}, "--control needs a value"},
		{[]string{"--depth", "3", "--control"}, "--control needs a value"},
		{[]string{"--control", "5x"}, `--control "5x": write hours, minutes and seconds as h, m and s, largest first (1h30m, 90s)`},
		{[]string{"--control=0/90m"}, `--control "0/90m": move count "0": must be at least 1`},
		{[]string{"--control", "40/90m, 30m, 5m"}, `--control "40/90m, 30m, 5m": period 2: the rest of the game must be the last period`},
		{[]string{"--blind", "left"}, `--blind "left": "left" is not white, black, both or none`},
		{[]string{"--plain=maybe"}, `--plain "maybe": not a valid value`},
		{[]string{"--depth", "x"}, `--depth "x": not a valid value`},
		{[]string{"--depth", "99999999999999999999"}, `--depth "99999999999999999999": not a valid value`},
		{[]string{"--white", strings.Repeat("A", settings.MaxName+1)}, "--white: a name is at most"},
	} {
		var s settings.Settings
		fs := newFlagSet("tool")
		s.BindOnly(fs, "control", "blind", "plain", "white")
		fs.Int("depth", 1, "depth")
		_, err := parseFlags(fs, tc.args)
		var ue *usageError
		if !errors.As(err, &ue) {
			t.Errorf("%q: %v, not a usage error", tc.args, err)
			continue
		}
		if !strings.HasPrefix(ue.msg, "tool: "+tc.want) {
			t.Errorf("%q: %q, want %q", tc.args, ue.msg, tc.want)
		}
		fs.VisitAll(func(f *flag.Flag) {
			if _, wrapped := f.Value.(recorded); wrapped {
				t.Errorf("%q: --%s keeps the recording value", tc.args, f.Name)
			}
		})
	}
}
