package review_test

import (
	"bufio"
	"context"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/review"
	"github.com/tactuschess/tactus/rules"
)

// gateAnalyst is a fake engine that thinks until it is released or
// stopped: each call says it started, and a call its context ended says
// so.
type gateAnalyst struct {
	started chan rules.Position
	release chan struct{}
	stopped chan error
}

func newGate() *gateAnalyst {
	return &gateAnalyst{started: make(chan rules.Position, 16), release: make(chan struct{}), stopped: make(chan error, 16)}
}

func (g *gateAnalyst) Analyse(ctx context.Context, pos rules.Position) (review.Analysis, error) {
	g.started <- pos
	select {
	case <-g.release:
		return review.Analysis{Words: "the position is equal", Threat: rules.NoMove}, nil
	case <-ctx.Done():
		g.stopped <- ctx.Err()
		return review.Analysis{}, ctx.Err()
	}
}

// TestAnalysisDoesNotBlock: analyse and mistakes answer at once; the
// screen takes next while the engine thinks; stop, another analysis, another
// game and quit cancel the work, and a cancelled job's answer is dropped.
func TestAnalysisDoesNotBlock(t *testing.T) {
	ctx := context.Background()
	gate := newGate()
	r := review.New(review.Options{Index: open(t), Analyst: gate})
	r.Open(4)
	run := func(j *review.Job) <-chan review.Result {
		done := make(chan review.Result, 1)
		go func() { done <- j.Run() }()
		return done
	}
	if got := texts(r.Do(ctx, "analyse")); got != "The engine is looking at the position; say stop to stop it.\n" {
		t.Fatalf("analyse = %q", got)
	}
	j := r.Job()
	if j == nil || !r.Busy() || r.Job() != nil {
		t.Fatal("analyse started no job, or gave it twice")
	}
	first := run(j)
	<-gate.started
	if got := texts(r.Do(ctx, "next")); !strings.Contains(got, "1. Eva zwei Eva vier (e4)") {
		t.Errorf("next while the engine thinks = %q", got)
	}
	if got := texts(r.Do(ctx, "stop")); got != "The engine stopped.\n" {
		t.Errorf("stop = %q", got)
	}
	if err := <-gate.stopped; !errors.Is(err, context.Canceled) {
		t.Errorf("the engine was stopped with %v", err)
	}
	if got := r.Finish(<-first); got != nil || r.Busy() {
		t.Errorf("a stopped job said %q", texts(got))
	}
	if got := texts(r.Do(ctx, "stop")); !strings.Contains(got, "no lesson") {
		t.Errorf("stop with nothing to stop = %q", got)
	}

	// another analysis replaces the first; another game and quit stop it
	r.Do(ctx, "analyse")
	first = run(r.Job())
	<-gate.started
	if got := texts(r.Do(ctx, "mistakes")); !strings.Contains(got, "going through the game") {
		t.Errorf("mistakes = %q", got)
	}
	second := run(r.Job())
	<-gate.stopped
	if got := r.Finish(<-first); got != nil {
		t.Errorf("a replaced job said %q", texts(got))
	}
	<-gate.started
	r.Open(1)
	<-gate.stopped
	if r.Busy() || r.Finish(<-second) != nil {
		t.Error("opening another game did not stop the engine")
	}
	r.Do(ctx, "analyse")
	third := run(r.Job())
	<-gate.started
	r.Do(ctx, "quit")
	<-gate.stopped
	if r.Busy() || r.Finish(<-third) != nil {
		t.Error("quit did not stop the engine")
	}
}

// TestAnalysisSaidAfterMovingOn: an analysis that comes after the cursor
// moved on says which position it is about.
func TestAnalysisSaidAfterMovingOn(t *testing.T) {
	ctx := context.Background()
	gate := newGate()
	close(gate.release)
	r := review.New(review.Options{Index: open(t), Analyst: gate})
	r.Open(4)
	r.Do(ctx, "next")
	r.Do(ctx, "analyse")
	j := r.Job()
	r.Do(ctx, "next")
	got := texts(r.Finish(j.Run()))
	if !strings.HasPrefix(got, "Analysis of the position after 1. e4:\nThe position is equal.\n") {
		t.Errorf("the analysis after next = %q", got)
	}
	r.Do(ctx, "analyse")
	if got := texts(r.Finish(r.Job().Run())); got != "The position is equal.\n" {
		t.Errorf("the analysis where the cursor is = %q", got)
	}
}

// TestPlainModeDoesNotBlock: in plain mode a typed line is answered while
// the engine thinks, stop stops it, and an answer is written when it
// comes.
func TestPlainModeDoesNotBlock(t *testing.T) {
	gate := newGate()
	r := review.New(review.Options{Index: open(t), Analyst: gate})
	inR, in := io.Pipe()
	outR, out := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- review.Run(context.Background(), r, 4, inR, out, nil); out.Close() }()
	lines := bufio.NewScanner(outR)
	expect := func(want string) { // the next line with want, after any others
		t.Helper()
		for lines.Scan() {
			if strings.Contains(lines.Text(), want) {
				return
			}
		}
		t.Fatalf("no line %q", want)
	}
	say := func(line string) {
		t.Helper()
		if _, err := io.WriteString(in, line+"\n"); err != nil {
			t.Fatal(err)
		}
	}
	expect("Game 4")
	say("analyse")
	expect("The engine is looking")
	<-gate.started
	say("next")
	expect("1. Eva zwei Eva vier (e4)")
	say("stop")
	expect("The engine stopped.")
	if err := <-gate.stopped; !errors.Is(err, context.Canceled) {
		t.Errorf("the engine was stopped with %v", err)
	}
	say("analyse")
	expect("The engine is looking")
	<-gate.started
	say("where")
	expect("Game 4, the main line, after 1. e4")
	close(gate.release)
	expect("The position is equal.")
	in.Close()
	for lines.Scan() {
		t.Errorf("an extra line %q", lines.Text())
	}
	if err := <-done; err != nil {
		t.Error(err)
	}
}

// TestPlainModeWaitsAtTheEnd: a script that ends while the engine thinks
// still gets its answer.
func TestPlainModeWaitsAtTheEnd(t *testing.T) {
	gate := newGate()
	close(gate.release)
	r := review.New(review.Options{Index: open(t), Analyst: gate})
	var out strings.Builder
	if err := review.Run(context.Background(), r, 4, strings.NewReader("analyse\n"), &out, nil); err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(out.String(), "The position is equal.\n") {
		t.Errorf("the script's output ends %q", out.String())
	}
}
