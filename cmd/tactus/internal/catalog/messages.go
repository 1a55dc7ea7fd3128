package catalog

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/tactuschess/tactus/announce"
)

// Messages are the app's sentences in one language, read from its file
// lang/<tag>.toml. Templates take numbered placeholders, {0} the first
// argument, {1} the second (announce.Fill); each field's comment says what
// its arguments are, in order, and a translation may put them in any
// order or leave one out. Counted templates are announce.Plurals whose
// count is the last argument.
type Messages struct {
	// Tag is the language's BCP 47 tag ("de").
	Tag string
	// Terms are the words many messages share, each written once.
	Terms `toml:"Terms"`

	Game     Game
	Narrate  Narrate
	Problem  Problem
	Refuse   Refuse
	Setup    Setup
	Screen   Screen
	App      App
	Help     Help
	Station  Station
	Review   Review
	Practice Practice
	Engine   Engine
	Trust    Trust
	Join     Join
	Front    Front
	Journal  Journal
	Voice    Voice
	Channels Channels
	Control  ControlWords
	Reasons  Reasons
	// Commands are the game's command words in this language besides
	// English's, by the command's English name ("press": ["drücken",
	// "druecken"]): short, in lower case, a spelling without accents
	// beside one with them, none a word a move can start with. English's
	// words (the names) work in every language, so English has none.
	Commands map[string][]string
}

// Terms are the words of a language that many messages use, each written
// once per language: the fields that name them again (Problem.Sides,
// Review.Sides, the station page's Sides, Pieces and RoleNames,
// Station.RoleNames, Join.Roles) are filled from here when the file is
// read, and the words announce's language file already has (its Sides,
// Possessive, Results, Rank and File) are taken from it, written as Case
// says: Terms' Sides, Possessive and NamedSides, Narrate.Wins, the station
// page's WhiteWins, BlackWins and Draw, Help.Args' Sides, Help.Args' and
// Review.Words' Rank and File, Review.Draw and the first words of the rank, file and draw
// commands.
type Terms struct {
	// Case says how this language's sentences write announce's side
	// names, possessives and results, which start a sentence there:
	// "lower" with a small first letter ("biely", "ganan las blancas"),
	// "named" so too but a side named in the middle of a sentence keeps
	// its capital (English: "white's", "White is better"), "keep" as
	// announce writes them (German's nouns: "Weiß").
	Case string
	// Sides are White and Black as a sentence names them ("white",
	// "Weiß", "las blancas"): announce's Sides as Case writes them; a
	// language whose sentences need another form (with an article)
	// writes it here. Possessive are their owning forms ("white's",
	// "von Weiß", "de las blancas"): announce's, as Case writes them.
	Sides      [2]string
	Possessive [2]string `toml:"-"`
	// NamedSides are White and Black as the name of a side in the middle
	// of a sentence ("Black is in check", "26. Qh6+, White is better"),
	// with the article the language needs ("las negras"): Sides, or
	// announce's Sides where Case is "named" or "keep".
	NamedSides [2]string `toml:"-"`
	// Pieces are the piece names, pawn to king, as typed and said.
	Pieces [6]string
	// Roles name the second station's roles on their own, in a list:
	// opponent, arbiter.
	Roles [2]string
	// Months are the months' names, January first.
	Months [12]string
	// YesWords and NoWords are the answers meaning yes and no (English's
	// are always understood too).
	YesWords, NoWords []string
	// Or joins the last two items of a list of choices.
	Or string
}

