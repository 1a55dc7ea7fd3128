package announce

import (
	"testing"

	"github.com/tactuschess/tactus/rules"
)

// benchPosition is a middlegame position with many legal moves.
const benchFEN = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

func BenchmarkAppendMoveLong(b *testing.B) { benchMove(b, Long) }

func BenchmarkAppendMoveShort(b *testing.B) { benchMove(b, Short) }

func benchMove(b *testing.B, s Style) {
	pos := position(b, benchFEN)
	m := uciMove(b, &pos, "e5f7")
	v := AppendixD()
	buf := make(Phrase, 0, 8)
	b.ReportAllocs()
	for b.Loop() {
		buf = v.AppendMove(buf[:0], &pos, m, s)
	}
	if buf.String() == "" {
		b.Fatal("empty phrase")
	}
}

func BenchmarkMoveString(b *testing.B) {
	pos := position(b, benchFEN)
	m := uciMove(b, &pos, "e5f7")
	b.ReportAllocs()
	for b.Loop() {
		_ = AppendixD().Move(&pos, m, Long).String()
	}
}

func BenchmarkHear(b *testing.B) {
	pos := position(b, benchFEN)
	want := uciMove(b, &pos, "e5f7")
	line := AppendixD().Move(&pos, want, Long).String()
	h, err := NewHearer()
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		m, err := h.Hear(&pos, line)
		if err != nil || m != want {
			b.Fatal(m, err)
		}
	}
}

func BenchmarkHearUmlauts(b *testing.B) {
	pos := position(b, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2")
	want := uciMove(b, &pos, "f1c4")
	b.ReportAllocs()
	for b.Loop() {
		if m, err := Hear(&pos, "Läufer von Félix eins nach César vier"); err != nil || m != want {
			b.Fatal(m, err)
		}
	}
}

func BenchmarkHearError(b *testing.B) {
	pos := rules.StartPosition()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Hear(&pos, "Springer Felix vier"); err == nil {
			b.Fatal("heard an illegal move")
		}
	}
}
