package script

import (
	"strconv"
	"strings"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
	"github.com/tactuschess/tactus/rules/session"
)

// Moves reads the moves of a script: in the notation language Lang, and
// a text Lang does not read by Words when it is not nil (the app passes
// announce.Hear, which reads Appendix D words, so that rules imports
// nothing out of rules and the standard library).
type Moves struct {
	// Lang is the notation language of the script's moves.
	Lang notation.Language
	// Words reads a move written in words; nil reads none.
	Words func(pos *rules.Position, text string) (rules.Move, error)
}

// Action turns a script line into the session action it stands for, reading
// its move on the board it concerns by l. The "clock" line is no action:
// the runner reads the clock for it.
func Action(s *session.Session, ln Line, l Moves) (session.Action, error) {
	a := session.Action{Actor: ln.Actor}
	k, err := session.ParseKind(ln.Verb)
	if err != nil {
		return a, err
	}
	a.Kind = k
	if err := s.Expect(ln.Actor, k); err != nil {
		return a, err
	}
	side := func() (rules.Color, error) { return session.ParseSide(ln.Args[0]) }
	switch k {
	case session.Move, session.Announce, session.Correct, session.Repeat:
		a.Move, err = ReadMove(s.InputPosition(ln.Actor, k), ln.Arg(), l)
	case session.Claim:
		if len(ln.Args) > 0 {
			a.Move, err = ReadMove(s.InputPosition(ln.Actor, k), ln.Arg(), l)
		}
	case session.Seal:
		// The sealed move is read at sealing as every move is; a text that
		// is not understood is sealed as written (Guidelines I.8 at opening).
		a.Text = ln.Arg()
		if uci, rerr := ReadMove(s.InputPosition(ln.Actor, k), a.Text, l); rerr == nil {
			a.Move = uci
		}
	case session.Restore:
		a.Ply, err = strconv.Atoi(ln.Args[0])
	case session.Illegal:
		if len(ln.Args) > 0 {
			a.Ply, err = strconv.Atoi(ln.Args[0])
		}
	case session.SetTime:
		if a.Side, err = side(); err == nil {
			a.Time, err = ParseClock(ln.Args[1])
		}
	case session.Adjust:
		if a.Side, err = side(); err == nil {
			a.Time, err = ParseSignedClock(ln.Args[1])
		}
	case session.SetMoves:
		if a.Side, err = side(); err == nil {
			a.Count, err = strconv.Atoi(ln.Args[1])
		}
	case session.SetControl:
		a.Text = ln.Arg()
	case session.Quickplay:
		a.Side, err = side()
	case session.Decide:
		if a.Side, err = side(); err == nil {
			a.Text = ln.Args[1]
			if len(ln.Args) > 2 {
				a.Time, err = ParseClock(ln.Args[2])
			}
		}
	case session.Touch:
		a.Square, err = rules.ParseSquare(ln.Args[0])
	case session.Declare, session.CorrectResult:
		a.Result = rules.Result(ln.Args[0])
		a.Text = strings.Join(ln.Args[1:], " ")
	}
	return a, err
}

// ReadMove reads a move in the notation language, or in words, and
// returns it in UCI.
func ReadMove(pos rules.Position, text string, l Moves) (string, error) {
	m, err := notation.ParseMove(&pos, text, l.Lang)
	if err != nil && l.Words != nil {
		if heard, herr := l.Words(&pos, text); herr == nil {
			m, err = heard, nil
		}
	}
	if err != nil {
		return "", err
	}
	return pos.UCI(m), nil
}