// share fills the fields that repeat a term: from m's Terms, and from l,
// the announce language of the same tag. An unknown Case is an error.
func (m *Messages) share(l *announce.Language) error {
	sides, poss, results := l.Sides, l.Possessive, l.Results
	switch m.Case {
	case "keep":
	case "lower", "named":
		for i := range sides {
			sides[i], poss[i] = lowerFirst(sides[i]), lowerFirst(poss[i])
		}
		for i := range results {
			results[i] = lowerFirst(results[i])
		}
	default:
		return fmt.Errorf("catalog: Terms.Case %q is not lower, named or keep", m.Case)
	}
	if m.Sides == ([2]string{}) {
		m.Sides = sides
	}
	m.Possessive = poss
	m.NamedSides = m.Sides
	if m.Case != "lower" {
		m.NamedSides = l.Sides
	}
	m.Narrate.Wins = results
	p := &m.Station.Page
	p.WhiteWins, p.BlackWins, p.Draw = upperFirst(l.Results[0]), upperFirst(l.Results[1]), upperFirst(l.Results[2])
	rank, file, draw := m.keyword("rank", l.Rank), m.keyword("file", l.File), m.keyword("draw", l.Results[2])
	m.Help.Args.Sides = strings.ToLower(l.Sides[0] + "|" + l.Sides[1])
	m.Help.Args.Rank, m.Help.Args.File = rank[0], file[0]
	m.Review.Words.Rank, m.Review.Words.File = strings.Join(rank, " "), strings.Join(file, " ")
	m.Review.Draw = strings.Join(draw, " ")
	f := &m.Review.Fields
	f.White, f.Black = spellings(l.Sides[0], f.White), spellings(l.Sides[1], f.Black)

	m.Problem.Sides = m.NamedSides
	m.Review.Sides = m.NamedSides
	m.Station.Page.Sides = m.Sides
	m.Station.Page.Pieces = m.Pieces
	m.Station.Page.RoleNames = m.Roles
	m.Station.RoleNames = m.Roles
	m.Join.Roles = m.Roles
	return nil
}

// keyword returns the words of command name that is also a term of
// announce's: the term in lower case, then the command's other words in
// the file; it makes them the command's words (Commands), but for
// English's name, which every language understands.
func (m *Messages) keyword(name, term string) []string {
	words := []string{strings.ToLower(term)}
	for _, w := range m.Commands[name] {
		if !slices.Contains(words, w) {
			words = append(words, w)
		}
	}
	if own := slices.DeleteFunc(slices.Clone(words), func(w string) bool { return w == name }); len(own) > 0 {
		if m.Commands == nil {
			m.Commands = map[string][]string{}
		}
		m.Commands[name] = own
	}
	return words
}

// spellings returns term in lower case, then the other words of
// spellings (separated by spaces).
func spellings(term, others string) string {
	words := []string{strings.ToLower(term)}
	for _, w := range strings.Fields(others) {
		if !slices.Contains(words, w) {
			words = append(words, w)
		}
	}
	return strings.Join(words, " ")
}

// lowerFirst returns s with a small first letter.
func lowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToLower(r)) + s[n:]
}

// upperFirst returns s with a capital first letter.
func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// Game are the answers, refusals and notices of package table. Fields tagged
// phrase:"word" are said inside phrases by the embedded voice, so each has
// a clip in its language (assets/extra.txt).
type Game struct {
	NoCommand     string // the word typed after /
	NotReady      string
	JournalFailed string
	Saved         string
	SavedResume   string
	StoppedSaved  string // the clock was stopped and the game saved
	RestoreHow    string
	// Usage shows how a command is written: the command and its arguments.
	Usage        string
	RestoreAgree string
	SealHow      string
	SealedAs     string // the sealed move, read back to the sealer
	SealedUnread string // why the sealed text is not a move
	TouchHow     string
	NothingYet   string // nothing announced yet (repeat)
	NoClock      string
	ClockStopped string
	LastHow      string
	NoMoveYet    string
	ScoreEmpty   string
	BoardsDiffer string // the move number and the possessive of the side of the move where the boards differ
	// ReconcileHow follows a divergence: the two ways on, naming the
	// restore command word; the number and the side's possessive of the
	// move restore goes back to before.
	ReconcileHow     string
	MustSeal         string // the side
	Adjourned        string
	AnnouncedPending string // the side, the move
	ToMove           string // the side
	NotConfirmed     string // the confirming side, the mover's possessive
	NotAPiece        string // the word(s)
	RankHow          string
	FileHow          string
	SquareHow        string
	AttackersHow     string
	// AttacksWith is a phrase word before a side's attackers: "White
	// attacks with …"; a trailing colon is said as a pause after it.
	AttacksWith string `phrase:"word"`
	// AttacksNone is a phrase word said instead of AttacksWith when none
	// of the side's pieces attacks the square: "White does not attack".
	AttacksNone    string `phrase:"word"`
	NoPawns        string
	NothingChanged string
	Was            string `phrase:"word"` // a phrase word: "e4: empty, was White Bauer"
	VerifyHow      string
	RecordHas      string `phrase:"word"` // a phrase word
	YouHave        string `phrase:"word"` // a phrase word
	Matches        string // "Rank 4", "File e"
	TooManySquares string // what was felt
	NotPieceLetter string // the letter
	// SquaresNotEight: what was felt, then the count.
	SquaresNotEight announce.Plural
	// EmptyWord is the word "verify" takes for an empty line (besides
	// English's "empty").
	EmptyWord      string
	CorrectHow     string
	NeitherMove    string // the word
	RepeatFirst    string // why, the repeating side, the mover's possessive
	RecordFailed   string
	BRFFailed      string
	WriteFailed    string // the file name
	SavedRecords   string // the PGN's name, the BRF's name
	ResumeQuestion string // White, Black, the date (or ""), the move number, the side to move
	From           string // the day, the month, the hour: " from 22 November at 10:00"
	TornJournal    string // the line number
	Resumed        string // White, Black, the move number, the side to move
	LastMove       string // the move as said
	StaysStopped   string
	NewPeriod      string `phrase:"word"` // a phrase word before a clock reading
}

