package station

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/tactuschess/tactus/internal/browsertest"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// benchPawns are White's and Black's moves of a game that only pushes
// pawns: nothing is captured, no move repeats, none is special.
var benchPawns = [...][2]string{
	{"a2a3", "a7a6"}, {"b2b3", "b7b6"}, {"c2c3", "c7c6"}, {"d2d3", "d7d6"},
	{"e2e3", "e7e6"}, {"f2f3", "f7f6"}, {"g2g3", "g7g6"}, {"h2h3", "h7h6"},
	{"a3a4", "a6a5"}, {"b3b4", "b6b5"}, {"c3c4", "c6c5"}, {"d3d4", "d6d5"},
	{"e3e4", "e6e5"}, {"f3f4", "f6f5"}, {"g3g4", "g6g5"}, {"h3h4", "h6h5"},
}

// BenchmarkPushToPage measures a move of the blind player taken at the app
// (the host's Do, the journal's fsync included) until the opponent's page
// in headless chromium shows it: the event stream, the page's script and
// its DOM. The page is watched with a MutationObserver (chromedp's Poll on
// mutations) and the whole round trip is timed from Go, so no two clocks
// are compared. Each iteration is a fresh move pair; the opponent's
// confirmation and reply are taken at the host, untimed, and a new game
// (untimed) follows every len(benchPawns) iterations.
func BenchmarkPushToPage(b *testing.B) {
	ctx := browsertest.Tab(b)
	var r *rig
	shows := func(what, expr string, opts ...chromedp.PollOption) {
		opts = append(opts, chromedp.WithPollingTimeout(20*time.Second))
		if _, err := chromedp.Run(ctx, chromedp.Poll[bool](expr, opts...)); err != nil {
			b.Fatalf("waiting for %s: %v", what, err)
		}
	}
	lastIs := func(uci string) string {
		return `document.getElementById("last-san").textContent === "(` + uci[2:] + `)"`
	}
	do := func(side rules.Color, k session.Kind, move string) {
		if _, err := r.host.Do(session.Action{Actor: session.Player(side), Kind: k, Move: move}); err != nil {
			b.Fatalf("%s %s: %v", k, move, err)
		}
	}
	var worst, total time.Duration
	i := 0
	for b.Loop() {
		b.StopTimer()
		k := i % len(benchPawns)
		if k == 0 { // a new game
			if r != nil {
				r.stop()
				r.stop = nil
			}
			r = newRig(b)
			if err := chromedp.Do(ctx, chromedp.Navigate(r.st.URL()), chromedp.WaitVisible("#code"),
				chromedp.SendKeys("#code", r.st.Code(Opponent)), chromedp.Click("#pair-form button"),
				chromedp.WaitVisible("#boards .sq")); err != nil {
				b.Fatalf("pair: %v", err)
			}
		}
		white, black := benchPawns[k][0], benchPawns[k][1]
		b.StartTimer()
		start := time.Now()
		do(rules.White, session.Move, white)
		shows(white, lastIs(white), chromedp.WithPollingMutation())
		d := time.Since(start)
		b.StopTimer()
		total += d
		worst = max(worst, d)
		do(rules.Black, session.Confirm, "")
		do(rules.Black, session.Move, black)
		do(rules.White, session.Confirm, "")
		shows(black, lastIs(black)+` && !document.getElementById("boards").hidden`)
		i++
		b.StartTimer()
	}
	b.ReportMetric(float64(total.Microseconds())/1000/float64(i), "ms/push")
	b.ReportMetric(float64(worst.Microseconds())/1000, "ms-worst")
}
