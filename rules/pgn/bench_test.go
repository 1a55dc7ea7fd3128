package pgn

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkReadLichess reads the 1,000 games of lichess-1000.pgn (4 MB,
// with clock and eval comments and variations) from memory.
func BenchmarkReadLichess(b *testing.B) {
	data, err := os.ReadFile(filepath.Join("testdata", "lichess-1000.pgn"))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r := NewReader(bytes.NewReader(data))
		n := 0
		for {
			_, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				b.Fatal(err)
			}
			n++
		}
		if n != 1000 {
			b.Fatalf("%d games", n)
		}
	}
}

// BenchmarkWriteLichess writes the same games.
func BenchmarkWriteLichess(b *testing.B) {
	data, err := os.ReadFile(filepath.Join("testdata", "lichess-1000.pgn"))
	if err != nil {
		b.Fatal(err)
	}
	games := readAll(b, bytes.NewReader(data))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		w := NewWriter(io.Discard)
		for _, g := range games {
			if err := w.Write(g); err != nil {
				b.Fatal(err)
			}
		}
	}
}
