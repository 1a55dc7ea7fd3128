// Package game is the tactus app's game screen: it starts or resumes a
// game (package table), picks the view (plain lines or the full screen) and the speech path, and
// runs until the people quit. cmd/tactus only reads the flags and the
// environment and calls Run.
//
//	sh := shell.New(s, os.Getenv, time.Now)
//	err := game.Run(ctx, game.Options{Shell: sh, Start: game.Offer, In: os.Stdin,
//		Out: os.Stdout, Err: os.Stderr, Since: since})
package game

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/tactuschess/tactus/braille/brlapi"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/firstrun"
	"github.com/tactuschess/tactus/cmd/tactus/internal/game/fullscreen"
	"github.com/tactuschess/tactus/cmd/tactus/internal/game/plain"
	"github.com/tactuschess/tactus/cmd/tactus/internal/input"
	"github.com/tactuschess/tactus/cmd/tactus/internal/shell"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
	"github.com/tactuschess/tactus/rules/session/journal"
	"github.com/tactuschess/tactus/speech/screenreader"
)

// Start says how Run begins.
type Start uint8

// The ways to begin.
const (
	// NewGame starts a new game at once (tactus play).
	NewGame Start = iota
	// Offer asks whether to resume the latest unfinished game, else starts
	// a new one (tactus with no arguments).
	Offer
	// ResumeLatest resumes the latest unfinished game, or Journal if set
	// (tactus resume [JOURNAL]).
	ResumeLatest
)

// ErrNothingToResume: tactus resume found no unfinished table.
var ErrNothingToResume = errors.New("app: no unfinished game to resume")

// ErrGameOver: tactus resume was given a finished game's journal.
var ErrGameOver = errors.New("app: the game is over")

// ErrDeclined: tactus resume asked whether to go on from a damaged
// journal's last good line, and the answer was no (the app said so).
var ErrDeclined = errors.New("app: going on with the damaged journal was declined")

// Options are the app's shell (settings, catalogue, clock, voice, Braille
// display) and its edges to the world.
type Options struct {
	// Shell is what every screen is given; the game's settings are
	// Shell.Settings, its wall clock Shell.Now.
	Shell shell.Shell
	Start Start
	// Journal is the journal to resume (ResumeLatest); "" the latest.
	Journal string
	// Plain: plain mode (decided at the edge: --plain, ACCESSIBLE, TERM=dumb,
	// or a stream that is not a terminal, or a screen reader).
	Plain bool
	// Reader is the player's screen reader (decided at the edge: the
	// screen_reader setting, or detection).
	Reader   screenreader.Kind
	In       io.Reader
	Out, Err io.Writer
	Since    func() time.Duration
	After    func(time.Duration) <-chan time.Time
	// Practice, when set, plays one side with an engine (tactus
	// practice: a *practice.Driver); Run closes it.
	Practice Opponent
	// Station, when set, starts the second station (tactus play
	// --station) for the table: cmd/tactus wires in the station's host.
	Station StartSecond
	// Devices lists the sound devices a person can choose ("1 Speakers
	// (default)"), for the first-run setup; nil lists none.
	Devices func() []string
	// AskGame lists the questions a new game asks before it begins
	// (firstrun.GameKeys: "white", "black", "blind"), Enter keeping the last
	// game's players: set when a person sits at the terminal, without
	// the keys a flag answered.
	AskGame []string
	// Lines, when set, are plain mode's input lines instead of a reader
	// of In made for this game (tactus practice plays game after game on
	// one standard input).
	Lines *input.Lines
	// Listen replaces the microphone and the recogniser of moves by voice
	// (the Listen setting) in tests.
	Listen ListenEdges
}

