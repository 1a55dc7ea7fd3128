package journal

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// Parse reads one journal line (without its newline) back into an action.
func Parse(line string) (session.Action, error) {
	body, err := unseal(line)
	if err != nil {
		return session.Action{}, err
	}
	body, ref := cutRef(body)
	words, err := split(body)
	if err != nil {
		return session.Action{}, err
	}
	if len(words) < 5 {
		return session.Action{}, errors.New("too few words")
	}
	var a session.Action
	if a.Seq, err = strconv.Atoi(words[0]); err != nil || a.Seq < 1 {
		return a, fmt.Errorf("bad number %q", words[0])
	}
	if a.At, err = parseSeconds(words[1]); err != nil {
		return a, err
	}
	if a.Wall, err = parseWall(words[2]); err != nil {
		return a, err
	}
	who, via, _ := strings.Cut(words[3], "@")
	if a.Actor, err = session.ParseActor(who); err != nil {
		return a, err
	}
	if a.Via, err = session.ParseVia(via); err != nil || via == "" && who != words[3] {
		return a, fmt.Errorf("bad actor %q", words[3])
	}
	if a.Kind, err = session.ParseKind(words[4]); err != nil {
		return a, err
	}
	a.Ref = ref
	return a, parseArgs(&a, words[5:])
}

// split cuts a body into words; a quoted word is unquoted.
func split(body string) ([]string, error) {
	var out []string
	for body != "" {
		if body[0] == ' ' {
			body = body[1:]
			continue
		}
		if body[0] == '"' {
			q, err := strconv.QuotedPrefix(body)
			if err != nil {
				return nil, errors.New("bad quoted word")
			}
			s, err := strconv.Unquote(q)
			if err != nil {
				return nil, errors.New("bad quoted word")
			}
			out = append(out, s)
			body = body[len(q):]
			continue
		}
		i := strings.IndexByte(body, ' ')
		if i < 0 {
			i = len(body)
		}
		w := body[:i]
		if k, v, ok := strings.Cut(w, "="); ok && strings.HasPrefix(v, `"`) {
			// key="quoted value"
			q, err := strconv.QuotedPrefix(body[len(k)+1:])
			if err != nil {
				return nil, errors.New("bad quoted value")
			}
			s, err := strconv.Unquote(q)
			if err != nil {
				return nil, errors.New("bad quoted value")
			}
			out = append(out, k+"="+s)
			body = body[len(k)+1+len(q):]
			continue
		}
		out = append(out, w)
		body = body[i:]
	}
	return out, nil
}

// parseArgs reads the arguments of a's kind.
func parseArgs(a *session.Action, w []string) error {
	want := func(n int) error {
		if len(w) != n {
			return fmt.Errorf("%s takes %d arguments, not %d", a.Kind, n, len(w))
		}
		return nil
	}
	var err error
	switch a.Kind {
	case session.Move, session.Announce, session.Correct, session.Repeat:
		if err = want(1); err == nil {
			a.Move = w[0]
		}
	case session.Claim:
		if len(w) > 1 {
			return want(1)
		}
		if len(w) == 1 {
			a.Move = w[0]
		}
	case session.Restore:
		if err = want(1); err == nil {
			a.Ply, err = strconv.Atoi(w[0])
			if err != nil || a.Ply < 0 {
				err = fmt.Errorf("bad ply %q", w[0])
			}
		}
	case session.SetTime:
		if err = want(2); err == nil {
			if a.Side, err = session.ParseSide(w[0]); err == nil {
				a.Time, err = parseSeconds(w[1])
			}
		}
	case session.Touch:
		if err = want(1); err == nil {
			a.Square, err = rules.ParseSquare(w[0])
		}
	case session.Seal:
		// The sealed move as written, then the move it was understood as
		// (journals from before it was read at sealing have the text only).
		if len(w) == 2 {
			a.Text, a.Move = w[0], w[1]
			if a.Move == "" {
				err = errors.New("an empty sealed move")
			}
		} else if err = want(1); err == nil {
			a.Text = w[0]
		}
	case session.Illegal:
		if len(w) > 1 {
			return want(1)
		}
		if len(w) == 1 {
			if a.Ply, err = strconv.Atoi(w[0]); err != nil || a.Ply < 1 {
				err = fmt.Errorf("bad ply %q", w[0])
			}
		}
	case session.Adjust:
		if err = want(2); err == nil {
			if a.Side, err = session.ParseSide(w[0]); err == nil {
				a.Time, err = parseSignedSeconds(w[1])
			}
		}
	case session.SetMoves:
		if err = want(2); err == nil {
			if a.Side, err = session.ParseSide(w[0]); err == nil {
				if a.Count, err = strconv.Atoi(w[1]); err != nil || a.Count < 0 {
					err = fmt.Errorf("bad move count %q", w[1])
				}
			}
		}
	case session.SetControl:
		if err = want(1); err == nil {
			a.Text = w[0]
		}
	case session.Quickplay:
		if err = want(1); err == nil {
			a.Side, err = session.ParseSide(w[0])
		}
	case session.Decide:
		if err = want(3); err == nil {
			if a.Side, err = session.ParseSide(w[0]); err == nil {
				a.Text = w[1]
				a.Time, err = parseSeconds(w[2])
			}
		}
	case session.Declare, session.CorrectResult:
		if err = want(2); err == nil {
			a.Result, a.Text = rules.Result(w[0]), w[1]
			switch a.Result {
			case rules.WhiteWins, rules.BlackWins, rules.Draw:
			default:
				err = fmt.Errorf("bad result %q", w[0])
			}
		}
	case session.Begin:
		a.Config, err = parseConfig(w)
	default:
		err = want(0)
	}
	return err
}

// parseConfig reads a Begin's key=value words.
func parseConfig(w []string) (*session.Config, error) {
	c := &session.Config{}
	for _, kv := range w {
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			return nil, fmt.Errorf("bad setting %q", kv)
		}
		var err error
		switch k {
		case "white":
			c.White = v
		case "black":
			c.Black = v
		case "blind":
			c.Blind, err = parseSides(v)
		case "assisted":
			c.Assisted, err = parseSides(v)
		case "fen":
			c.FEN = v
		case "chess960":
			c.Chess960 = v == "yes"
		case "control":
			c.Control = v
		case "notation":
			c.Notation = v
		case "rules": // written by earlier versions for blitz under B.2
			c.ArbiterPerGame = c.ArbiterPerGame || v == "competition"
		case "arbiter":
			c.ArbiterPerGame = v == "per-game"
		case "class":
			c.Class, err = session.ParseEventClass(v)
		case "event":
			c.Event = v
		case "site":
			c.Site = v
		case "round":
			c.Round = v
		case "revision":
			// the verdicts the game is played under; none: before revisions
			c.Revision, err = strconv.Atoi(v)
			if err != nil || c.Revision < 1 || strconv.Itoa(c.Revision) != v {
				err = fmt.Errorf("bad revision %q", v)
			}
		case "mode":
			if v != "casual" {
				return nil, fmt.Errorf("bad mode %q", v)
			}
			c.Casual = true
		case "pin":
			c.ArbiterPIN = v
		default:
			return nil, fmt.Errorf("unknown setting %q", k)
		}
		if err != nil {
			return nil, err
		}
	}
	return c, nil
}

// parseSides reads what sides writes.
func parseSides(v string) ([2]bool, error) {
	var f [2]bool
	if v == "" {
		return f, nil
	}
	for _, name := range strings.Split(v, ",") {
		side, err := session.ParseSide(name)
		if err != nil {
			return f, err
		}
		f[side] = true
	}
	return f, nil
}
