package narrate

import (
	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// Phrase returns what a voice says for e when it is more than the sentence's
// text: the move of an announcement, a correction or an opened envelope in
// the narrator's vocabulary, and the ending of the game, all words the
// embedded clip voice has. ok is false for the other events: their sentence
// is all there is.
func (n Narrator) Phrase(e session.Event) (p announce.Phrase, ok bool) {
	switch e.Kind {
	case session.Announced, session.Corrected:
		return n.Say.Move(&e.Before, e.Move), true
	case session.Resumed:
		if e.Move == rules.NoMove {
			return nil, false
		}
		return n.Say.Move(&e.Before, e.Move), true
	case session.Ended:
		end, ok := ending(e)
		if !ok {
			return nil, false
		}
		lang := n.Say.Lang
		if lang == nil {
			lang = n.ui().Lang
		}
		return lang.Ending(end), true
	}
	return nil, false
}

// ending maps the session's end to announce's, where announce has words
// for it.
func ending(e session.Event) (announce.Ending, bool) {
	loser := rules.White
	if e.Result == rules.WhiteWins {
		loser = rules.Black
	}
	end := announce.Ending{Result: e.Result, Side: loser}
	switch e.Reason {
	case session.Checkmate:
		end.Reason = announce.Checkmate
	case session.Stalemate:
		end.Reason = announce.Stalemate
	case session.DeadPosition:
		end.Reason = announce.DeadPosition
	case session.FivefoldRepetition:
		end.Reason = announce.FivefoldRepetition
	case session.SeventyFiveMoves:
		end.Reason = announce.SeventyFiveMoves
	case session.Resignation:
		end.Reason = announce.Resignation
	case session.Agreement:
		end.Reason = announce.Agreement
	case session.TimeForfeit:
		end.Reason = announce.FlagFall
	case session.ThreefoldClaim:
		end.Reason, end.Side = announce.ThreefoldClaim, e.Side
	case session.FiftyMovesClaim:
		end.Reason, end.Side = announce.FiftyMoveClaim, e.Side
	default:
		return announce.Ending{}, false
	}
	return end, true
}
