package catalog

import (
	"errors"
	"io/fs"
	"strconv"
	"strings"
	"syscall"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/clock"
	"github.com/tactuschess/tactus/rules/pgn"
	"github.com/tactuschess/tactus/rules/session"
	"github.com/tactuschess/tactus/rules/session/journal"
	"github.com/tactuschess/tactus/rules/session/script"
	"github.com/tactuschess/tactus/rules/uci"
)

// Reasons say the errors of tactus's libraries (Explain) in one
// language (Messages.Reasons, the [Reasons] table of a language file):
// each a clause in lower case without a full stop. Templates take
// numbered placeholders {0} … {9}.
type Reasons struct {
	// General says an error tactus has no words for: {0} is the error's
	// own detail (the innermost error's text, without a package's name).
	General string
	// FEN says what is wrong with a field of a FEN: {0} the field (a
	// name of FENFields), {1} the problem (of FENProblems); a FEN without
	// its six fields is said by FENProblems alone.
	FEN string
	// FENFields name a FEN's six fields, indexed by rules.FENError.Field
	// (the first, no field, stays empty).
	FENFields [7]string
	// FENProblems are indexed by rules.FENProblem (the first, no problem,
	// stays empty).
	FENProblems [rules.FENCounter + 1]string
	// UnknownName: {0} the name given (quoted), {1} the names known.
	UnknownName string
	// NoFile, MayNotRead, Folder and Unreadable say why a file could not
	// be opened or read: {0} the file.
	NoFile, MayNotRead, Folder, Unreadable string
	// PGN places a PGN game's fault: {0} the line, {1} the column, {2} the
	// game's number, {3} what is wrong.
	PGN string
	// PGNSyntax: the text is not well-formed PGN ({0} how, of
	// PGNSyntaxes).
	PGNSyntax string
	// PGNSyntaxes are indexed by pgn.Syntax (the first, none, stays
	// empty): {0} the text at fault, {1} the deepest nesting read.
	PGNSyntaxes [pgn.NumSyntax]string
	// PGNVariant: {0} the Variant tag's value.
	PGNVariant string
	// PGNFEN: the FEN tag is wrong ({0} how, from FEN).
	PGNFEN string
	// PGNMove: a move is not legal or not understood.
	PGNMove string
	// JournalNewer: {0} the journal's format version, {1} the newest this
	// tactus reads.
	JournalNewer string
	// NotJournal: the file is not a tactus journal.
	NotJournal string
	// JournalLine: {0} the line that cannot be read; JournalChecksum: {0}
	// the line that does not match its checksum.
	JournalLine, JournalChecksum string
	// Replay: {0} the journal's line whose action the rules refuse, {1}
	// why (a sentence of Refuse).
	Replay string
	// Clock say the errors of package clock: ErrStarted, ErrNotRunning,
	// ErrNotPaused, ErrStopped, ErrFlag, ErrAdjust, ErrNotAllowed, ErrNotPGN
	// and ErrUntimed, in this order.
	Clock [numClockErrors]string
	// Script places a script line's fault: {0} the line, {1} what is
	// wrong (of ScriptProblems).
	Script string
	// ScriptProblems are indexed by script.Problem (the first, no
	// problem, stays empty): {0} the word at fault, {1} the action, {2}
	// the arguments taken (of Arguments), {3} the arguments given, {4}
	// the previous line's time.
	ScriptProblems [script.TooLong + 1]string
	// Arguments say how many arguments an action takes: none, one, at
	// most one, at least one, any number.
	Arguments [5]string
	// Between ({0} to {1}) and Exactly ({0}) say other numbers of
	// arguments.
	Between, Exactly string
	// AnswersKept: the first-run questions could not be finished or
	// saved ({0} why); the game goes on with the answers given. A
	// sentence.
	AnswersKept string
}

// clockErrors are the errors of package clock that Reasons.Clock say, in
// its order.
var clockErrors = [...]error{clock.ErrStarted, clock.ErrNotRunning, clock.ErrNotPaused, clock.ErrStopped,
	clock.ErrFlag, clock.ErrAdjust, clock.ErrNotAllowed, clock.ErrNotPGN, clock.ErrUntimed}

// numClockErrors is how many clockErrors there are.
const numClockErrors = len(clockErrors)

// Explain says err, an error of tactus's libraries, in u's language: a
// clause in lower case without a full stop, worded from the error's typed
// reason and data (errors.As), never from its English text. An error
// without words here is said as Reasons.General with its innermost
// error's text.
func (u *UI) Explain(err error) string {
	if s, ok := u.Known(err); ok {
		return s
	}
	return Fill(u.Reasons.General, detail(err))
}

