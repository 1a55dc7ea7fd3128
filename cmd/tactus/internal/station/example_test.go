package station_test

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/station"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// The app hosts a game and serves the station: it shows the URL and the
// opponent's code, and announces what the station's page did.
func Example() {
	var now time.Duration // the game clock, injected
	s, evs, err := session.New(session.Config{White: "Ana", Black: "Bo", Blind: [2]bool{true, false}},
		session.Options{Now: func() time.Duration { return now }})
	if err != nil {
		fmt.Println(err)
		return
	}
	host := station.NewSessionHost(s, station.HostOptions{Opponent: rules.Black, Events: evs,
		Changed: func(u station.Update) {
			if !u.Local { // the page acted: tell the blind player
				fmt.Println("from the station:", len(u.Events), "events, journal at", u.Seq)
			}
		}})
	st, err := station.New(station.Config{Addr: "127.0.0.1:0", Host: host,
		Rand: strings.NewReader(strings.Repeat("\x00\x01\x02\x03", 8))}) // crypto/rand when nil
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(strings.HasPrefix(st.URL(), "http://127.0.0.1:"), "code", st.Code(station.Opponent))
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- st.Serve(ctx) }()

	// The blind player moves at the app; the page's confirmation comes
	// through the host as the station would pass it.
	if _, err := host.Do(session.Action{Actor: session.Player(rules.White), Kind: session.Move, Move: "e2e4"}); err != nil {
		fmt.Println(err)
	}
	if _, err := host.Act(ctx, station.Opponent, session.Action{Actor: session.Player(rules.Black), Kind: session.Confirm}); err != nil {
		fmt.Println(err)
	}
	fmt.Println(host.View(station.Opponent).Said[3].Text)
	cancel()
	fmt.Println(<-done)
	// Output:
	// true code 066051
	// from the station: 1 events, journal at 3
	// Black's board has Eva zwei Eva vier, the boards agree.
	// <nil>
}