// Narrate are the event sentences of package narrate, without a capital
// or a full stop (the caller adds them).
type Narrate struct {
	GameBegins string // the side to move
	Announces  string // the side, the move
	// AnnouncedMoveFirst and CorrectedMoveFirst say the same with the move
	// first (the move, the side), for a screen reader's Braille display.
	AnnouncedMoveFirst string
	CorrectedMoveFirst string
	Corrects           string // the side, the move
	Completes          string // the side, the other side's possessive
	CompletesUntimed   string // the side, the other side (a game without a clock)
	InStep             string // the side's possessive, the move
	Diverged           string // the move number, the side's possessive, its move, the other side, the announced move, the squares, the mover's possessive
	Restored           string // the number of the next move, the side to move, its possessive
	IllegalMade        string // the side's possessive, the move number
	Penalized          string // the side, the time
	DrawOffered        string // the side
	DrawDeclined       string // the side
	ClaimRejected      string // the side's possessive
	TimeSet            string // the side's possessive, the time H:MM:SS
	ResultCorrected    string // the new result, the old result
	TimeAdded          string // the side's possessive, the time given
	TimeTaken          string // the side's possessive, the time taken
	MovesSet           string // the side's possessive, the count
	ControlSet         string // the time control
	Quickplay          string // Guidelines III.4: five seconds a move for both
	DecidedDraw        string // the claimant's possessive
	DecidedPostpone    string // the claimant's possessive
	DecidedReject      string // the claimant's possessive
	AdjournRequested   string // the side that seals
	Sealed             string // the side
	OpenedBad          string // the side's possessive, the sealed text
	Opened             string // the side's possessive, the move
	Paused             string
	Continued          string
	Touched            string // the side, the square
	FlagFell           string // the side's possessive, the game time
	GameOver           string // the result and reason
	// Wins are the results said after GameOver: announce's Results as
	// Terms' Case writes them.
	Wins   [3]string `toml:"-"`
	GoesOn string
	None   string // no squares
	// Reasons name session.Reason values, indexed by them ([0] is the
	// reason of no ending and is never said).
	Reasons [16]string
	// Result joins a result and its reason: "white wins, resignation".
	Result string
	// ByArbiter joins a result the arbiter declared or corrected and the
	// arbiter's reason as typed: "draw, by the arbiter's decision: agreed
	// before the time control".
	ByArbiter string
}

// Problem says why a typed move could not be played (a clause in lower
// case, no full stop) and what the rules say of a position (Status).
type Problem struct {
	CouldBe       string // the moves
	OrWord        string // between the candidates: " or "
	NoPieceMoves  string // the piece
	PieceMovesAre string // the piece, the moves
	OutOfPlace    string // the word
	NotMoveWord   string // the word
	NothingSaid   string
	NoSquare      string
	FalseWord     string
	TooManyWords  string
	MoreThanOne   string
	NotLegal      string
	NotAMove      string
	Legal         string // "; legal: Ke2": the moves
	It            string // the subject that replaces the input's name
	GoesOn        string
	WinsByMate    string // the side (Sides); the sentence is capitalised
	Stalemate     string
	Fivefold      string
	SeventyFive   string
	Dead          string
	Ended         string
	InCheck       string // the side
	MayClaimBoth  string // the side
	MayClaim3     string // the side
	MayClaim50    string // the side
	// Sides are White and Black as Status's sentences name them: Terms'
	// NamedSides.
	Sides [2]string `toml:"-"`
	// PawnCaptureFile: a pawn capture typed or said without the file the
	// pawn comes from (d5 for exd5); the captures meant.
	PawnCaptureFile string
}

