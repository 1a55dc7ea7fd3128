package game

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/shell"
	"github.com/tactuschess/tactus/cmd/tactus/internal/station/host"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
)

// page is a browser of the second station, as far as the test needs one.
type page struct {
	t    *testing.T
	base string
	c    *http.Client
}

func (p *page) post(path string, body any) (int, map[string]any) {
	p.t.Helper()
	data, err := json.Marshal(body)
	if err != nil {
		p.t.Fatal(err)
	}
	req, err := http.NewRequest(http.MethodPost, p.base+path, strings.NewReader(string(data)))
	if err != nil {
		p.t.Fatal(err)
	}
	req.Header.Set("Origin", p.base)
	req.Header.Set("Content-Type", "application/json")
	resp, err := p.c.Do(req)
	if err != nil {
		p.t.Fatal(err)
	}
	defer resp.Body.Close()
	var out map[string]any
	_ = json.NewDecoder(resp.Body).Decode(&out)
	return resp.StatusCode, out
}

func (p *page) view() map[string]any {
	p.t.Helper()
	resp, err := p.c.Get(p.base + "/api/view")
	if err != nil {
		p.t.Fatal(err)
	}
	defer resp.Body.Close()
	var out map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		p.t.Fatal(err)
	}
	return out
}

// TestStationInTheApp runs the app with a second station: the line that
// says how to reach it, pairing with its code, the blind player's move
// confirmed on the page, the opponent's move entered on the page and said
// to the blind player here; the journal has both moves.
func TestStationInTheApp(t *testing.T) {
	st := newStation(t)
	st.set.Confirm = true
	in, typing := io.Pipe()
	var out syncBuffer
	done := make(chan error, 1)
	go func() {
		done <- Run(context.Background(), Options{
			Shell:   shell.Shell{Settings: st.set, Getenv: func(string) string { return "" }, Now: func() time.Time { return st.wall }},
			Start:   NewGame,
			Plain:   true,
			In:      in,
			Out:     &out,
			Err:     &out,
			Since:   func() time.Duration { return st.now },
			After:   func(time.Duration) <-chan time.Time { return nil },
			Station: localStation,
		})
	}()
	var url, code string
	re := regexp.MustCompile(`station: (http://\S+) code (\d{6})`)
	eventually(t, "the station line", func() bool {
		m := re.FindStringSubmatch(out.String())
		if m != nil {
			url, code = m[1], m[2]
		}
		return m != nil
	})
	jar, _ := cookiejar.New(nil)
	p := &page{t: t, base: strings.TrimSuffix(url, "/"), c: &http.Client{Jar: jar, Timeout: 10 * time.Second}}
	if status, body := p.post("/api/pair", map[string]string{"code": code}); status != http.StatusOK {
		t.Fatalf("pairing: %d %v", status, body)
	}
	eventually(t, "the pairing told here", func() bool { return strings.Contains(strings.ToLower(out.String()), "paired") })

	fmt.Fprintln(typing, "e4") // the blind player (White)
	eventually(t, "the announcement on the page", func() bool {
		v := p.view()
		last, _ := v["last"].(map[string]any)
		return last != nil && strings.Contains(fmt.Sprint(last["text"]), "Eva zwei Eva vier")
	})
	if status, body := p.post("/api/act", map[string]any{"id": "confirm-0001", "kind": "repeat", "move": "e2e4"}); status != http.StatusOK {
		t.Fatalf("confirm: %d %v", status, body)
	}
	if status, body := p.post("/api/act", map[string]any{"id": "move-0002", "kind": "announce", "move": "e5"}); status != http.StatusOK {
		t.Fatalf("the opponent's move: %d %v", status, body)
	}
	// the same id again is applied once
	if status, body := p.post("/api/act", map[string]any{"id": "move-0002", "kind": "announce", "move": "e5"}); status != http.StatusOK {
		t.Fatalf("the retried move: %d %v", status, body)
	}
	if status, body := p.post("/api/act", map[string]any{"id": "press-0003", "kind": "press"}); status != http.StatusOK {
		t.Fatalf("the press: %d %v", status, body)
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