// Known says err as Explain does and reports whether tactus has words for
// its typed reason; when it has none it returns "", false (Explain would
// fall back to Reasons.General with the error's own text).
func (u *UI) Known(err error) (string, bool) {
	r := u.Reasons
	var (
		fe   *rules.FENError
		ce   *clock.ControlError
		ne   *announce.NameError
		pe   *fs.PathError
		perr *pgn.Error
		d    *journal.Damage
		re   *session.ReplayError
		se   *script.Error
	)
	switch {
	case err == nil:
		return "", false
	case errors.As(err, &perr):
		return Fill(r.PGN, strconv.Itoa(perr.Line), strconv.Itoa(perr.Column), strconv.Itoa(perr.Game), u.PGNReason(perr)), true
	case errors.As(err, &fe):
		return u.fenReason(fe), true
	case errors.As(err, &ce):
		return u.ControlProblem("", ce), true
	case errors.As(err, &ne):
		return Fill(r.UnknownName, strconv.Quote(ne.Name), u.list(ne.Known)), true
	case errors.As(err, &d):
		return u.damage(d), true
	case errors.As(err, &se):
		return u.scriptReason(se), true
	case errors.As(err, &re):
		return Fill(r.Replay, strconv.Itoa(re.Seq+1), strings.TrimSuffix(u.Refusal(re.Err), ".")), true
	case errors.As(err, &pe):
		return u.FileProblem(pe.Path, err), true
	case errors.Is(err, uci.ErrNotFound), errors.Is(err, uci.ErrTimeout), errors.Is(err, uci.ErrEngineDied),
		errors.Is(err, uci.ErrClosed), errors.Is(err, uci.ErrProtocol), errors.Is(err, uci.ErrUnsupported):
		return strings.TrimSuffix(u.EngineProblem(err), "."), true
	}
	if s, ok := u.refusal(err); ok {
		return strings.TrimSuffix(s, "."), true
	}
	for i, sentinel := range clockErrors {
		if errors.Is(err, sentinel) {
			return r.Clock[i], true
		}
	}
	return "", false
}

// detail is the text of err's innermost error without the name of the
// package that made it: Go's errors begin with it by convention ("lib:
// the disk is full"), which is for logs, not people.
func detail(err error) string {
	if err == nil {
		return ""
	}
	s := Innermost(err).Error()
	if pkg, rest, ok := strings.Cut(s, ": "); ok && isPackageName(pkg) {
		return rest
	}
	return s
}

// isPackageName reports whether s is written as a Go package's name: a
// lower-case ASCII letter, then lower-case letters and digits.
func isPackageName(s string) bool {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	for _, c := range []byte(s) {
		if (c < 'a' || c > 'z') && (c < '0' || c > '9') {
			return false
		}
	}
	return true
}

// Innermost returns the last error of err's chain (through Unwrap, and
// the first of a joined error's), which holds no context added by the
// errors that wrap it.
func Innermost(err error) error {
	for {
		var next error
		switch w := err.(type) {
		case interface{ Unwrap() error }:
			next = w.Unwrap()
		case interface{ Unwrap() []error }:
			if es := w.Unwrap(); len(es) > 0 {
				next = es[0]
			}
		}
		if next == nil {
			return err
		}
		err = next
	}
}

// fenReason says a FEN's fault.
func (u *UI) fenReason(fe *rules.FENError) string {
	r := u.Reasons
	field, why := "", ""
	if fe.Field > 0 && fe.Field < len(r.FENFields) {
		field = r.FENFields[fe.Field]
	}
	if int(fe.Problem) < len(r.FENProblems) {
		why = r.FENProblems[fe.Problem]
	}
	if fe.Problem == rules.FENFieldCount || field == "" {
		return why
	}
	return Fill(r.FEN, field, why)
}

// PGNReason says what is wrong with a PGN game, without its place.
func (u *UI) PGNReason(perr *pgn.Error) string {
	r := u.Reasons
	var (
		fe *rules.FENError
		ve *pgn.VariantError
		se *pgn.SyntaxError
	)
	switch {
	case errors.Is(perr.Kind, pgn.ErrBadFEN) && errors.As(perr.Err, &fe):
		return Fill(r.PGNFEN, u.fenReason(fe))
	case errors.As(perr.Err, &ve):
		return Fill(r.PGNVariant, strconv.Quote(ve.Variant))
	case errors.Is(perr.Kind, pgn.ErrIllegalMove):
		return r.PGNMove
	case errors.As(perr.Err, &se) && int(se.Syntax) < len(r.PGNSyntaxes):
		return Fill(r.PGNSyntax, Fill(r.PGNSyntaxes[se.Syntax], se.Text, strconv.Itoa(se.Limit)))
	}
	return Fill(r.General, detail(perr.Err))
}

