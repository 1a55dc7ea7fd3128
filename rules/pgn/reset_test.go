package pgn_test

import (
	"bytes"
	"io"
	"runtime"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules/pgn"
)

// readAll reads every game of r: each game's first tag value and plies,
// or the error's game number and line.
func readAll(t *testing.T, r *pgn.Reader) []string {
	t.Helper()
	var out []string
	for {
		g, err := r.Next()
		if err == io.EOF {
			return out
		}
		if perr, ok := err.(*pgn.Error); ok {
			out = append(out, strings.Join([]string{"bad", perr.Error()}, " "))
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		v := ""
		if len(g.Tags) > 0 {
			v = g.Tags[0].Value
		}
		b, _ := pgn.AppendGame(nil, g)
		out = append(out, v+"|"+string(b))
	}
}

// TestReaderReset: a Reader reset to a new text reads it as a new Reader
// does, whatever it was in the middle of (a bad game to skip, a long line,
// a comment across lines, a pushed-back token).
func TestReaderReset(t *testing.T) {
	texts := []string{
		"[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. d4 *\n",
		"1. e4 e5 2. Ke3 {a bad game, skipped\nafter} 3. a3 *\n\n[Event \"after\"]\n\n1. c4 *\n",
		"[Event \"" + strings.Repeat("x", 100_000) + "\"]\n\n1. e4 {a comment\nacross lines} *\n",
		"[Event \"broken\nacross\"]\n\n1. Nf3 *\n",
		"",
		"[Event \"open",
	}
	r := pgn.NewReader(strings.NewReader(""))
	for _, first := range texts {
		for _, second := range texts {
			r.Reset(strings.NewReader(first))
			r.Next() // leave it in the middle of the first text
			r.Reset(strings.NewReader(second))
			got := readAll(t, r)
			want := readAll(t, pgn.NewReader(strings.NewReader(second)))
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("after %.20q, %.20q reads\n%q\nwant\n%q", first, second, got, want)
			}
		}
	}
}

// TestReaderResetAllocations: resetting a Reader allocates no new buffer.
func TestReaderResetAllocations(t *testing.T) {
	text := []byte("[Event \"a\"]\n\n1. e4 e5 *\n")
	src := bytes.NewReader(text)
	r := pgn.NewReader(src)
	reset := allocBytes(func() {
		src.Reset(text)
		r.Reset(src)
		readAll(t, r)
	})
	fresh := allocBytes(func() {
		readAll(t, pgn.NewReader(bytes.NewReader(text)))
	})
	if reset+32<<10 > fresh { // a new Reader's buffer is 64 KB
		t.Errorf("a reset Reader allocates %d bytes a game, a new one %d", reset, fresh)
	}
}

// allocBytes is the bytes f allocates, averaged over 20 runs.
func allocBytes(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for range 20 {
		f()
	}
	runtime.ReadMemStats(&after)
	return (after.TotalAlloc - before.TotalAlloc) / 20
}
