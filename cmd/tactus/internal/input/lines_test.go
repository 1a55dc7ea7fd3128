package input

import (
	"bufio"
	"errors"
	"io"
	"strings"
	"testing"
)

// TestLines: every line comes in order, without its line ending (a last
// line without one too), and the channel closes at the end with no error.
func TestLines(t *testing.T) {
	l := NewLines(strings.NewReader("e4\r\n\nclock\nquit"))
	var got []string
	for s := range l.C() {
		got = append(got, s)
	}
	if strings.Join(got, "|") != "e4||clock|quit" {
		t.Fatalf("lines %q", got)
	}
	if err := l.Err(); err != nil {
		t.Fatal(err)
	}
}

// TestLinesTooLong: a line longer than the reader keeps ends the input with
// bufio's error, for the screen to report; the lines before it came.
func TestLinesTooLong(t *testing.T) {
	l := NewLines(strings.NewReader("e4\n" + strings.Repeat("x", 70<<10) + "\n"))
	var got []string
	for s := range l.C() {
		got = append(got, s)
	}
	if len(got) != 1 || !errors.Is(l.Err(), bufio.ErrTooLong) {
		t.Fatalf("lines %q, error %v", got, l.Err())
	}
}

// TestLinesStop: after Stop (once or twice) the reader lets go, the
// channel closes and the stop is no read error.
func TestLinesStop(t *testing.T) {
	r, w := io.Pipe()
	l := NewLines(r)
	go func() {
		_, _ = io.WriteString(w, "e4\nd4\nc4\n")
		_ = w.Close()
	}()
	if s := <-l.C(); s != "e4" {
		t.Fatalf("first line %q", s)
	}
	l.Stop()
	l.Stop() // twice is harmless
	for range l.C() {
	}
	if err := l.Err(); err != nil {
		t.Fatal(err)
	}
}
