package catalog

// Station are the second station's sentences: its web page (StationPage),
// its refusals and notices (package station), and what the app says of it.
type Station struct {
	// Page are the web page's texts.
	Page StationPage
	// Roles name the roles as a sentence says them: the opponent, the
	// arbiter.
	Roles [2]string
	// RoleNames name the roles on their own, in a list of devices: Terms'
	// Roles.
	RoleNames [2]string `toml:"-"`

	NotHere      string
	MayNotAct    string
	SendJSON     string
	TypeDigits   string
	TooManyTries string
	Locked       string
	// LockedLong: an address whose wrong code came while many addresses
	// guessed, locked for half an hour.
	LockedLong     string
	WrongCode      string
	LockedNotice   string
	CannotPair     string
	Paired         string // the role (Roles)
	NextCode       string // the role's next pairing code
	PairFirst      string
	TooManyReqs    string
	CannotRead     string
	TooManyActions string
	Failed         string
	NotYours       string
	CannotStream   string
	// Asks: a device asks to pair for a role that has one (Roles); the
	// blind player answers yes or no. Allowed and Refused: the answer
	// (Roles). WaitConsent: what the asking page shows. TooManyAsking,
	// NoAsking: refusals of a pairing and of an answer.
	Asks          string
	Allowed       string
	Refused       string
	WaitConsent   string
	TooManyAsking string
	NoAsking      string
	// WhichAsks: a bare yes or no while several devices ask (how many).
	WhichAsks string
	// Device and DeviceAsks are a line of the keyboard's list of devices:
	// its number, its role (RoleNames), the time it paired or asked, its
	// address and name; NoDevices: the list is empty. Dropped: the
	// number; NoDevice: the number typed; NoStation: no station runs.
	Device     string
	DeviceAsks string
	NoDevices  string
	Dropped    string
	NoDevice   string
	NoStation  string
	// Stopped: the station stopped serving; Says: a notice without a
	// text of its own (its kind); Opponent and Arbiter: the address and
	// the pairing code of each role's page.
	Stopped string
	Says    string // the notice's kind
	// Announces and Played say the last move on the page: the side
	// (Sides), the move in words.
	Announces string
	Played    string
	// Differ says where the boards differ: the move ("2." or "2…"); BoardHas what one
	// board has there: the side's possessive (Possessive), the move.
	Differ   string
	BoardHas string
	Opponent string // the address, the code
	Arbiter  string // the address, the code
	// LockedFloodNotice tells the blind player of the locks of LockedLong.
	LockedFloodNotice string
}

// StationPage are the station page's texts. The ones the page's script
// fills in take placeholders {0} … {9}, as every template does;
// side names come lower case (Sides) and the script starts each sentence
// with a capital.
type StationPage struct {
	Title, PairTitle, CodeLabel, Pair, YourActions, Confirm, YourMove      string
	PromoteTo, EnterMove, Press, Offer, Accept, Decline, Claim, Resign     string
	ResignAsk, Arbiter, RestoreLabel, Restore, SetTimeOf, Minutes, Seconds string
	SetTime, Illegal, IllegalAsk, Pause, Continue, DeclareResult           string
	Because, Declare, Journal, WhatHappened                                string
	// WhiteWins, BlackWins and Draw are the results the arbiter declares:
	// announce's Results with a capital.
	WhiteWins, BlackWins, Draw string `toml:"-"`
	// AcceptAsk and ClaimAsk confirm the opponent's acceptance of a draw
	// and claim of one, which end the game (or bring a penalty): one tap
	// never does.
	AcceptAsk, ClaimAsk string
	// The arbiter's rulings of 7.5.1, 12.9, 6.10.2 and Guidelines III.
	IllegalAt, IllegalAtAsk, AdjustOf, SecondsSigned, Adjust, MovesOf, SetMoves string
	ControlTo, SetControl, Quickplay, QuickplayAsk, DecideLabel, Postpone       string
	Reject, TwoMinutes, Decide                                                  string
	// AskingTitle heads the arbiter's list of devices asking to pair, each
	// one AskingLine (its number, role, address); Allow and Refuse answer,
	// AllowAsk confirms. PairCode: the code for another device of the
	// arbiter's. RestoreAsk confirms a restore (the point: TheStart or After).
	AskingTitle, AskingLine, Allow, Refuse, AllowAsk, PairCode, RestoreAsk string
	// RoleNames name the roles in AskingLine: Terms' Roles.
	RoleNames [2]string `toml:"-"`
	// ActAsk confirms an arbiter's form: what it does and its values.
	ActAsk string
	// Adjournment (Guidelines I) and a touched piece (D.2.10.5): Adjourn
	// and AdjournAsk (the player having the move, or the arbiter); SealLabel,
	// Seal and SealAsk (the text as written); Open and OpenAsk (the arbiter
	// opens the envelope); TouchLabel, Touch and TouchAsk (the square).
	Adjourn, AdjournAsk, SealLabel, Seal, SealAsk, Open, OpenAsk, TouchLabel, Touch, TouchAsk string
	// Sides are white and black as the script's sentences use them:
	// Terms' Sides.
	Sides [2]string `toml:"-"`
	// Pieces are pawn to king as a square's label says them: Terms'
	// Pieces.
	Pieces [6]string `toml:"-"`

	NoAnswer, ConnectionLost, Reconnecting, Running string
	Board                                           string // the side: "white's board"
	Name                                            string // the side, the player's name
	ToMove                                          string // the side
	ToMoveYou                                       string // the side (the page's own player)
	NoMoveYet                                       string
	Offers                                          string // the side
	ConfirmMove                                     string // the move
	Understood                                      string // the move field when repeating
	CorrectMove                                     string // the move field when correcting
	TheStart                                        string
	After                                           string // the move
	Empty                                           string
	WhitePiece                                      string // the piece
	BlackPiece                                      string // the piece
	LastMove                                        string
	Selected                                        string
	TapTarget                                       string // the square
}