// Refuse are the refusals of the session's rules, one sentence each.
type Refuse struct {
	NotYourTurn, NothingAnnounced, AlreadyAnnounced, NothingToRepeat string
	Illegal, Diverged, GameOver, NotAllowed, NoOffer, Adjourned      string
	IntendedMove, Clock, Syntax, Refused                             string
	NotAgreed, NoMoveYet                                             string
	// TooLate: A.5.2 and A.5.1.1; ArbiterDecides: III.5.2.
	TooLate, ArbiterDecides string
	// Ended: the game is over ({0} how it ended, of Narrate.Reasons);
	// NoPly: no half-move {0}, {1} made; DeclineFirst (Guidelines III.4):
	// {0} the asking side's possessive, {1} its opponent; ClaimAwaits
	// (III.5): {0} the possessive of the side whose claim awaits.
	Ended, NoPly, DeclineFirst, ClaimAwaits string
	// NotQuickplay: Guidelines III may not be asked for now, indexed by
	// clock.QuickplayWhy less one; {0} the side (of Sides).
	NotQuickplay [5]string
	// The refusals of session.RefusalError, one per Why (WhyToMove is
	// ToMove …): {0} a side (of Sides) in ToMove, NotPressed, PressFirst,
	// OnlyOwnCorrects, Seals, Offered, NoAssistant, NothingToRepeatFor,
	// ClaimedWith and ClaimFixed ({1} the move claimed with); {0} a
	// side's possessive in ClockRuns, OfferStands, NoOfferFrom,
	// IllegalOnBoard and OnlyOwnCorrects' {1}; {0} a half-move in
	// DivergedAt, IllegalStands and NotAgreedAt ({1} the last one agreed).
	ToMove, NotPressed, ClockRuns, PressFirst                 string
	NothingToCorrect, OnlyOwnCorrects, CorrectOrPress         string
	NoAdjournment, Seals, NotAdjourned, MustSeal, ResumeFirst string
	OfferStands, Offered, NoOfferFrom, NoMoveYetRule          string
	ArbiterOnly, PlayerOnly, NoAssistant                      string
	TouchByAssistant, TouchReporter, Adjourner                string
	DivergedAt, ClaimedWith, ClaimFixed, ClaimToMove          string
	ArbiterNoMove, NothingToRepeatFor, NothingToCopy, NoBoard string
	IllegalOnBoard, NotAgreedAt, NoMoveMade, IllegalStands    string
	NotEnded, NoClock, NoFlag, TenMoves                       string
	PostponedAlready, FlagPostponed, Begun, NotBegun          string
}

// Question is one question of the first-run setup.
type Question struct {
	// Ask is the question: its choices (when it has a list) and what Enter
	// keeps.
	Ask string
	// Help explains it on "help".
	Help string
}

// Setup are the first-run questions.
type Setup struct {
	Welcome                                                string
	UI, Blind, White, Black, Control, Vocab, Style         Question
	Confirm, AutoPress, Voice, Device, BrlAPI              Question
	Devices                                                string // the list
	YesOrNo, CannotUse                                     string
	Yes, No, BestAvailable, DefaultDevice, NoneWord, Clock string
	Saved                                                  string // the path
	// Reader asks whether a screen reader is used (yes chooses plain
	// mode); ReaderFound names the one found running.
	Reader      Question
	ReaderFound string
	// DisplayFound describes the display BRLTTY has (driver and cells);
	// DisplayOffered is what Enter keeps then; Cells counts its cells.
	DisplayFound, DisplayOffered string
	Cells                        announce.Plural
	// The time control read back in words: ControlIs the sentence;
	// Ambiguous asks about bare numbers (as typed, the reading offered);
	// ForGame, ForRest and ForMoves (the time, the moves) a period; Plus,
	// Delay and Bronstein its bonus (the period, the bonus); Then joins
	// periods; Again repeats the last one (its moves); Hourglass (the
	// time); Moves counts moves.
	ControlIs, Ambiguous                string
	ForGame, ForRest, ForMoves          string
	Plus, Delay, Bronstein, Then, Again string
	Hourglass                           string
	Moves                               announce.Plural
	// NewGame introduces a new game's questions (names and colours).
	NewGame string
}

