package catalog

import "github.com/tactuschess/tactus/announce"

// Join are the sentences of tactus join, the terminal station. Its command
// words are the game's (package command): ok, repeat, press, draw,
// decline, claim, resign, help and quit in English and in the UI language.
// What the station itself says (the game's events, its refusals) comes
// from the station as it says it.
type Join struct {
	Connecting string // the station's address
	AskCode    string
	WrongCode  string
	Locked     string // too many wrong codes: pairing is locked a while
	// LockedFor is Locked when the station says how long: the wait in
	// words ("30 minutes").
	LockedFor string
	// CodeDigits: a code of digits that are not six; the count of digits.
	CodeDigits announce.Plural
	NotDigits  string // the code typed is not all digits
	CodeStatus string // the station refused the code for another reason: the HTTP status
	// Joined is said once paired: White, Black, the role (Roles), the
	// player at this station, the player's side (Sides), that side's
	// possessive (Possessive), the side to move, its possessive ({0} to
	// {7}); a translation may leave arguments out.
	Joined string
	// Roles are the station's roles, the opponent and the arbiter: Terms'
	// Roles.
	Roles       [2]string `toml:"-"`
	Lost        string    // the event stream was lost; join reconnects
	Back        string    // the event stream is back
	Unreachable string    // an action could not be sent
	Refused     string    // the station refused an action: the HTTP status
	RepeatHow   string    // repeat without a move
	Help        string    // the commands, in the UI language's words
	Quit        string    // said on quit, which leaves the station
	NotYet      string    // a question before the station has shown the game
	// NeedAddress and BadAddress (the address given, quoted) are the usage
	// errors of tactus join, in lower case; CodeError ends tactus join
	// when the code given with --code was refused, NoStation (the
	// address) when the station cannot be reached to pair.
	NeedAddress, BadAddress, CodeError, NoStation string
}
