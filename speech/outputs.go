package speech

import "github.com/tactuschess/tactus/announce"

// Outputs routes announcements to the two people at the board (Appendix D):
// moves go to the opponent's device, where the sighted opponent hears and
// repeats them; clock readings and browsing go to the blind player's device
// only (D.2.6). With one device, Player and Opponent are the same Speaker.
type Outputs struct {
	Player   *Speaker
	Opponent *Speaker
}

// Move announces a move on the opponent's output.
func (o Outputs) Move(p announce.Phrase) { o.Opponent.Say(p, Move) }

// Clock says a clock reading or move count on the player's output.
func (o Outputs) Clock(p announce.Phrase) { o.Player.Say(p, Clock) }

// Browse says an answer to the player's keys on the player's output.
func (o Outputs) Browse(p announce.Phrase) { o.Player.Say(p, Browse) }

// Hush stops the answer the player hears and drops those waiting.
func (o Outputs) Hush() { o.Player.Hush() }

// Repeat repeats the last move on the opponent's output and reports
// whether there was one.
func (o Outputs) Repeat() bool { return o.Opponent.Repeat() }

// Close closes both speakers (once when they are the same).
func (o Outputs) Close() error {
	o.Player.Close()
	if o.Opponent != o.Player {
		o.Opponent.Close()
	}
	return nil
}
