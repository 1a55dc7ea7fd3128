package rules_test

import (
	"testing"

	"github.com/tactuschess/tactus/rules"
)

const kiwipeteFEN = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

func benchPerft(b *testing.B, fen string, depth int) {
	pos, err := rules.ParseFEN(fen)
	if err != nil {
		b.Fatal(err)
	}
	var nodes uint64
	b.ReportAllocs()
	for b.Loop() {
		nodes += rules.Perft(&pos, depth)
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
}

// BenchmarkPerftStart5 counts 4,865,609 leaves per operation.
func BenchmarkPerftStart5(b *testing.B) { benchPerft(b, rules.StartFEN, 5) }

// BenchmarkPerftKiwipete4 counts 4,085,603 leaves per operation.
func BenchmarkPerftKiwipete4(b *testing.B) { benchPerft(b, kiwipeteFEN, 4) }

func BenchmarkLegalMoves(b *testing.B) {
	pos, _ := rules.ParseFEN(kiwipeteFEN)
	var l rules.MoveList
	b.ReportAllocs()
	for b.Loop() {
		pos.LegalMoves(&l)
	}
}

func BenchmarkPlay(b *testing.B) {
	pos, _ := rules.ParseFEN(kiwipeteFEN)
	var l rules.MoveList
	pos.LegalMoves(&l)
	b.ReportAllocs()
	for b.Loop() {
		for _, m := range l.Slice() {
			child := pos
			if err := child.Play(m); err != nil {
				b.Fatal(err)
			}
		}
	}
}

func BenchmarkParseFEN(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := rules.ParseFEN(kiwipeteFEN); err != nil {
			b.Fatal(err)
		}
	}
}
