package rules_test

import (
	"errors"
	"fmt"

	"github.com/tactuschess/tactus/rules"
)

// Read a position, list its legal moves and play one.
func ExampleParseFEN() {
	pos, err := rules.ParseFEN("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2")
	if err != nil {
		fmt.Println(err)
		return
	}
	var moves rules.MoveList
	pos.LegalMoves(&moves)
	fmt.Println(pos.SideToMove(), "has", moves.Len(), "legal moves")

	m, err := pos.ParseUCI("g1f3")
	if err != nil {
		fmt.Println(err)
		return
	}
	if err := pos.Play(m); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(pos.FEN())
	// Output:
	// white has 29 legal moves
	// rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2
}

// ParseFEN refuses positions no game can reach, saying why.
func ExampleParseFEN_impossible() {
	_, err := rules.ParseFEN("7k/8/8/8/8/3n4/3p4/4K3 w - - 0 1")
	fmt.Println(err)
	fmt.Println(errors.Is(err, rules.ErrBadFEN))
	// Output:
	// rules: bad FEN: field 1 (piece placement): white is in double check from the pawn on d2 and the knight on d3, which no single move can give
	// true
}

// A Chess960 position written with KQkq must be declared Chess960.
func ExampleParseFEN960() {
	const fen = "rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 w KQkq - 0 1"
	if _, err := rules.ParseFEN(fen); err != nil {
		fmt.Println(err)
	}
	pos, err := rules.ParseFEN960(fen)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(pos.FEN())
	// Output:
	// rules: bad FEN: field 3 (castling): "KQkq" needs a Chess960 reading (the white king is on b1, not e1)
	// rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 w EAea - 0 1
}

// Play refuses a move that is not legal and leaves the position as it was;
// IsLegal asks without playing.
func ExamplePosition_Play() {
	pos := rules.StartPosition()
	err := pos.Play(rules.NewMove(rules.E1, rules.E8, rules.Normal))
	fmt.Println(err)
	fmt.Println(errors.Is(err, rules.ErrIllegalMove), pos.FEN() == rules.StartFEN)

	e4 := rules.NewMove(rules.NewSquare(4, 1), rules.NewSquare(4, 3), rules.DoublePush)
	fmt.Println(pos.IsLegal(e4), pos.Play(e4))
	// Output:
	// rules: move e1e8: illegal move
	// true true
	// true <nil>
}

// A Game keeps the history that checkmate, repetition and the move
// counters need.
func ExampleNewGame() {
	g := rules.NewGame(rules.StartPosition())
	for _, m := range []string{"f2f3", "e7e5", "g2g4", "d8h4"} {
		if err := g.PlayUCI(m); err != nil {
			fmt.Println(err)
			return
		}
	}
	st := g.Status()
	fmt.Println(st)
	fmt.Println(st.Over(), st.Result)
	// Output:
	// checkmate 0-1
	// true 0-1
}

// The third occurrence of a position lets the player to move claim a draw.
func ExampleGame_Status() {
	g := rules.NewGame(rules.StartPosition())
	for range 2 {
		for _, m := range []string{"g1f3", "g8f6", "f3g1", "f6g8"} {
			if err := g.PlayUCI(m); err != nil {
				fmt.Println(err)
				return
			}
		}
	}
	fmt.Println(g.Status(), g.Repetitions())
	fmt.Println(g.PlayUCI("e2e5"))
	// Output:
	// ongoing claimable-threefold 3
	// rules: move e2e5 at ply 9: illegal move
}
