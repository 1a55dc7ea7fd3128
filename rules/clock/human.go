package clock

import (
	"fmt"
	"strings"
	"time"
)

// ParseHuman reads the human form of a time control: periods separated by
// commas, each "[moves/]time[/moves][ bonus]" where time is like "90m",
// "1h30m" or "45s", moves a number, and bonus "+30s" (increment), "d10s"
// (delay, 6.3.2) or "b10s" (Bronstein delay). Examples: "40/90m+30s, 30m+30s",
// "90m/40+30s", "5m+3s", "90m d10s", "25m b10s". An hourglass is
// "3m hourglass" or "*3m".
func ParseHuman(s string) (Control, error) {
	if strings.TrimSpace(s) == "" {
		return Control{}, fmt.Errorf("%w: %w", ErrSyntax, controlError(ControlEmpty, FieldNone, "", "", "empty"))
	}
	parts := strings.Split(s, ",")
	if len(parts) == 1 {
		if base, ok := hourglassBase(strings.TrimSpace(s)); ok {
			d, err := ParseDuration(base)
			if err != nil {
				return Control{}, fmt.Errorf("%w: hourglass %q: %w", ErrSyntax, s, err)
			}
			return checked(Control{Hourglass: true, Periods: []Period{{Time: d}}})
		}
	}
	var ctl Control
	for i, part := range parts {
		part = strings.TrimSpace(part)
		p, err := humanPeriod(part)
		if err != nil {
			return Control{}, fmt.Errorf("%w: period %d %q: %w", ErrSyntax, i+1, part, inPeriod(err, i+1))
		}
		ctl.Periods = append(ctl.Periods, p)
	}
	return checked(ctl)
}

// hourglassBase recognises "*3m" and "3m hourglass".
func hourglassBase(s string) (string, bool) {
	if rest, ok := strings.CutPrefix(s, "*"); ok {
		return strings.TrimSpace(rest), true
	}
	if rest, ok := strings.CutSuffix(strings.ToLower(s), "hourglass"); ok {
		return strings.TrimSpace(rest), true
	}
	return "", false
}

// humanPeriod reads one period of the human form.
func humanPeriod(s string) (Period, error) {
	var p Period
	main, bonus := s, ""
	if i := strings.IndexByte(s, '+'); i >= 0 {
		main, bonus = s[:i], s[i+1:]
		p.Mode = Fischer
	} else if f := strings.Fields(s); len(f) == 2 {
		main, bonus = f[0], f[1]
		switch {
		case strings.HasPrefix(bonus, "d"):
			p.Mode = Delay
		case strings.HasPrefix(bonus, "b"):
			p.Mode = Bronstein
		default:
			return p, fmt.Errorf("bonus %q: %w", bonus, controlError(ControlBadBonus, FieldExtra, bonus, "", "want +time, d<time> or b<time>"))
		}
		bonus = bonus[1:]
	} else if len(f) > 2 {
		return p, controlError(ControlTooManyWords, FieldNone, s, "", "too many words")
	}
	if p.Mode != NoBonus {
		d, err := ParseDuration(strings.TrimSpace(bonus))
		if err != nil {
			return p, fmt.Errorf("time per move %q: %w", bonus, inField(err, FieldExtra, bonus))
		}
		p.Extra = d
	}
	if err := humanMain(strings.TrimSpace(main), &p); err != nil {
		return p, err
	}
	return p, p.validate(true)
}

// humanMain reads "40/90m", "90m/40" or "90m" into p.
func humanMain(s string, p *Period) error {
	a, b, ok := strings.Cut(s, "/")
	if !ok {
		return humanTime(a, p)
	}
	if _, err := number(a, maxMoves); err == nil {
		a, b = b, a
	}
	n, err := count(b)
	if err != nil {
		return err
	}
	p.Moves = n
	return humanTime(a, p)
}

func humanTime(s string, p *Period) error {
	d, err := ParseDuration(s)
	if err != nil {
		return fmt.Errorf("time %q: %w", s, inField(err, FieldTime, s))
	}
	p.Time = d
	return nil
}

// units of ParseDuration, largest first.
var units = []struct {
	name string
	d    time.Duration
}{{"h", time.Hour}, {"m", time.Minute}, {"s", time.Second}, {"ms", time.Millisecond}}

// ParseDuration reads a duration written as numbers with units h, m, s and
// ms, largest first, each at most once: "1h30m", "90m", "45s", "1m30s",
// "1500ms". A leading "-" makes it negative. A number needs a unit. Its
// messages name h, m and s only: a time control takes whole seconds, so
// people are never offered ms (a program may still write it).
func ParseDuration(s string) (time.Duration, error) {
	neg := false
	if rest, ok := strings.CutPrefix(s, "-"); ok {
		neg, s = true, rest
	}
	if s == "" {
		return 0, controlError(ControlNoNumber, FieldNone, "", "", "missing duration")
	}
	var total time.Duration
	next := 0
	for s != "" {
		i := 0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i == 0 {
			return 0, controlError(ControlNotANumber, FieldNone, s, "", "%q: want a number", s)
		}
		digits := s[:i]
		s = s[i:]
		j := 0
		for j < len(s) && (s[j] < '0' || s[j] > '9') {
			j++
		}
		u := strings.ToLower(s[:j])
		s = s[j:]
		k := next
		for k < len(units) && units[k].name != u {
			k++
		}
		switch {
		case u == "":
			return 0, controlError(ControlNoUnit, FieldNone, digits, "", "%s: missing unit (h, m, s or ms)", digits)
		case k == len(units):
			return 0, controlError(ControlUnknownUnit, FieldNone, u, "", "unit %q: want h, m, s or ms, largest first", u)
		}
		n, err := number(digits, int64(maxPeriodTime/units[k].d))
		if err != nil {
			return 0, err
		}
		next = k + 1
		total += time.Duration(n) * units[k].d
		if total > maxPeriodTime {
			return 0, controlError(ControlTooLarge, FieldNone, digits, maxPeriodTime.String(), "above %v", maxPeriodTime)
		}
	}
	if neg {
		total = -total
	}
	return total, nil
}
