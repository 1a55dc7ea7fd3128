package review

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strings"
	"unicode"
)

// Say gets each line after it is printed (a voice); nil prints only.
type Say func(Line)

// Run is the review screen's plain mode: it opens game first (none when
// 0, listing the file instead), then reads commands line by line from in
// and writes each answer as one line to out, with no escape codes. It ends
// at quit, at the end of the input, or when ctx is done.
func Run(ctx context.Context, r *Review, first int, in io.Reader, out io.Writer, say Say) error {
	var lines []Line
	if first > 0 {
		lines = r.Open(first)
	} else {
		lines = list(ctx, r, nil)
	}
	if err := write(out, lines, say); err != nil {
		return err
	}
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 4096), 64<<10)
	for !r.Done() && ctx.Err() == nil && sc.Scan() {
		if err := write(out, r.Do(ctx, sc.Text()), say); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("review: reading commands: %w", err)
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
