package catalog

import (
	"strconv"
	"strings"

	"github.com/tactuschess/tactus/rules/clock"
)

// ControlWords say why a time control cannot be read (rules/clock's
// *ControlError), in one language (Messages.Control, the [Control] table
// of a language file).
type ControlWords struct {
	// Reasons are indexed by clock.ControlReason: {0} the text at fault,
	// {1} the bound it passes, {2} the field (a name of Fields).
	Reasons [clock.NumControlReasons]string
	// Fields name the parts of a period, indexed by clock.ControlField.
	Fields [clock.NumControlFields]string
	// Period says the reason {1} of period {0} of a control of several.
	Period string
}

// ControlProblem says in u's language why control, as typed, cannot be
// read: the reason of e, after the number or move count at fault when
// that is only part of what was typed, and after its period when the
// control has several.
func (u *UI) ControlProblem(control string, e *clock.ControlError) string {
	w := u.Control
	why := u.F(w.Reasons[e.Reason], e.Value, e.Limit, w.Fields[e.Field])
	switch e.Reason {
	case clock.ControlNoNumber, clock.ControlNotANumber, clock.ControlTooLarge, clock.ControlNoMoves:
		if e.Value != "" && e.Value != strings.TrimSpace(control) {
			at := strconv.Quote(e.Value)
			if e.Field == clock.FieldMoves || e.Field == clock.FieldSeconds {
				at = w.Fields[e.Field] + " " + at
			}
			why = at + ": " + why
		}
	}
	if e.Period > 0 && strings.ContainsAny(control, ",:") {
		why = u.F(w.Period, e.Period, why)
	}
	return why
}
