package main

import (
	"fmt"
	"strconv"

	"github.com/tactuschess/tactus/cmd/tactus/internal/narrate"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

// moveReader reads one input (typed notation, spoken words) as a move in
// a position.
type moveReader func(pos *rules.Position, input string) (rules.Move, error)

// typed reads SAN, long algebraic or UCI with lang's piece letters.
func typed(lang notation.Language) moveReader {
	return func(pos *rules.Position, input string) (rules.Move, error) {
		return notation.ParseMove(pos, input, lang)
	}
}

// playMoves is the one parse-and-play loop of the subcommands: it reads
// each input in turn on g's position, calls each (when not nil) with the
// position before the move and the move, and plays it. Moves after an
// automatic draw that left legal moves (a dead position nobody noticed)
// are played, as in a recorded game; after mate or stalemate there is none
// to play. The first input that cannot be played stops it with an error
// that is one sentence naming the input once: `White's move 2, "Ke3": no
// king can move to e3; legal: Ke2.`
func playMoves(g *rules.Game, inputs []string, lang notation.Language, read moveReader,
	each func(before *rules.Position, m rules.Move) error) error {
	for _, input := range inputs {
		pos := g.Position()
		m, err := read(&pos, input)
		if err != nil {
			if st := g.Status(); st.Over() && !pos.HasLegalMove() {
				return &moveInputError{pos: pos, why: strconv.Quote(input) + ": the game is over: " + narrate.Status(st, pos.SideToMove())}
			}
			return &moveInputError{pos: pos, why: narrate.InputProblem(input, err, lang) + "."}
		}
		if each != nil {
			if err := each(&pos, m); err != nil {
				return err
			}
		}
		if err := g.Play(m); err != nil { // read returned a legal move
			return &moveInputError{pos: pos, why: narrate.InputProblem(input, err, lang) + "."}
		}
	}
	return nil
}

// moveInputError is an input that could not be played, said for a person.
type moveInputError struct {
	pos rules.Position
	why string // the input quoted, a colon, why; a full stop at the end
}

// Error says the side, the move number, the input once and why.
func (e *moveInputError) Error() string {
	side := "White"
	if e.pos.SideToMove() == rules.Black {
		side = "Black"
	}
	return fmt.Sprintf("%s's move %d, %s", side, e.pos.FullmoveNumber(), e.why)
}
