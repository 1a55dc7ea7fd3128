// Package fullscreen is the tactus app's full-screen view, for sighted helpers
// and low-vision players: the board with its ranks and files labelled (the
// last move and the cursor marked by shape, not only colour), both clocks
// in big digits, the scoresheet, the latest lines, a prompt and a status
// line. It is a bubbletea model on the same game model (package table) as
// plain mode, and takes the same commands at its prompt.
//
//	m := fullscreen.New(g, first, fullscreen.Options{Say: say})
//	_, err := tea.NewProgram(m).Run()
package fullscreen

import (
	"sync"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/tactuschess/tactus/cmd/tactus/internal/input"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
	"github.com/tactuschess/tactus/rules"
)

// Options are the view's edges.
type Options struct {
	// Say gets every output (the speech path); nil speaks nothing.
	Say func(table.Output)
	// Every ticks the clocks on the screen (tea.Tick at the edge); nil
	// never redraws on its own (tests).
	Every func(time.Duration, func(time.Time) tea.Msg) tea.Cmd
	// Hush stops the answer being said (an empty line at the prompt asks
	// it, as in plain mode); nil for none.
	Hush func()
	// Notices brings lines from outside the game (speech failed).
	Notices <-chan table.Output
	// Input brings what is made elsewhere than the keyboard (a move made
	// on the Braille display, a station's call, an engine's move, a voice
	// result, an announcement said as an input.Said), for Do.
	Input <-chan input.Msg
	// Touch gets the game after every batch of outputs and every tick (the
	// Braille display); nil for none.
	Touch func(*table.Game, []table.Output)
	// Do takes every input: a line from the prompt as an input.Line from
	// input.Prompt, a clock tick as an input.Tick, and what Input brings
	// (the app's router decides what each means); nil gives each to the
	// game's own Take.
	Do func(*table.Game, input.Msg) []table.Output
	// QR is the second station's address as a QR code (lines of block
	// characters), shown until the first move; nil for none.
	QR []string
	// Aside, if set, is a line shown above the latest lines while it is
	// not empty, and never said nor sent to the Braille display (the
	// arbiter's pairing code until an arbiter's device pairs).
	Aside func() string
}

// logSize is how many recent lines the screen keeps.
const logSize = 8

// Model is the full-screen view of one table.
type Model struct {
	g      *table.Game
	opts   Options
	width  int
	height int // 0 until the terminal says
	cursor rules.Square
	// selected is the piece chosen with Enter, or rules.NoSquare.
	selected rules.Square
	from     rules.Color // the side the board is seen from
	log      []string
	status   string
	prompt   bool
	input    []rune
	// frame is the game as the last step left it: View draws from it,
	// never from the game, which a step may be changing.
	frame frame
	busy  bool   // a step runs
	queue []step // the steps waiting for it, in order
	// running is held by the step that runs, for Wait (never in Update).
	running *sync.Mutex
	// promo is the move of a pawn to the last rank made with the cursor,
	// waiting for the piece it becomes ("e7e8"); "" for none.
	promo string
	// keyLetter is b or c when that key opened the prompt: Enter on it
	// alone does what the key does; a move typed after it is a move.
	keyLetter string
	// help is the key help while its pane is open (nil when closed), and
	// helpAt the first of its lines shown.
	help   []string
	helpAt int
	// large and contrast are the settings the board is drawn with (large
	// print, high contrast), read once: the settings do not change
	// during a game.
	large, contrast bool
	// farewell are the lines of the step that ended the program (the game
	// saved, how to resume it), for the app to print after the alternate
	// screen is left.
	farewell []string
}

// The messages of the model.
type (
	// NoticeMsg is a line from outside the table.
	NoticeMsg table.Output
	// InputMsg is an input Options.Input brought.
	InputMsg struct{ Msg input.Msg }
)

// New returns the view of g, showing first.
func New(g *table.Game, first []table.Output, opts Options) Model {
	set := g.Settings()
	m := Model{g: g, opts: opts, width: 80, from: rules.White, cursor: rules.NewSquare(4, 1), selected: rules.NoSquare, running: new(sync.Mutex),
		large: set.Large, contrast: set.Contrast}
	m.frame = snapshot(g, frame{})
	if m.frame.owner == rules.Black {
		m.from, m.cursor = rules.Black, rules.NewSquare(4, 6)
	}
	m.status = g.UI().Screen.Intro
	m.show(first)
	return m
}

// Init starts the clock ticks and the notice reader.
func (m Model) Init() tea.Cmd {
	return tea.Batch(m.tick(), m.waitNotice(), m.waitInput())
}

// waitInput waits for the next input from elsewhere than the keyboard.
func (m Model) waitInput() tea.Cmd {
	if m.opts.Input == nil {
		return nil
	}
	c := m.opts.Input
	return func() tea.Msg { return InputMsg{<-c} }
}

// tick asks for the next input.Tick, which redraws the clocks and
// records a flag fall.
func (m Model) tick() tea.Cmd {
	if m.opts.Every == nil {
		return nil
	}
	return m.opts.Every(time.Second, func(time.Time) tea.Msg { return input.Tick{} })
}

// waitNotice waits for the next notice.
func (m Model) waitNotice() tea.Cmd {
	if m.opts.Notices == nil {
		return nil
	}
	c := m.opts.Notices
	return func() tea.Msg { return NoticeMsg(<-c) }
}

// Update handles a key, a tick, a notice or a step's result. It never
// waits: whatever reads or changes the game runs as a step, in a command
// (a move writes and syncs the journal), and its outputs are said and
// shown when its StepMsg comes back.
func (m Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
	case StepMsg:
		cmd := m.finish(msg)
		return m, cmd
	case input.Tick:
		// a flag fall, and the talking clock within a second of each mark
		do := m.do()
		tick := m.run(step{tick: true, run: func(g *table.Game) []table.Output { return append(do(g, msg), g.Marks()...) }})
		return m, tea.Batch(tick, m.tick())
	case NoticeMsg:
		return m, tea.Batch(m.tell([]table.Output{table.Output(msg)}), m.waitNotice())
	case InputMsg:
		return m, tea.Batch(m.take(msg.Msg, true), m.waitInput())
	case tea.KeyPressMsg:
		var cmd tea.Cmd
		m, cmd = m.key(msg)
		return m, cmd
	}
	return m, nil
}

// show adds outputs to the lines on screen and hands them to speech and
// to the Braille display; only when no step runs.
func (m *Model) show(outs []table.Output) {
	for _, o := range outs {
		m.log = append(m.log, o.Text)
	}
	if m.opts.Say != nil {
		for _, o := range m.g.Spoken(outs) { // an answer of several lines is one utterance
			m.opts.Say(o)
		}
	}
	if len(m.log) > logSize {
		m.log = m.log[len(m.log)-logSize:]
	}
	if m.opts.Touch != nil {
		m.opts.Touch(m.g, outs)
	}
}

// Farewell returns the lines of the step that ended the program (quit:
// "The clock is stopped and the game is saved; run tactus to resume it."),
// which the full screen showed only while it lasted: the app prints them
// below it once the alternate screen is left.
func (m Model) Farewell() []string { return m.farewell }

// Game returns the game the view shows.
func (m Model) Game() *table.Game { return m.g }

// Cursor returns the square under the cursor.
func (m Model) Cursor() rules.Square { return m.cursor }
