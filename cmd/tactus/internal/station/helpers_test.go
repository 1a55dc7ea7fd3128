package station

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/narrate"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
	"github.com/tactuschess/tactus/rules/session/journal"
)

// clocks are the fake game and wall clocks of a test.
type clocks struct {
	game atomic.Int64 // nanoseconds of game time
	wall atomic.Int64 // nanoseconds since wallStart
}

var wallStart = time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)

func (c *clocks) Game() time.Duration { return time.Duration(c.game.Load()) }
func (c *clocks) Wall() time.Time     { return wallStart.Add(time.Duration(c.wall.Load())) }
func (c *clocks) advance(d time.Duration) {
	c.game.Add(int64(d))
	c.wall.Add(int64(d))
}

// rig is a game (Ana, blind, White; Bo, Black, at the station) with its
// journal, host and running station.
type rig struct {
	t       testing.TB
	clk     *clocks
	path    string
	addr    string // where the station listens; a restart listens there again
	j       *journal.Journal
	host    *SessionHost
	st      *Station
	stop    func()
	mu      sync.Mutex
	notices []Notice
	// changed gets the updates of the station's actions (not the app's).
	changed chan time.Time
	// ui is the station's language (nil: English).
	ui *catalog.UI
	// tweak, if set, changes the station's Config.
	tweak func(*Config)
	// transport is the browsers' connections, within the station's cap
	// of connections per address.
	transport *http.Transport
}

var testConfig = session.Config{White: "Ana", Black: "Bo", Blind: [2]bool{true, false}, Control: "90m+30s"}

// newRig starts a new game and its station on localhost.
func newRig(t testing.TB) *rig {
	t.Helper()
	return newRigIn(t, nil)
}

// newRigIn is newRig with a station speaking u (nil: English).
func newRigIn(t testing.TB, u *catalog.UI) *rig {
	t.Helper()
	return newRigWith(t, u, nil)
}

// newRigWith is newRigIn with tweak changing the station's Config (also
// after a restart).
func newRigWith(t testing.TB, u *catalog.UI, tweak func(*Config)) *rig {
	t.Helper()
	r := &rig{t: t, tweak: tweak, clk: &clocks{}, path: filepath.Join(t.TempDir(), "game.tactus"), addr: "127.0.0.1:0",
		changed: make(chan time.Time, 64), ui: u,
		transport: &http.Transport{MaxConnsPerHost: maxConnsPerIP / 2, MaxIdleConnsPerHost: maxConnsPerIP / 2}}
	t.Cleanup(r.transport.CloseIdleConnections)
	j, err := journal.Create(r.path)
	if err != nil {
		t.Fatal(err)
	}
	s, evs, err := session.New(testConfig, session.Options{Now: r.clk.Game, Wall: r.clk.Wall, Recorder: j})
	if err != nil {
		t.Fatal(err)
	}
	r.start(j, s, evs)
	t.Cleanup(func() {
		if r.stop != nil {
			r.stop()
		}
	})
	return r
}

// start runs a host and a station over s.
func (r *rig) start(j *journal.Journal, s *session.Session, evs []session.Event) {
	r.t.Helper()
	r.j = j
	r.host = NewSessionHost(s, HostOptions{Opponent: rules.Black, Now: r.clk.Game, Events: evs, Changed: r.change,
		Narrator: narrate.Narrator{UI: r.ui}})
	cfg := Config{Addr: r.addr, Host: r.host, Now: r.clk.Wall, UI: r.ui,
		Pairings: r.path + ".pairings", Notify: r.notify}
	if r.tweak != nil {
		r.tweak(&cfg)
	}
	st, err := New(cfg)
	if err != nil {
		r.t.Fatal(err)
	}
	r.st, r.addr = st, st.ln.Addr().String()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- st.Serve(ctx) }()
	r.stop = func() {
		cancel()
		if err := <-done; err != nil {
			r.t.Errorf("serve: %v", err)
		}
		if err := j.Close(); err != nil {
			r.t.Errorf("close journal: %v", err)
		}
	}
}

