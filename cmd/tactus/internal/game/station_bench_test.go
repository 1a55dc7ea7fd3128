package game

import (
	"context"
	"fmt"
	"io"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/tactuschess/tactus/assets"
	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
	"github.com/tactuschess/tactus/cmd/tactus/internal/shell"
	"github.com/tactuschess/tactus/internal/browsertest"
	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/clips"
	"github.com/tactuschess/tactus/speech/setup"
)

// pawnPairs are White's and Black's moves of a game that only pushes pawns:
// nothing is captured, no move repeats, none is special.
var pawnPairs = [...][2]string{
	{"a2a3", "a7a6"}, {"b2b3", "b7b6"}, {"c2c3", "c7c6"}, {"d2d3", "d7d6"},
	{"e2e3", "e7e6"}, {"f2f3", "f7f6"}, {"g2g3", "g7g6"}, {"h2h3", "h7h6"},
	{"a3a4", "a6a5"}, {"b3b4", "b6b5"}, {"c3c4", "c6c5"}, {"d3d4", "d6d5"},
	{"e3e4", "e6e5"}, {"f3f4", "f6f5"}, {"g3g4", "g6g5"}, {"h3h4", "h6h5"},
}

// headphones is the blind player's voice in the benchmark: the embedded
// clips rendering into a sink that plays nothing. Once armed, it reports
// when the first samples of the next utterance are handed to the sink.
type headphones struct {
	voice clips.Voice
	mu    sync.Mutex
	busy  int       // utterances being spoken
	last  time.Time // when the last utterance began
	armed bool      // the next utterance is the one timed
	want  bool      // the utterance being spoken is the one timed
	said  string    // its words
	first chan time.Time
}

func newHeadphones() *headphones {
	h := &headphones{first: make(chan time.Time, 1)}
	h.voice = clips.Voice{Renderer: clips.NewRenderer(clips.Options{}), Sink: headphoneSink{h}}
	return h
}

// Speak says u through the clips voice, noting when it begins.
func (h *headphones) Speak(ctx context.Context, u speech.Utterance) error {
	h.mu.Lock()
	h.busy++
	h.last = time.Now()
	if h.armed {
		h.armed, h.want, h.said = false, true, u.Phrase.String()
	}
	h.mu.Unlock()
	defer func() {
		h.mu.Lock()
		h.busy--
		h.mu.Unlock()
	}()
	return h.voice.Speak(ctx, u)
}

// arm times the next utterance.
func (h *headphones) arm() {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.armed, h.want = true, false
}

// quiet reports whether nothing has been spoken for a while.
func (h *headphones) quiet() bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.busy == 0 && time.Since(h.last) > 150*time.Millisecond
}

// headphoneSink plays nothing; it tells the first samples of the timed
// utterance.
type headphoneSink struct{ h *headphones }

func (s headphoneSink) Format() speech.Format { return speech.Mono(assets.SampleRate) }
func (s headphoneSink) Close() error          { return nil }
func (s headphoneSink) Play(context.Context, []int16) error {
	at := time.Now()
	s.h.mu.Lock()
	defer s.h.mu.Unlock()
	if s.h.want {
		s.h.want = false
		s.h.first <- at
	}
	return nil
}

// silence is the opponent's voice: the sighted player reads the page.
type silence struct{}

func (silence) Speak(context.Context, speech.Utterance) error { return nil }

// tapGame is the app running a game with its station.
type tapGame struct {
	typing    *io.PipeWriter
	out       *syncBuffer
	done      chan error
	url, code string
}

