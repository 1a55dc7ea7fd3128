package braille

import (
	"testing"
	"time"

	"github.com/tactuschess/tactus/rules"
)

func BenchmarkBoard(b *testing.B) {
	pos := rules.StartPosition()
	b.ReportAllocs()
	for b.Loop() {
		_ = UK2015.Board(&pos, false, rules.NoSquare)
	}
}

func BenchmarkLinesAfter40Moves(b *testing.B) {
	g := &Game{Start: rules.StartPosition(), Selected: rules.NoSquare, Clocks: &[2]time.Duration{time.Hour, time.Hour}}
	p := g.Start
	for i := 0; i < 80; i++ { // a deterministic game: always the first legal move
		var l rules.MoveList
		p.LegalMoves(&l)
		if l.Len() == 0 {
			break
		}
		m := l.At(i % l.Len())
		g.Moves = append(g.Moves, m)
		if err := p.Play(m); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := UK2015.Lines(g); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkViewCells(b *testing.B) {
	pos := rules.StartPosition()
	v := NewView(UK2015.Board(&pos, false, rules.NoSquare), 40)
	b.ReportAllocs()
	for b.Loop() {
		_ = v.Cells()
		if !v.Down() {
			v.Goto(0)
		}
	}
}
