package review

import (
	"context"
	"fmt"
	"io"
	"strings"
	"unicode"

	inmsg "github.com/tactuschess/tactus/cmd/tactus/internal/input"
)

// Say gets each line after it is printed (a voice); nil prints only.
type Say func(Line)

// Run is the review screen's plain mode: it opens game first (none when
// 0, listing the file instead), then reads commands line by line from in
// and writes each answer as one line to out, with no escape codes. The
// engine's answers are written when they come, while the lines typed
// meanwhile are taken at once (unless Options.Await). It ends at quit, at
// the end of the input (once the engine has answered), or when ctx is
// done. Lines are read on a goroutine of their own, which may stay blocked
// on in after Run returns until in is closed.
func Run(ctx context.Context, r *Review, first int, in io.Reader, out io.Writer, say Say) error {
	return RunWith(ctx, r, first, in, out, say, Extra{})
}

// Extra are the plain mode's inputs besides the typed lines.
type Extra struct {
	// Input are inputs made elsewhere, taken as the lines they stand for
	// (inmsg.Text): a move routed or typed on the Braille display.
	Input <-chan inmsg.Msg
	// Notices are lines to print and say as they come: the Braille
	// display gone, and back.
	Notices <-chan string
}

// RunWith is Run with the lines of x besides the typed ones.
func RunWith(ctx context.Context, r *Review, first int, in io.Reader, out io.Writer, say Say, x Extra) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var lines []Line
	if first > 0 {
		lines = r.Open(first)
	} else {
		lines = list(ctx, r, nil)
	}
	if err := write(out, lines, say); err != nil {
		return err
	}
	read := inmsg.NewLines(in)
	defer read.Stop()
	typed := read.C()
	results := make(chan Result)
	for !r.Done() && ctx.Err() == nil && (typed != nil || r.Busy()) {
		if r.opts.Await && r.Busy() {
			select {
			case res := <-results:
				lines = r.Finish(res)
			case <-ctx.Done():
				return nil
			}
		} else {
			select {
			case res := <-results:
				lines = r.Finish(res)
			case line, ok := <-typed:
				if !ok {
					typed, lines = nil, nil
					continue
				}
				lines = r.Do(ctx, line)
			case m := <-x.Input:
				lines = nil
				if line, ok := inmsg.Text(m); ok {
					lines = r.Do(ctx, line)
				}
			case n := <-x.Notices:
				lines = []Line{answer(n)}
			case <-ctx.Done():
				return nil
			}
		}
		if err := write(out, lines, say); err != nil {
			return err
		}
		if j := r.Job(); j != nil {
			go func() {
				res := j.Run()
				select {
				case results <- res:
				case <-ctx.Done():
				}
			}()
		}
	}
	if typed == nil {
		if err := read.Err(); err != nil {
			return fmt.Errorf("review: reading commands: %w", err)
		}
	}
	return nil
}

// write prints lines, one each, and hands them to say.
func write(out io.Writer, lines []Line, say Say) error {
	for _, l := range lines {
		if _, err := fmt.Fprintln(out, clean(l.Text)); err != nil {
			return fmt.Errorf("review: %w", err)
		}
		if say != nil {
			say(l)
		}
	}
	return nil
}

// clean keeps a line one line with no control characters (a PGN comment
// may hold anything).
func clean(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, s)
}