// Screen are the full-screen view's status lines and key help.
type Screen struct {
	Intro, PromptHint, NoClock, ClockStopped, Edge string
	NoPiece                                        string // the piece
	NothingSelected                                string
	Selected                                       string // the square
	KeysIntro                                      string
	Up, Down, Left, Right, PieceKeys, RankKeys     string
	FileKeys, Enter, Clock, Last, Repeat, Attack   string
	Prompt, Help, Quit, Press, Confirm             string
	// FileLetters: a to h start a typed move (the b and c keys then take
	// Enter); Moves: the m key's help; MovesOf (the square, the moves),
	// NoMoves (the square) and NoMoveLists (tournament mode, 11.3.1) its
	// answers; Promotion asks the piece a pawn becomes (the keys and
	// pieces); PromotionKey names one choice (the key, the piece).
	FileLetters, Moves, MovesOf, NoMoves, NoMoveLists string
	Promotion, PromotionKey                           string
	// HelpScroll closes the key help's pane: how to scroll and leave it.
	HelpScroll string
	Listen     string // the key that starts listening (moves by voice)
}

// App are the app's notices about itself.
type App struct {
	VoiceUnusable string // the voice's name
	// VoiceInstead: the voice named (its name) cannot be had at the start,
	// and the built-in voice speaks instead.
	VoiceInstead string
	NoVoice      string
	// VoiceFailed: the voice failed and only lines are left;
	// VoiceToBuiltIn: it failed and the embedded voice speaks instead;
	// VoiceBack: it speaks again. Each is told once a change.
	VoiceFailed    string
	VoiceToBuiltIn string
	VoiceBack      string
	// ReaderSpeaks: the player's screen reader (its name) speaks to them;
	// ReaderUnusable: it cannot be reached (its name), tactus's voice
	// speaks; ReaderNoClient: NVDA runs but its controller client is not
	// beside tactus; ReaderRefused: macOS refused the control of
	// VoiceOver.
	ReaderSpeaks, ReaderUnusable, ReaderNoClient, ReaderRefused string
	// BrailleGone: why, in English (the display package's reasons); a
	// translation may leave its placeholder out.
	BrailleGone string
	BrailleBack string
	// The Braille display's own messages on its cells (display.Messages),
	// lower case and without a full stop, fitting 40 cells where they can.
	BraillePromotion string // the piece letters ("q, r, l or s", joined with Or)
	BrailleTypePiece string // the piece letters, asked again after a wrong one
	BrailleNotLegal  string // the squares from and to
	BrailleNoPiece   string // the square, holding no piece of the side to move
	BrailleNotAMove  string // followed on the cells by the move as typed
	BrailleBusy      string
}

// Help are the command list's introduction and the summary of each
// command, by the command's English name.
type Help struct {
	Intro                                                 string
	Clock, Last, Board, Pieces, Rank, File, Square        string
	Attackers, Pawns, Changed, Verify, Score, Whose       string
	Repeat, Press, Correct, OK, Draw, Decline, Claim      string
	Resign, Restore, Adjourn, Seal, Open, Pause, Continue string
	Touch                                                 string
	Devices, Drop                                         string
	Help, Quit, Arbiter                                   string
	// The arbiter's rulings.
	Illegal, Time, Adjust, Moves, Control, Result, Quickplay, Decide string
	// Args are the words of the commands' argument patterns in help.
	Args Args
}

// Args are the placeholders and keywords of the commands' argument
// patterns as help shows them ("board [white|black]", "verify rank N|file X
// CONTENTS"); the keywords are the words the commands take in this language.
type Args struct {
	// Sides are the sides as an argument ("white|black"): announce's
	// Sides in lower case.
	Sides    string `toml:"-"`
	Piece    string // a piece's name
	Square   string // a square
	Move     string // a move
	Ply      string // a count of half-moves
	Contents string // what is felt on a rank or file
	// Rank and File are the keywords before a rank's number and a file's
	// letter: announce's Rank and File in lower case.
	Rank, File string `toml:"-"`
	Time       string // a clock time or duration
	Reason     string // the arbiter's reason
	Control    string // a time control
	// Decisions are the three decisions of Guidelines III.5, as the
	// language's words for draw, adjourn and decline: "draw|postpone|reject".
	Decisions string
}
