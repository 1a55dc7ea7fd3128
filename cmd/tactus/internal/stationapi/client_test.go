package stationapi_test

import (
	"context"
	"errors"
	"net/http"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/station"
	"github.com/tactuschess/tactus/cmd/tactus/internal/stationapi"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
	"github.com/tactuschess/tactus/rules/session/journal"
)

// served starts a station of a game (Ana, White, at the host; Bo, Black,
// at the station) and returns it with its host.
func served(t *testing.T) (*station.Station, *station.SessionHost) {
	t.Helper()
	j, err := journal.Create(filepath.Join(t.TempDir(), "game.journal"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { j.Close() })
	now := func() time.Duration { return 0 }
	wall := func() time.Time { return time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC) }
	s, evs, err := session.New(session.Config{White: "Ana", Black: "Bo", Blind: [2]bool{true, false}},
		session.Options{Now: now, Wall: wall, Recorder: j})
	if err != nil {
		t.Fatal(err)
	}
	host := station.NewSessionHost(s, station.HostOptions{Opponent: rules.Black, Now: now, Events: evs})
	st, err := station.New(station.Config{Addr: "127.0.0.1:0", Host: host})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go st.Serve(ctx)
	return st, host
}

// TestClientConversation: the client speaks to the real station as the
// opponent's page does, and the station answers each request as its
// protocol says: a read before pairing and a wrong code are refused, the
// right code pairs as the opponent, the stream brings the view after the
// host's move, an action is taken once however often its id is sent, a
// bad id is unreadable, a move out of turn is refused in words, and only
// the arbiter may answer a device asking to pair.
func TestClientConversation(t *testing.T) {
	st, host := served(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute) // a hang fails, nothing is timed
	defer cancel()
	c := stationapi.NewClient(st.URL()[:len(st.URL())-1], "en")

	var se *stationapi.StatusError
	if _, err := c.View(ctx); !errors.As(err, &se) || se.Status != http.StatusUnauthorized || se.Reply.OK || se.Reply.Error == "" {
		t.Fatalf("view before pairing: %v %+v", err, se)
	}
	a, err := c.Pair(ctx, "000000")
	if err != nil || a.Status != http.StatusForbidden || a.Reply.OK || a.Reply.Error == "" {
		t.Fatalf("wrong code: %+v, %v", a, err)
	}
	a, err = c.Pair(ctx, st.Code(station.Opponent))
	if err != nil || a.Status != http.StatusOK || !a.Reply.OK || a.Reply.Role != stationapi.RoleOpponent {
		t.Fatalf("right code: %+v, %v", a, err)
	}
	v, err := c.View(ctx)
	if err != nil || v.Role != stationapi.RoleOpponent || v.Side != "black" || v.ToMove != "white" || v.White != "Ana" {
		t.Fatalf("view: %+v, %v", v, err)
	}

	views := make(chan stationapi.View, 16)
	go func() {
		_ = c.Stream(ctx, "", nil, func(_ string, v stationapi.View) bool {
			views <- v
			return true
		})
	}()
	first := <-views
	if first.Seq != v.Seq {
		t.Fatalf("the stream's first view is at %d, the view at %d", first.Seq, v.Seq)
	}
	if _, err := host.Do(session.Action{Actor: session.Player(rules.White), Kind: session.Move, Move: "e2e4"}); err != nil {
		t.Fatal(err)
	}
	for v = <-views; !slices.Contains(v.Can, "confirm"); v = <-views {
	}
	if v.Seq <= first.Seq {
		t.Fatalf("after White's move the view is at %d, before at %d", v.Seq, first.Seq)
	}

	confirm := stationapi.Request{ID: "conversation-1", Kind: "confirm"}
	a, err = c.Act(ctx, confirm)
	if err != nil || a.Status != http.StatusOK || !a.Reply.OK || a.Reply.Seq == nil {
		t.Fatalf("confirm: %+v, %v", a, err)
	}
	again, err := c.Act(ctx, confirm)
	if err != nil || again.Status != http.StatusOK || again.Reply.Seq == nil || *again.Reply.Seq != *a.Reply.Seq {
		t.Fatalf("the same id again: %+v, %v; first %+v", again, err, a)
	}
	if a, err = c.Act(ctx, stationapi.Request{ID: "x", Kind: "press"}); err != nil || a.Status != http.StatusBadRequest {
		t.Fatalf("an id too short: %+v, %v", a, err)
	}
	for i, q := range []stationapi.Request{{ID: "conversation-2", Kind: "announce", Move: "e5"}, {ID: "conversation-3", Kind: "press"}} {
		if a, err = c.Act(ctx, q); err != nil || a.Status != http.StatusOK {
			t.Fatalf("action %d: %+v, %v", i, a, err)
		}
	}
	var plies []session.Ply
	host.Read(func(s *session.Session) { plies = s.Plies() })
	if len(plies) != 2 {
		t.Fatalf("%d plies after e4 e5", len(plies))
	}
	a, err = c.Act(ctx, stationapi.Request{ID: "conversation-4", Kind: "announce", Move: "d5"})
	if err != nil || a.Status == http.StatusOK || a.Reply.OK || a.Reply.Error == "" {
		t.Fatalf("a move out of turn: %+v, %v", a, err)
	}
	if a, err = c.Consent(ctx, 1, true); err != nil || a.Status != http.StatusForbidden {
		t.Fatalf("the opponent's consent: %+v, %v", a, err)
	}
}

// TestClientUnreachable: a station that is not there is ErrUnreachable,
// not a refusal.
func TestClientUnreachable(t *testing.T) {
	c := stationapi.NewClient("http://127.0.0.1:1", "en")
	if _, err := c.Pair(context.Background(), "123456"); !errors.Is(err, stationapi.ErrUnreachable) {
		t.Fatalf("pair: %v", err)
	}
	if _, err := c.View(context.Background()); !errors.Is(err, stationapi.ErrUnreachable) {
		t.Fatalf("view: %v", err)
	}
}
