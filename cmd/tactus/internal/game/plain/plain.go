// Package plain is the tactus app's plain mode, for screen readers and
// scripts: it reads moves and commands line by line and writes what happens
// as append-only lines, each once, with no escape codes and nothing redrawn.
// Standard input closing ends it as quit does; the game stays resumable.
//
//	lines := plain.NewLines(os.Stdin)
//	err := plain.Run(ctx, g, first, plain.Options{Lines: lines, Out: os.Stdout})
package plain

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/input"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
)

// Lines reads lines from a reader on its own goroutine, so the app can wait
// for a line and a timer at once.
type Lines struct {
	c    chan string
	stop chan struct{}
	err  error // set before c is closed
}

// NewLines starts reading r. Stop lets the reader go when the app ends
// before the input does.
func NewLines(r io.Reader) *Lines {
	l := &Lines{c: make(chan string), stop: make(chan struct{})}
	go func() {
		defer close(l.c)
		sc := bufio.NewScanner(r)
		sc.Buffer(make([]byte, 4096), 64<<10)
		for sc.Scan() {
			select {
			case l.c <- sc.Text():
			case <-l.stop:
				return
			}
		}
		l.err = sc.Err()
	}()
	return l
}

// Stop tells the reader to stop at its next line.
func (l *Lines) Stop() {
	select {
	case <-l.stop:
	default:
		close(l.stop)
	}
}

// C returns the channel of lines; it is closed at the end of the input.
func (l *Lines) C() <-chan string { return l.c }

// Err returns the read error that ended the input, nil at a clean end; call
// it after C is closed.
func (l *Lines) Err() error { return l.err }

// Next waits for the next line; ok is false at the end of the input.
func (l *Lines) Next(ctx context.Context) (line string, ok bool) {
	select {
	case line, ok = <-l.c:
		return line, ok
	case <-ctx.Done():
		return "", false
	}
}

// Options are plain mode's streams and edges.
type Options struct {
	Lines *Lines
	Out   io.Writer
	// Say gets every output after it is printed (the speech path), an
	// answer of several lines as one output (table.Spoken); nil prints only.
	Say func(table.Output)
	// Hush stops the answer being said (an empty line asks it); nil for
	// none.
	Hush func()
	// After is the timer for flag falls (time.After at the edge).
	After func(time.Duration) <-chan time.Time
	// Notices brings lines from outside the game (speech failed).
	Notices <-chan table.Output
	// Said brings the Press token of each announcement once it has been
	// said: the automatic press (table.Said) follows it; nil for none.
	Said <-chan int
	// Input brings what is made elsewhere than the keyboard (a move made
	// on the Braille display, a station's call, an engine's move), for Do.
	Input <-chan input.Msg
	// Touch gets the game after every batch of outputs, and every second
	// while the game goes on (the Braille display); nil for none.
	Touch func(*table.Game, []table.Output)
	// Do takes every input, a typed line as an input.Line from
	// input.Keyboard (the app's router decides what it means); nil gives
	// a typed line's text to g.Do and drops the other inputs.
	Do func(*table.Game, input.Msg) []table.Output
}

// Run prints first, then takes lines until quit, the end of the input or
// ctx's end, and returns the error that stopped the game, if any.
func Run(ctx context.Context, g *table.Game, first []table.Output, opts Options) error {
	if opts.After == nil {
		opts.After = time.After
	}
	do := opts.Do
	if do == nil {
		do = LinesOnly
	}
	w := writer{out: opts.Out, say: opts.Say, g: g, touch: opts.Touch}
	w.print(first)
	w.print(g.Marks())
	for !g.Done() {
		var flag, mark, second <-chan time.Time
		if opts.Touch != nil && !g.Over() {
			second = opts.After(time.Second)
		}
		if d, ok := g.FlagIn(); ok {
			flag = opts.After(d + time.Millisecond)
		}
		if d, ok := g.MarkIn(); ok {
			mark = opts.After(d + time.Millisecond)
		}
		select {
		case line, ok := <-opts.Lines.C():
			if !ok {
				w.print(g.Quit()) // the end of the input is quit
				continue
			}
			if strings.TrimSpace(line) == "" && opts.Hush != nil {
				opts.Hush() // an empty line stops a long answer
			}
			w.print(do(g, input.Line{Text: line, From: input.Keyboard}))
			w.print(g.Marks())
		case <-flag:
			w.print(g.Tick())
		case <-mark:
			w.print(g.Marks())
		case <-second:
			w.print(nil)
		case m := <-opts.Input:
			w.print(do(g, m))
			w.print(g.Marks())
		case n := <-opts.Notices:
			w.print([]table.Output{n})
		case token := <-opts.Said:
			w.print(g.Said(token)) // the automatic press, after the announcement
			w.print(g.Marks())
		case <-ctx.Done():
			w.print(g.Quit())
		}
	}
	w.print(g.Quit())
	return g.Err()
}

// LinesOnly gives a typed line's text to the game's own Do and drops any
// other input: the view's Do when the app gives none.
func LinesOnly(g *table.Game, m input.Msg) []table.Output {
	if l, ok := m.(input.Line); ok {
		return g.Do(l.Text)
	}
	return nil
}

// writer prints outputs, one line each, and hands them to speech and to
// the Braille display.
type writer struct {
	out   io.Writer
	say   func(table.Output)
	g     *table.Game
	touch func(*table.Game, []table.Output)
}

// print writes each output's text on its own line, and hands them to
// speech as they are said (an answer of several lines as one utterance).
func (w writer) print(outs []table.Output) {
	for _, o := range outs {
		fmt.Fprintln(w.out, Clean(o.Text))
	}
	if w.say != nil {
		for _, o := range w.g.Spoken(outs) {
			w.say(o)
		}
	}
	if w.touch != nil {
		w.touch(w.g, outs)
	}
}

// Clean keeps a line to one line of printable text: control characters
// (an escape code from a name, say) become spaces.
func Clean(s string) string {
	return strings.Map(func(r rune) rune {
		if r < ' ' || r == 0x7f || (r >= 0x80 && r < 0xa0) || (r >= 0x2800 && r <= 0x28ff) {
			return ' '
		}
		return r
	}, s)
}
