package station

import (
	"encoding/json"
	"runtime"
	"testing"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// arbiterToggle pauses or continues the clock from the app: an action that
// can be taken forever.
func arbiterToggle(b *testing.B, r *rig, i int) {
	k := session.Pause
	if i%2 == 1 {
		k = session.Continue
	}
	if _, err := r.host.Do(session.Action{Actor: session.Arbiter(), Kind: k}); err != nil {
		b.Fatal(err)
	}
}

// BenchmarkUpdateToPage measures an action taken at the app until the page's
// event stream has the new view (the journal's fsync included).
func BenchmarkUpdateToPage(b *testing.B) {
	r := newRig(b)
	page := r.browser()
	page.pair(r, Opponent)
	s := page.events("")
	s.next()
	i := 0
	for b.Loop() {
		arbiterToggle(b, r, i)
		i++
		if id, _ := s.next(); id != r.seq() {
			b.Fatalf("id %d, want %d", id, r.seq())
		}
	}
}

// BenchmarkTwoPages reports the heap the station holds for an opponent's and
// an arbiter's page following a 40-ply game, and what one update costs with
// both connected.
func BenchmarkTwoPages(b *testing.B) {
	r := newRig(b)
	moves := []string{"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6", "e1g1", "f8e7",
		"f1e1", "b7b5", "a4b3", "d7d6", "c2c3", "e8g8", "h2h3", "c6b8", "d2d4", "b8d7",
		"c3c4", "c7c6", "c4b5", "a6b5", "b1c3", "c8b7", "c1g5", "b5b4", "c3b1", "h7h6",
		"g5h4", "c6c5", "d4e5", "f6e4", "h4e7", "d8e7", "e5d6", "e7f6", "b1d2", "e4d6"}
	for i, m := range moves {
		side := rules.Color(i % 2)
		for _, a := range []session.Action{{Actor: session.Player(side), Kind: session.Move, Move: m},
			{Actor: session.Player(side.Other()), Kind: session.Confirm}} {
			if _, err := r.host.Do(a); err != nil {
				b.Fatalf("%s: %v", m, err)
			}
		}
	}
	view, err := json.Marshal(r.host.View(Arbiter))
	if err != nil {
		b.Fatal(err)
	}
	arbiterView := len(view)
	before := heap()
	opp, arb := r.browser(), r.browser()
	opp.pair(r, Opponent)
	arb.pair(r, Arbiter)
	so, sa := opp.events(""), arb.events("")
	so.next()
	sa.next()
	held := heap() - before
	i := 0
	for b.Loop() {
		arbiterToggle(b, r, i)
		i++
		so.next()
		sa.next()
	}
	b.ReportMetric(float64(held)/1024, "KiB-two-pages")
	b.ReportMetric(float64(arbiterView), "B-arbiter-view-40-plies")
}

// heap returns the bytes in use on the heap after a collection.
func heap() int64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return int64(m.HeapAlloc)
}
