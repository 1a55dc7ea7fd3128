package narrate

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

// MoveProblem says in a few words why a typed or spoken move could not be
// played, without repeating the move itself (the caller names it once):
// "no king can move to e3; legal: Ke2", "it could be Nbd2 or Nfd2". The
// clause starts in lower case and has no full stop, so that it can follow
// "Ke3: ". Errors it does not know are said as "it is not a legal move here".
func MoveProblem(err error, lang notation.Language) string {
	var (
		me   *notation.MoveError
		we   *announce.WordError
		amb  *announce.AmbiguousError
		none *announce.NoMoveError
	)
	switch {
	case errors.As(err, &me):
		return notationProblem(me)
	case errors.As(err, &amb):
		return "it could be " + sanList(&amb.Position, amb.Candidates, " or ", lang)
	case errors.As(err, &none):
		if len(none.Legal) == 0 {
			return fmt.Sprintf("no %s has a legal move", none.Piece)
		}
		return fmt.Sprintf("the %s moves are %s", none.Piece, sanList(&none.Position, none.Legal, ", ", lang))
	case errors.As(err, &we) && errors.Is(err, announce.ErrMisplacedWord):
		return fmt.Sprintf("the word %q is out of place", we.Word)
	case errors.As(err, &we):
		return fmt.Sprintf("%q is not a move word", we.Word)
	case errors.Is(err, announce.ErrEmpty):
		return "nothing was said"
	case errors.Is(err, announce.ErrIncomplete):
		return "it names no square to move to"
	case errors.Is(err, announce.ErrFalseWord):
		return "one of its words is not true of the move"
	case errors.Is(err, announce.ErrTooLong):
		return "it has more words than a move"
	case errors.Is(err, announce.ErrAmbiguous), errors.Is(err, notation.ErrAmbiguous):
		return "more than one move fits it"
	}
	return "it is not a legal move here"
}

// InputProblem names an input that could not be played as a move and says
// why, naming it once: `"Ke3": no king can move to e3; legal: Ke2`,
// `"Springa": it is not a move word`. No full stop, so that a caller may go
// on.
func InputProblem(input string, err error, lang notation.Language) string {
	why := MoveProblem(err, lang)
	if rest, ok := strings.CutPrefix(why, strconv.Quote(input)); ok {
		why = "it" + rest
	}
	return strconv.Quote(input) + ": " + why
}

// notationProblem says a notation error: its reason, and the moves it
// could be or the legal moves of the piece.
func notationProblem(me *notation.MoveError) string {
	var b strings.Builder
	switch {
	case errors.Is(me.Err, notation.ErrNotUnderstood) && me.Reason != "":
		b.WriteString("it is not a move (" + me.Reason + ")")
	case errors.Is(me.Err, notation.ErrNotUnderstood):
		b.WriteString("it is not a move")
	case errors.Is(me.Err, notation.ErrAmbiguous):
		b.WriteString("more than one move fits it")
	case me.Reason != "":
		b.WriteString(me.Reason)
	default:
		b.WriteString("it is not a legal move here")
	}
	if len(me.Candidates) > 0 {
		if errors.Is(me.Err, notation.ErrAmbiguous) {
			b.WriteString("; it could be " + strings.Join(me.Candidates, " or "))
		} else {
			b.WriteString("; legal: " + strings.Join(me.Candidates, " "))
		}
	}
	return b.String()
}

// sanList writes moves in lang's SAN, separated by sep.
func sanList(pos *rules.Position, moves []rules.Move, sep string, lang notation.Language) string {
	s := make([]string, len(moves))
	for i, m := range moves {
		s[i] = lang.SAN(pos, m)
	}
	return strings.Join(s, sep)
}

// Status says what the rules say of a position in its game, toMove being
// the side to move, as one sentence for a person: "Black wins by
// checkmate.", "The game goes on; White is in check.", "Draw by
// stalemate.". It never writes a PGN result like "0-1", which a screen
// reader reads as a subtraction.
func Status(st rules.Status, toMove rules.Color) string {
	side := "White"
	if st.Result == rules.BlackWins {
		side = "Black"
	}
	switch st.Termination {
	case rules.Checkmate:
		return side + " wins by checkmate."
	case rules.Stalemate:
		return "Draw by stalemate."
	case rules.FivefoldRepetition:
		return "Draw by fivefold repetition."
	case rules.SeventyFiveMoves:
		return "Draw by the 75-move rule."
	case rules.DeadPosition:
		return "Draw: no sequence of legal moves can lead to checkmate."
	case rules.NotTerminated:
	default:
		return "The game has ended."
	}
	parts := []string{"The game goes on"}
	if st.Check {
		parts = append(parts, name(toMove)+" is in check")
	}
	switch {
	case st.ClaimableThreefold && st.ClaimableFifty:
		parts = append(parts, name(toMove)+" may claim a draw by threefold repetition or the 50-move rule")
	case st.ClaimableThreefold:
		parts = append(parts, name(toMove)+" may claim a draw by threefold repetition")
	case st.ClaimableFifty:
		parts = append(parts, name(toMove)+" may claim a draw by the 50-move rule")
	}
	return strings.Join(parts, "; ") + "."
}

// name writes a side with a capital: "White".
func name(c rules.Color) string {
	if c == rules.Black {
		return "Black"
	}
	return "White"
}
