// Package script reads the game scripts of `tactus session simulate`: one
// action a line, "SECONDS SIDE ACTION [ARG...]", with # comments.
//
//	# a short game
//	0     white move e4
//	3.5   black move Springer Gustav acht Felix sechs
//	10    white clock
//
// A comment starts with a # at the start of a line or after a blank, so a move
// such as Qxf7# keeps its mate sign. SECONDS is the game time (decimals allowed, never going back), SIDE is white,
// black, arbiter, white-assistant or black-assistant, and the arguments depend
// on the action. Moves are kept as written: the runner reads them on the board
// they are played on.
package script

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/tactuschess/tactus/rules/session"
)

// ErrSyntax marks a script line that cannot be read.
var ErrSyntax = errors.New("script: cannot read")

// MaxLine is the longest script line accepted, in bytes.
const MaxLine = 4096

// Line is one action of a script.
type Line struct {
	Number int           // 1-based line number in the file
	At     time.Duration // game time
	Actor  session.Actor
	Verb   string   // the action word, e.g. "move", "clock"
	Args   []string // the words after it
}

// Arg returns the arguments joined by spaces (a move may be several spoken words).
func (l Line) Arg() string { return strings.Join(l.Args, " ") }

// arity says how many arguments each verb takes: min and max (-1: any, ≥ min).
var arity = map[string][2]int{
	"move": {1, -1}, "announce": {1, -1}, "correct": {1, -1}, "repeat": {1, -1}, "seal": {1, -1},
	"claim": {0, -1}, "press": {0, 0}, "confirm": {0, 0}, "offer": {0, 0}, "accept": {0, 0},
	"decline": {0, 0}, "resign": {0, 0}, "illegal": {0, 1}, "restore": {1, 1}, "time": {2, 2},
	"adjourn": {0, 0}, "resume": {0, 0}, "clock": {0, 0}, "pause": {0, 0}, "continue": {0, 0},
	"touch": {1, 1}, "declare": {1, -1}, "copy": {0, 0},
	"correct-result": {1, -1}, "adjust": {2, 2}, "moves": {2, 2},
	"control": {1, -1}, "quickplay": {1, 1}, "decide": {2, 3},
}

// Problem says what is wrong with a script line, for an application to
// word in its language.
type Problem uint8

// The problems an Error names, with the data each fills in.
const (
	// TooFewWords: the line lacks SECONDS SIDE ACTION (Text: the line).
	TooFewWords Problem = iota + 1
	// BadSeconds: Text is not a number of seconds.
	BadSeconds
	// TooManyDecimals: Text has more decimals than nanoseconds.
	TooManyDecimals
	// BadActor: Text is not white, black, arbiter, white-assistant or
	// black-assistant.
	BadActor
	// UnknownAction: Text is no action.
	UnknownAction
	// ArgumentCount: action Verb takes Min to Max arguments (Max -1: any
	// number) and was given Got.
	ArgumentCount
	// BadPly: Verb (restore or illegal) takes a ply number, not Text;
	// Min is the least it takes.
	BadPly
	// BadSide: Verb takes white or black, not Text.
	BadSide
	// BadClock: Text is not a clock time H:MM:SS.
	BadClock
	// BadSignedClock: Text is not a signed time +M:SS or -M:SS.
	BadSignedClock
	// BadCount: Verb takes a move count, not Text.
	BadCount
	// NoTimeTaken: decide Text (draw or reject) takes no time.
	NoTimeTaken
	// BadDecision: decide takes draw, postpone or reject, not Text.
	BadDecision
	// TimeGoesBack: the line's time Text is before the previous line's
	// (Previous).
	TimeGoesBack
	// TooLong: the line is longer than MaxLine bytes.
	TooLong
)

// Error is a script line that cannot be read: its Problem with the data
// it names (errors.As), Msg in English for logs.
type Error struct {
	Line     int // 0 from ParseSeconds, ParseClock and ParseSignedClock
	Problem  Problem
	Verb     string // the action at fault
	Text     string // the word at fault, as written
	Previous string // TimeGoesBack: the previous line's time
	Min, Max int    // ArgumentCount and BadPly: the arguments taken
	Got      int    // ArgumentCount: the arguments given
	Msg      string
}

// Error names the line and what is wrong.
func (e *Error) Error() string {
	if e.Line == 0 {
		return "script: " + e.Msg
	}
	return fmt.Sprintf("script: line %d: %s", e.Line, e.Msg)
}

