package script

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode"
)

// exact writes a game time as seconds with nine decimals, as ParseSeconds reads it.
func exact(d time.Duration) string {
	return fmt.Sprintf("%d.%09d", d/time.Second, d%time.Second)
}

var fuzzSeeds = []string{
	"0 white move e4", "3.5 black move Springer Gustav acht Felix sechs # D.2.1",
	"10 arbiter restore 2", "11 arbiter time white 1:30:00", "11 arbiter time black 5:00.25",
	".5 WHITE-ASSISTANT touch e4", "1. white press", "-1 white press", "1e3 black offer",
	"0 arbiter time white 1:60:00", "0 arbiter time white 1:5:00", "4294967295.999999999 white clock",
	"0 arbiter declare 1-0 adjudicated", "0\twhite\tclaim", "# comment", "",
	"5 arbiter illegal 3", "5 arbiter adjust black -1:30", "5 arbiter moves white 39",
	"5 arbiter control 40/90m+30s, 30m+30s", "5 arbiter quickplay white", "5 arbiter decide white postpone 2:00",
	"5 arbiter correct-result 1/2-1/2 appeal", "5 arbiter decide black reject",
}

// FuzzParseLine checks that ParseLine never panics; that an error names the
// line; and that a line it reads, written out again, reads the same.
func FuzzParseLine(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s, 1)
	}
	f.Fuzz(func(t *testing.T, text string, n int) {
		l, ok, err := ParseLine(text, n)
		if err != nil {
			var e *Error
			if ok || !errors.As(err, &e) || e.Line != n || !errors.Is(err, ErrSyntax) {
				t.Fatalf("ParseLine(%q, %d): ok %v, error %v does not name the line", text, n, ok, err)
			}
			return
		}
		if !ok {
			if strings.TrimSpace(strings.SplitN(text, "#", 2)[0]) != "" {
				t.Fatalf("ParseLine(%q) skipped a line with words", text)
			}
			return
		}
		ar, known := arity[l.Verb]
		if !known || l.Number != n || l.At < 0 || len(l.Args) < ar[0] || ar[1] >= 0 && len(l.Args) > ar[1] {
			t.Fatalf("ParseLine(%q) = %+v: bad verb, number, time or arity", text, l)
		}
		for _, a := range l.Args {
			if a == "" || strings.ContainsFunc(a, unicode.IsSpace) || strings.HasPrefix(a, "#") {
				t.Fatalf("ParseLine(%q): argument %q is not one word (a # may end a move, never start a word)", text, a)
			}
		}
		again := fmt.Sprintf("%s %s %s %s", exact(l.At), l.Actor, l.Verb, strings.Join(l.Args, " "))
		l2, ok2, err := ParseLine(again, n)
		if err != nil || !ok2 || !sameLine(l, l2) {
			t.Fatalf("ParseLine(%q) = %+v, but %q reads as %+v, %v", text, l, again, l2, err)
		}
		if l.Verb == "restore" {
			if p, err := strconv.Atoi(l.Args[0]); err != nil || p < 0 {
				t.Fatalf("ParseLine(%q) took a bad ply", text)
			}
		}
		if l.Verb == "adjust" {
			if d, err := ParseSignedClock(l.Args[1]); err != nil || d == 0 {
				t.Fatalf("ParseLine(%q) took a bad adjustment: %v", text, err)
			}
		}
		if l.Verb == "time" {
			if _, err := ParseClock(l.Args[1]); err != nil {
				t.Fatalf("ParseLine(%q) took a bad time: %v", text, err)
			}
		}
	})
}

// FuzzRead checks that Read never panics; that it reads lines in order with
// game times that never go back; and that an error names a line of the text.
func FuzzRead(f *testing.F) {
	f.Add(strings.Join(fuzzSeeds[:6], "\n"))
	f.Add("0 white move e4\n5 black move e5\n3 white move Nf3\n")
	f.Add("# x\r\n\r\n1 white press\r\n1 black press")
	f.Add("0 white move e4\n# " + strings.Repeat("x", 5000) + "\n")
	f.Fuzz(func(t *testing.T, in string) {
		lines, err := Read(strings.NewReader(in))
		count := strings.Count(in, "\n") + 1
		if err != nil {
			var e *Error
			if errors.As(err, &e) && (e.Line < 1 || e.Line > count) {
				t.Fatalf("error %v names line %d of %d", err, e.Line, count)
			}
			if lines != nil {
				t.Fatalf("error %v with %d lines", err, len(lines))
			}
			return
		}
		last, number := time.Duration(0), 0
		for _, l := range lines {
			if l.Number <= number || l.Number > count || l.At < last {
				t.Fatalf("line %+v after line %d at %v", l, number, last)
			}
			last, number = l.At, l.Number
		}
	})
}
