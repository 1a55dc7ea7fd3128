package table

import (
	"strconv"
	"strings"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/command"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// handler does one command with its arguments.
type handler func(g *Game, args []string) []Output

// handlers maps each command word of package command to what it does.
var handlers = map[string]handler{
	"clock": clockAnswer, "last": last, "board": board, "pieces": pieces,
	"rank": rank, "file": file, "square": square, "attackers": attackers,
	"pawns": pawns, "changed": changed, "verify": verify, "score": score,
	"whose": whose, "repeat": repeat, "press": press, "correct": correct,
	"ok": confirm, "draw": draw, "decline": decline, "claim": claim,
	"resign": resign, "adjourn": adjourn, "seal": seal, "open": open,
	"pause": pause, "continue": resume, "help": help, "quit": quit, "restore": restore,
	"touch":   touch,
	"illegal": illegal, "time": setTime, "adjust": adjust, "moves": moves, "control": control,
	"result": result, "quickplay": quickplay, "decide": decide,
	"devices": noStation, "drop": noStation,
	"arbiter": arbiterAtKeyboard,
}

// noStation answers the second station's commands when none runs (the app
// takes them when one does).
func noStation(g *Game, _ []string) []Output { return refuse(g.ui.Station.NoStation) }

// draw offers a draw for the side named (asked when none is: at one
// keyboard tactus cannot know who typed it), or accepts the one the
// opponent offered, read back for a yes.
func draw(g *Game, args []string) []Output {
	if by, ok := g.offer(); ok {
		return g.act(session.Action{Actor: session.Player(by.Other()), Kind: session.Accept})
	}
	return g.forSide(args, g.ui.Trust.WhoOffers, func(side rules.Color) []Output {
		return g.act(session.Action{Actor: session.Player(side), Kind: session.Offer})
	})
}

// decline declines the standing draw offer.
func decline(g *Game, _ []string) []Output {
	side := g.at().ToMove
	if by, ok := g.offer(); ok {
		side = by.Other()
	}
	return g.act(session.Action{Actor: session.Player(side), Kind: session.Decline})
}

// claim claims a draw for the side to move, with the intended move if given.
func claim(g *Game, args []string) []Output {
	actor := session.Player(g.at().ToMove)
	a := session.Action{Actor: actor, Kind: session.Claim}
	if len(args) > 0 {
		uci, why := g.read(actor, session.Claim, strings.Join(args, " "))
		if why != "" {
			return refuse(why)
		}
		a.Move = uci
	}
	return g.act(a)
}

// resign resigns for the side named, or the side answered to the
// question who resigns (never a side guessed: a resign typed while the
// opponent thinks is not the opponent's), read back for a yes.
func resign(g *Game, args []string) []Output {
	return g.forSide(args, g.ui.Trust.WhoResigns, func(side rules.Color) []Output {
		return g.act(session.Action{Actor: session.Player(side), Kind: session.Resign})
	})
}

// restore takes both boards back to the position after n plies (D.2.9):
// by default to the last ply before the boards differ.
func restore(g *Game, args []string) []Output {
	n := -1
	if ply, ok := g.diverged(); ok {
		n = ply - 1
	}
	if len(args) > 0 {
		v, err := strconv.Atoi(args[0])
		if err != nil || v < 0 {
			return refuse(g.ui.Game.RestoreHow)
		}
		n = v
	}
	if n < 0 {
		return refuse(g.ui.Game.RestoreAgree)
	}
	return g.act(session.Action{Actor: session.Arbiter(), Kind: session.Restore, Ply: n})
}

// adjourn asks the player to move to seal a move: the arbiter's action
// when the arbiter may act at this keyboard (after the PIN, or in a
// casual game), else the player having the move's (Guidelines I.1.2),
// read back first.
func adjourn(g *Game, _ []string) []Output {
	if _, why := g.mayArbiter(firstWord(g.line)); why == "" {
		return g.act(session.Action{Actor: session.Arbiter(), Kind: session.Adjourn})
	}
	return g.act(session.Action{Actor: session.Player(g.at().ToMove), Kind: session.Adjourn})
}

// seal writes the sealed move as typed, with the move it is read as (read
// as every typed move is); the move is read back to its sealer. A text that
// is not a move is sealed as written and judged when the envelope is opened
// (Guidelines I.8); the sealer is told why it could not be read.
func seal(g *Game, args []string) []Output {
	if len(args) == 0 {
		return refuse(g.ui.Game.SealHow)
	}
	actor := g.actor(g.at().ToMove)
	if err := g.r.Expect(actor, session.Seal); err != nil {
		return refuse(g.narr.Refusal(err))
	}
	text := strings.Join(args, " ")
	a := session.Action{Actor: actor, Kind: session.Seal, Text: text}
	uci, why := g.read(actor, session.Seal, text)
	if why == "" {
		a.Move = uci
	}
	if q := g.readBack(a); q != "" && !g.confirmed {
		// read back before it is sealed; the yes seals it here, so that
		// the sealer still hears when it could not be read as a move
		outs := g.askYes(q, func() []Output { return seal(g, args) })
		pos := g.r.InputPosition(actor, session.Seal)
		if m, err := pos.ParseUCI(a.Move); err == nil && a.Move != "" && actor.Side == g.owner() {
			// the move read back on the Braille display in the chess code
			outs[0].Cells = []Cells{{Label: upperFirst(catalog.Fill(g.ui.Channels.SealsAsk, g.side(actor.Side))), Moves: []Played{{pos, m}}}}
		}
		return outs
	}
	outs := g.act(a)
	if why != "" && g.at().Phase == session.Adjourned && actor.Side == g.owner() {
		outs = append(outs, Output{Kind: Answer, Text: catalog.Fill(g.ui.Game.SealedUnread, strings.TrimSuffix(why, "."))})
	}
	return outs
}

// touch reports for the arbiter that the sighted player touched the piece
// on a square (D.2.10.5): by the visually impaired player, or their
// assistant when they have one.
func touch(g *Game, args []string) []Output {
	sq, ok := g.asker().ParseSquare(args)
	if !ok {
		return refuse(g.ui.Game.TouchHow)
	}
	return g.act(session.Action{Actor: g.actor(g.owner()), Kind: session.Touch, Square: sq})
}

// open opens the envelope of an adjourned game and plays the sealed move.
func open(g *Game, _ []string) []Output {
	return g.act(session.Action{Actor: session.Arbiter(), Kind: session.Resume})
}

// pause stops the clock.
func pause(g *Game, _ []string) []Output {
	return g.act(session.Action{Actor: session.Arbiter(), Kind: session.Pause})
}

// resume restarts the stopped clock.
func resume(g *Game, _ []string) []Output {
	return g.act(session.Action{Actor: session.Arbiter(), Kind: session.Continue})
}

// help lists the commands, generated from the command table, without
// those the game refuses (tournament mode gives no attack map, 11.3.1),
// after how many there are and how to stop the reading.
func help(g *Game, _ []string) []Output {
	var omit []string
	if g.Tournament() {
		omit = append(omit, "attackers")
	}
	lines := strings.Split(strings.TrimSuffix(command.HelpWithout(g.ui, omit...), "\n"), "\n")
	lead := g.ui.N(g.ui.Channels.HelpLead, len(lines)-1) // the first line is how to type a move
	return answer(append([]string{lead}, lines...)...)
}

// quit leaves; the game stays resumable.
func quit(g *Game, _ []string) []Output { return g.Quit() }

// repeat says the last move announcement again.
func repeat(g *Game, _ []string) []Output {
	if g.last == nil {
		return answer(g.ui.Game.NothingYet)
	}
	return []Output{*g.last}
}
