package catalog

import "github.com/tactuschess/tactus/announce"

// Review are the review screen's titles, help, NAG words and sentences, and its
// command words (package review and its full-screen view review/tui).
type Review struct {
	// Sides are White and Black as review's sentences name them: after a
	// comma ("26. Qh6+, White is better") and, capitalised, at the start;
	// Terms' NamedSides.
	Sides [2]string `toml:"-"`
	// Words are each command's words in this language, separated by
	// spaces, the first the one help shows (English's are always
	// understood too). Rank and File are not in the file: announce's
	// Rank and File in lower case, then the rank and file commands'
	// other words.
	Words ReviewCommands
	// Help says what each command does, one short clause.
	Help ReviewCommands
	// Ply are go's words for a count of half-moves ("go ply 23"), the
	// first the one help shows.
	Ply string
	// Query is the placeholder of list's search in help ("query").
	Query string
	// Fields are the search's field names (words separated by spaces, the
	// first the one messages show); English's are always understood too.
	// White's and Black's first words are announce's Sides in lower case,
	// which the file does not write (only their other spellings).
	Fields QueryFields
	// Draw and Unfinished are the search's result words for 1/2-1/2 and *
	// (words separated by spaces, the first the one messages show); the
	// White and Black fields' words name who won. Draw is announce's
	// Results[2] in lower case and the draw command's other words.
	Draw       string `toml:"-"`
	Unfinished string
	// NAGs say NAGs $1 to $13 ("a blunder"), NAGs[0] being $1.
	NAGs [13]string
	// NAGSides say NAGs $14 to $139, which come in pairs (the even one of
	// White, the odd one of Black): NAGSides[(n-14)/2]; the argument is
	// the side.
	NAGSides [63]string
	// Pawns say centipawns lost: about a pawn, two pawns, a piece, more
	// than a piece.
	Pawns [4]string

	NotCommand string // the line typed
	NoGame     string
	// NoSuchGame: the number asked, then the file's games.
	NoSuchGame announce.Plural
	CannotOpen string // the game's number, why (of Reasons)
	CannotRead string // the game's number, why (of Reasons)
	Title      string // the game's number, White, Black, the result in words
	Moves      announce.Plural
	NoResult   string
	Unknown    string // a player or tag with no value
	Comment    string // the comment
	SetUp      string // whose move it is (a clause)
	// NotFromGame says, once, that a set-up position cannot arise in a
	// game (nine pawns of a side); the game is still reviewed.
	NotFromGame string
	// FileFlaw says a flaw the PGN reader read past: its sentence, in
	// English, without its full stop.
	FileFlaw string
	NullMove string // the side
	AfterEnd string
	// Variations: the first moves of the variations ("1: 26. bxc4"), then
	// their count.
	Variations     announce.Plural
	StartVariation string
	StartGame      string // whose move it is (a clause)
	EndVariation   string
	EndGame        string // the result in words
	MainLine       string
	Deep           string // how deep the variation is
	AtStart        string
	After          string // the move
	// Where: the game's number, the line (MainLine or Deep), where in it
	// (AtStart or After), then the plies left.
	Where announce.Plural
	// NoSuchMove: the plies of the line.
	NoSuchMove   announce.Plural
	BackTo       string // the move
	TakesNothing string // the command's word
	GoHow        string
	VarHow       string
	NoVariation  string
	// NoVariationN: the variation asked, then how many there are.
	NoVariationN  announce.Plural
	VariationN    string // the variation's number
	InMainLine    string
	BackMainStart string
	BackMain      string // the move
	BackVarStart  string
	BackVar       string // the move
	GameHow       string // the number of games
	End           string
	// FileGames is the list's heading: the games of the file (without a
	// full stop); FileBad is added for the games that cannot be read.
	FileGames, FileBad announce.Plural
	// Found: the games of the file, then the games found.
	Found        announce.Plural
	NoMore       string
	MoreLeft     announce.Plural // the games not listed yet
	NoEngine     string
	EngineLate   string
	EngineFailed string
	// Looking and GoingThrough are said at once when the engine starts on
	// a position and on a whole game: the stop command's word.
	Looking, GoingThrough string
	// EngineStopped: stop ended the engine's work.
	EngineStopped string
	// AnalysisAt heads an analysis that comes after the cursor moved on:
	// where the position analysed stands (AtStart or After).
	AnalysisAt string
	BestLine   string
	Threat     string
	NoAnalysis string // why the engine is missing (a sentence without its full stop)
	// OneFile says how to call tactus review when it is not given one
	// file (after "review: ").
	OneFile string
	// NoFile: the file that does not exist (after "review: ").
	NoFile string
	// CannotOpenFile: the file, why (UI.Explain; after "review: ").
	CannotOpenFile string
	// GameRange: --game's value, the file, then its games (after
	// "review: ").
	GameRange   announce.Plural
	QueryField  string // the field named
	QueryValue  string // the word with no value
	QueryResult string // the result named
	QueryQuote  string
	MistakesHow string
	GameFailed  string
	NoMistakes  string // the side
	// MistakeCount: the side, then the mistakes.
	MistakeCount   announce.Plural
	MistakeLine    string // the move number, the side, the move played, a mistake or a blunder, the loss (Pawns), the better move
	LearnPrompt    string
	LearnHow       string
	NothingToLearn string
	Unreachable    string
	Puzzle         string // the mistake's number, how many, the move number, the side, the move played
	NotLegal       string
	GameMove       string // the move
	NotLegalHere   string
	CannotJudge    string
	NotBetter      string // the move
	AsGood         string // the move
	LearnFirst     string
	EnginePlays    string // the move
	LastOne        string
	NoLesson       string
	LessonOver     string
	// GameHeader heads the full-screen view's board: the game's number.
	GameHeader string
	// Keys is the full-screen view's key help.
	Keys string
	// WindowTitle is the terminal's title for the full-screen view.
	WindowTitle string
}

// QueryFields is one string per field of the review's search, by its
// English name.
type QueryFields struct {
	White, Black, Player, Event, Site, Date, Round, Result, ECO, Opening string
}

// ReviewCommands is one string per command of the review screen, by its
// English name.
type ReviewCommands struct {
	List, More, Game, Info, Next, Back, Start, End, Go, Var   string
	Out, Main, Last, Where, Board, Pieces, Rank, File, Square string
	Attackers, Pawns, Whose, Analyse, Mistakes, Learn, Show   string
	Stop, Help, Quit                                          string
}
