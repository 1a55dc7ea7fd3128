package catalog

// Station are the second station's sentences: its web page (StationPage),
// its refusals and notices (package station), and what the app says of it.
type Station struct {
	// Page are the web page's texts.
	Page StationPage
	// Roles name the roles as a sentence says them: the opponent, the
	// arbiter.
	Roles [2]string
	// RoleNames name the roles on their own, in a list of devices.
	RoleNames [2]string

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
// fills in take %s arguments in order (a translation may not reorder them);
// side names come lower case (Sides) and the script starts each sentence
// with a capital.
type StationPage struct {
	Title, PairTitle, CodeLabel, Pair, YourActions, Confirm, YourMove       string
	PromoteTo, EnterMove, Press, Offer, Accept, Decline, Claim, Resign      string
	ResignAsk, Arbiter, RestoreLabel, Restore, SetTimeOf, Minutes, Seconds  string
	SetTime, Illegal, IllegalAsk, Pause, Continue, DeclareResult, WhiteWins string
	BlackWins, Draw, Because, Declare, Journal, WhatHappened                string
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
	// RoleNames name the roles in AskingLine: opponent, arbiter.
	RoleNames [2]string
	// ActAsk confirms an arbiter's form: what it does and its values.
	ActAsk string
	// Adjournment (Guidelines I) and a touched piece (D.2.10.5): Adjourn
	// and AdjournAsk (the player having the move, or the arbiter); SealLabel,
	// Seal and SealAsk (the text as written); Open and OpenAsk (the arbiter
	// opens the envelope); TouchLabel, Touch and TouchAsk (the square).
	Adjourn, AdjournAsk, SealLabel, Seal, SealAsk, Open, OpenAsk, TouchLabel, Touch, TouchAsk string
	// Sides are white and black as the script's sentences use them.
	Sides [2]string
	// Pieces are pawn to king as a square's label says them.
	Pieces [6]string

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

// englishStation is the English station catalogue.
var englishStation = Station{
	Page: StationPage{
		Title: "tactus station", PairTitle: "Pair this page",
		CodeLabel: "Code shown on the player's station (six digits)", Pair: "Pair",
		YourActions: "Your actions", Confirm: "Confirm", YourMove: "Your move", PromoteTo: "Promote to",
		EnterMove: "Enter move", Press: "Press the clock", Offer: "Offer a draw", Accept: "Accept the draw",
		Decline: "Decline the draw", Claim: "Claim a draw", Resign: "Resign", ResignAsk: "Resign the game?", AcceptAsk: "Accept the draw?", ClaimAsk: "Claim a draw?",
		Arbiter: "Arbiter", RestoreLabel: "Restore both boards to (D.2.9, clocks from the journal)",
		Restore: "Restore", SetTimeOf: "Set the time of", Minutes: "minutes", Seconds: "seconds",
		SetTime: "Set time", Illegal: "Illegal move: penalty",
		IllegalAsk: "Declare the last move a completed illegal move (7.5)?", Pause: "Pause the clock",
		Continue: "Continue", DeclareResult: "Declare the result", WhiteWins: "White wins",
		BlackWins: "Black wins", Draw: "Draw", Because: "because", Declare: "Declare",
		IllegalAt: "Illegal move at ply (7.5.1)", IllegalAtAsk: "Declare the move at this ply a completed illegal move (7.5.1)?", AdjustOf: "Add time to (12.9)", SecondsSigned: "seconds (minus takes)", Adjust: "Adjust", MovesOf: "Move counter of (6.10.2)", SetMoves: "Set counter", ControlTo: "Correct time control (6.10.2)", SetControl: "Set control", Quickplay: "Five-second increment (III.4)", QuickplayAsk: "The draw offer was declined: grant the five-second increment for both (III.4)?", DecideLabel: "Claim of the player to move (III.5)", Postpone: "Postpone", Reject: "Reject", TwoMinutes: "two minutes to the opponent", Decide: "Decide",
		Journal: "Journal", WhatHappened: "What happened",
		Sides:    [2]string{"white", "black"},
		Pieces:   [6]string{"pawn", "knight", "bishop", "rook", "queen", "king"},
		NoAnswer: "The station did not answer.", ConnectionLost: "Connection lost; trying again.",
		Reconnecting: "Reconnecting.", Running: "running", Board: "%s's board", Name: "%s %s",
		ToMove: "%s to move.", ToMoveYou: "%s to move (you).", NoMoveYet: "No move yet.",
		Offers: "%s offers a draw.", ConfirmMove: "Confirm %s", Understood: "The move you understood",
		CorrectMove: "Correct your move", TheStart: "the start", After: "after %s", Empty: "empty",
		WhitePiece: "white %s", BlackPiece: "black %s", LastMove: "last move", Selected: "selected",
		TapTarget:   "%s selected; tap the square it goes to.",
		AskingTitle: "Devices asking to pair", AskingLine: "Device %s (%s), %s", Allow: "Allow", Refuse: "Refuse",
		AllowAsk: "Allow this device to pair?", PairCode: "Code for another device of yours: %s (it then asks for consent).",
		RestoreAsk: "Restore both boards to %s?", RoleNames: [2]string{"opponent", "arbiter"},
		ActAsk:  "%s: are you sure?",
		Adjourn: "Adjourn the game", AdjournAsk: "Adjourn the game, the player having the move sealing a move (I.1)?",
		SealLabel: "Sealed move, as written on the scoresheet", Seal: "Seal", SealAsk: "Seal %s? It cannot be changed.",
		Open: "Open the envelope", OpenAsk: "Open the envelope and play the sealed move (I.5)?",
		TouchLabel: "Square of the piece you touched (D.2.10.5)", Touch: "Report the touch", TouchAsk: "Report that you touched the piece on %s?",
	},
	Roles:          [2]string{"opponent", "arbiter"},
	RoleNames:      [2]string{"opponent", "arbiter"},
	Asks:           "A second %s device asks to pair; type yes to allow it or no to refuse it.",
	Allowed:        "The second %s device is paired.",
	Refused:        "The second %s device is refused.",
	WaitConsent:    "Waiting for consent at the player's keyboard or on the arbiter's page.",
	TooManyAsking:  "Too many devices are asking to pair; try again later.",
	NoAsking:       "That device asks nothing now.",
	WhichAsks:      "%d devices ask to pair; type devices, then yes or no with the device's number.",
	Device:         "%d. %s, paired at %s, %s.",
	DeviceAsks:     "%d. %s, asking to pair since %s, %s.",
	NoDevices:      "No device is paired.",
	Dropped:        "Device %d is dropped; it must pair again.",
	NoDevice:       "There is no device %s.",
	NoStation:      "No second station runs.",
	NotHere:        "This address is not the station's.",
	MayNotAct:      "This page may not act here.",
	SendJSON:       "Send JSON.",
	TypeDigits:     "Type the six digits.",
	TooManyTries:   "Too many tries; wait a moment.",
	Locked:         "Pairing is locked for a minute after wrong codes.",
	LockedLong:     "Pairing is locked for half an hour after many wrong codes.",
	WrongCode:      "Wrong code.",
	LockedNotice:   "Wrong station codes from one address: it may not pair for a minute.",
	CannotPair:     "The station cannot pair now.",
	Paired:         "The %s's station is paired.",
	NextCode:       "The next code is %s.",
	PairFirst:      "Pair this page with the code first.",
	TooManyReqs:    "Too many requests; wait a moment.",
	CannotRead:     "That request cannot be read.",
	TooManyActions: "Too many actions; wait a moment.",
	Failed:         "The station failed.",
	NotYours:       "That action is not yours.",
	CannotStream:   "The station cannot stream.",
	Stopped:        "The second station stopped; the game goes on here.",
	Says:           "The station says: %v.",
	Opponent:       "station: %s code %s",
	Arbiter:        "arbiter: %s code %s",
	Announces:      "%s announces: %s",
	Played:         "%s played: %s",
	Differ:         "The boards differ at move %s",
	BoardHas:       "%s board has %s",
	// the locks of many addresses guessing
	LockedFloodNotice: "Wrong station codes from many addresses: those that guessed may not pair for half an hour.",
}
