package notation

import (
	"testing"

	"github.com/tactuschess/tactus/rules"
)

// BenchmarkSAN writes every legal move of a busy middle-game position.
func BenchmarkSAN(b *testing.B) {
	pos := mustFEN(b, fenKiwipete)
	var l rules.MoveList
	pos.LegalMoves(&l)
	var buf []byte
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m := l.At(i % l.Len())
		buf = English.AppendSAN(buf[:0], &pos, m)
	}
}

// BenchmarkParseSAN reads every legal move of the same position back.
func BenchmarkParseSAN(b *testing.B) {
	pos := mustFEN(b, fenKiwipete)
	var l rules.MoveList
	pos.LegalMoves(&l)
	sans := make([]string, l.Len())
	for i, m := range l.Slice() {
		sans[i] = SAN(&pos, m)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := ParseSAN(&pos, sans[i%len(sans)]); err != nil {
			b.Fatal(err)
		}
	}
}