// Unwrap makes errors.Is(err, ErrSyntax) true.
func (e *Error) Unwrap() error { return ErrSyntax }

// Read reads a whole script. It stops at the first line that cannot be read.
func Read(r io.Reader) ([]Line, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 1024), MaxLine)
	var out []Line
	var last time.Duration
	n := 0
	for sc.Scan() {
		n++
		l, ok, err := ParseLine(sc.Text(), n)
		if err != nil {
			return nil, err
		}
		if !ok {
			continue
		}
		if l.At < last {
			return nil, &Error{Line: n, Problem: TimeGoesBack, Text: seconds(l.At), Previous: seconds(last),
				Msg: fmt.Sprintf("time %s is before the previous line's %s", seconds(l.At), seconds(last))}
		}
		last = l.At
		out = append(out, l)
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, &Error{Line: n + 1, Problem: TooLong, Msg: fmt.Sprintf("longer than %d bytes", MaxLine)}
		}
		return nil, fmt.Errorf("script: reading: %w", err)
	}
	return out, nil
}

// ParseLine reads line number n; ok is false for a blank or comment line.
func ParseLine(text string, n int) (l Line, ok bool, err error) {
	text = stripComment(text)
	f := strings.Fields(text)
	if len(f) == 0 {
		return Line{}, false, nil
	}
	bad := func(e Error, format string, a ...any) (Line, bool, error) {
		e.Line, e.Msg = n, fmt.Sprintf(format, a...)
		return Line{}, false, &e
	}
	at := func(err error) (Line, bool, error) { // an error of ParseSeconds or ParseClock
		e := *err.(*Error)
		e.Line = n
		return Line{}, false, &e
	}
	if len(f) < 3 {
		return bad(Error{Problem: TooFewWords, Text: strings.Join(f, " ")}, "want SECONDS SIDE ACTION, got %q", strings.Join(f, " "))
	}
	secs, err := ParseSeconds(f[0])
	if err != nil {
		return at(err)
	}
	actor, err := session.ParseActor(f[1])
	if err != nil {
		return bad(Error{Problem: BadActor, Text: f[1]}, "%q is not white, black, arbiter, white-assistant or black-assistant", f[1])
	}
	verb := strings.ToLower(f[2])
	ar, known := arity[verb]
	if !known {
		return bad(Error{Problem: UnknownAction, Text: f[2]}, "unknown action %q", f[2])
	}
	args := f[3:]
	if len(args) < ar[0] || ar[1] >= 0 && len(args) > ar[1] {
		return bad(Error{Problem: ArgumentCount, Verb: verb, Min: ar[0], Max: ar[1], Got: len(args)}, "%s takes %s, got %d", verb, plural(ar), len(args))
	}
	l = Line{Number: n, At: secs, Actor: actor, Verb: verb, Args: args}
	switch verb {
	case "restore":
		if p, err := strconv.Atoi(args[0]); err != nil || p < 0 {
			return bad(Error{Problem: BadPly, Verb: verb, Text: args[0], Min: 0}, "restore takes a ply number (0 is the start), got %q", args[0])
		}
	case "time", "adjust", "moves", "quickplay", "decide":
		if _, err := session.ParseSide(args[0]); err != nil {
			return bad(Error{Problem: BadSide, Verb: verb, Text: args[0]}, "%s takes white or black, got %q", verb, args[0])
		}
	}
	switch verb {
	case "time":
		if _, err := ParseClock(args[1]); err != nil {
			return at(err)
		}
	case "adjust":
		if _, err := ParseSignedClock(args[1]); err != nil {
			return at(err)
		}
	case "illegal":
		if len(args) == 1 {
			if p, err := strconv.Atoi(args[0]); err != nil || p < 1 {
				return bad(Error{Problem: BadPly, Verb: verb, Text: args[0], Min: 1}, "illegal takes a ply number (1 is White's first move), got %q", args[0])
			}
		}
	case "moves":
		if n, err := strconv.Atoi(args[1]); err != nil || n < 0 {
			return bad(Error{Problem: BadCount, Verb: verb, Text: args[1]}, "moves takes a move count, got %q", args[1])
		}
	case "decide":
		switch args[1] {
		case session.DecideDraw, session.DecideReject:
			if len(args) == 3 {
				return bad(Error{Problem: NoTimeTaken, Verb: verb, Text: args[1]}, "decide %s takes no time", args[1])
			}
		case session.DecidePostpone:
			if len(args) == 3 {
				if _, err := ParseClock(args[2]); err != nil {
					return at(err)
				}
			}
		default:
			return bad(Error{Problem: BadDecision, Verb: verb, Text: args[1]}, "decide takes draw, postpone or reject, got %q", args[1])
		}
	}
	return l, true, nil
}

