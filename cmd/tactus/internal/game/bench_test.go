package game

import (
	"context"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tactuschess/tactus/assets"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
	"github.com/tactuschess/tactus/cmd/tactus/internal/shell"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
	"github.com/tactuschess/tactus/internal/brltest"
	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/clips"
)

// benchGame starts a game that presses the clock with each typed move.
func benchGame(b *testing.B) *table.Game {
	b.Helper()
	s := settings.Defaults()
	s.White, s.Black, s.Control = "Ana", "Bo", "90m+30s"
	t0 := time.Now()
	g, _, err := table.New(table.Options{Settings: s, Dir: b.TempDir(),
		Since: func() time.Duration { return time.Since(t0) }, Wall: time.Now})
	if err != nil {
		b.Fatal(err)
	}
	return g
}

// knights is a cycle of legal moves; a new game replaces one that ended.
var knights = [...]string{"Nf3", "Nf6", "Ng1", "Ng8"}

// nextMove returns the next move to type, with a fresh game when needed.
func nextMove(b *testing.B, g **table.Game, i int) string {
	if (*g).Over() || i > 0 && i%64 == 0 { // a fresh game now and then keeps it short
		b.StopTimer()
		(*g).Quit()
		*g = benchGame(b)
		b.StartTimer()
	}
	return knights[i%len(knights)]
}

// BenchmarkMoveToJournal measures a typed move, announced and pressed at
// once, until Do returns: the session has taken it and the journal has
// synced it to the disk.
func BenchmarkMoveToJournal(b *testing.B) {
	g := benchGame(b)
	defer func() { g.Quit() }()
	var worst time.Duration
	i := 0
	for b.Loop() {
		line := nextMove(b, &g, i)
		i++
		start := time.Now()
		if outs := g.Do(line); len(outs) == 0 || outs[0].Kind != table.Event {
			b.Fatalf("%s: %v", line, outs)
		}
		worst = max(worst, time.Since(start))
	}
	b.ReportMetric(float64(worst.Microseconds())/1000, "ms-worst")
}

// firstPlay is a sink that reports each Play and plays nothing.
type firstPlay chan struct{}

func (s firstPlay) Format() speech.Format { return speech.Mono(assets.SampleRate) }
func (s firstPlay) Close() error          { return nil }
func (s firstPlay) Play(context.Context, []int16) error {
	s <- struct{}{}
	return nil
}

// BenchmarkMoveToFirstSample measures a typed move until the first audio
// of its announcement is handed to the sink, with the embedded clip voice:
// the journal sync, the narration, the routing and the first clip.
func BenchmarkMoveToFirstSample(b *testing.B) {
	sink := make(firstPlay, 64)
	sp := speech.NewSpeaker(clips.Voice{Renderer: clips.NewRenderer(clips.Options{}), Sink: sink}, speech.SpeakerOptions{})
	defer sp.Close()
	out := speech.Outputs{Player: sp, Opponent: sp}
	g := benchGame(b)
	defer func() { g.Quit() }()
	var worst time.Duration
	i := 0
	for b.Loop() {
		line := nextMove(b, &g, i)
		i++
		start := time.Now()
		for _, o := range g.Do(line) {
			shell.Route(out, o, false)
		}
		<-sink
		worst = max(worst, time.Since(start))
		b.StopTimer()
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		if err := sp.Wait(ctx); err != nil {
			b.Fatal(err)
		}
		cancel()
		for len(sink) > 0 {
			<-sink
		}
		b.StartTimer()
	}
	b.ReportMetric(float64(worst.Microseconds())/1000, "ms-worst")
}

// firstLine is a writer that reports the first line written.
type firstLine struct {
	once sync.Once
	c    chan struct{}
}

func (w *firstLine) Write(p []byte) (int, error) {
	if strings.Contains(string(p), "\n") {
		w.once.Do(func() { close(w.c) })
	}
	return len(p), nil
}

// BenchmarkStartToFirstLine measures the app from Run until plain mode's
// first line (the game begins, white to move): the settings, the journal
// created and synced, the session begun.
func BenchmarkStartToFirstLine(b *testing.B) {
	var worst time.Duration
	for b.Loop() {
		dir := b.TempDir()
		in, feed := io.Pipe()
		w := &firstLine{c: make(chan struct{})}
		s := settings.Defaults()
		s.White, s.Black, s.Control, s.JournalDir, s.Voice = "Ana", "Bo", "90m+30s", dir, "none"
		t0 := time.Now()
		done := make(chan error, 1)
		start := time.Now()
		go func() {
			done <- Run(context.Background(), Options{
				Shell: shell.Shell{Settings: s, Getenv: func(string) string { return "" }, Now: time.Now},
				Start: NewGame,
				Plain: true,
				In:    in,
				Out:   w,
				Err:   io.Discard,
				Since: func() time.Duration { return time.Since(t0) },
			})
		}()
		<-w.c
		worst = max(worst, time.Since(start))
		b.StopTimer()
		feed.Close()
		if err := <-done; err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
	}
	b.ReportMetric(float64(worst.Microseconds())/1000, "ms-worst")
}

// BenchmarkMoveToCells measures a typed move until the Braille display
// shows it: the journal sync, the frame handed to the display, the cells
// computed and written to BrlAPI (a fake BrlAPI server on loopback, which
// records the write).
func BenchmarkMoveToCells(b *testing.B) {
	srv, err := brltest.NewServer(40)
	if err != nil {
		b.Fatal(err)
	}
	defer srv.Close()
	d := shell.OpenDisplay(context.Background(), srv.Address(), nil, catalog.English())
	defer d.Close()
	touch := toucher(d)
	g := benchGame(b)
	defer func() { g.Quit() }()
	touch(g, nil)
	srv.WaitCells(b, 0, func([]byte) bool { return true })
	var worst time.Duration
	i := 0
	for b.Loop() {
		line := nextMove(b, &g, i)
		i++
		n := srv.Count()
		start := time.Now()
		touch(g, g.Do(line))
		srv.WaitCells(b, n, func([]byte) bool { return true })
		worst = max(worst, time.Since(start))
	}
	b.ReportMetric(float64(worst.Microseconds())/1000, "ms-worst")
}
