package station

import (
	"fmt"
	"net/http"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/tactuschess/tactus/rules/session"
)

// A burst of about 1,000 requests a second from localhost (2 s; 10 s under
// TACTUS_INTEGRATION=1): wrong codes, requests without a session, views,
// actions out of turn, and one confirmation retried many times. Afterwards
// exactly one action more is in the journal, and the blind player was told
// one thing: that pairing is locked. The station's clock advances 1 ms a
// request, so the rate limits see the same rate as the network.
func TestBurst(t *testing.T) {
	seconds := 2
	if os.Getenv("TACTUS_INTEGRATION") == "1" {
		seconds = 10
	}
	r := newRig(t)
	opp, stranger := r.browser(), r.browser()
	opp.pair(r, Opponent)
	r.blind(session.Move, "e2e4")
	before := r.seq()
	wrong := wrongCode(r)
	kinds := []func(i int){
		func(int) { stranger.post("/api/pair", map[string]string{"code": wrong}) },
		func(int) { stranger.view() },
		func(int) { opp.view() },
		func(i int) {
			opp.post("/api/act", map[string]string{"id": fmt.Sprintf("burst-%06d", i), "kind": "press"})
		},
		func(int) { opp.post("/api/act", map[string]string{"id": "the-one-confirmation", "kind": "confirm"}) },
		func(int) { stranger.act("confirm", "") },
	}
	var wg sync.WaitGroup
	sem := make(chan struct{}, 48)
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	n := 0
	for range seconds * 100 {
		<-tick.C
		for range 10 {
			r.clk.wall.Add(int64(time.Millisecond))
			sem <- struct{}{}
			wg.Add(1)
			go func(i int) {
				defer wg.Done()
				defer func() { <-sem }()
				kinds[i%len(kinds)](i)
			}(n)
			n++
		}
	}
	wg.Wait()
	if got := r.seq(); got != before+1 {
		t.Errorf("after %d requests the journal has %d actions, want %d", n, got, before+1)
	}
	v := r.host.View(Opponent)
	if v.Phase != "waiting" || !contains(v.Can, "announce") || contains(v.Can, "confirm") {
		t.Errorf("after the burst: %+v", v)
	}
	if got := len(r.noticesOf(Locked)); got != 1 {
		t.Errorf("the blind player was told %d times of a lock, want once", got)
	}
	if got := len(r.noticesOf(Paired)); got != 1 {
		t.Errorf("pairing notices: %d, want the first only", got)
	}
	if code, _ := opp.act("announce", "e5"); code != http.StatusOK && code != http.StatusTooManyRequests {
		t.Errorf("the opponent's move after the burst: %d", code)
	}
}