// scriptReason says what is wrong with a line of a session script.
func (u *UI) scriptReason(e *script.Error) string {
	r := u.Reasons
	why := ""
	if int(e.Problem) < len(r.ScriptProblems) {
		why = Fill(r.ScriptProblems[e.Problem], strconv.Quote(e.Text), e.Verb, u.arguments(e.Min, e.Max), strconv.Itoa(e.Got), e.Previous)
	}
	if e.Line == 0 {
		return why
	}
	return Fill(r.Script, strconv.Itoa(e.Line), why)
}

// arguments says how many arguments an action takes: lo to hi, hi -1
// for any number.
func (u *UI) arguments(lo, hi int) string {
	r := u.Reasons
	switch {
	case lo == 0 && hi == 0:
		return r.Arguments[0]
	case lo == 1 && hi == 1:
		return r.Arguments[1]
	case lo == 0 && hi == 1:
		return r.Arguments[2]
	case lo == 1 && hi == -1:
		return r.Arguments[3]
	case hi == -1:
		return r.Arguments[4]
	case lo != hi:
		return Fill(r.Between, strconv.Itoa(lo), strconv.Itoa(hi))
	}
	return Fill(r.Exactly, strconv.Itoa(hi))
}

// damage says what is wrong with a journal that cannot be read whole.
func (u *UI) damage(d *journal.Damage) string {
	r := u.Reasons
	switch {
	case d.Kind == journal.Newer:
		return Fill(r.JournalNewer, strconv.Itoa(d.Version), strconv.Itoa(journal.Version))
	case d.Kind == journal.NotJournal:
		return r.NotJournal
	case d.Checksum:
		return Fill(r.JournalChecksum, strconv.Itoa(d.Line))
	}
	return Fill(r.JournalLine, strconv.Itoa(d.Line))
}

// FileProblem says why the file path could not be opened or read
// (err wraps an fs error).
func (u *UI) FileProblem(path string, err error) string {
	r := u.Reasons
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return Fill(r.NoFile, path)
	case errors.Is(err, fs.ErrPermission):
		return Fill(r.MayNotRead, path)
	case errors.Is(err, syscall.EISDIR):
		return Fill(r.Folder, path)
	}
	return Fill(r.Unreadable, path)
}

// Refusal says in u's language the session rule an action broke, a
// sentence of Refuse; Refuse.Refused when err is none of them.
func (u *UI) Refusal(err error) string {
	if s, ok := u.refusal(err); ok {
		return s
	}
	return u.Refuse.Refused
}

// refusal is the sentence of Refuse for the session rule err broke, and
// whether it broke one.
func (u *UI) refusal(err error) (string, bool) {
	r := u.Refuse
	var (
		re *session.RefusalError
		qe *clock.QuickplayError
	)
	if errors.As(err, &qe) && qe.Why > 0 && int(qe.Why) <= len(r.NotQuickplay) {
		return Capital(Fill(r.NotQuickplay[qe.Why-1], u.Side(int(qe.Side)))), true
	}
	if errors.As(err, &re) {
		switch re.Why {
		case session.WhyEnded:
			if int(re.Ending) > 0 && int(re.Ending) < len(u.Narrate.Reasons) {
				return Capital(Fill(r.Ended, u.Narrate.Reasons[re.Ending])), true
			}
		case session.WhyNoPly:
			return Capital(Fill(r.NoPly, strconv.Itoa(re.Ply), strconv.Itoa(re.Made))), true
		case session.WhyDeclineFirst:
			return Capital(Fill(r.DeclineFirst, u.Of(int(re.Side)), u.Side(int(re.Side.Other())))), true
		case session.WhyClaimAwaits:
			return Capital(Fill(r.ClaimAwaits, u.Of(int(re.Side)))), true
		}
		if s, ok := u.refusalWhy(re); ok {
			return Capital(s), true
		}
	}
	for _, x := range []struct {
		err error
		msg string
	}{
		{session.ErrAlreadyAnnounced, r.AlreadyAnnounced}, {session.ErrNothingAnnounced, r.NothingAnnounced},
		{session.ErrNotYourTurn, r.NotYourTurn}, {session.ErrNothingToRepeat, r.NothingToRepeat},
		{session.ErrIllegal, r.Illegal}, {session.ErrDiverged, r.Diverged}, {session.ErrGameOver, r.GameOver},
		{session.ErrNoOffer, r.NoOffer}, {session.ErrAdjourned, r.Adjourned},
		{session.ErrIntendedMove, r.IntendedMove}, {session.ErrClock, r.Clock}, {session.ErrNotAgreed, r.NotAgreed}, {session.ErrNoMoveYet, r.NoMoveYet},
		{session.ErrTooLate, r.TooLate}, {session.ErrArbiterDecides, r.ArbiterDecides},
		{session.ErrSyntax, r.Syntax}, {session.ErrNotAllowed, r.NotAllowed},
	} {
		if errors.Is(err, x.err) {
			return x.msg, true
		}
	}
	return "", false
}

