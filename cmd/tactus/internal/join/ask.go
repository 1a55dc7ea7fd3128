package join

import (
	"fmt"
	"strconv"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/ask"
	"github.com/tactuschess/tactus/cmd/tactus/internal/narrate"
	"github.com/tactuschess/tactus/cmd/tactus/internal/stationapi"
	"github.com/tactuschess/tactus/rules"
)

// question reports whether a command's English name is a question join
// answers itself, from the game as the station last showed it.
func question(name string) bool {
	switch name {
	case "clock", "last", "attackers", "score", "changed", "verify":
		return true
	}
	for _, q := range ask.Questions() {
		if q == name {
			return true
		}
	}
	return false
}

// answer answers a question from the last view: the clocks (a running one
// counted down since the view came), the last announcement, the last N
// agreed moves and the scoresheet, and the questions about the station's
// board (the player's own; White's for the arbiter), with what changed on
// it since the player last heard it. A question before the first view
// says the game is not there yet.
func (j *joined) answer(name string, args []string) []string {
	u := j.ui
	if !j.have {
		return []string{u.Join.NotYet}
	}
	switch name {
	case "clock":
		c := j.view.Clock
		if c == nil {
			return []string{u.Game.NoClock}
		}
		w, b := time.Duration(c.White)*time.Millisecond, time.Duration(c.Black)*time.Millisecond
		ran := j.now().Sub(j.viewAt)
		switch c.Running {
		case "white":
			w = max(w-ran, 0)
		case "black":
			b = max(b-ran, 0)
		}
		return []string{narrate.Capital(u.Lang.Clock(w, b).String()) + "."}
	case "last":
		if len(args) > 0 {
			return j.lastMoves(args[0])
		}
		if j.view.Last == nil {
			return []string{u.Game.NoMoveYet}
		}
		return []string{j.view.Last.Text}
	case "score":
		return j.score()
	case "attackers":
		// an attack map is advice in a tournament game (FIDE 11.3.1), and
		// the station does not say the game is casual
		return []string{u.Trust.NoAttackers}
	}
	if len(j.view.Boards) == 0 {
		return []string{u.Join.NotYet}
	}
	pos, err := rules.ParseFEN(j.view.Boards[0].FEN)
	if err != nil {
		return []string{u.Join.NotYet}
	}
	from := rules.White
	if j.view.Boards[0].Side == "black" {
		from = rules.Black
	}
	var answers []ask.Answer
	switch name {
	case "changed":
		answers = j.ask.Changed(&j.felt, &pos)
		j.felt = pos
	case "verify":
		answers = j.ask.Verify(&pos, args)
	case "board":
		j.felt = pos // the player sets the tactile board from it
		fallthrough
	default:
		answers = j.ask.Ask(&pos, name, args, from)
	}
	var lines []string
	for _, a := range answers {
		lines = append(lines, a.Text)
	}
	return lines
}

// played is one agreed move with the position before it.
type played struct {
	before rules.Position
	move   rules.Move
	offer  bool
}

// moves replays the agreed moves of the last view (the arbiter's restore
// points, or the opponent's scoresheet) from their start, up to the first
// that does not read.
func (j *joined) moves() []played {
	lines := j.view.Moves
	if j.view.Role == stationapi.RoleArbiter {
		lines = j.view.Plies
	}
	if len(lines) == 0 {
		return nil
	}
	pos, err := rules.ParseFEN(j.view.Start)
	if err != nil {
		return nil
	}
	out := make([]played, 0, len(lines))
	for _, l := range lines {
		m, err := pos.ParseUCI(l.UCI)
		if err != nil {
			break
		}
		before := pos
		if pos.Play(m) != nil {
			break
		}
		out = append(out, played{before: before, move: m, offer: l.Offer})
	}
	return out
}

// lastMoves says the last n agreed moves, each with its number and side,
// in the player's move vocabulary.
func (j *joined) lastMoves(arg string) []string {
	u := j.ui
	n, err := strconv.Atoi(arg)
	if err != nil || n < 1 {
		return []string{u.Game.LastHow}
	}
	ms := j.moves()
	if len(ms) == 0 {
		return []string{u.Game.NoMoveYet}
	}
	var lines []string
	for _, p := range ms[max(0, len(ms)-n):] {
		lines = append(lines, narrate.Capital(j.ask.Say.Ply(&p.before, p.move).String()))
	}
	return lines
}

// score says the scoresheet of the agreed moves, one move number a line,
// in the player's move vocabulary, after how many move numbers it has;
// a move with a draw offer is marked so, and a decided game ends with its
// result.
func (j *joined) score() []string {
	u := j.ui
	ms := j.moves()
	if len(ms) == 0 {
		return []string{u.Game.ScoreEmpty}
	}
	var lines []string
	line := ""
	for i, p := range ms {
		if p.before.SideToMove() == rules.White || i == 0 {
			if line != "" {
				lines = append(lines, line+".")
			}
			dots := "."
			if p.before.SideToMove() == rules.Black {
				dots = "..."
			}
			line = fmt.Sprintf("%d%s ", p.before.FullmoveNumber(), dots)
		} else {
			line += ", "
		}
		line += j.ask.Say.Move(&p.before, p.move).String()
		if p.offer {
			line += ", " + u.Channels.OfferMark
		}
	}
	lines = append(lines, line+".")
	lines = append([]string{u.N(u.Channels.ScoreLead, len(lines))}, lines...)
	if j.view.Result != "" {
		lines = append(lines, j.view.Result)
	}
	return lines
}
