package table

import (
	"strconv"
	"strings"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/command"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/clock"
	"github.com/tactuschess/tactus/rules/session"
	"github.com/tactuschess/tactus/rules/session/script"
)

// The arbiter's rulings (7.5, 6.10.2, 8.7, 11.10, 12.9, Guidelines III.4
// and III.5): each is an action of the arbiter. Who may type them at this
// keyboard is the app's trust layer's business, not these handlers'.

// arbiter returns the arbiter's action of kind k.
func arbiter(k session.Kind) session.Action { return session.Action{Actor: session.Arbiter(), Kind: k} }

// usage refuses a command typed wrongly, showing how it is written in the
// UI language.
func (g *Game) usage(name string) []Output {
	c, _ := command.Lookup(name)
	word := c.Name
	if w := c.Words(g.ui.Tag); len(w) > 0 {
		word = w[0]
	}
	return refuse(catalog.Fill(g.ui.Game.Usage, word+" "+c.ArgsIn(g.ui)))
}

// needSide reads a required white|black argument.
func (g *Game) needSide(args []string) (rules.Color, []string, bool) {
	if len(args) == 0 {
		return 0, args, false
	}
	side, rest, _ := g.sideArg(args, rules.White)
	return side, rest, len(rest) < len(args)
}

// duration reads a clock time (1:30:00, 2:00) or a duration (90m, 30s).
func duration(s string) (time.Duration, bool) {
	if d, err := script.ParseClock(s); err == nil {
		return d, true
	}
	d, err := clock.ParseDuration(s)
	return d, err == nil
}

// illegal rules the move at a ply (by default the last made) a completed
// illegal move (7.5).
func illegal(g *Game, args []string) []Output {
	a := arbiter(session.Illegal)
	if len(args) > 0 {
		n, err := strconv.Atoi(args[0])
		if err != nil || n < 1 || len(args) > 1 {
			return g.usage("illegal")
		}
		a.Ply = n
	}
	return g.act(a)
}

// setTime sets a side's remaining time (6.10.2, D.2.9).
func setTime(g *Game, args []string) []Output {
	side, rest, ok := g.needSide(args)
	if !ok || len(rest) != 1 {
		return g.usage("time")
	}
	d, ok := duration(rest[0])
	if !ok {
		return g.usage("time")
	}
	a := arbiter(session.SetTime)
	a.Side, a.Time = side, d
	return g.act(a)
}

// adjust adds time to a side's clock, or takes it with a minus (12.9).
func adjust(g *Game, args []string) []Output {
	side, rest, ok := g.needSide(args)
	if !ok || len(rest) != 1 {
		return g.usage("adjust")
	}
	text, sign := rest[0], time.Duration(1)
	switch {
	case strings.HasPrefix(text, "+"):
		text = text[1:]
	case strings.HasPrefix(text, "-"):
		text, sign = text[1:], -1
	}
	d, ok := duration(text)
	if !ok || d == 0 {
		return g.usage("adjust")
	}
	a := arbiter(session.Adjust)
	a.Side, a.Time = side, sign*d
	return g.act(a)
}

// moves sets a side's move counter (6.10.2).
func moves(g *Game, args []string) []Output {
	side, rest, ok := g.needSide(args)
	if !ok || len(rest) != 1 {
		return g.usage("moves")
	}
	n, err := strconv.Atoi(rest[0])
	if err != nil || n < 0 {
		return g.usage("moves")
	}
	a := arbiter(session.SetMoves)
	a.Side, a.Count = side, n
	return g.act(a)
}

// control installs the correct time control (6.10.2).
func control(g *Game, args []string) []Output {
	text := strings.Join(args, " ")
	if _, err := clock.Parse(text); err != nil {
		return g.usage("control")
	}
	a := arbiter(session.SetControl)
	a.Text = text
	return g.act(a)
}

// parseResult reads 1-0, 0-1 and a draw written 1/2, 1/2-1/2, ½ or ½-½.
func parseResult(s string) (rules.Result, bool) {
	switch s {
	case "1-0":
		return rules.WhiteWins, true
	case "0-1":
		return rules.BlackWins, true
	case "1/2", "1/2-1/2", "½", "½-½":
		return rules.Draw, true
	}
	return rules.Unfinished, false
}

// result declares the result, or corrects it once the game has ended (8.7,
// 11.10); the words after it are the arbiter's reason.
func result(g *Game, args []string) []Output {
	if len(args) == 0 {
		return g.usage("result")
	}
	r, ok := parseResult(args[0])
	if !ok {
		return g.usage("result")
	}
	a := arbiter(session.Declare)
	if g.Over() {
		a.Kind = session.CorrectResult
	}
	a.Result, a.Text = r, strings.Join(args[1:], " ")
	return g.act(a)
}

// quickplay grants Guidelines III.4 to the side to move, or the one named.
func quickplay(g *Game, args []string) []Output {
	side, rest, _ := g.sideArg(args, g.at().ToMove)
	if len(rest) > 0 {
		return g.usage("quickplay")
	}
	a := arbiter(session.Quickplay)
	a.Side = side
	return g.act(a)
}

// decision reads a decision of Guidelines III.5: the English word, or the
// UI language's word for draw (a draw), adjourn (postpone) or decline
// (reject).
func (g *Game) decision(w string) (string, bool) {
	switch strings.ToLower(w) {
	case session.DecideDraw, session.DecidePostpone, session.DecideReject:
		return strings.ToLower(w), true
	}
	if c, _ := command.LookupIn(g.ui.Tag, w); c != nil {
		switch c.Name {
		case "draw":
			return session.DecideDraw, true
		case "adjourn":
			return session.DecidePostpone, true
		case "decline":
			return session.DecideReject, true
		}
	}
	return "", false
}

// decide decides the claim under Guidelines III.5 of the side to move, or
// the one named: draw, postpone (with two minutes for the opponent, or
// none) or reject.
func decide(g *Game, args []string) []Output {
	side, rest, _ := g.sideArg(args, g.at().ToMove)
	if len(rest) == 0 || len(rest) > 2 {
		return g.usage("decide")
	}
	d, ok := g.decision(rest[0])
	if !ok {
		return g.usage("decide")
	}
	a := arbiter(session.Decide)
	a.Side, a.Text = side, d
	if len(rest) == 2 {
		t, ok := duration(rest[1])
		if !ok || d != session.DecidePostpone {
			return g.usage("decide")
		}
		a.Time = t
	}
	return g.act(a)
}
