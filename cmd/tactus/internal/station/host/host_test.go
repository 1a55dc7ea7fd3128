package host

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	remote "github.com/tactuschess/tactus/cmd/tactus/internal/station"
	"github.com/tactuschess/tactus/cmd/tactus/internal/stationapi"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// pairWith sends a pairing code from c as a page does; the station must answer.
func pairWith(t *testing.T, c *stationapi.Client, code string) stationapi.Answer {
	t.Helper()
	a, err := c.Pair(context.Background(), code)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// roleOf is the role of c's view, or of the station's refusal of it.
func roleOf(t *testing.T, c *stationapi.Client) string {
	t.Helper()
	v, err := c.View(context.Background())
	var refused *stationapi.StatusError
	if errors.As(err, &refused) {
		return refused.Reply.Role
	}
	if err != nil {
		t.Fatal(err)
	}
	return v.Role
}

// TestStationNoticeNamesTheNextCode: a pairing tells the role's next code,
// in the UI language.
func TestStationNoticeNamesTheNextCode(t *testing.T) {
	for lang, want := range map[string]string{
		"en": "The opponent's station is paired. The next code is 123456.",
		"de": "Die Station des Gegners ist gekoppelt. Der nächste Code ist 123456.",
		"sk": "Stanica súpera je spárovaná. Ďalší kód je 123456.",
	} {
		u, err := catalog.Lookup(lang)
		if err != nil {
			t.Fatal(err)
		}
		n := remote.Notice{Kind: remote.Paired, Role: remote.Opponent, Code: "123456",
			Text: catalog.Fill(u.Station.Paired, u.Station.Roles[remote.Opponent])}
		if got := stationNotice(u, n).Text; got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
	if got := stationNotice(catalog.English(), remote.Notice{Kind: remote.Locked, Text: "Locked."}).Text; got != "Locked." {
		t.Errorf("locked: %q", got)
	}
}

// hostGame is a game for the station host's own tests.
func hostGame(t *testing.T) *table.Game {
	t.Helper()
	st := newStation(t)
	g, _, err := table.New(table.Options{Settings: st.set, Dir: st.dir,
		Since: func() time.Duration { return 0 }, Wall: func() time.Time { return st.wall }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Quit() })
	return g
}

// actResult is what Act returned.
type actResult struct {
	evs []session.Event
	err error
}

// A station's call queued on the app's input is answered even when its
// request ends before the app takes it (a dropped connection): the station
// must learn what became of the action, or a retry of its id would take it
// twice.
func TestStationHostAnswersOnceQueued(t *testing.T) {
	g := hostGame(t)
	g.Do("e4")
	g.Do("e5") // a draw is offered after one's own move (9.1.2.1)
	h := newStationHost(rules.Black, make(chan struct{}))
	ctx, cancel := context.WithCancel(context.Background())
	got := make(chan actResult, 1)
	go func() {
		evs, err := h.Act(ctx, remote.Opponent, session.Action{Actor: session.Player(rules.Black), Kind: session.Offer})
		got <- actResult{evs, err}
	}()
	line := <-h.input // queued
	cancel()
	select {
	case res := <-got:
		t.Fatalf("Act gave up on a queued call: %v %v", res.evs, res.err)
	case <-time.After(50 * time.Millisecond): // long enough for Act to see ctx end
	}
	if _, ok := h.call(g, line); !ok {
		t.Fatalf("%q is not a call", line)
	}
	res := <-got
	if res.err != nil || len(res.evs) != 1 || res.evs[0].Kind != session.DrawOffered {
		t.Fatalf("Act: %v %v", res.evs, res.err)
	}
	if side, ok := g.Session().Offer(); !ok || side != rules.Black {
		t.Errorf("no offer in the session")
	}
}

// When the app stops before taking a queued call, Act says the action was
// not taken, and the call never runs.
func TestStationHostStopped(t *testing.T) {
	g := hostGame(t)
	stopped := make(chan struct{})
	h := newStationHost(rules.Black, stopped)
	got := make(chan actResult, 1)
	go func() {
		evs, err := h.Act(context.Background(), remote.Opponent, session.Action{Actor: session.Player(rules.Black), Kind: session.Offer})
		got <- actResult{evs, err}
	}()
	line := <-h.input
	close(stopped)
	if res := <-got; !errors.Is(res.err, remote.ErrNotTaken) {
		t.Fatalf("Act after the app stopped: %v %v", res.evs, res.err)
	}
	h.call(g, line) // too late: nothing happens
	if _, ok := g.Session().Offer(); ok {
		t.Errorf("the dropped call was taken")
	}
	if _, err := h.Act(context.Background(), remote.Opponent, session.Action{Kind: session.Offer}); !errors.Is(err, remote.ErrNotTaken) {
		t.Errorf("Act on a stopped app: %v", err)
	}
}
