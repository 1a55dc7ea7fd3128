// Package table is the tactus app's model of one game at one station (one
// table of the tournament hall): it holds the session and its journal, maps each typed line (a move or a
// command word) to session actions or to a question about the board, and
// turns what happened into Outputs that the plain and full-screen views
// print, and the speech path says. It holds no chess rule: the session
// decides every action, the rules engine answers every question.
//
//	g, outs, err := table.New(table.Options{Settings: s, Dir: dir, Since: since, Wall: time.Now})
//	print(outs)
//	for line := range lines {
//		print(g.Do(line))
//		if g.Done() { break }
//	}
//	print(g.Quit())
package table

import (
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/command"
	"github.com/tactuschess/tactus/cmd/tactus/internal/narrate"
	"github.com/tactuschess/tactus/cmd/tactus/internal/pin"
	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
	"github.com/tactuschess/tactus/rules/session"
	"github.com/tactuschess/tactus/rules/session/journal"
)

// Kind says what an Output is, for the views and the speech path.
type Kind uint8

// The kinds of output.
const (
	// Event: something happened in the game (a move, an offer, the end).
	Event Kind = iota
	// Answer: the answer to a question, for the one who asked.
	Answer
	// Refusal: the line was not taken, and why.
	Refusal
	// Notice: about the app itself (resumed, saved, speech fell back).
	Notice
)

// Output is one line to tell the people at the board.
type Output struct {
	Kind Kind
	// Text is the line, one short sentence (or one line of an answer).
	Text string
	// Phrase is what a voice says when it is not Text: the move in the
	// chosen vocabulary, a clock reading, an answer in vocabulary words.
	Phrase announce.Phrase
	// Move marks a move announcement: the opponent hears it too, and
	// nothing talks over it.
	Move bool
	// Quiet: printed, not spoken (the clock press that follows every
	// announcement).
	Quiet bool
	// Clock marks a clock reading (spoken at clock priority).
	Clock bool
	// Pressed marks the press that completes a move: quiet, unless it is
	// the opponent's press that starts the player's clock.
	Pressed bool
	// Ending marks the end of the game (said at move priority, like a
	// move, but no move).
	Ending bool
	// Press, when not 0, marks an announcement whose clock press follows
	// when it has been said (the auto-press setting with a voice): the
	// speech path calls Said(Press) when the announcement has been spoken.
	Press int
	// Question: the game asks and waits (a side, or yes to a read-back);
	// the next line answers it (see Pending).
	Question bool
	// Aside marks a notice from outside the game (the voice failed): the
	// fallback voice says it, and the Braille display adds it to what its
	// cells show instead of replacing it.
	Aside bool
	// Lines are the phrases of the lines an answer of several lines is
	// said in (Spoken): a voice may say them one after the other, so that
	// the listener can stop the answer and go on with it.
	Lines []announce.Phrase
	// Cells, when set, are what the Braille display shows of the line
	// instead of its text, one display line each: its moves in the
	// Braille chess code.
	Cells []Cells
}

// Cells is a line for the Braille display that tells moves: a label in
// the UI language, then the moves in the Braille chess code; Numbered
// writes the first as an isolated numbered move ("1. e4 e5" on a
// scoresheet line, "1... e5" alone).
type Cells struct {
	Label    string
	Moves    []Played
	Numbered bool
}

// Played is a move and the position before it.
type Played struct {
	Before rules.Position
	Move   rules.Move
}

// Options are what a game needs from the program's edge.
type Options struct {
	Settings settings.Settings
	// Dir is the folder of the journals.
	Dir string
	// Since is the monotonic time since the program started (time.Since
	// of a start time, at the edge; a fake in tests).
	Since func() time.Duration
	// Wall is the wall clock, written beside each action for the arbiter.
	Wall func() time.Time
	// UI is the user interface language; nil is the Settings' UI setting
	// (without the environment), else English.
	UI *catalog.UI
	// Random salts the hash of the arbiter's PIN; nil is crypto/rand.
	Random io.Reader
	// MoveFirst: the player reads the lines through a screen reader (its
	// Braille display shows a line's start), so announcements and
	// corrections are written with the move first.
	MoveFirst bool
	// Count, when set, counts the game's calls into its session and reads
	// of its settings (tests and benchmarks); nil counts nothing.
	Count *Counts
}

// ErrJournal is wrapped by Err when the journal cannot be written: the game
// cannot go on safely and the app must stop.
var ErrJournal = errors.New("game: the journal cannot be written")

