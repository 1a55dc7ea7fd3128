package review

import (
	"io"
	"strings"
	"testing"
)

func TestSplitterChunks(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int
	}{
		{"[A \"1\"]\n\n1. e4 1-0\n\n[A \"2\"]\n\n1. d4 *\n", 2},
		{"1. e4 1-0\n1. d4 0-1\n\n1. c4 *\n", 3},
		{"1. e4 1-0\n{after the result}\n1. d4 *\n", 2},
		{"1. e4 (1. d4\n*) e5 1-0\n", 1},
		{"1. e4 {a comment\n[not a tag]} 1-0\n", 1},
		{"[A \"1\"]\n[B \"2\"]\n1. e4\n[A \"3\"]\n1. d4\n", 2},
		{"", 0},
	} {
		sp, n := newSplitter(strings.NewReader(tc.in)), 0
		for {
			_, chunk, err := sp.next()
			if len(chunk) > 0 {
				n++
			}
			if err == io.EOF {
				break
			}
		}
		if n != tc.want {
			t.Errorf("%q: %d chunks, want %d", tc.in, n, tc.want)
		}
	}
}