// list joins values as a list of choices: "a, b or c".
func (u *UI) list(values []string) string {
	if len(values) < 2 {
		return strings.Join(values, "")
	}
	return strings.Join(values[:len(values)-1], ", ") + " " + u.Or + " " + values[len(values)-1]
}

// refusalWhy is the sentence of Refuse for a RefusalError's Why, with
// its data, and whether Refuse has one.
func (u *UI) refusalWhy(re *session.RefusalError) (string, bool) {
	r := u.Refuse
	side, of := u.Side(int(re.Side)), u.Of(int(re.Side))
	ply, made := strconv.Itoa(re.Ply), strconv.Itoa(re.Made)
	byWhy := func(w session.Why) (string, []any) {
		switch w {
		case session.WhyToMove:
			return r.ToMove, []any{side}
		case session.WhyNotPressed:
			return r.NotPressed, []any{side}
		case session.WhyClockRuns:
			return r.ClockRuns, []any{of}
		case session.WhyPressFirst:
			return r.PressFirst, []any{side}
		case session.WhyNothingToCorrect:
			return r.NothingToCorrect, nil
		case session.WhyOnlyOwnCorrects:
			return r.OnlyOwnCorrects, []any{side, of}
		case session.WhyCorrectOrPress:
			return r.CorrectOrPress, nil
		case session.WhyNoAdjournment:
			return r.NoAdjournment, nil
		case session.WhySeals:
			return r.Seals, []any{side}
		case session.WhyNotAdjourned:
			return r.NotAdjourned, nil
		case session.WhyMustSeal:
			return r.MustSeal, nil
		case session.WhyResumeFirst:
			return r.ResumeFirst, nil
		case session.WhyOfferStands:
			return r.OfferStands, []any{of}
		case session.WhyOffered:
			return r.Offered, []any{side}
		case session.WhyNoOffer:
			return r.NoOfferFrom, []any{of}
		case session.WhyNoMoveYet:
			return r.NoMoveYetRule, nil
		case session.WhyArbiterOnly:
			return r.ArbiterOnly, nil
		case session.WhyPlayerOnly:
			return r.PlayerOnly, nil
		case session.WhyNoAssistant:
			return r.NoAssistant, []any{side}
		case session.WhyTouchByAssistant:
			return r.TouchByAssistant, nil
		case session.WhyTouchReporter:
			return r.TouchReporter, nil
		case session.WhyAdjourner:
			return r.Adjourner, nil
		case session.WhyDiverged:
			return r.DivergedAt, []any{ply}
		case session.WhyClaimedWith:
			return r.ClaimedWith, []any{side, uciWords(re.Move)}
		case session.WhyClaimFixed:
			return r.ClaimFixed, []any{side, uciWords(re.Move)}
		case session.WhyClaimToMove:
			return r.ClaimToMove, nil
		case session.WhyArbiterNoMove:
			return r.ArbiterNoMove, nil
		case session.WhyNothingToRepeat:
			return r.NothingToRepeatFor, []any{side}
		case session.WhyNothingToCopy:
			return r.NothingToCopy, nil
		case session.WhyNoBoard:
			return r.NoBoard, nil
		case session.WhyIllegalOnBoard:
			return r.IllegalOnBoard, []any{of}
		case session.WhyNotAgreed:
			return r.NotAgreedAt, []any{ply, made}
		case session.WhyNoMoveMade:
			return r.NoMoveMade, nil
		case session.WhyIllegalStands:
			return r.IllegalStands, []any{ply}
		case session.WhyNotEnded:
			return r.NotEnded, nil
		case session.WhyNoClock:
			return r.NoClock, nil
		case session.WhyNoFlag:
			return r.NoFlag, nil
		case session.WhyTenMoves:
			return r.TenMoves, nil
		case session.WhyPostponedAlready:
			return r.PostponedAlready, nil
		case session.WhyFlagPostponed:
			return r.FlagPostponed, nil
		case session.WhyBegun:
			return r.Begun, nil
		case session.WhyNotBegun:
			return r.NotBegun, nil
		}
		return "", nil
	}
	t, args := byWhy(re.Why)
	if t == "" {
		return "", false
	}
	return Fill(t, args...), true
}

// uciWords writes a move given in UCI ("e2e4", "e7e8q") as its squares
// joined by a dash ("e2-e4", "e7-e8q"); other text as it is.
func uciWords(m string) string {
	if len(m) < 4 {
		return m
	}
	return m[:2] + "-" + m[2:]
}