// Game is one game at this station.
type Game struct {
	s       *session.Session
	r       sessionCalls // s, or s behind a counter
	count   *Counts      // nil unless Options.Count
	kept    kept         // what the game keeps of the session between actions
	j       *journal.Journal
	set     settings.Settings
	lang    notation.Language
	narr    narrate.Narrator
	ui      *catalog.UI
	now     func() time.Duration // the game time
	last    *Output              // the last move announcement
	seen    rules.Position       // what `changed` compares with
	done    bool
	closed  bool
	err     error
	silence int  // actions whose in-step event is not told (automatic confirmations)
	saved   bool // the records are written
	savedAt int  // the number of actions when they were
	marks   marker

	pending     *question // what the game asked and waits for
	line        string    // the line being done, for a read-back
	confirmed   bool      // the read-back of the action being taken was answered yes
	arbiterOpen bool      // the arbiter's commands are open at this keyboard
	wrongPINs   int       // wrong PINs typed since the last right one
	lateHash    string    // the PIN's hash when the journal has none (given at resumption to a casual game)
	// afterSpeech: a voice says the announcements, so the automatic press
	// waits until one has been said (SESSION.md: never before).
	afterSpeech bool
	// autoPress is the announcement whose automatic press waits for Said.
	autoPress *awaitPress
}

// awaitPress is an announcement waiting for its automatic press.
type awaitPress struct {
	token int // the number of the action that announced it
	side  rules.Color
	move  rules.Move
	ply   int
}

// New starts a new game with the settings: it creates its journal in
// opts.Dir and records the beginning.
func New(opts Options) (*Game, []Output, error) {
	cfg, err := opts.Settings.Session()
	if err != nil {
		return nil, nil, err
	}
	if cfg.ArbiterPIN, err = hashPIN(opts); err != nil {
		return nil, nil, err
	}
	j, err := createJournal(opts.Dir, cfg, opts.Wall())
	if err != nil {
		return nil, nil, err
	}
	start := opts.Since()
	now := func() time.Duration { return opts.Since() - start }
	g, err := newGame(opts, now, j)
	if err != nil {
		j.Close()
		return nil, nil, err
	}
	s, evs, err := session.New(cfg, session.Options{Now: now, Wall: opts.Wall, Recorder: j})
	if err != nil {
		j.Close()
		os.Remove(j.Path())
		return nil, nil, err
	}
	g.attach(s, opts.Count)
	g.seen = s.Start()
	g.narr.Untimed, g.narr.Tournament = untimed(s), g.Tournament()
	first := s.Start()
	g.narr.Start = &first
	outs := g.tell(evs)
	if r, ok := s.Clock(now()); ok && r.Running && !g.Over() {
		// the clock waits for the first move or press, as a resumed
		// game's does: stopped at once, at the beginning, in the journal
		if _, err := g.actOn(session.Action{Actor: session.Arbiter(), Via: session.ViaBegin, Kind: session.Pause}); err != nil {
			j.Close()
			return nil, nil, fmt.Errorf("game: %w", err)
		}
		outs = append(outs, Output{Kind: Notice, Text: g.ui.Trust.ClockWaits})
	}
	return g, outs, nil
}

// newGame builds the parts of a game every start shares.
func newGame(opts Options, now func() time.Duration, j *journal.Journal) (*Game, error) {
	u := opts.UI
	if u == nil {
		u = opts.Settings.Language(nil)
	}
	lang, err := opts.Settings.NotationIn(u)
	if err != nil {
		return nil, err
	}
	say, err := opts.Settings.Announcer()
	if err != nil {
		return nil, err
	}
	say.Lang = u.Lang
	return &Game{j: j, set: opts.Settings, lang: lang, narr: narrate.Narrator{Say: say, UI: u, MoveFirst: opts.MoveFirst}, ui: u, now: now}, nil
}

// hashPIN returns the salted hash of the settings' arbiter PIN ("" for
// none; a hash given in the config file is kept as it is).
func hashPIN(opts Options) (string, error) {
	p := opts.Settings.ArbiterPIN
	if p == "" || pin.IsHash(p) {
		return p, nil
	}
	if err := pin.Valid(p); err != nil {
		return "", fmt.Errorf("game: the arbiter's PIN: %w", err)
	}
	r := opts.Random
	if r == nil {
		r = rand.Reader
	}
	return pin.Hash(p, r)
}

// createJournal creates a new journal in dir, named after the game.
func createJournal(dir string, cfg session.Config, wall time.Time) (*journal.Journal, error) {
	name := journal.Name(cfg, wall)
	base := strings.TrimSuffix(name, ".journal")
	for i := 1; ; i++ {
		j, err := journal.Create(filepath.Join(dir, name))
		if err == nil || !errors.Is(err, os.ErrExist) || i == 100 {
			return j, err
		}
		name = fmt.Sprintf("%s (%d).journal", base, i+1)
	}
}

