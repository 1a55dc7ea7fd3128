package narrate

import (
	"errors"
	"strconv"
	"strings"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

// MoveProblem says in a few words why a typed or spoken move could not be
// played, without repeating the move itself (the caller names it once):
// "no king can move to e3; legal: Ke2", "it could be Nbd2 or Nfd2". The
// clause starts in lower case and has no full stop, so that it can follow
// "Ke3: ". Errors it does not know are said as "it is not a legal move here".
func MoveProblem(err error, lang notation.Language) string { return Narrator{}.MoveProblem(err, lang) }

// MoveProblem is MoveProblem in the narrator's language.
func (n Narrator) MoveProblem(err error, lang notation.Language) string {
	t := n.ui().Problem
	var (
		me   *notation.MoveError
		we   *announce.WordError
		amb  *announce.AmbiguousError
		none *announce.NoMoveError
		cf   *announce.CaptureFileError
	)
	switch {
	case errors.As(err, &me):
		return n.notationProblem(me)
	case errors.As(err, &cf) && n.Tournament:
		return n.captureFile()
	case errors.As(err, &cf):
		return catalog.Fill(t.PawnCaptureFile, n.moveList(&cf.Position, cf.Captures, t.OrWord, lang))
	case errors.As(err, &amb) && n.Tournament:
		return t.MoreThanOne
	case errors.As(err, &amb):
		return catalog.Fill(t.CouldBe, n.moveList(&amb.Position, amb.Candidates, t.OrWord, lang))
	case errors.As(err, &none) && n.Tournament:
		return t.NotLegal
	case errors.As(err, &none):
		if len(none.Legal) == 0 {
			return catalog.Fill(t.NoPieceMoves, n.piece(none.Piece))
		}
		return catalog.Fill(t.PieceMovesAre, n.piece(none.Piece), n.moveList(&none.Position, none.Legal, ", ", lang))
	case errors.As(err, &we) && errors.Is(err, announce.ErrMisplacedWord):
		return catalog.Fill(t.OutOfPlace, we.Word)
	case errors.As(err, &we):
		return catalog.Fill(t.NotMoveWord, we.Word)
	case errors.Is(err, announce.ErrEmpty):
		return t.NothingSaid
	case errors.Is(err, announce.ErrIncomplete):
		return t.NoSquare
	case errors.Is(err, announce.ErrFalseWord):
		return t.FalseWord
	case errors.Is(err, announce.ErrTooLong):
		return t.TooManyWords
	case errors.Is(err, announce.ErrAmbiguous), errors.Is(err, notation.ErrAmbiguous):
		return t.MoreThanOne
	}
	return t.NotLegal
}

// piece names a piece type in the narrator's language.
func (n Narrator) piece(p rules.PieceType) string {
	if p < rules.Pawn || p > rules.King {
		return p.String()
	}
	return n.ui().Pieces[p-rules.Pawn]
}

// InputProblem names an input that could not be played as a move and says
// why, naming it once: `"Ke3": no king can move to e3; legal: Ke2`,
// `"Springa": it is not a move word`. No full stop, so that a caller may go
// on.
func InputProblem(input string, err error, lang notation.Language) string {
	return Narrator{}.InputProblem(input, err, lang)
}

// InputProblem is InputProblem in the narrator's language.
func (n Narrator) InputProblem(input string, err error, lang notation.Language) string {
	why := n.MoveProblem(err, lang)
	if rest, ok := strings.CutPrefix(why, strconv.Quote(input)); ok {
		why = n.ui().Problem.It + rest
	}
	return strconv.Quote(input) + ": " + why
}

// notationProblem says a notation error: its reason, and the moves it
// could be or the legal moves of the piece. The notation package's reasons
// are English: other languages say the general sentence instead.
func (n Narrator) notationProblem(me *notation.MoveError) string {
	t := n.ui().Problem
	english := n.ui().Tag == "en"
	var b strings.Builder
	if n.Tournament {
		// what was typed is not a move (and why, when the reason is its
		// spelling), fits more than one, or is not legal: never which
		// moves are, nor why (a pin, a check)
		switch {
		case errors.Is(me.Err, notation.ErrPawnCaptureFile):
			return n.captureFile()
		case errors.Is(me.Err, notation.ErrNotUnderstood) && me.Reason != "" && english:
			return t.NotAMove + " (" + me.Reason + ")"
		case errors.Is(me.Err, notation.ErrNotUnderstood):
			return t.NotAMove
		case errors.Is(me.Err, notation.ErrAmbiguous):
			return t.MoreThanOne
		}
		return t.NotLegal
	}
	switch {
	case errors.Is(me.Err, notation.ErrPawnCaptureFile):
		return catalog.Fill(t.PawnCaptureFile, strings.Join(me.Candidates, t.OrWord))
	case errors.Is(me.Err, notation.ErrNotUnderstood) && me.Reason != "" && english:
		b.WriteString(t.NotAMove + " (" + me.Reason + ")")
	case errors.Is(me.Err, notation.ErrNotUnderstood):
		b.WriteString(t.NotAMove)
	case errors.Is(me.Err, notation.ErrAmbiguous):
		b.WriteString(t.MoreThanOne)
	case me.Reason != "" && english:
		b.WriteString(me.Reason)
	default:
		b.WriteString(t.NotLegal)
	}
	if len(me.Candidates) > 0 {
		if errors.Is(me.Err, notation.ErrAmbiguous) {
			b.WriteString("; " + catalog.Fill(t.CouldBe, strings.Join(me.Candidates, t.OrWord)))
		} else {
			sep := " "
			if n.inWords {
				sep = ", " // moves in words are separated by commas
			}
			b.WriteString(catalog.Fill(t.Legal, strings.Join(me.Candidates, sep)))
		}
	}
	return b.String()
}

// captureFile says that a pawn capture names the file the pawn comes
// from, without the captures there are (a tournament game's refusal):
// PawnCaptureFile without its list.
func (n Narrator) captureFile() string {
	s, _, _ := strings.Cut(n.ui().Problem.PawnCaptureFile, "{0}")
	return strings.TrimRight(s, ": ")
}

// InputProblemIn is InputProblem for a move read in pos: the moves it
// lists (what the input could be, the legal moves of the piece) are in
// the narrator's move vocabulary ("Springer Bella eins Caesar drei"),
// never in SAN, for a person who hears or feels them.
func (n Narrator) InputProblemIn(pos *rules.Position, input string, err error, lang notation.Language) string {
	n.inWords = true
	var me *notation.MoveError
	if errors.As(err, &me) && len(me.Candidates) > 0 {
		c := *me
		c.Candidates = make([]string, len(me.Candidates))
		for i, cand := range me.Candidates {
			c.Candidates[i] = cand
			if m, perr := notation.ParseTypedMove(pos, cand, lang); perr == nil {
				c.Candidates[i] = n.Say.Move(pos, m).String()
			}
		}
		err = &c
	}
	return n.InputProblem(input, err, lang)
}

// moveList writes moves in lang's SAN, or in the narrator's vocabulary
// for InputProblemIn, separated by sep.
func (n Narrator) moveList(pos *rules.Position, moves []rules.Move, sep string, lang notation.Language) string {
	if !n.inWords {
		return sanList(pos, moves, sep, lang)
	}
	s := make([]string, len(moves))
	for i, m := range moves {
		s[i] = n.Say.Move(pos, m).String()
	}
	return strings.Join(s, sep)
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
func Status(st rules.Status, toMove rules.Color) string { return Narrator{}.Status(st, toMove) }

// Status is Status in the narrator's language.
func (n Narrator) Status(st rules.Status, toMove rules.Color) string {
	u := n.ui()
	t := u.Problem
	side := t.Sides[rules.White]
	if st.Result == rules.BlackWins {
		side = t.Sides[rules.Black]
	}
	switch st.Termination {
	case rules.Checkmate:
		return Capital(catalog.Fill(t.WinsByMate, side))
	case rules.Stalemate:
		return t.Stalemate
	case rules.FivefoldRepetition:
		return t.Fivefold
	case rules.SeventyFiveMoves:
		return t.SeventyFive
	case rules.DeadPosition:
		return t.Dead
	case rules.NotTerminated:
	default:
		return t.Ended
	}
	name := t.Sides[toMove]
	parts := []string{t.GoesOn}
	if st.Check {
		parts = append(parts, catalog.Fill(t.InCheck, name))
	}
	switch {
	case n.Tournament:
		// a claimable draw is the player's to notice (11.3.1)
	case st.ClaimableThreefold && st.ClaimableFifty:
		parts = append(parts, catalog.Fill(t.MayClaimBoth, name))
	case st.ClaimableThreefold:
		parts = append(parts, catalog.Fill(t.MayClaim3, name))
	case st.ClaimableFifty:
		parts = append(parts, catalog.Fill(t.MayClaim50, name))
	}
	return strings.Join(parts, "; ") + "."
}
