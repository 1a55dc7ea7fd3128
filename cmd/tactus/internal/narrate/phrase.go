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
		lang := n.Say.Lang
		if lang == nil {
			lang = n.ui().Lang
		}
		return lang.Ending(ending(e)), true
	}
	return nil, false
}

// ending is the session's end as announce says it: the reason as it is
// (both use rules.Reason), and the side that acted: the claimant of a
// claim, else the losing side (White in a draw, whose sentences name no
// side).
func ending(e session.Event) announce.Ending {
	end := announce.Ending{Reason: e.Reason, Result: e.Result, Side: rules.White}
	switch {
	case e.Reason == session.ThreefoldClaim || e.Reason == session.FiftyMovesClaim:
		end.Side = e.Side
	case e.Result == rules.WhiteWins:
		end.Side = rules.Black
	}
	return end
}