// Session returns the session, to read (the views draw from it).
func (g *Game) Session() *session.Session { return g.s }

// Settings returns the game's settings.
func (g *Game) Settings() settings.Settings {
	if g.count != nil {
		g.count.Settings++
	}
	return g.set
}

// Narrator returns the narrator of the game's events and answers.
func (g *Game) Narrator() narrate.Narrator { return g.narr }

// UI returns the game's user interface language.
func (g *Game) UI() *catalog.UI { return g.ui }

// Notation returns the notation language the game reads and shows moves
// in (English is read besides it).
func (g *Game) Notation() notation.Language { return g.lang }

// Path returns the journal's path.
func (g *Game) Path() string { return g.j.Path() }

// Now returns the game time.
func (g *Game) Now() time.Duration { return g.now() }

// Done reports whether the people asked to quit (or the journal failed).
func (g *Game) Done() bool { return g.done }

// Err returns the error that stopped the game (wrapping ErrJournal), if any.
func (g *Game) Err() error { return g.err }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.at().Phase == session.Over }

// Do takes one typed line: a move of the side to move, or a command.
func (g *Game) Do(line string) []Output { return g.DoIn(g.Read(line)) }

// Read parses a typed line with the command words of the game's language
// (command.ParseIn): the one reading of what a line means, which the
// router makes once and hands to the second station's words and to DoIn.
func (g *Game) Read(line string) command.Input { return command.ParseIn(g.ui.Tag, line) }

// DoIn is Do for a line Read has parsed.
func (g *Game) DoIn(in command.Input) []Output {
	if g.done {
		return nil
	}
	g.kept.runKnown = false
	if g.pending != nil {
		return g.takeAnswer(in.Line)
	}
	g.line = in.Text
	switch {
	case in.Empty():
		return nil
	case in.Command == nil && in.Forced:
		return refuse(catalog.Fill(g.ui.Game.NoCommand, firstWord(in.Text)))
	case in.Command == nil:
		return g.move(in.Text)
	case in.ByAlias && len(in.Args) > 0:
		if outs, ok := g.tryMove(in.Text); ok {
			return outs
		}
	}
	h, ok := handlers[in.Command.Name]
	if !ok {
		return refuse(g.ui.Game.NotReady)
	}
	if in.Command.ArbiterOnly() {
		if _, why := g.mayArbiter(firstWord(in.Text)); why != "" {
			return refuse(why)
		}
	}
	return h(g, in.Args)
}

// firstWord returns the first word of s.
func firstWord(s string) string {
	if f := strings.Fields(s); len(f) > 0 {
		return f[0]
	}
	return s
}

// Tick records a flag fall that has happened by now (the view calls it when
// the timer set from FlagIn fires).
func (g *Game) Tick() []Output {
	evs, err := g.tickOn()
	return g.result(evs, err)
}

// FlagIn returns how long from now the running side's flag falls if nobody
// presses, for the view's one timer: 0 when it has fallen and Tick has not
// recorded it yet (a reading of the clock after the instant, such as the
// Braille display's every second, stops the clock there, and the flag
// must still be recorded).
func (g *Game) FlagIn() (time.Duration, bool) {
	at := g.at()
	if !at.Timed || at.Phase == session.Over {
		return 0, false
	}
	if at.Postponed && at.FlagHeld {
		return 0, false // the arbiter declares the result (III.5.2)
	}
	if _, next, ok := g.r.NextFlag(); ok {
		return max(next-g.now(), 0), true // the clock runs
	}
	r, _ := g.r.Clock(g.now())
	return 0, !r.Running && r.Remaining[r.Turn] <= 0
}

// act takes an action typed at this keyboard now and tells what it
// produced, or why it was refused. An arbiter's action is taken only when
// the arbiter's commands are open here (or in a casual or practice game),
// and is journaled with how it came; what cannot be undone is first read
// back for a yes (see readBack).
func (g *Game) act(a session.Action) []Output {
	if a.Actor.Role == session.ArbiterRole {
		via, why := g.mayArbiter(firstWord(g.line))
		if why != "" {
			return refuse(why)
		}
		a.Via = via
	}
	if !g.confirmed {
		if q := g.readBack(a); q != "" {
			return g.askYes(q, func() []Output { return g.act(a) })
		}
	}
	return g.take(a)
}

// take takes an action now, as it is, and tells what it produced.
func (g *Game) take(a session.Action) []Output {
	evs, err := g.actOn(a)
	return g.result(evs, err)
}

// result tells the events and the refusal of an action.
func (g *Game) result(evs []session.Event, err error) []Output {
	outs := g.tell(evs)
	if errors.Is(err, session.ErrRecord) {
		g.err, g.done = fmt.Errorf("%w: %w", ErrJournal, err), true
		return append(outs, Output{Kind: Notice, Text: g.ui.Game.JournalFailed})
	}
	if err != nil {
		outs = append(outs, refuse(g.narr.Refusal(err))...)
	}
	return outs
}

