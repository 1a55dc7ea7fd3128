package game

import (
	"context"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/station/host"
	"github.com/tactuschess/tactus/cmd/tactus/internal/stationapi"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
)

// TestStationInTheApp runs the app with a second station: the line that
// says how to reach it, pairing with its code, the blind player's move
// confirmed on the page, the opponent's move entered on the page and said
// to the blind player here; the journal has both moves.
func TestStationInTheApp(t *testing.T) {
	st := newStation(t)
	st.set.Confirm = true
	typing, out, done := st.start(func(o *Options) { o.Station = localStation })
	var url, code string
	re := regexp.MustCompile(`station: (http://\S+) code (\d{6})`)
	eventually(t, "the station line", func() bool {
		m := re.FindStringSubmatch(out.String())
		if m != nil {
			url, code = m[1], m[2]
		}
		return m != nil
	})
	p := stationapi.NewClient(strings.TrimSuffix(url, "/"), "")
	p.HTTP.Timeout = 10 * time.Second
	ctx := context.Background()
	if a, err := p.Pair(ctx, code); err != nil || a.Status != http.StatusOK {
		t.Fatalf("pairing: %+v %v", a, err)
	}
	eventually(t, "the pairing told here", func() bool { return strings.Contains(strings.ToLower(out.String()), "paired") })

	fmt.Fprintln(typing, "e4") // the blind player (White)
	eventually(t, "the announcement on the page", func() bool {
		v, err := p.View(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return v.Last != nil && strings.Contains(v.Last.Text, "Eva zwei Eva vier")
	})
	if a, err := p.Act(ctx, stationapi.Request{ID: "confirm-0001", Kind: "repeat", Move: "e2e4"}); err != nil || a.Status != http.StatusOK {
		t.Fatalf("confirm: %+v %v", a, err)
	}
	if a, err := p.Act(ctx, stationapi.Request{ID: "move-0002", Kind: "announce", Move: "e5"}); err != nil || a.Status != http.StatusOK {
		t.Fatalf("the opponent's move: %+v %v", a, err)
	}
	// the same id again is applied once
	if a, err := p.Act(ctx, stationapi.Request{ID: "move-0002", Kind: "announce", Move: "e5"}); err != nil || a.Status != http.StatusOK {
		t.Fatalf("the retried move: %+v %v", a, err)
	}
	if a, err := p.Act(ctx, stationapi.Request{ID: "press-0003", Kind: "press"}); err != nil || a.Status != http.StatusOK {
		t.Fatalf("the press: %+v %v", a, err)
	}
	eventually(t, "the opponent's move said here", func() bool { return strings.Contains(out.String(), "Eva sieben Eva fuenf") })
	fmt.Fprintln(typing, "ok") // the blind player repeats it
	eventually(t, "the boards agree", func() bool { return strings.Count(out.String(), "the boards agree") >= 2 })
	typing.Close()
	if err := <-done; err != nil {
		t.Fatalf("Run: %v\n%s", err, out.String())
	}
	if n := len(st.replay().Plies()); n != 2 {
		t.Fatalf("%d plies in the journal:\n%s", n, out.String())
	}
}

// localStation starts the second station on loopback, as cmd/tactus
// wires it in.
func localStation(ctx context.Context, g *table.Game, plain bool, notices chan<- table.Output) (Second, []table.Output, []string, error) {
	return host.Start(ctx, "127.0.0.1:0", g, plain, notices)
}
