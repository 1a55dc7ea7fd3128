package catalog

import (
	"errors"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/uci"
)

// Engine are the sentences about a chess engine (package rules/uci, which
// says none itself): an evaluation's verdict in words, for practice's hints
// and review's analysis; one sentence per kind of engine error; how a
// strength out of the engine's range was applied.
type Engine struct {
	// Level to Mated word a uci.Verdict, without a full stop. The side is
	// a Sides name (the sentence's first letter is made a capital); Mating
	// also takes the moves to mate, in words up to twenty (announce's
	// numbers), in digits above.
	Level            string
	SlightlyBetter   string // the side
	BetterByPawn     string // the side
	BetterByTwoPawns string // the side
	Winning          string // the side
	Mating           string // the side, the moves
	Mated            string // the side
	// One sentence per kind of engine error (EngineProblem).
	NotFound, Died, Timeout, Protocol, Unsupported, Other string
	// TooWeak: the strength asked for is below the engine's weakest (the
	// weakest Elo); TooStrong: above its strongest (the strongest Elo);
	// LevelRange: the level is not 1 to 20 (the level played).
	TooWeak, TooStrong, LevelRange string
}

// Evaluation says an engine's score in one short sentence without its full
// stop, from White's point of view whoever is to move ("White is better by
// about a pawn", "Black mates in three"). s is from the point of view of
// sideToMove, as the engine gives it.
func (u *UI) Evaluation(s uci.Score, sideToMove rules.Color) string {
	v := s.Verdict(sideToMove)
	e := &u.Engine
	side := u.Side(int(v.Side))
	var out string
	switch v.Kind {
	case uci.Level:
		out = e.Level
	case uci.SlightlyBetter:
		out = u.F(e.SlightlyBetter, side)
	case uci.BetterByPawn:
		out = u.F(e.BetterByPawn, side)
	case uci.BetterByTwoPawns:
		out = u.F(e.BetterByTwoPawns, side)
	case uci.Winning:
		out = u.F(e.Winning, side)
	case uci.Mating:
		out = u.F(e.Mating, side, u.count(v.Moves))
	default:
		out = u.F(e.Mated, side)
	}
	r, n := utf8.DecodeRuneInString(out)
	return string(unicode.ToUpper(r)) + out[n:]
}

// count writes n in words up to twenty (announce's counting numbers), in
// digits above.
func (u *UI) count(n int) string {
	if n >= 0 && n <= 20 {
		if w, ok := u.Lang.SpellNumber(strconv.Itoa(n), announce.Counting); ok {
			return strings.Join(w, " ")
		}
	}
	return strconv.Itoa(n)
}

// EngineProblem says an error of package rules/uci in one plain sentence,
// by its typed reason, without the details meant for developers.
func (u *UI) EngineProblem(err error) string {
	e := &u.Engine
	switch {
	case errors.Is(err, uci.ErrNotFound):
		return e.NotFound
	case errors.Is(err, uci.ErrTimeout):
		return e.Timeout
	case errors.Is(err, uci.ErrEngineDied), errors.Is(err, uci.ErrClosed):
		return e.Died
	case errors.Is(err, uci.ErrProtocol):
		return e.Protocol
	case errors.Is(err, uci.ErrUnsupported):
		return e.Unsupported
	}
	return e.Other
}

// EngineStrength says how a clamped strength was applied, in one sentence;
// "" when it was applied as asked.
func (u *UI) EngineStrength(a uci.Applied) string {
	e := &u.Engine
	switch {
	case !a.Clamped:
		return ""
	case a.ByLevel:
		return u.F(e.LevelRange, a.Limit)
	case a.Low:
		return u.F(e.TooWeak, a.Limit)
	}
	return u.F(e.TooStrong, a.Limit)
}
