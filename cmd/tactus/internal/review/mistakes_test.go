package review_test

import (
	"context"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/review"
	"github.com/tactuschess/tactus/rules"
)

// mateSeer is a fake engine that sees mates in one and nothing else: a
// position whose side to move mates in one is worth a mate to it, others
// are level; its best move mates if it can, else leaves no mate in one.
type mateSeer struct{}

func mateIn1(pos rules.Position) (rules.Move, bool) {
	var l rules.MoveList
	pos.LegalMoves(&l)
	for _, m := range l.Slice() {
		after := pos
		if after.Play(m) == nil && after.InCheck() && !after.HasLegalMove() {
			return m, true
		}
	}
	return rules.NoMove, false
}

func (mateSeer) Analyse(_ context.Context, pos rules.Position) (review.Analysis, error) {
	a := review.Analysis{Scored: true, Threat: rules.NoMove}
	if m, ok := mateIn1(pos); ok {
		a.Line, a.White, a.Words = []rules.Move{m}, review.MateScore-1, "mate in one"
		if pos.SideToMove() == rules.Black {
			a.White = -a.White
		}
		return a, nil
	}
	var l rules.MoveList
	pos.LegalMoves(&l)
	for _, m := range l.Slice() {
		after := pos
		if after.Play(m) == nil {
			if _, mates := mateIn1(after); !mates {
				a.Line = []rules.Move{m}
				break
			}
		}
	}
	a.Words = "equal"
	return a, nil
}

// TestMistakesAndLearn: in the scholar's mate, Black's 3...Nf6 allowed
// mate; mistakes lists it for Black and none for White, and learn replays
// it: the move of the game is refused, a move that stops the mate is
// accepted.
func TestMistakesAndLearn(t *testing.T) {
	const pgnText = "[White \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n"
	ix, err := review.Build(strings.NewReader(pgnText), int64(len(pgnText)))
	if err != nil {
		t.Fatal(err)
	}
	r := review.New(review.Options{Index: ix, Analyst: mateSeer{}})
	ctx := context.Background()
	r.Open(1)
	text := func(lines []review.Line) string {
		var b strings.Builder
		for _, l := range lines {
			b.WriteString(l.Text + "\n")
		}
		return b.String()
	}
	got := text(r.DoAndWait(ctx, "mistakes"))
	for _, want := range []string{"White made no mistake", "Black: 1 mistake.", "Move 3, Black Nf6: a blunder, about more than a piece lost;"} {
		if !strings.Contains(got, want) {
			t.Errorf("mistakes lacks %q:\n%s", want, got)
		}
	}
	got = text(r.DoAndWait(ctx, "learn black"))
	if !strings.Contains(got, "Mistake 1 of 1: move 3, Black to play; the game went Nf6.") {
		t.Fatalf("learn:\n%s", got)
	}
	if got = text(r.DoAndWait(ctx, "Nf6")); !strings.Contains(got, "the move of the game") {
		t.Errorf("the game's move: %s", got)
	}
	if got = text(r.DoAndWait(ctx, "Zz9")); !strings.Contains(got, "not a legal move") {
		t.Errorf("nonsense: %s", got)
	}
	if got = text(r.DoAndWait(ctx, "g6")); !strings.Contains(got, "Yes: g6") || !strings.Contains(got, "That was the last one.") {
		t.Errorf("a good move: %s", got)
	}
	if got = text(r.DoAndWait(ctx, "show")); !strings.Contains(got, "Say learn first.") {
		t.Errorf("show after the lesson: %s", got)
	}
}

// TestMistakesWithoutEngine is one sentence.
func TestMistakesWithoutEngine(t *testing.T) {
	ix := open(t)
	r := review.New(review.Options{Index: ix})
	r.Open(1)
	lines := r.Do(context.Background(), "mistakes")
	if len(lines) != 1 || lines[0].Text != "No engine is set up for analysis." {
		t.Fatalf("%v", lines)
	}
}
