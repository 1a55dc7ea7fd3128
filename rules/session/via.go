package session

import (
	"fmt"
	"strings"
)

// Via says how an action reached the game, for the arbiter who reads the
// journal: who typed an arbiter's action at a player's keyboard, whether a
// paired station sent it, or why the app itself stopped or started the
// clock. The session does not judge it; the journal keeps it beside the
// actor ("arbiter@keyboard").
type Via uint8

// The ways an action comes.
const (
	// ViaNone: not said (a player's own action, or a journal written
	// before tactus kept it).
	ViaNone Via = iota
	// ViaKeyboard: the arbiter, at a player's keyboard after the arbiter's PIN.
	ViaKeyboard
	// ViaStation: sent by a paired station (the arbiter's or the opponent's page).
	ViaStation
	// ViaCasual: typed by the players themselves at the keyboard of a
	// casual game (no arbiter), read back and confirmed.
	ViaCasual
	// ViaPractice: the player of a practice game (an engine opposite).
	ViaPractice
	// ViaQuit: the clock stopped because tactus was quit at this station.
	ViaQuit
	// ViaReopen: the clock was found running when the game was reopened
	// (tactus had stopped without quitting); stopped at the last action.
	ViaReopen
	// ViaPress: a player's press or move started the stopped clock.
	ViaPress
	// ViaBegin: a new game's clock stopped at its beginning, to wait for
	// the first move or press (as a resumed game's does).
	ViaBegin
	viaCount
)

var viaNames = [viaCount]string{"", "keyboard", "station", "casual", "practice", "quit", "reopen", "press", "begin"}

// String returns the word the journal writes after the actor and an "@".
func (v Via) String() string {
	if v < viaCount {
		return viaNames[v]
	}
	return fmt.Sprintf("Via(%d)", v)
}

// ParseVia reads what String writes ("" is ViaNone).
func ParseVia(s string) (Via, error) {
	for v, name := range viaNames {
		if name == strings.ToLower(s) {
			return Via(v), nil
		}
	}
	return 0, fmt.Errorf("session: unknown way %q: %w", s, ErrSyntax)
}