// Run plays until the people quit (or the input ends), and returns an error
// only when the game could not start or its journal could not be written.
func Run(ctx context.Context, o Options) error {
	dir := o.Shell.Settings.JournalDir
	if dir == "" {
		d, err := journal.Dir(o.Shell.Getenv)
		if err != nil {
			return fmt.Errorf("app: %w", err)
		}
		dir = d
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var out outlets
	notices := make(chan table.Output, 8)
	out.notices = notices
	// the voice and the display start before the game, so that the
	// questions before it (resume? the players?) are heard and felt too
	var v *shell.Voice
	var inputs []<-chan input.Msg
	if o.Shell.Speech != nil && o.Shell.Settings.Voice != "none" {
		cfg := shell.ConfigOf(o.Shell.Settings)
		cfg.Reader = o.Reader
		v = shell.StartVoice(ctx, o.Shell.Speech, cfg, o.Shell.Getenv)
		defer v.Close()
		out.say, out.hush, out.more = v.Say, v.Hush, v.More
		inputs = append(inputs, v.Said()) // the automatic press after the announcement
		go forward(ctx, v.Notices(), notices)
	}
	var touches []func(*table.Game, []table.Output)
	var show func(string)
	if d := o.Shell.OpenBraille(ctx); d != nil {
		defer d.Close()
		show = d.Show
		touches, inputs = append(touches, toucher(d)), append(inputs, d.Input())
		go shell.ForwardNotices(ctx, d.Notices(), notices)
	}
	tell := func(line string) {
		fmt.Fprintln(o.Out, plain.Clean(line))
		if out.say != nil {
			out.say(table.Output{Kind: table.Answer, Text: line})
		}
		if show != nil {
			show(line)
		}
	}
	g, first, err := open(o, dir, tell)
	if err != nil {
		return err
	}
	if v != nil {
		g.PressAfterSpeech() // the automatic press follows the spoken announcement
	}
	r := &router{more: out.more, why: g.UI().Voice.Off}
	if p := o.Practice; p != nil {
		defer p.Close()
		touches, inputs = append(touches, p.Touch), append(inputs, p.Input())
		go forward(ctx, p.Notices(), notices)
		r.practice = p
	}
	if o.Station != nil {
		h, lines, qr, err := o.Station(ctx, g, o.Plain, notices)
		if err != nil {
			return err
		}
		first = append(first, lines...)
		out.qr, out.aside = qr, h.Aside
		touches, inputs = append(touches, h.Touch), append(inputs, h.Input())
		r.second = h
	}
	if mode := o.Shell.Settings.Listen; mode != "" && mode != "off" {
		l, why := startListening(ctx, o, g.UI(), g.Notation(), notices)
		if l != nil {
			r.listen, inputs = l, append(inputs, l.input)
		} else {
			first = append(first, table.Output{Kind: table.Notice, Text: why})
			r.why = why
		}
	}
	out.do = r.take
	out.touch = allOf(touches)
	out.input = merge(ctx, inputs)
	if out.touch != nil {
		out.touch(g, nil) // the first views, the first frame
	}
	if !o.Plain {
		return runScreen(ctx, o, g, first, out)
	}
	lines := o.Lines
	if lines == nil {
		lines = input.NewLines(o.In)
		defer lines.Stop()
	}
	return plain.Run(ctx, g, first, plain.Options{Lines: lines, Out: o.Out, After: o.After,
		Say: out.say, Hush: out.hush, Notices: out.notices, Input: out.input, Touch: out.touch, Do: out.do})
}

// outlets are the ways out of the app besides its lines, and the lines
// that come from elsewhere than the keyboard.
type outlets struct {
	say     func(table.Output)
	hush    func()      // stops the answer being said
	more    func() bool // goes on with the long answer stopped
	notices <-chan table.Output
	touch   func(*table.Game, []table.Output)
	input   <-chan input.Msg
	do      func(*table.Game, input.Msg) []table.Output
	qr      []string // the station's address as a QR code
	aside   func() string
}

// allOf returns one hook calling each of fs in turn; nil for none.
func allOf(fs []func(*table.Game, []table.Output)) func(*table.Game, []table.Output) {
	switch len(fs) {
	case 0:
		return nil
	case 1:
		return fs[0]
	}
	return func(g *table.Game, outs []table.Output) {
		for _, f := range fs {
			f(g, outs)
		}
	}
}

// merge returns one channel with the inputs of all of cs, until ctx ends;
// nil for none.
func merge(ctx context.Context, cs []<-chan input.Msg) <-chan input.Msg {
	switch len(cs) {
	case 0:
		return nil
	case 1:
		return cs[0]
	}
	out := make(chan input.Msg)
	for _, c := range cs {
		go func() {
			for {
				select {
				case m := <-c:
					select {
					case out <- m:
					case <-ctx.Done():
						return
					}
				case <-ctx.Done():
					return
				}
			}
		}()
	}
	return out
}

// forward copies notices from in to out until ctx ends.
func forward(ctx context.Context, in <-chan table.Output, out chan<- table.Output) {
	for {
		select {
		case n := <-in:
			select {
			case out <- n:
			case <-ctx.Done():
				return
			}
		case <-ctx.Done():
			return
		}
	}
}

// runScreen runs the full-screen view until the people quit, then prints
// the last lines (the game saved) below it.
func runScreen(ctx context.Context, o Options, g *table.Game, first []table.Output, out outlets) error {
	m := fullscreen.New(g, first, fullscreen.Options{Say: out.say, Hush: out.hush, Notices: out.notices, Every: tea.Tick,
		Input: out.input, Touch: out.touch, Do: out.do, QR: out.qr, Aside: out.aside})
	p := tea.NewProgram(m, tea.WithContext(ctx), tea.WithInput(o.In), tea.WithOutput(o.Out))
	final, err := p.Run()
	if fm, ok := final.(fullscreen.Model); ok {
		fm.Wait() // a step may still be writing the game
		for _, line := range fm.Farewell() {
			// the game saved and how to resume it, below the full screen
			fmt.Fprintln(o.Out, plain.Clean(line))
		}
	}
	for _, out := range g.Quit() {
		fmt.Fprintln(o.Out, plain.Clean(out.Text))
	}
	if gerr := g.Err(); gerr != nil {
		return gerr
	}
	if err != nil && !errors.Is(err, tea.ErrProgramKilled) && !errors.Is(err, context.Canceled) {
		return fmt.Errorf("app: the screen: %w", err)
	}
	return nil
}

// open starts or resumes the game as o.Start says.
func open(o Options, dir string, tell func(string)) (*table.Game, []table.Output, error) {
	u := o.Shell.Lang()
	gopts := table.Options{Settings: o.Shell.Settings, Dir: dir, Since: o.Since, Wall: o.Shell.Now, UI: u,
		MoveFirst: o.Plain && o.Reader != screenreader.None}
	switch o.Start {
	case ResumeLatest:
		var s table.Summary
		if o.Journal == "" {
			var ok bool
			if s, ok = table.Latest(dir); !ok {
				return nil, nil, ErrNothingToResume
			}
		} else if sum, err := table.Summarize(o.Journal); err == nil {
			s = sum
		} else {
			return resume(o.Journal, gopts, false) // it says what is wrong
		}
		if text, ask := s.Trouble(u); text != "" {
			if !ask {
				return nil, nil, &Refusal{Text: text, Err: troubleErr(s)}
			}
			if y, _ := askYes(u, o.In, tell, text, u.Setup.YesOrNo); y {
				return resume(s.Path, gopts, true)
			}
			tell(u.Journal.LeftAsIs)
			return nil, nil, ErrDeclined
		}
		if s.Over {
			return nil, nil, &Refusal{Text: s.OverIn(u), Err: ErrGameOver}
		}
		return resume(s.Path, gopts, false)
	case Offer:
		// the unfinished games and the damaged journals, latest first,
		// until one is taken; the input ending stops the asking
		for _, s := range table.Unfinished(dir, gamesOffered) {
			text, ask := s.Trouble(u)
			if text != "" && !ask {
				tell(text)
				continue
			}
			question, again := text, u.Setup.YesOrNo
			if text == "" {
				question, again = s.QuestionIn(u), u.Journal.ResumeOrNew
			}
			y, ended := askYes(u, o.In, tell, question, again)
			if y {
				return resume(s.Path, gopts, text != "")
			}
			if text != "" {
				tell(u.Journal.LeftAsIs)
			}
			if ended {
				break
			}
		}
	}
	askGame(&o, dir, tell)
	gopts.Settings = o.Shell.Settings
	return table.New(gopts)
}

// troubleErr is what is wrong with the journal s describes: its damage or
// the action the rules refuse (never a nil pointer in an error, which
// errors.Is would call Unwrap on).
func troubleErr(s table.Summary) error {
	switch {
	case s.Damage != nil:
		return s.Damage
	case s.Unplayable != nil:
		return s.Unplayable
	}
	return nil
}

// askGame asks a new game's names and colours (o.AskGame), offering the
// last game's players, and keeps the answers in o.Shell.Settings. The input
// ending keeps what was offered.
func askGame(o *Options, dir string, tell func(string)) {
	if len(o.AskGame) == 0 {
		return
	}
	s := &o.Shell.Settings
	if p, ok := table.LastPlayers(dir); ok {
		// offered only where asked: a flag's answer stands
		last := map[string]string{"white": p.White, "black": p.Black,
			"blind": [4]string{"none", "white", "black", "both"}[b2i(p.Blind[0])|b2i(p.Blind[1])<<1]}
		for _, k := range o.AskGame {
			if v := last[k]; v != "" {
				_ = s.Set(k, v) // a value a journal holds is one the settings took
			}
		}
	}
	_ = firstrun.Game(s, firstrun.Options{ // an ended input keeps what was offered
		Next: func() (string, bool) {
			line, err := readLineErr(o.In)
			return line, err == nil || line != ""
		},
		Tell: tell,
		UI:   s.Language(o.Shell.Getenv),
	}, o.AskGame...)
}

// askYes tells question and reads answers until one is a clear yes or
// no, telling again (one sentence: what it takes) after any other; the
// input ending is a no, and ended says it ended.
func askYes(u *catalog.UI, in io.Reader, tell func(string), question, again string) (isYes, ended bool) {
	tell(question)
	for {
		ans, err := readLineErr(in)
		y, n := u.Yes(ans)
		switch {
		case y || yes(ans):
			return true, false
		case n || err != nil:
			return false, err != nil
		}
		tell(again)
	}
}

// b2i is 1 for true.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// resume resumes the game of the journal at path; a journal another
// tactus holds is refused in one sentence that names the table.
// With goOn set it goes on from the last good line of a damaged journal.
func resume(path string, gopts table.Options, goOn bool) (*table.Game, []table.Output, error) {
	open := table.Resume
	if goOn {
		open = table.GoOn
	}
	g, outs, err := open(path, gopts)
	if errors.Is(err, journal.ErrInUse) {
		return nil, nil, &Refusal{Text: catalog.Fill(gopts.UI.Journal.InUse, table.Name(path)), Err: err}
	}
	return g, outs, err
}

// Refusal is an error the app has put in words for the person: Text is
// the sentence to print, Err what went wrong.
type Refusal struct {
	Text string
	Err  error
}

// Error returns the sentence.
func (r *Refusal) Error() string { return r.Text }

// Unwrap returns what went wrong.
func (r *Refusal) Unwrap() error { return r.Err }

// gamesOffered is how many unfinished games a bare tactus offers to
// resume, one question each, before it starts a new table.
const gamesOffered = 3

// readLineErr reads one line a byte at a time, so that nothing after it
// is taken from the input the view reads next, and says why it stopped:
// nil after a newline, the reader's error (io.EOF) otherwise.
func readLineErr(r io.Reader) (string, error) {
	var b []byte
	one := make([]byte, 1)
	for {
		n, err := r.Read(one)
		if n == 1 {
			if one[0] == '\n' {
				return strings.TrimSuffix(string(b), "\r"), nil
			}
			b = append(b, one[0])
		}
		if err != nil {
			return string(b), err
		}
		if len(b) > 1024 {
			return string(b), errors.New("app: line too long")
		}
	}
}

// brlttyRuns reports whether BRLTTY's local BrlAPI server 0 is there.
func brlttyRuns() bool {
	return brlapi.LocalServer(brlapi.Address{}, nil) // server 0: a socket, or a named pipe on Windows
}

// yes reports whether an answer is yes.
func yes(answer string) bool {
	switch strings.ToLower(strings.TrimSpace(answer)) {
	case "y", "yes", "j", "ja", "oui", "si", "sí", "ok":
		return true
	}
	return false
}
