package tui

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/exp/golden"
	"github.com/charmbracelet/x/exp/teatest/v2"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/input"
	"github.com/tactuschess/tactus/cmd/tactus/internal/review"
	"github.com/tactuschess/tactus/rules"
)

func index(t *testing.T) *review.Index {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "testdata", "games.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	st, err := f.Stat()
	if err != nil {
		t.Fatal(err)
	}
	ix, err := review.Build(f, st.Size())
	if err != nil {
		t.Fatal(err)
	}
	return ix
}

// TestReviewScreen steps through game 1 with the arrow keys and Enter,
// asks a question at the prompt and quits; the final screen is golden.
func TestReviewScreen(t *testing.T) {
	r := review.New(review.Options{Index: index(t)})
	var said []string
	m := New(context.Background(), r, 1, Options{Say: func(l review.Line) { said = append(said, l.Text) }})
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(100, 40))
	tm.Send(tea.KeyPressMsg{Code: tea.KeyRight})
	tm.Send(tea.KeyPressMsg{Code: tea.KeyEnter})
	tm.Send(tea.KeyPressMsg{Code: tea.KeyRight})
	tm.Send(tea.KeyPressMsg{Code: tea.KeyLeft})
	tm.Type("/whose")
	tm.Send(tea.KeyPressMsg{Code: tea.KeyEnter})
	tm.Send(tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl})
	final := tm.FinalModel(t, teatest.WithFinalTimeout(10*time.Second)).(Model)
	golden.RequireEqual(t, final.View().Content)
	if !strings.Contains(strings.Join(said, "\n"), "1. David zwei David vier (d4)") {
		t.Errorf("the moves were not said: %q", said)
	}
	if c := r.Cursor(); c == nil || c.Step().Ply == nil {
		t.Fatal("no move on the cursor")
	}
}

// TestReviewScreenLanguages is TestReviewScreen in German and Slovak: the
// header, the lines and the key help in the UI language, and the UI
// language's command word at the prompt.
func TestReviewScreenLanguages(t *testing.T) {
	for lang, whose := range map[string]string{"de": "/wer", "sk": "/kto"} {
		t.Run(lang, func(t *testing.T) {
			u, err := catalog.Lookup(lang)
			if err != nil {
				t.Fatal(err)
			}
			r := review.New(review.Options{Index: index(t), UI: u})
			m := New(context.Background(), r, 1, Options{})
			tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(100, 40))
			tm.Send(tea.KeyPressMsg{Code: tea.KeyRight})
			tm.Send(tea.KeyPressMsg{Code: tea.KeyEnter})
			tm.Send(tea.KeyPressMsg{Code: tea.KeyRight})
			tm.Send(tea.KeyPressMsg{Code: tea.KeyLeft})
			tm.Type(whose)
			tm.Send(tea.KeyPressMsg{Code: tea.KeyEnter})
			tm.Send(tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl})
			final := tm.FinalModel(t, teatest.WithFinalTimeout(10*time.Second)).(Model)
			v := final.View()
			golden.RequireEqual(t, v.Content)
			if v.WindowTitle != u.Review.WindowTitle {
				t.Errorf("window title %q", v.WindowTitle)
			}
		})
	}
}

// gateAnalyst is a fake engine that thinks until it is released or
// stopped.
type gateAnalyst struct {
	started chan struct{}
	release chan struct{}
	stopped chan error
}

func (g *gateAnalyst) Analyse(ctx context.Context, _ rules.Position) (review.Analysis, error) {
	g.started <- struct{}{}
	select {
	case <-g.release:
		return review.Analysis{Words: "the position is equal", Threat: rules.NoMove}, nil
	case <-ctx.Done():
		g.stopped <- ctx.Err()
		return review.Analysis{}, ctx.Err()
	}
}

// TestAnalysisDoesNotBlockTheScreen: while the engine thinks the arrow
// keys still step through the game, stop stops the engine, and an answer
// is shown when it comes.
func TestAnalysisDoesNotBlockTheScreen(t *testing.T) {
	gate := &gateAnalyst{started: make(chan struct{}, 4), release: make(chan struct{}), stopped: make(chan error, 4)}
	r := review.New(review.Options{Index: index(t), Analyst: gate})
	tm := teatest.NewTestModel(t, New(context.Background(), r, 1, Options{}), teatest.WithInitialTermSize(100, 40))
	shows := func(want string) {
		t.Helper()
		teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return strings.Contains(string(b), want) },
			teatest.WithDuration(10*time.Second))
	}
	tm.Type("/analyse")
	tm.Send(tea.KeyPressMsg{Code: tea.KeyEnter})
	shows("The engine is looking")
	<-gate.started
	tm.Send(tea.KeyPressMsg{Code: tea.KeyRight})
	shows("David vier (d4)")
	tm.Type("/stop")
	tm.Send(tea.KeyPressMsg{Code: tea.KeyEnter})
	shows("The engine stopped.")
	if err := <-gate.stopped; !errors.Is(err, context.Canceled) {
		t.Errorf("the engine was stopped with %v", err)
	}
	tm.Type("/analyse")
	tm.Send(tea.KeyPressMsg{Code: tea.KeyEnter})
	<-gate.started
	close(gate.release)
	shows("The position is equal.")
	tm.Send(tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl})
	tm.WaitFinished(t, teatest.WithFinalTimeout(10*time.Second))
}

// TestBrailleLinesOnTheScreen: a move routed or typed on the Braille
// display is taken as typed, and the display's loss is told, on the full
// screen too.
func TestBrailleLinesOnTheScreen(t *testing.T) {
	r := review.New(review.Options{Index: index(t)})
	in, notices := make(chan input.Msg, 1), make(chan string, 1)
	var said []string
	m := New(context.Background(), r, 1, Options{Say: func(l review.Line) { said = append(said, l.Text) },
		Extra: review.Extra{Input: in, Notices: notices}})
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(100, 40))
	in <- input.Line{Text: "next", From: input.Display}
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return strings.Contains(string(b), "(d4)") },
		teatest.WithDuration(10*time.Second))
	notices <- "The Braille display is not available (gone); tactus goes on and keeps trying."
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return strings.Contains(string(b), "keeps trying") },
		teatest.WithDuration(10*time.Second))
	tm.Send(tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl})
	tm.FinalModel(t, teatest.WithFinalTimeout(10*time.Second))
	if !strings.Contains(strings.Join(said, "\n"), "keeps trying") {
		t.Errorf("the notice was not said: %q", said)
	}
}
