package braille

import (
	"testing"
	"time"

	"github.com/tactuschess/tactus/rules"
)

func BenchmarkBoard(b *testing.B) {
	pos := rules.StartPosition()
	code := UK2015()
	b.ReportAllocs()
	for b.Loop() {
		_ = code.Board(&pos, false)
	}
}

func BenchmarkLinesAfter40Moves(b *testing.B) {
	g := rules.NewGame(rules.StartPosition())
	for i := 0; i < 80; i++ { // a deterministic game: always the first legal move
		var l rules.MoveList
		p := g.Position()
		p.LegalMoves(&l)
		if l.Len() == 0 {
			break
		}
		if err := g.Play(l.At(i % l.Len())); err != nil {
			b.Fatal(err)
		}
	}
	code := UK2015()
	layout := Layout{Clocks: &[2]time.Duration{time.Hour, time.Hour}}
	b.ReportAllocs()
	for b.Loop() {
		_ = code.Lines(g, layout)
	}
}

// BenchmarkUK2015 is the cost of a fresh table, which every call returns.
func BenchmarkUK2015(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_ = UK2015()
	}
}

func BenchmarkViewCells(b *testing.B) {
	pos := rules.StartPosition()
	v := NewView(UK2015().Board(&pos, false), 40)
	b.ReportAllocs()
	for b.Loop() {
		_ = v.Cells()
		if !v.Down() {
			v.Goto(0)
		}
	}
}