// restart stops the station and the journal and starts them again from the
// journal, as the app does after a crash.
func (r *rig) restart() {
	r.t.Helper()
	r.stop()
	r.stop = nil
	// the pages' kept-alive connections died with the old station; a
	// request racing their close would read EOF, where a browser reconnects
	r.transport.CloseIdleConnections()
	j, actions, torn, err := journal.Open(r.path)
	if err != nil || torn != nil {
		r.t.Fatalf("open journal: %v %v", err, torn)
	}
	s, evs, err := session.ReplayEvents(actions, session.Options{Now: r.clk.Game, Wall: r.clk.Wall, Recorder: j})
	if err != nil {
		r.t.Fatal(err)
	}
	r.start(j, s, evs)
}

// change is the host's Changed: it notes when a station's action was taken.
func (r *rig) change(u Update) {
	if !u.Local {
		select {
		case r.changed <- time.Now():
		default:
		}
	}
}

func (r *rig) notify(n Notice) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.notices = append(r.notices, n)
}

func (r *rig) noticesOf(k NoticeKind) []Notice {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []Notice
	for _, n := range r.notices {
		if n.Kind == k {
			out = append(out, n)
		}
	}
	return out
}

// blind takes an action of the blind player at the app.
func (r *rig) blind(k session.Kind, move string) {
	r.t.Helper()
	if _, err := r.host.Do(session.Action{Actor: session.Player(rules.White), Kind: k, Move: move}); err != nil {
		r.t.Fatalf("%s %s: %v", k, move, err)
	}
}

// seq is the number of actions the journal holds.
func (r *rig) seq() int { return r.host.View(Arbiter).Seq }

// plies is the number of plies on the agreed record.
func (r *rig) plies() (n int) {
	r.host.Read(func(s *session.Session) { n = len(s.Plies()) })
	return n
}

// browser is an HTTP client with its own cookies.
type browser struct {
	t    testing.TB
	base string
	c    *http.Client
}

func (r *rig) browser() *browser {
	jar, err := cookiejar.New(nil)
	if err != nil {
		r.t.Fatal(err)
	}
	return &browser{t: r.t, base: strings.TrimSuffix(r.st.URL(), "/"), c: &http.Client{Jar: jar, Timeout: 10 * time.Second,
		Transport: r.transport}}
}

// post sends body (a value, or raw bytes) as a same-origin page does.
func (b *browser) post(path string, body any) (int, map[string]any) {
	b.t.Helper()
	raw, ok := body.([]byte)
	if !ok {
		var err error
		if raw, err = json.Marshal(body); err != nil {
			b.t.Fatal(err)
		}
	}
	req, err := http.NewRequest(http.MethodPost, b.base+path, bytes.NewReader(raw))
	if err != nil {
		b.t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", b.base)
	return b.do(req)
}

func (b *browser) do(req *http.Request) (int, map[string]any) {
	b.t.Helper()
	resp, err := b.c.Do(req)
	if err != nil {
		b.t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	var m map[string]any
	_ = json.Unmarshal(data, &m)
	return resp.StatusCode, m
}

// pair pairs the browser with role's code.
func (b *browser) pair(r *rig, role Role) {
	b.t.Helper()
	if code, m := b.post("/api/pair", map[string]string{"code": r.st.Code(role)}); code != http.StatusOK {
		b.t.Fatalf("pair: %d %v", code, m)
	}
}

// act posts an action with a fresh id.
func (b *browser) act(kind, move string) (int, map[string]any) {
	b.t.Helper()
	return b.post("/api/act", map[string]string{"id": "id-" + kind + "-" + move + "-" + randID(), "kind": kind, "move": move})
}

var idCounter atomic.Int64

func randID() string { return strconv.FormatInt(idCounter.Add(1), 10) }

// view reads the browser's view.
func (b *browser) view() (int, View) {
	b.t.Helper()
	resp, err := b.c.Get(b.base + "/api/view")
	if err != nil {
		b.t.Fatal(err)
	}
	defer resp.Body.Close()
	var v View
	_ = json.NewDecoder(resp.Body).Decode(&v)
	return resp.StatusCode, v
}

func mustURL(t *testing.T, s string) *url.URL {
	t.Helper()
	u, err := url.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return u
}
