package clock

import (
	"errors"
	"testing"
	"time"
)

// TestControlErrors: every way a control cannot be read or is not well
// formed gives a *ControlError with its reason, the period (from 1) and
// field at fault, and the text or number at fault, in both forms; and the
// error still wraps ErrSyntax.
func TestControlErrors(t *testing.T) {
	for _, tc := range []struct {
		in           string
		reason       ControlReason
		period       int
		field        ControlField
		value, limit string
	}{
		{"", ControlEmpty, 0, FieldNone, "", ""},
		{"   ", ControlEmpty, 0, FieldNone, "", ""},
		{"abc", ControlNotANumber, 1, FieldTime, "abc", ""},
		{"90x", ControlUnknownUnit, 1, FieldTime, "90x", ""},
		{"30s5m", ControlUnknownUnit, 1, FieldTime, "30s5m", ""},
		{"5m+3x", ControlUnknownUnit, 1, FieldExtra, "3x", ""},
		{"40/1h30", ControlNoUnit, 1, FieldTime, "1h30", ""},
		{"0/90m", ControlNoMoves, 1, FieldMoves, "0", ""},
		{"40/90m+30s, 30m, 5m", ControlRestNotLast, 2, FieldNone, "", ""},
		{"90m x10s", ControlBadBonus, 1, FieldExtra, "x10s", ""},
		{"90m d10s b", ControlTooManyWords, 1, FieldNone, "90m d10s b", ""},
		{"5m+", ControlNoNumber, 1, FieldExtra, "", ""},
		{"2000h", ControlTooLarge, 1, FieldTime, "2000h", "1000"},
		{"999h+59m+2m", ControlUnknownUnit, 1, FieldExtra, "59m+2m", ""},
		{"90m+2h", ControlOutOfRange, 1, FieldExtra, "2h0m0s", "1s..1h0m0s"},
		{"40/5400+30:", ControlNoNumber, 2, FieldSeconds, "", ""},
		{"40/5400+30:x", ControlNotANumber, 2, FieldSeconds, "x", ""},
		{"0/5400", ControlNoMoves, 1, FieldMoves, "0", ""},
		{"99999/5400", ControlTooLarge, 1, FieldMoves, "99999", "10000"},
		{"5400:40/5400", ControlRestNotLast, 1, FieldNone, "", ""},
		{"*x", ControlNotANumber, 0, FieldNone, "x", ""},
		{"*1.5", ControlNotANumber, 0, FieldSeconds, "1.5", ""},
		{"*3m+2s", ControlUnknownUnit, 0, FieldNone, "m+", ""},
		{"1h:" + "x", ControlNotANumber, 1, FieldSeconds, "1h", ""},
	} {
		_, err := Parse(tc.in)
		var ce *ControlError
		if !errors.As(err, &ce) {
			t.Errorf("Parse(%q): %v, not a *ControlError", tc.in, err)
			continue
		}
		if !errors.Is(err, ErrSyntax) {
			t.Errorf("Parse(%q): %v does not wrap ErrSyntax", tc.in, err)
		}
		if ce.Reason != tc.reason || ce.Period != tc.period || ce.Field != tc.field || ce.Value != tc.value || ce.Limit != tc.limit {
			t.Errorf("Parse(%q) = %+v; want reason %d, period %d, field %d, value %q, limit %q",
				tc.in, *ce, tc.reason, tc.period, tc.field, tc.value, tc.limit)
		}
		if ce.Error() == "" || err.Error() == "" {
			t.Errorf("Parse(%q): no English text", tc.in)
		}
	}
}

// TestValidateErrors: a Control built in code that no clock can run says
// why as a *ControlError of the period at fault.
func TestValidateErrors(t *testing.T) {
	for _, tc := range []struct {
		name   string
		c      Control
		reason ControlReason
		period int
	}{
		{"no period", Control{}, ControlNoPeriod, 0},
		{"untimed with periods", Control{Kind: Unlimited, Periods: []Period{{Time: time.Minute}}}, ControlUntimedPeriods, 0},
		{"too many periods", Control{Periods: make([]Period, maxPeriods+1)}, ControlTooManyPeriods, 0},
		{"hourglass with moves", Control{Hourglass: true, Periods: []Period{{Moves: 40, Time: time.Minute}}}, ControlHourglassForm, 0},
		{"negative time", Control{Periods: []Period{{Time: -time.Second}}}, ControlOutOfRange, 1},
		{"half seconds", Control{Periods: []Period{{Moves: 40, Time: time.Minute}, {Time: 1500 * time.Millisecond}}}, ControlNotWholeSeconds, 2},
		{"unknown mode", Control{Periods: []Period{{Time: time.Minute, Mode: Bronstein + 1, Extra: time.Second}}}, ControlUnknownMode, 1},
		{"extra without mode", Control{Periods: []Period{{Time: time.Minute, Extra: time.Second}}}, ControlExtraWithoutMode, 1},
		{"negative moves", Control{Periods: []Period{{Moves: -1, Time: time.Minute}}}, ControlOutOfRange, 1},
	} {
		err := tc.c.Validate()
		var ce *ControlError
		if !errors.As(err, &ce) || !errors.Is(err, ErrSyntax) {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if ce.Reason != tc.reason || ce.Period != tc.period {
			t.Errorf("%s: %+v; want reason %d in period %d", tc.name, *ce, tc.reason, tc.period)
		}
	}
}

// TestDurationErrors: ParseDuration's errors are *ControlErrors too.
func TestDurationErrors(t *testing.T) {
	for _, tc := range []struct {
		in     string
		reason ControlReason
		value  string
	}{
		{"", ControlNoNumber, ""},
		{"-", ControlNoNumber, ""},
		{"m", ControlNotANumber, "m"},
		{"90", ControlNoUnit, "90"},
		{"5q", ControlUnknownUnit, "q"},
		{"1s1h", ControlUnknownUnit, "h"},
		{"99999999h", ControlTooLarge, "99999999"},
	} {
		_, err := ParseDuration(tc.in)
		var ce *ControlError
		if !errors.As(err, &ce) || ce.Reason != tc.reason || ce.Value != tc.value {
			t.Errorf("ParseDuration(%q): %v (%+v); want reason %d, value %q", tc.in, err, ce, tc.reason, tc.value)
		}
	}
}
