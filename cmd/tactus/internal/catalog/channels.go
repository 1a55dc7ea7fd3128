package catalog

import "github.com/tactuschess/tactus/announce"

// Channels are the sentences that make every channel complete: the count
// a long answer starts with, so that the listener knows how long it is
// (an empty line stops it), and the words that keep an answer in one
// language.
type Channels struct {
	// BoardLead starts the board's answer: its ranks, one a line.
	BoardLead string
	// ScoreLead starts the scoresheet: the number of moves (move numbers)
	// in it.
	ScoreLead announce.Plural
	// HelpLead starts the help: the number of commands; it says how to
	// stop the reading.
	HelpLead announce.Plural
	// Correction is said before a corrected announcement (D.2.8): the
	// corrected move follows it, after a colon.
	Correction string
	// Agree is said when the boards agree after a confirmation: the move
	// itself was heard when it was announced.
	Agree string
	// ClockRuns is said when the opponent's press starts the player's
	// clock: the possessive of the side whose clock runs.
	ClockRuns string
	// Unconfirmed is shown on the Braille display before the opponent's
	// move not yet confirmed (the move follows in the chess code): the
	// side (Sides).
	Unconfirmed string
	// Pending is shown on the Braille display before a move announced
	// and not yet pressed (whose; the move follows in the chess code):
	// the side (Sides). Sealed is shown before the sealer's own sealed
	// move, read back (it follows in the chess code); SealsAsk before the
	// move read back to its sealer before it is sealed: the side.
	Pending, Sealed, SealsAsk string
	// OfferMark is said for the (=) of the scoresheet after a move with
	// a draw offer.
	OfferMark string
	// The lines of a divergence on the Braille display, whose moves follow
	// in the chess code: DifferAt the move number and the possessive of
	// its side; BoardHas a side's possessive (its board's move follows);
	// AnnouncedBy the side that announced (its move follows); Squares the
	// squares that differ.
	DifferAt, BoardHas, AnnouncedBy, Squares string
	// More are the words that go on with a long answer stopped (English
	// "more" is always understood too); NothingMore answers them when
	// there is nothing left of it.
	More        []string
	NothingMore string
}
