package clock

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// String returns the human form of the control ("40/90m+30s, 30m+30s",
// "90m d10s", "3m hourglass"), which ParseHuman reads back. The
// placeholders are "-" and "?".
func (c Control) String() string {
	switch c.Kind {
	case Unlimited:
		return "-"
	case Unknown:
		return "?"
	}
	if c.Hourglass && len(c.Periods) == 1 {
		return FormatDuration(c.Periods[0].Time) + " hourglass"
	}
	parts := make([]string, len(c.Periods))
	for i, p := range c.Periods {
		var b strings.Builder
		if p.Moves > 0 {
			b.WriteString(strconv.Itoa(p.Moves) + "/")
		}
		b.WriteString(FormatDuration(p.Time))
		switch p.Mode {
		case Fischer:
			b.WriteString("+" + FormatDuration(p.Extra))
		case Delay:
			b.WriteString(" d" + FormatDuration(p.Extra))
		case Bronstein:
			b.WriteString(" b" + FormatDuration(p.Extra))
		}
		parts[i] = b.String()
	}
	return strings.Join(parts, ", ")
}

// PGN returns the control as the value of a PGN TimeControl tag
// ("40/5400+30:1800+30"). Delays have no PGN form: ErrNotPGN.
func (c Control) PGN() (string, error) {
	switch c.Kind {
	case Unlimited:
		return "-", nil
	case Unknown:
		return "?", nil
	}
	if c.Hourglass && len(c.Periods) == 1 {
		return "*" + secs(c.Periods[0].Time), nil
	}
	parts := make([]string, len(c.Periods))
	for i, p := range c.Periods {
		if p.Mode == Delay || p.Mode == Bronstein {
			return "", fmt.Errorf("%w: period %d has a delay", ErrNotPGN, i+1)
		}
		s := secs(p.Time)
		if p.Moves > 0 {
			s = strconv.Itoa(p.Moves) + "/" + s
		}
		if p.Mode == Fischer {
			s += "+" + secs(p.Extra)
		}
		parts[i] = s
	}
	return strings.Join(parts, ":"), nil
}

func secs(d time.Duration) string { return strconv.FormatInt(int64(d/time.Second), 10) }

// FormatDuration writes d in the units ParseDuration reads: whole minutes
// as "90m", otherwise minutes and seconds ("1m30s", "45s"), with "ms" for
// a fraction of a second. Zero is "0s".
func FormatDuration(d time.Duration) string {
	if d == 0 {
		return "0s"
	}
	var b strings.Builder
	if d < 0 {
		b.WriteByte('-')
		d = -d
	}
	if m := d / time.Minute; m > 0 {
		b.WriteString(strconv.FormatInt(int64(m), 10) + "m")
	}
	if s := d % time.Minute / time.Second; s > 0 {
		b.WriteString(strconv.FormatInt(int64(s), 10) + "s")
	}
	if ms := d % time.Second / time.Millisecond; ms > 0 {
		b.WriteString(strconv.FormatInt(int64(ms), 10) + "ms")
	}
	return b.String()
}

// Words describes the control for a listener, one line per period, e.g.
// "period 1: 40 moves in 1 hour 30 minutes, plus 30 seconds per move".
func (c Control) Words() []string {
	switch c.Kind {
	case Unlimited:
		return []string{"no time control"}
	case Unknown:
		return []string{"unknown time control"}
	}
	if c.Hourglass && len(c.Periods) == 1 {
		return []string{"hourglass: " + SpokenDuration(c.Periods[0].Time) +
			" each; the time one player uses is added to the other"}
	}
	lines := make([]string, 0, len(c.Periods)+1)
	for i, p := range c.Periods {
		what := "the rest of the game"
		if p.Moves > 0 {
			what = plural(p.Moves, "move")
		}
		line := fmt.Sprintf("period %d: %s in %s", i+1, what, SpokenDuration(p.Time))
		switch p.Mode {
		case Fischer:
			line += ", plus " + SpokenDuration(p.Extra) + " per move (increment)"
		case Delay:
			line += ", with a delay of " + SpokenDuration(p.Extra) + " per move before the main time runs"
		case Bronstein:
			line += ", with a Bronstein delay of " + SpokenDuration(p.Extra) + " per move"
		}
		lines = append(lines, line)
	}
	if last := c.Periods[len(c.Periods)-1]; last.Moves > 0 {
		lines = append(lines, fmt.Sprintf("then period %d repeats for every further %s",
			len(c.Periods), plural(last.Moves, "move")))
	}
	return lines
}

// SpokenDuration writes d in words: "1 hour 30 minutes", "45 seconds",
// "1 minute 5.5 seconds".
func SpokenDuration(d time.Duration) string {
	if d < 0 {
		return "minus " + SpokenDuration(-d)
	}
	var parts []string
	if h := int(d / time.Hour); h > 0 {
		parts = append(parts, plural(h, "hour"))
	}
	if m := int(d % time.Hour / time.Minute); m > 0 {
		parts = append(parts, plural(m, "minute"))
	}
	s := d % time.Minute
	switch {
	case s%time.Second != 0:
		parts = append(parts, strconv.FormatFloat(s.Seconds(), 'f', -1, 64)+" seconds")
	case s > 0 || len(parts) == 0:
		parts = append(parts, plural(int(s/time.Second), "second"))
	}
	return strings.Join(parts, " ")
}

func plural(n int, unit string) string {
	if n == 1 {
		return "1 " + unit
	}
	return strconv.Itoa(n) + " " + unit + "s"
}
