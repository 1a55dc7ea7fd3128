// Package stationapi is the station's protocol over HTTP and JSON, shared
// by the station that serves it (package station) and the programs that
// use it (package join; the page's script speaks the same): the paths,
// the requests (pairing, actions with their ids, consent), the replies,
// the view a role sees and its event stream, and a typed Client.
//
//	c := &stationapi.Client{Base: "http://192.168.1.20:8080", Lang: "de"}
//	a, err := c.Pair(ctx, "123456")
//	a, err = c.Act(ctx, stationapi.Request{ID: id, Kind: "press"})
package stationapi

// The station's paths.
const (
	PathPair    = "/api/pair"
	PathView    = "/api/view"
	PathEvents  = "/api/events"
	PathAct     = "/api/act"
	PathConsent = "/api/consent"
)

// The roles as the views and replies name them.
const (
	RoleOpponent = "opponent"
	RoleArbiter  = "arbiter"
)

// MaxBody is the largest request body the station reads.
const MaxBody = 4 << 10

// Pair is the body of a pairing: the code the player typed.
type Pair struct {
	Code string `json:"code"`
}

// Consent is the arbiter's answer to a device asking to pair.
type Consent struct {
	Device int  `json:"device"`
	Allow  bool `json:"allow"`
}

// Request is an action as the page posts it.
type Request struct {
	// ID is chosen by the page, 8 to 64 letters, digits, '-' or '_'; the
	// same ID is applied once.
	ID   string `json:"id"`
	Kind string `json:"kind"`
	// Move is the move in UCI or in SAN (English or the game's notation language).
	Move string `json:"move,omitempty"`
	// Ply is the ply to restore to, or of an illegal move (arbiter).
	Ply *int `json:"ply,omitempty"`
	// Side and Seconds set a side's time, or add to it (adjust, negative
	// takes); Side names who asked under Guidelines III.4 or III.5, by
	// default the side to move (arbiter).
	Side    string `json:"side,omitempty"`
	Seconds *int   `json:"seconds,omitempty"`
	// Count is a side's move counter (arbiter).
	Count *int `json:"count,omitempty"`
	// Result and Text declare or correct a result; Text is also a time
	// control, or a decision under Guidelines III.5 (arbiter).
	Result string `json:"result,omitempty"`
	Text   string `json:"text,omitempty"`
	// Square is the square of a touched piece (opponent, D.2.10.5).
	Square string `json:"square,omitempty"`
}

// Reply is the station's answer to a POST (and to a refused GET). Its
// fields are in the order of their names, as the station has always
// written them.
type Reply struct {
	// Asking: the device is paired but waits for consent (202 to a
	// pairing, 403 to a read before it).
	Asking bool `json:"asking,omitempty"`
	// Error is the refusal in one sentence of the station's language.
	Error string `json:"error,omitempty"`
	// Message is what to tell the player besides (waiting for consent).
	Message string `json:"message,omitempty"`
	OK      bool   `json:"ok"`
	// Role is the role paired (RoleOpponent, RoleArbiter).
	Role string `json:"role,omitempty"`
	// Seq is the number of actions the journal holds after an action.
	Seq *int `json:"seq,omitempty"`
}

// View is what one role's page shows, as JSON. Times are milliseconds.
type View struct {
	Seq   int    `json:"seq"`
	Role  string `json:"role"`
	Side  string `json:"side"` // the opponent's side
	White string `json:"white"`
	Black string `json:"black"`
	Phase string `json:"phase"`
	// ToMove is the side to move on the agreed record.
	ToMove string `json:"toMove"`
	// Boards: the opponent's own board; for the arbiter White's and Black's.
	Boards []Board `json:"boards"`
	Clock  *Clock  `json:"clock,omitempty"`
	// Last is the last announcement in words and notation.
	Last       *Line  `json:"last,omitempty"`
	Divergence string `json:"divergence,omitempty"`
	Offer      string `json:"offer,omitempty"`
	Result     string `json:"result,omitempty"`
	// Said are the latest things that happened, oldest first, for the
	// page's live region.
	Said []Line `json:"said"`
	// Can lists the actions the role may take now (by their words).
	Can []string `json:"can"`
	// Journal (arbiter) is every action as the journal writes it.
	Journal []Line `json:"journal,omitempty"`
	// Plies (arbiter) are the made plies with the clocks after each: the
	// points D.2.9 can restore to.
	Plies []Line `json:"plies,omitempty"`
	// Moves (opponent) are the moves both boards agree on, in UCI and SAN
	// with their ply numbers, for the player's scoresheet (score, last N);
	// Start is the position before the first of them (arbiter too).
	Moves []Line `json:"moves,omitempty"`
	Start string `json:"start,omitempty"`
	// Asking (arbiter) are the devices asking to pair, for the arbiter to
	// allow or refuse; PairCode (arbiter) is the code another device of the
	// arbiter's pairs with (and then asks).
	Asking   []Asking `json:"asking,omitempty"`
	PairCode string   `json:"pairCode,omitempty"`
	// Input is the position the opponent's next move is read in, by action
	// word (announce, correct, repeat); the page does not need it.
	Input map[string]string `json:"-"`
}

// Asking is a device asking to pair, as the arbiter's page shows it.
type Asking struct {
	Device int    `json:"device"`
	Role   string `json:"role"`
	Addr   string `json:"addr"`
	Name   string `json:"name,omitempty"`
}

// Board is one side's record.
type Board struct {
	Side string `json:"side"`
	FEN  string `json:"fen"`
	// Last is the last move on this board in UCI, to mark its squares.
	Last string `json:"last,omitempty"`
}

// Clock is both times at the moment of the view.
type Clock struct {
	White   int64  `json:"white"`
	Black   int64  `json:"black"`
	Running string `json:"running,omitempty"`
}

// Line is one thing said or recorded, with the sequence number of the action.
type Line struct {
	Seq  int    `json:"seq"`
	Ply  int    `json:"ply,omitempty"`
	Text string `json:"text"`
	SAN  string `json:"san,omitempty"`
	UCI  string `json:"uci,omitempty"`
	// Offer (a move of Moves): the mover offered a draw with it, (=).
	Offer bool `json:"offer,omitempty"`
}
