package clock

import (
	"fmt"
	"strings"
	"time"
	"unicode"
)

// Parse reads a time control in either form: PGN TimeControl syntax
// ("40/5400+30:1800+30", "300+3", "*180", "-", "?") when s has a ":"
// between periods or no letter at all, the human form ("40/90m+30s,
// 30m+30s", "5m+3s", "90m d10s") otherwise. A letter typed into a PGN
// control ("18O0") is thus reported in the PGN period it stands in.
func Parse(s string) (Control, error) {
	if !strings.Contains(s, ":") && strings.IndexFunc(s, unicode.IsLetter) >= 0 {
		return ParseHuman(s)
	}
	return ParsePGN(s)
}

// ParsePGN reads the value of a PGN TimeControl tag: "?" (unknown), "-"
// (none), or periods separated by ":", each "moves/seconds",
// "seconds", either followed by "+increment", or "*seconds" (sandclock,
// alone). A "+increment" after "moves/seconds" is the usual extension.
func ParsePGN(s string) (Control, error) {
	s = strings.TrimSpace(s)
	switch s {
	case "?":
		return Control{Kind: Unknown}, nil
	case "-":
		return Control{Kind: Unlimited}, nil
	case "":
		return Control{}, fmt.Errorf("%w: %w", ErrSyntax, controlError(ControlEmpty, FieldNone, "", "", "empty"))
	}
	if rest, ok := strings.CutPrefix(s, "*"); ok {
		secs, err := pgnSeconds(rest)
		if err != nil {
			return Control{}, fmt.Errorf("%w: sandclock %q: %w", ErrSyntax, s, err)
		}
		return checked(Control{Hourglass: true, Periods: []Period{{Time: secs}}})
	}
	var ctl Control
	for i, part := range strings.Split(s, ":") {
		p, err := pgnPeriod(part)
		if err != nil {
			return Control{}, fmt.Errorf("%w: period %d %q: %w", ErrSyntax, i+1, part, inPeriod(err, i+1))
		}
		ctl.Periods = append(ctl.Periods, p)
	}
	return checked(ctl)
}

// checked validates ctl before handing it out.
func checked(ctl Control) (Control, error) {
	if err := ctl.Validate(); err != nil {
		return Control{}, err
	}
	return ctl, nil
}

// pgnPeriod reads "moves/seconds[+increment]" or "seconds[+increment]".
func pgnPeriod(s string) (Period, error) {
	var p Period
	main, inc, hasInc := strings.Cut(s, "+")
	if hasInc {
		d, err := pgnSeconds(inc)
		if err != nil {
			return p, fmt.Errorf("increment: %w", err)
		}
		p.Mode, p.Extra = Fischer, d
	}
	if moves, secs, ok := strings.Cut(main, "/"); ok {
		n, err := count(moves)
		if err != nil {
			return p, err
		}
		p.Moves = n
		main = secs
	}
	d, err := pgnSeconds(main)
	if err != nil {
		return p, err
	}
	p.Time = d
	return p, p.validate(true)
}

// pgnSeconds reads a whole number of seconds.
func pgnSeconds(s string) (time.Duration, error) {
	n, err := number(s, int64(maxPeriodTime/time.Second))
	if err != nil {
		return 0, fmt.Errorf("seconds %q: %w", s, inField(err, FieldSeconds, s))
	}
	return time.Duration(n) * time.Second, nil
}

// count reads a positive move count.
func count(s string) (int, error) {
	n, err := number(s, maxMoves)
	if err != nil {
		return 0, fmt.Errorf("move count %q: %w", s, inField(err, FieldMoves, s))
	}
	if n == 0 {
		return 0, fmt.Errorf("move count %q: %w", s, controlError(ControlNoMoves, FieldMoves, s, "", "must be at least 1"))
	}
	return int(n), nil
}

// number reads decimal digits (no sign) not above limit.
func number(s string, limit int64) (int64, error) {
	if s == "" {
		return 0, controlError(ControlNoNumber, FieldNone, "", "", "missing number")
	}
	var n int64
	for _, r := range s {
		if r < '0' || r > '9' {
			return 0, controlError(ControlNotANumber, FieldNone, s, "", "not a number")
		}
		n = n*10 + int64(r-'0')
		if n > limit {
			return 0, controlError(ControlTooLarge, FieldNone, s, fmt.Sprint(limit), "above %d", limit)
		}
	}
	return n, nil
}
