package uci

import (
	"errors"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/tactuschess/tactus/rules"
)

// Words holds every phrase the package says to people, so that another
// language is another Words value. Templates hold {side} (White or Black)
// and {n} (a number, in words up to twenty).
type Words struct {
	White, Black string

	Equal    string // the position is about level
	Slightly string // {side} is a little better
	Pawn     string // {side} is better by about a pawn
	TwoPawns string // {side} is better by about two pawns
	Winning  string // {side} is winning
	Mates    string // {side} mates in {n} moves
	Mated    string // {side} (to move) is checkmated

	Numbers [21]string // zero to twenty; larger numbers are written in digits

	// One sentence per kind of error, for Problem.
	NotFound, Died, Timeout, Protocol, Unsupported, Other string

	// Strength clamped at the weak end ({n}: the weakest Elo), at the
	// strong end ({n}: the strongest Elo), and a level out of range ({n}:
	// the level played), for Applied.
	TooWeak, TooStrong, LevelRange string
}

// English returns the English words.
func English() Words {
	return Words{
		White: "White", Black: "Black",
		Equal:    "The position is equal",
		Slightly: "{side} is slightly better",
		Pawn:     "{side} is better by about a pawn",
		TwoPawns: "{side} is better by about two pawns",
		Winning:  "{side} is winning",
		Mates:    "{side} mates in {n}",
		Mated:    "{side} is checkmated",
		Numbers: [21]string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
			"eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"},
		NotFound:    "No chess engine was found; install the stockfish package or name an engine.",
		Died:        "The chess engine stopped unexpectedly.",
		Timeout:     "The chess engine stopped answering and was closed.",
		Protocol:    "The chess engine sent something tactus cannot understand.",
		Unsupported: "The chess engine cannot do that.",
		Other:       "The chess engine could not be used.",
		TooWeak:     "The engine plays no weaker than about {n} Elo, so it plays at its weakest.",
		TooStrong:   "The engine plays no stronger than about {n} Elo, so it plays at full strength.",
		LevelRange:  "Levels go from 1 to 20, so the engine plays at level {n}.",
	}
}

// Thresholds, in centipawns from White's point of view, between the
// sentences of Evaluation.
const (
	equalBelow    = 30
	slightlyBelow = 80
	pawnBelow     = 160
	twoPawnsBelow = 270
)

// Evaluation says a score in one short sentence, from White's point of
// view whatever the side to move ("White is better by about a pawn",
// "Black mates in three"). s is from the point of view of sideToMove, as
// the engine gives it.
func (w Words) Evaluation(s Score, sideToMove rules.Color) string {
	if s.Mate && s.Value == 0 {
		return w.fill(w.Mated, sideToMove, 0)
	}
	s = s.ForWhite(sideToMove)
	side := rules.White
	v := s.Value
	if v < 0 {
		side, v = rules.Black, -v
	}
	switch {
	case s.Mate:
		return w.fill(w.Mates, side, v)
	case v < equalBelow:
		return w.Equal
	case v < slightlyBelow:
		return w.fill(w.Slightly, side, 0)
	case v < pawnBelow:
		return w.fill(w.Pawn, side, 0)
	case v < twoPawnsBelow:
		return w.fill(w.TwoPawns, side, 0)
	}
	return w.fill(w.Winning, side, 0)
}

// Describe is English().Evaluation(s, sideToMove).
func Describe(s Score, sideToMove rules.Color) string {
	return English().Evaluation(s, sideToMove)
}

// Number writes n in words up to twenty, in digits above.
func (w Words) Number(n int) string {
	if n >= 0 && n < len(w.Numbers) {
		return w.Numbers[n]
	}
	return strconv.Itoa(n)
}

func (w Words) fill(template string, side rules.Color, n int) string {
	name := w.White
	if side == rules.Black {
		name = w.Black
	}
	out := strings.NewReplacer("{side}", name, "{n}", w.Number(n)).Replace(template)
	r, size := utf8.DecodeRuneInString(out)
	if size == 0 {
		return out
	}
	return string(unicode.ToUpper(r)) + out[size:]
}

// Problem says an error of this package in one plain sentence for people,
// without the details meant for developers.
func (w Words) Problem(err error) string {
	switch {
	case errors.Is(err, ErrNotFound):
		return w.NotFound
	case errors.Is(err, ErrTimeout):
		return w.Timeout
	case errors.Is(err, ErrEngineDied), errors.Is(err, ErrClosed):
		return w.Died
	case errors.Is(err, ErrProtocol):
		return w.Protocol
	case errors.Is(err, ErrUnsupported):
		return w.Unsupported
	}
	return w.Other
}

// Strength says how a clamped strength was applied, in one sentence; ""
// when it was applied as asked.
func (w Words) Strength(a Applied) string {
	switch {
	case !a.Clamped:
		return ""
	case a.ByLevel:
		return strings.ReplaceAll(w.LevelRange, "{n}", strconv.Itoa(a.Limit))
	case a.Low:
		return strings.ReplaceAll(w.TooWeak, "{n}", strconv.Itoa(a.Limit))
	}
	return strings.ReplaceAll(w.TooStrong, "{n}", strconv.Itoa(a.Limit))
}