// stripComment cuts a comment off a line: a # at the start of the line or
// after a blank (so a move such as Qxf7# keeps its mate sign).
func stripComment(text string) string {
	prev := ' '
	for i, r := range text {
		if r == '#' && unicode.IsSpace(prev) {
			return text[:i]
		}
		prev = r
	}
	return text
}

// plural describes an arity.
func plural(ar [2]int) string {
	switch {
	case ar[0] == 0 && ar[1] == 0:
		return "no argument"
	case ar[1] == -1 && ar[0] == 0:
		return "an optional argument"
	case ar[1] == -1:
		return "an argument"
	case ar[0] == ar[1] && ar[0] == 1:
		return "one argument"
	case ar[0] == 0 && ar[1] == 1:
		return "at most one argument"
	case ar[0] != ar[1]:
		return fmt.Sprintf("%d or %d arguments", ar[0], ar[1])
	}
	return fmt.Sprintf("%d arguments", ar[1])
}

// ParseSeconds reads a game time in seconds: "12", "3.5", "0.125".
func ParseSeconds(s string) (time.Duration, error) {
	whole, frac, hasDot := strings.Cut(s, ".")
	if whole == "" && frac == "" || hasDot && frac == "" || strings.ContainsAny(whole, "+-") {
		return 0, badText(BadSeconds, s, "%q is not a number of seconds")
	}
	if whole == "" {
		whole = "0"
	}
	w, err := strconv.ParseUint(whole, 10, 32)
	if err != nil {
		return 0, badText(BadSeconds, s, "%q is not a number of seconds")
	}
	if len(frac) > 9 {
		return 0, badText(TooManyDecimals, s, "%q has more decimals than nanoseconds")
	}
	ns := uint64(0)
	if frac != "" {
		ns, err = strconv.ParseUint(frac+strings.Repeat("0", 9-len(frac)), 10, 64)
		if err != nil {
			return 0, badText(BadSeconds, s, "%q is not a number of seconds")
		}
	}
	return time.Duration(w)*time.Second + time.Duration(ns), nil
}

// ParseClock reads a clock time H:MM:SS (or M:SS), seconds may have decimals.
func ParseClock(s string) (time.Duration, error) {
	parts := strings.Split(s, ":")
	if len(parts) < 2 || len(parts) > 3 {
		return 0, badText(BadClock, s, "%q is not a time H:MM:SS")
	}
	sec, err := ParseSeconds(parts[len(parts)-1])
	if err != nil || sec >= time.Minute || len(parts[len(parts)-1]) < 2 {
		return 0, badText(BadClock, s, "%q is not a time H:MM:SS")
	}
	total := sec
	for i, p := range parts[:len(parts)-1] {
		v, err := strconv.ParseUint(p, 10, 16)
		if err != nil || p == "" {
			return 0, badText(BadClock, s, "%q is not a time H:MM:SS")
		}
		minutes := i == len(parts)-2
		if minutes && len(parts) == 3 && (v >= 60 || len(p) != 2) {
			return 0, badText(BadClock, s, "%q is not a time H:MM:SS")
		}
		unit := time.Hour
		if minutes {
			unit = time.Minute
		}
		total += time.Duration(v) * unit
	}
	return total, nil
}

// ParseSignedClock reads a clock time with a sign: "+2:00" adds, "-0:30"
// takes away.
func ParseSignedClock(s string) (time.Duration, error) {
	bad := badText(BadSignedClock, s, "%q is not a signed time +M:SS or -M:SS")
	sign, rest := time.Duration(1), ""
	switch {
	case strings.HasPrefix(s, "+"):
		rest = s[1:]
	case strings.HasPrefix(s, "-"):
		rest, sign = s[1:], -1
	default:
		return 0, bad
	}
	d, err := ParseClock(rest)
	if err != nil || d == 0 {
		return 0, bad
	}
	return sign * d, nil
}

// seconds writes a game time as seconds.
func seconds(d time.Duration) string {
	return strconv.FormatFloat(d.Seconds(), 'f', -1, 64)
}

// badText is the Error of problem p for the text s (Line 0, for the line's
// reader to fill in); format says it in English with s quoted.
func badText(p Problem, s, format string) error {
	return &Error{Problem: p, Text: s, Msg: fmt.Sprintf(format, s)}
}
