package join

import (
	"strings"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/brailledisplay"
	"github.com/tactuschess/tactus/cmd/tactus/internal/input"
	"github.com/tactuschess/tactus/cmd/tactus/internal/stationapi"
	"github.com/tactuschess/tactus/rules"
)

// Braille is what a joined station needs of the player's Braille display;
// *brailledisplay.Display has it.
type Braille interface {
	// Set shows a frame of the game.
	Set(brailledisplay.Frame)
	// Show puts a message on the cells.
	Show(msg string)
	// Input delivers the moves made on the display (input.BrailleMove).
	Input() <-chan input.Msg
}

// feel shows lines told together on the display as one message, as the
// app does: without their full stops, joined by semicolons.
func feel(b Braille, lines []string) {
	if b == nil || len(lines) == 0 {
		return
	}
	msg := make([]string, len(lines))
	for i, l := range lines {
		msg[i] = strings.TrimSuffix(l, ".")
	}
	b.Show(strings.Join(msg, "; "))
}

// touch shows the player's board of view v on the display, then what was
// told with it (told) as a message; a new move on the board brings the
// reader back to the first line, which shows it.
func (j *joined) touch(v stationapi.View, told []string) {
	if j.braille == nil {
		return
	}
	if b, ok := boardOf(v); ok {
		if moved := j.record(b); j.rec != nil {
			f := brailledisplay.Frame{Board: copyGame(j.rec), Flip: b.Side == "black", Input: j.rec.Position(), Top: moved}
			if c := v.Clock; c != nil {
				times := [2]time.Duration{time.Duration(c.White) * time.Millisecond, time.Duration(c.Black) * time.Millisecond}
				f.Clocks = &times
			}
			j.braille.Set(f)
		}
	}
	feel(j.braille, told)
}

// boardOf returns the board a view shows its player: their own record (an
// arbiter's view has both: the one of the side the station's opponent
// plays, else the first).
func boardOf(v stationapi.View) (stationapi.Board, bool) {
	for _, b := range v.Boards {
		if b.Side == v.Side {
			return b, true
		}
	}
	if len(v.Boards) > 0 {
		return v.Boards[0], true
	}
	return stationapi.Board{}, false
}

// record keeps j.rec, the game the display shows, in step with board b,
// which the station sends as a FEN and its last move: the last move played
// on the record when it leads to b (so that the display shows the move and
// the scoresheet), the record taken back when b is one of its earlier
// positions (a D.2.9 restore), else a record started again from b. moved
// reports whether the record changed; a FEN that cannot be read leaves no
// record.
func (j *joined) record(b stationapi.Board) (moved bool) {
	if j.rec != nil {
		now := j.rec.Position()
		if now.FEN() == b.FEN {
			return false
		}
		if b.Last != "" && j.rec.PlayUCI(b.Last) == nil {
			if now = j.rec.Position(); now.FEN() == b.FEN {
				return true
			}
			j.rec.Undo()
		}
		for i := j.rec.Len() - 1; i >= 0; i-- {
			if p, err := j.rec.PositionAt(i); err == nil && p.FEN() == b.FEN {
				j.rec.Truncate(i)
				return true
			}
		}
	}
	pos, err := rules.ParseFEN(b.FEN)
	if err != nil {
		j.rec = nil
		return false
	}
	j.rec = rules.NewGame(pos)
	return true
}

// copyGame returns a game of its own with g's moves: the display reads the
// frame's game in its own goroutine while the record goes on.
func copyGame(g *rules.Game) *rules.Game {
	c := rules.NewGame(g.Start())
	for _, m := range g.Moves() {
		_ = c.Play(m) // each was legal in g
	}
	return c
}