// tell turns events into outputs, one line each.
func (g *Game) tell(evs []session.Event) []Output {
	var outs []Output
	for _, e := range evs {
		if e.Kind == session.InStep && g.silence > 0 {
			continue
		}
		o := Output{Kind: Event, Text: narrate.Capital(g.narr.Sentence(e)), Quiet: e.Kind == session.Made,
			Pressed: e.Kind == session.Made, Ending: e.Kind == session.Ended}
		if p, ok := g.narr.Phrase(e); ok {
			o.Phrase, o.Move = p, true
		}
		if o.Move {
			last := o
			g.last = &last
		}
		g.voiced(&o, e)
		if e.Kind == session.Sealed && e.Move != rules.NoMove && e.Side == g.owner() {
			// read back to the sealer only: the opponent must not learn it
			outs = append(outs, o, Output{Kind: Answer, Text: narrate.Capital(catalog.Fill(g.ui.Game.SealedAs, g.narr.Move(e.Before, e.Move))),
				Phrase: g.aroundMove(narrate.Capital(catalog.Fill(g.ui.Game.SealedAs, moveAt)), e.Before, e.Move),
				Cells:  []Cells{{Label: g.ui.Channels.Sealed, Moves: []Played{{e.Before, e.Move}}}}})
			continue
		}
		if e.Kind == session.Diverged {
			// the ways on, said with the divergence itself, so that they are
			// never heard after it is settled
			num, side := g.narr.MoveAt(e.Ply)
			how := catalog.Fill(g.ui.Game.ReconcileHow, num, g.ui.Of(int(side)))
			o.Text += " " + how
			o.Cells = append(o.Cells, Cells{Label: strings.TrimSuffix(how, ".")})
		}
		outs = append(outs, o)
	}
	if ended(evs) {
		outs = append(outs, g.saveRecords()...)
	}
	return outs
}

// refuse returns one refusal line.
func refuse(text string) []Output { return []Output{{Kind: Refusal, Text: text}} }

// answer returns answer lines, each with its phrase when it has one.
func answer(lines ...string) []Output {
	outs := make([]Output, len(lines))
	for i, l := range lines {
		outs[i] = Output{Kind: Answer, Text: l}
	}
	return outs
}

// phrased returns one answer line that says p.
func phrased(p announce.Phrase) Output {
	return Output{Kind: Answer, Text: narrate.Capital(p.String()), Phrase: p}
}

// actor returns who acts for side at this station: its assistant when it
// has one, else its player.
func (g *Game) actor(side rules.Color) session.Actor {
	if g.config().Assisted[side] {
		return session.Assistant(side)
	}
	return session.Player(side)
}

// owner returns the side whose board the questions are about: the visually
// impaired player's (White's when both or neither are).
func (g *Game) owner() rules.Color {
	b := g.config().Blind
	if b[rules.Black] && !b[rules.White] {
		return rules.Black
	}
	return rules.White
}

// Quit ends the session at this station: a running clock is stopped in the
// journal, so the time used so far is charged, and the journal is closed.
// The game stays resumable.
func (g *Game) Quit() []Output {
	if g.closed {
		return nil
	}
	var outs []Output
	stopped := false
	if g.err == nil && !g.Over() {
		if r, ok := g.r.Clock(g.now()); ok && r.Running {
			// The pause charges the time used so far; its event is this notice.
			evs, err := g.actOn(session.Action{Actor: session.Arbiter(), Via: session.ViaQuit, Kind: session.Pause})
			for _, e := range evs {
				if e.Kind != session.Paused {
					outs = append(outs, g.tell([]session.Event{e})...)
				}
			}
			if err == nil {
				stopped = true
			} else {
				outs = append(outs, g.result(nil, err)...)
			}
		}
	}
	g.done, g.closed, g.pending = true, true, nil
	if err := g.j.Close(); err != nil && g.err == nil {
		g.err = fmt.Errorf("%w: %w", ErrJournal, err)
	}
	outs = append(outs, g.saveRecords()...)
	switch {
	case g.Over():
		return append(outs, Output{Kind: Notice, Text: g.ui.Game.Saved})
	case stopped:
		return append(outs, Output{Kind: Notice, Text: g.ui.Game.StoppedSaved})
	}
	return append(outs, Output{Kind: Notice, Text: g.ui.Game.SavedResume})
}

// untimed reports whether s is played without a clock.
func untimed(s *session.Session) bool {
	_, timed := s.Clock(0)
	return !timed
}
