package app

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/tactuschess/tactus/assets"
	"github.com/tactuschess/tactus/cmd/tactus/internal/app/settings"
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

// benchChromium starts a headless chromium tab, skipping the benchmark
// (or failing it under TACTUS_INTEGRATION=1) when chromium is missing.
func benchChromium(b *testing.B) context.Context {
	b.Helper()
	path := ""
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			path = p
			break
		}
	}
	if path == "" {
		if os.Getenv("TACTUS_INTEGRATION") == "1" {
			b.Fatal("chromium is missing (apt install chromium)")
		}
		b.Skip("chromium is missing (apt install chromium); the browser benchmark is skipped")
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(path),
		chromedp.NoSandbox, chromedp.Headless, chromedp.DisableGPU)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	b.Cleanup(func() { cancel(); cancelAlloc() })
	if err := chromedp.Do(ctx); err != nil {
		b.Fatalf("chromium: %v", err)
	}
	return ctx
}

// BenchmarkTapToSpeech runs the app with its station (plain mode, the
// embedded clips voice on a sink that plays nothing) and the opponent's
// page in headless chromium. Each iteration the blind player types a move,
// the page confirms it and taps its own move's two squares; it measures
// from the second tap (the mouse events dispatched to the page) until the
// first samples of the move's announcement are handed to the blind
// player's sink: the page's POST, the station, the app's goroutine and its
// journal sync, the narration, the routing and the first clip.
func BenchmarkTapToSpeech(b *testing.B) {
	ctx := benchChromium(b)
	s := settings.Defaults()
	s.White, s.Black, s.Control, s.Plain, s.Confirm, s.Voice = "Ana", "Bo", "90m+30s", true, true, setup.Clips
	s.JournalDir = b.TempDir()
	ears := newHeadphones()
	open := func(context.Context, SpeechConfig, func(string) string) (*setup.Speech, error) {
		return &setup.Speech{Player: ears, Opponent: silence{}, Voice: setup.Clips}, nil
	}
	in, typing := io.Pipe()
	var out syncBuffer
	t0 := time.Now()
	done := make(chan error, 1)
	go func() {
		done <- Run(context.Background(), Options{Settings: s, Start: NewGame, Plain: true, In: in, Out: &out, Err: &out,
			Getenv: func(string) string { return "" }, Since: func() time.Duration { return time.Since(t0) }, Wall: time.Now,
			OpenSpeech: open, Station: &StationOptions{Addr: "127.0.0.1:0"}})
	}()
	defer func() {
		typing.Close()
		if err := <-done; err != nil {
			b.Errorf("Run: %v\n%s", err, out.String())
		}
	}()
	re := regexp.MustCompile(`station: (http://\S+) code (\d{6})`)
	var m []string
	for m == nil {
		if time.Since(t0) > 20*time.Second {
			b.Fatalf("no station line:\n%s", out.String())
		}
		time.Sleep(5 * time.Millisecond)
		m = re.FindStringSubmatch(out.String())
	}
	run := func(what string, steps ...chromedp.Action[chromedp.Void]) {
		if err := chromedp.Do(ctx, steps...); err != nil {
			b.Fatalf("%s: %v\n%s", what, err, out.String())
		}
	}
	until := func(what, expr string) {
		if _, err := chromedp.Run(ctx, chromedp.Poll[bool](expr, chromedp.WithPollingTimeout(20*time.Second))); err != nil {
			b.Fatalf("waiting for %s: %v\n%s", what, err, out.String())
		}
	}
	run("pair", chromedp.Navigate(m[1]), chromedp.WaitVisible("#code"),
		chromedp.SendKeys("#code", m[2]), chromedp.Click("#pair-form button"), chromedp.WaitVisible("#boards .sq"))

	var worst, total time.Duration
	i := 0
	for b.Loop() {
		b.StopTimer()
		if i >= len(pawnPairs) {
			b.Fatalf("only %d moves: run with -benchtime=%dx or fewer", len(pawnPairs), len(pawnPairs))
		}
		white, black := pawnPairs[i][0], pawnPairs[i][1]
		fmt.Fprintln(typing, white)
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
			page, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`JSON.stringify([document.getElementById("live").textContent, [...document.querySelectorAll(".sq.sel")].map((e) => e.dataset.square), document.getElementById("move").value, document.querySelector(".sq[data-square=a5]").textContent, document.querySelector(".sq[data-square=a6]").textContent])`))
			b.Fatalf("%s never said:\n%s\n%s", black, out.String(), page)
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
		for strings.Count(out.String(), "Black completes the move") <= i {
			time.Sleep(5 * time.Millisecond)
		}
		fmt.Fprintln(typing, "ok") // the blind player repeats it
		for strings.Count(out.String(), "the boards agree") <= 2*i+1 {
			time.Sleep(5 * time.Millisecond)
		}
		i++
		b.StartTimer()
	}
	b.ReportMetric(float64(total.Microseconds())/1000/float64(i), "ms/tap")
	b.ReportMetric(float64(worst.Microseconds())/1000, "ms-worst")
}
