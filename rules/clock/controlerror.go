package clock

import (
	"errors"
	"fmt"
)

// ControlReason is why a time control cannot be read, or is not a well
// formed control: the part of a *ControlError that an application words.
type ControlReason uint8

// The reasons of a *ControlError.
const (
	// ControlEmpty: nothing is written.
	ControlEmpty ControlReason = iota + 1
	// ControlNoNumber: a number or a duration is missing where one goes
	// ("40/", "5m+").
	ControlNoNumber
	// ControlNotANumber: Value stands where a number goes.
	ControlNotANumber
	// ControlTooLarge: a number or a time is above Limit.
	ControlTooLarge
	// ControlNoMoves: a move count of 0.
	ControlNoMoves
	// ControlNoUnit: the number Value has no unit (h, m, s).
	ControlNoUnit
	// ControlUnknownUnit: Value is not a unit (h, m, s, ms), or comes
	// after a smaller one.
	ControlUnknownUnit
	// ControlBadBonus: the bonus Value is not +time, d<time> or b<time>.
	ControlBadBonus
	// ControlTooManyWords: a period has more than a time and a bonus.
	ControlTooManyWords
	// ControlRestNotLast: a period for the rest of the game (no move
	// count) comes before the last period.
	ControlRestNotLast
	// ControlOutOfRange: Field's Value is not within Limit.
	ControlOutOfRange
	// ControlNotWholeSeconds: a time is not a whole number of seconds.
	ControlNotWholeSeconds
	// ControlUnknownMode: the period's mode Value is none of the modes.
	ControlUnknownMode
	// ControlExtraWithoutMode: a time per move without a mode.
	ControlExtraWithoutMode
	// ControlNoPeriod: a timed control without a period.
	ControlNoPeriod
	// ControlTooManyPeriods: more than Limit periods.
	ControlTooManyPeriods
	// ControlHourglassForm: an hourglass of more than one period, or with
	// moves or a bonus.
	ControlHourglassForm
	// ControlUntimedPeriods: an untimed control ("-", "?") with periods.
	ControlUntimedPeriods
	// NumControlReasons is the number of reasons, for tables indexed by
	// ControlReason.
	NumControlReasons
)

// ControlField is the part of a period a *ControlError is about.
type ControlField uint8

// The fields of a period.
const (
	// FieldNone: the error names no field (only its Value).
	FieldNone ControlField = iota
	// FieldMoves is the move count.
	FieldMoves
	// FieldTime is the period's time.
	FieldTime
	// FieldExtra is the time per move (an increment or a delay).
	FieldExtra
	// FieldSeconds is a PGN number of seconds (a time or an increment).
	FieldSeconds
	// NumControlFields is the number of fields, for tables.
	NumControlFields
)

// ControlError says what is wrong with a time control, as data: Parse,
// ParsePGN, ParseHuman, ParseDuration and Control.Validate return errors
// that hold one (errors.As); an application words it in its language.
// Its Error is English for a log.
type ControlError struct {
	Reason ControlReason
	// Period is the number of the period at fault, from 1; 0 when the
	// error is not about one period.
	Period int
	// Field is the part of the period, Value the text (or the number) at
	// fault, Limit the bound it passes ("10000", "1..10000", "1000h0m0s").
	Field        ControlField
	Value, Limit string
	text         string
}

// Error says the reason in English.
func (e *ControlError) Error() string { return e.text }

// controlError returns a *ControlError whose English text is format's.
func controlError(r ControlReason, f ControlField, value, limit, format string, args ...any) *ControlError {
	return &ControlError{Reason: r, Field: f, Value: value, Limit: limit, text: fmt.Sprintf(format, args...)}
}

// inField says that err's *ControlError (from number) is about field f
// with value v.
func inField(err error, f ControlField, v string) error {
	var ce *ControlError
	if errors.As(err, &ce) && ce.Field == FieldNone {
		ce.Field, ce.Value = f, v
	}
	return err
}

// inPeriod says that err's *ControlError is about period n (from 1).
func inPeriod(err error, n int) error {
	var ce *ControlError
	if errors.As(err, &ce) && ce.Period == 0 {
		ce.Period = n
	}
	return err
}
