// Package plain is the tactus app's plain mode, for screen readers and
// scripts: it reads moves and commands line by line and writes what happens
// as append-only lines, each once, with no escape codes and nothing redrawn.
// Standard input closing ends it as quit does; the game stays resumable.
//
//	lines := input.NewLines(os.Stdin)
//	err := plain.Run(ctx, g, first, plain.Options{Lines: lines, Out: os.Stdout})
package plain

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/input"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
)

// Options are plain mode's streams and edges.
type Options struct {
	Lines *input.Lines
	Out   io.Writer
	// Say gets every output after it is printed (the speech path), an
	// answer of several lines as one output (table.Spoken); nil prints only.
	Say func(table.Output)
	// Hush stops the answer being said (an empty line asks it); nil for
	// none.
	Hush func()
	// After is the timer for flag falls, the talking clock's marks and
	// the Braille display's every second (time.After at the edge); each
	// time it fires, Do takes an input.Tick.
	After func(time.Duration) <-chan time.Time
	// Notices brings lines from outside the game (speech failed).
	Notices <-chan table.Output
	// Input brings what is made elsewhere than the keyboard (a move made
	// on the Braille display, a station's call, an engine's move, a voice
	// result, an announcement said as an input.Said), for Do.
	Input <-chan input.Msg
	// Touch gets the game after every batch of outputs, and every second
	// while the game goes on (the Braille display); nil for none.
	Touch func(*table.Game, []table.Output)
	// Do takes every input, a typed line as an input.Line from
	// input.Keyboard and a timer as an input.Tick (the app's router
	// decides what each means); nil gives each to the game's own Take.
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
		do = (*table.Game).Take
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
			w.take(do, input.Line{Text: line, From: input.Keyboard})
		case m := <-opts.Input:
			w.take(do, m)
		case <-flag:
			w.tick(do)
		case <-mark:
			w.tick(do)
		case <-second:
			w.tick(do)
		case n := <-opts.Notices:
			w.print([]table.Output{n})
		case <-ctx.Done():
			w.print(g.Quit())
		}
	}
	w.print(g.Quit())
	return g.Err()
}

// writer prints outputs, one line each, and hands them to speech and to
// the Braille display.
type writer struct {
	out   io.Writer
	say   func(table.Output)
	g     *table.Game
	touch func(*table.Game, []table.Output)
}

// take gives m to do, then says the talking clock's marks due.
func (w writer) take(do func(*table.Game, input.Msg) []table.Output, m input.Msg) {
	w.print(do(w.g, m))
	w.print(w.g.Marks())
}

// tick gives do a timer's tick, and prints what came of it with the marks
// due as one batch, as the full screen's tick does.
func (w writer) tick(do func(*table.Game, input.Msg) []table.Output) {
	w.print(append(do(w.g, input.Tick{}), w.g.Marks()...))
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