// startTapGame runs the app on a new game in dir with a station on
// localhost, the blind player's voice speaking into ears.
func startTapGame(b *testing.B, dir string, ears *headphones) *tapGame {
	s := settings.Defaults()
	s.White, s.Black, s.Control, s.Plain, s.Confirm, s.Voice = "Ana", "Bo", "90m+30s", true, true, setup.Clips
	s.JournalDir = dir
	open := func(context.Context, shell.SpeechConfig, func(string) string) (*setup.Speech, error) {
		return &setup.Speech{Player: ears, Opponent: silence{}, Voice: setup.Clips}, nil
	}
	in, typing := io.Pipe()
	g := &tapGame{typing: typing, out: &syncBuffer{}, done: make(chan error, 1)}
	t0 := time.Now()
	go func() {
		g.done <- Run(context.Background(), Options{
			Shell:   shell.Shell{Settings: s, Getenv: func(string) string { return "" }, Now: time.Now, Speech: open},
			Start:   NewGame,
			Plain:   true,
			In:      in,
			Out:     g.out,
			Err:     g.out,
			Since:   func() time.Duration { return time.Since(t0) },
			Station: localStation,
		})
	}()
	re := regexp.MustCompile(`station: (http://\S+) code (\d{6})`)
	for {
		if m := re.FindStringSubmatch(g.out.String()); m != nil {
			g.url, g.code = m[1], m[2]
			return g
		}
		if time.Since(t0) > 20*time.Second {
			b.Fatalf("no station line:\n%s", g.out.String())
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// stop ends the game's input and waits for the app.
func (g *tapGame) stop(b *testing.B) {
	g.typing.Close()
	if err := <-g.done; err != nil {
		b.Errorf("Run: %v\n%s", err, g.out.String())
	}
}

// waitOut waits until the app has printed what n times more than before.
func (g *tapGame) waitOut(b *testing.B, what string, n int) {
	deadline := time.Now().Add(20 * time.Second)
	for strings.Count(g.out.String(), what) < n {
		if time.Now().After(deadline) {
			b.Fatalf("never %d× %q:\n%s", n, what, g.out.String())
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// BenchmarkTapToSpeech runs the app with its station (plain mode, the
// embedded clips voice on a sink that plays nothing) and the opponent's
// page in headless chromium. Each iteration the blind player types a move,
// the page confirms it and taps its own move's two squares; it measures
// from the second tap (the mouse events dispatched to the page) until the
// first samples of the move's announcement are handed to the blind
// player's sink: the page's POST, the station, the app's goroutine and its
// journal sync, the narration, the routing and the first clip. A new game
// (untimed) follows every len(pawnPairs) iterations.
func BenchmarkTapToSpeech(b *testing.B) {
	ctx := browsertest.Tab(b)
	ears := newHeadphones()
	var g *tapGame
	defer func() {
		if g != nil {
			g.stop(b)
		}
	}()
	run := func(what string, steps ...chromedp.Action[chromedp.Void]) {
		if err := chromedp.Do(ctx, steps...); err != nil {
			b.Fatalf("%s: %v\n%s", what, err, g.out.String())
		}
	}
	until := func(what, expr string) {
		if _, err := chromedp.Run(ctx, chromedp.Poll[bool](expr, chromedp.WithPollingTimeout(20*time.Second))); err != nil {
			b.Fatalf("waiting for %s: %v\n%s", what, err, g.out.String())
		}
	}
	var worst, total time.Duration
	i := 0
	for b.Loop() {
		b.StopTimer()
		k := i % len(pawnPairs)
		if k == 0 {
			if g != nil {
				g.stop(b)
			}
			g = startTapGame(b, b.TempDir(), ears)
			run("pair", chromedp.Navigate(g.url), chromedp.WaitVisible("#code"),
				chromedp.SendKeys("#code", g.code), chromedp.Click("#pair-form button"), chromedp.WaitVisible("#boards .sq"))
		}
		white, black := pawnPairs[k][0], pawnPairs[k][1]
		fmt.Fprintln(g.typing, white)
		until("the confirmation of "+white, `!document.getElementById("confirm").disabled`)
		run("confirm", chromedp.Click("#confirm"))
		until("the move entry", `document.getElementById("confirm").disabled && document.getElementById("move-label").textContent === "Your move"`)
		run("tap "+black[:2], chromedp.Click(`.sq[data-square="`+black[:2]+`"]`))
		at, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`(() => { const e = document.querySelector('.sq[data-square="`+black[2:]+`"]');
			e.scrollIntoView({ block: "center" });
			const r = e.getBoundingClientRect();
			return [r.left + r.width / 2, r.top + r.height / 2]; })()`))
		if err != nil || len(at) != 2 {
			b.Fatalf("where %s is: %v %v", black[2:], at, err)
		}
		for !ears.quiet() {
			time.Sleep(10 * time.Millisecond)
		}
		ears.arm()
		b.StartTimer()
		start := time.Now()
		run("tap "+black[2:], chromedp.MouseClickXY(at[0], at[1]))
		var heard time.Time
		select {
		case heard = <-ears.first:
		case <-time.After(20 * time.Second):
			b.Fatalf("%s never said:\n%s", black, g.out.String())
		}
		d := heard.Sub(start)
		b.StopTimer()
		total += d
		worst = max(worst, d)
		if i == 0 {
			ears.mu.Lock()
			b.Logf("timed: %q, %v", ears.said, d)
			ears.mu.Unlock()
		}
		until("the press", `!document.querySelector('[data-kind="press"]').disabled`)
		run("press", chromedp.Click(`[data-kind="press"]`))
		g.waitOut(b, "Black completes the move", k+1)
		fmt.Fprintln(g.typing, "ok") // the blind player repeats it
		g.waitOut(b, "the boards agree", 2*k+2)
		i++
		b.StartTimer()
	}
	b.ReportMetric(float64(total.Microseconds())/1000/float64(i), "ms/tap")
	b.ReportMetric(float64(worst.Microseconds())/1000, "ms-worst")
}
