package station_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/station"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// A station in the player's UI language: its page and its refusals are
// German.
func ExampleConfig_language() {
	s, evs, err := session.New(session.Config{White: "Ana", Black: "Bo", Blind: [2]bool{true, false}},
		session.Options{Now: func() time.Duration { return 0 }})
	if err != nil {
		fmt.Println(err)
		return
	}
	de, err := catalog.Lookup("de")
	if err != nil {
		fmt.Println(err)
		return
	}
	host := station.NewSessionHost(s, station.HostOptions{Opponent: rules.Black, Events: evs})
	st, err := station.New(station.Config{Addr: "127.0.0.1:0", Host: host, UI: de})
	if err != nil {
		fmt.Println(err)
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- st.Serve(ctx) }()

	page, err := st.Page()
	if err != nil {
		fmt.Println(err)
	}
	for _, line := range strings.Split(string(page), "\n") {
		if strings.HasPrefix(line, "<html") || strings.HasPrefix(line, "<title>") {
			fmt.Println(line)
		}
	}
	resp, err := http.Get(st.URL() + "api/view") // not paired
	if err != nil {
		fmt.Println(err)
	} else {
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		fmt.Print(resp.StatusCode, " ", string(body))
	}
	cancel()
	fmt.Println(<-done)
	// Output:
	// <html lang="de">
	// <title>tactus-Station</title>
	// 401 {"error":"Kopple diese Seite zuerst mit dem Code.","ok":false}
	// <nil>
}
