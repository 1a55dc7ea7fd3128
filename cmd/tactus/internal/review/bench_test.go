package review_test

import (
	"bufio"
	"context"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/review"
)

// bigPGN writes a file of at least n games by repeating testdata/games.pgn
// and returns its path and its number of games.
func bigPGN(b *testing.B, n int) (string, int) {
	b.Helper()
	games, err := os.ReadFile(filepath.Join("testdata", "games.pgn"))
	if err != nil {
		b.Fatal(err)
	}
	const per = 8 // games in games.pgn
	path := filepath.Join(b.TempDir(), "big.pgn")
	f, err := os.Create(path)
	if err != nil {
		b.Fatal(err)
	}
	w := bufio.NewWriter(f)
	for range (n + per - 1) / per {
		w.Write(games)
		w.WriteString("\n\n")
	}
	if err := w.Flush(); err != nil {
		b.Fatal(err)
	}
	if err := f.Close(); err != nil {
		b.Fatal(err)
	}
	return path, (n + per - 1) / per * per
}

// BenchmarkIndex100k indexes a PGN file of 100,000 games (repeated
// testdata games): the time to open it for review, the memory allocated
// while reading, and the memory the index keeps.
func BenchmarkIndex100k(b *testing.B) {
	path, n := bigPGN(b, 100_000)
	f, err := os.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	st, _ := f.Stat()
	var before, after runtime.MemStats
	var retained uint64
	b.ResetTimer()
	for b.Loop() {
		runtime.GC()
		runtime.ReadMemStats(&before)
		ix, err := review.Build(f, st.Size())
		if err != nil {
			b.Fatal(err)
		}
		runtime.GC()
		runtime.ReadMemStats(&after)
		if ix.Len() != n {
			b.Fatalf("%d games, want %d", ix.Len(), n)
		}
		retained = after.HeapAlloc - before.HeapAlloc
		runtime.KeepAlive(ix)
	}
	b.ReportMetric(float64(st.Size())/1e6, "MB-file")
	b.ReportMetric(float64(after.TotalAlloc-before.TotalAlloc)/1e6, "MB-alloc")
	b.ReportMetric(float64(retained)/1e6, "MB-retained")
}

// BenchmarkOpenGame reads one game again from the index (the first game,
// 104 plies with evaluations and variations) and opens it at its start.
func BenchmarkOpenGame(b *testing.B) {
	r := review.New(review.Options{Index: open(b)})
	for b.Loop() {
		if l := r.Open(1); len(l) == 0 || l[0].Kind == review.Refusal {
			b.Fatal(l)
		}
	}
}

// BenchmarkNext is `next` until the line and the phrase of the move are
// ready to print and say (comments, NAG words, variations included).
func BenchmarkNext(b *testing.B) {
	ctx := context.Background()
	r := review.New(review.Options{Index: open(b)})
	r.Open(1)
	for b.Loop() {
		l := r.Do(ctx, "next")
		if l[0].Kind != review.Move {
			r.Do(ctx, "start")
		}
	}
}
