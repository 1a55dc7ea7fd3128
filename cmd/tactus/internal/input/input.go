// Package input is what reaches a screen's loop, each kind of input its
// own type: a typed line, a move made on the Braille display, the
// display's listen chord, a second station's call, a voice result, an
// engine's move, an announcement said, a timer. Every source sends Msg
// values into one channel the screen's loop reads, and one owner in the
// screen decides what each means (for the game screen, its router); no
// input travels as a string with a marker in front.
//
//	c := make(chan input.Msg, 8)
//	c <- input.Line{Text: "e4", From: input.Keyboard}
//	c <- input.BrailleMove{Move: "e2e4"}
//	switch m := (<-c).(type) {
//	case input.Line: … the owner reads m.Text …
//	case input.BrailleMove: … a move, in UCI …
//	}
package input

// Msg is one input for a screen's loop: one of the types of this package.
type Msg interface{ input() }

// Source is where a typed line came from.
type Source uint8

// The sources of a typed line.
const (
	// Keyboard: a line read from standard input (plain mode).
	Keyboard Source = iota
	// Prompt: a line typed at the full screen's prompt.
	Prompt
	// Key: the line a key of the full screen gives (space presses, y
	// confirms, Escape says no to a question).
	Key
	// Display: a line made on the Braille display.
	Display
	// Voice: a line a voice result gave (a move heard and confirmed).
	Voice
)

// Line is a line typed by a person: a move, a command or an answer, for
// the screen's owner of what lines mean to read.
type Line struct {
	Text string
	From Source
}

// BrailleMove is a move made on the Braille display (two routing keys over
// two squares, or cells typed on its Braille keyboard), in UCI ("e2e4"),
// read in the position the display showed.
type BrailleMove struct{ Move string }

// Listen asks the screen to listen for a spoken move or command (dots 7
// and 8 together on the Braille display's keyboard, as the word listen).
type Listen struct{}

// StationCall is an action of the second station waiting on the screen's
// loop: the loop runs the call its host holds under ID, for a device of
// Role (the station's role number: 0 the opponent, 1 the arbiter).
type StationCall struct {
	ID   int
	Role int
}

// Utterance says that the audio of utterance ID has been recorded, for the
// loop to hear it in the position it stands in.
type Utterance struct{ ID int }

// Heard says that the recogniser's verdict on utterance ID is ready.
type Heard struct{ ID int }

// EngineMove is the practice engine's move, in UCI.
type EngineMove struct{ Move string }

// Said is the press token of an announcement that has been said: the
// automatic press follows it.
type Said struct{ Token int }

// Tick is a timer's tick: the clocks are drawn again and a flag fall is
// recorded.
type Tick struct{}

func (Line) input()        {}
func (BrailleMove) input() {}
func (Listen) input()      {}
func (StationCall) input() {}
func (Utterance) input()   {}
func (Heard) input()       {}
func (EngineMove) input()  {}
func (Said) input()        {}
func (Tick) input()        {}

// ListenWord is the line Listen stands for where lines are all a screen
// takes (review, join): the word listen.
const ListenWord = "listen"

// Text returns the line m stands for on a screen that takes typed lines
// only (review, join): a Line's text, a move's UCI, the word listen; ok is
// false for the other inputs.
func Text(m Msg) (line string, ok bool) {
	switch m := m.(type) {
	case Line:
		return m.Text, true
	case BrailleMove:
		return m.Move, true
	case EngineMove:
		return m.Move, true
	case Listen:
		return ListenWord, true
	}
	return "", false
}
