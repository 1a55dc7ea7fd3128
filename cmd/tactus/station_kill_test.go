package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/cookiejar"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/internal/rulestest"
	"github.com/tactuschess/tactus/rules/session/journal"
)

// TestStationRetryAfterKill plays a game whose Black is the station's
// page, against `tactus play --station` as a real process. Each round
// White's move is typed at the keyboard, the page sends Black's
// announcement or press with an id, the app is killed (SIGKILL) before,
// while or after it takes the action, and resumed; in half the rounds
// the kept answers are also dropped from the pairings file (a kill
// between the journal's line and that file). The page then sends the
// action again with the same id: it is answered as taken (as the first
// time, when there was a first answer), never refused as "already
// announced", and the journal holds it exactly once. TACTUS_CRASH_SEED
// repeats a run; TACTUS_INTEGRATION=1 runs more rounds.
func TestStationRetryAfterKill(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program and runs it")
	}
	seed := rulestest.Seed(t, "TACTUS_CRASH_SEED", uint64(time.Now().UnixNano())) // a new run each time: the crashes explore
	rounds := 16
	if os.Getenv("TACTUS_INTEGRATION") == "1" {
		rounds = 60
	}
	t.Logf("seed %d (TACTUS_CRASH_SEED=%d repeats it), %d rounds", seed, seed, rounds)
	r := rand.New(rand.NewPCG(seed, 0))
	k := &stationKill{t: t, killRun: killRun{t: t, bin: builtTactus(t), dir: t.TempDir()},
		addr: fmt.Sprintf("127.0.0.1:%d", freePort(t))}
	moves := lichessMoves(t, 2*rounds+2)
	k.start("play", "--white", "A", "--black", "B", "--blind", "white", "--control", "90m+30s")
	defer k.stop()
	k.opp = k.page()
	k.post(k.opp, "/api/pair", map[string]any{"code": k.code})
	journals, _ := filepath.Glob(filepath.Join(k.dir, "data", "tactus", "games", "*.journal"))
	if len(journals) != 1 {
		t.Fatalf("journals %v", journals)
	}
	k.journal = journals[0]
	answered, dropped := 0, 0
	for i := range rounds {
		white, black := moves[2*i], moves[2*i+1]
		k.type_(white)
		k.await(func(v pageView) bool { return v.ToMove == "black" && slices.Contains(v.Can, "announce") }, "black to announce after "+white)
		kinds := []map[string]any{{"kind": "announce", "move": black}, {"kind": "press"}}
		first := r.IntN(2) // which of the two is retried after the kill
		if first == 1 {
			k.act(k.opp, "ann-"+strconv.Itoa(i), kinds[0])
		}
		req := kinds[first]
		req["id"] = fmt.Sprintf("round-%03d-%s", i, req["kind"])
		// the action in flight, and the kill before, while or after it is taken
		got := make(chan answer, 1)
		go func() { got <- k.send(k.opp, "/api/act", req) }()
		time.Sleep(time.Duration(r.IntN(4000)) * time.Microsecond)
		k.kill()
		a1 := <-got
		if a1.err == nil {
			answered++
		}
		if r.IntN(2) == 0 {
			dropped++
			k.forgetAnswers()
		}
		k.start("resume", k.journal)
		a2 := k.send(k.opp, "/api/act", req)
		if a2.err != nil || a2.status != http.StatusOK || a2.body["ok"] != true {
			t.Fatalf("round %d: %v retried after the kill: %d %v %v (the first answer: %d %v %v)",
				i, req, a2.status, a2.body, a2.err, a1.status, a1.body, a1.err)
		}
		if a1.err == nil && (a1.status != a2.status || fmt.Sprint(a1.body) != fmt.Sprint(a2.body)) {
			t.Errorf("round %d: %v answered %d %v, then after the kill %d %v", i, req, a1.status, a1.body, a2.status, a2.body)
		}
		if n := k.withRef(req["id"].(string)); n != 1 {
			t.Fatalf("round %d: the journal holds %v %d times", i, req, n)
		}
		if first == 0 {
			k.act(k.opp, "press-"+strconv.Itoa(i), kinds[1])
		}
		k.await(func(v pageView) bool { return v.ToMove == "white" }, "white to move after "+black)
	}
	t.Logf("%d of %d actions were answered before the kill; the pairings file lost its answers %d times", answered, rounds, dropped)
	// the game is the one played: every move once, in order
	actions, torn, err := journal.ReadFile(k.journal)
	if err != nil || torn != nil {
		t.Fatalf("the journal: %v, torn %v", err, torn)
	}
	var played []string
	for _, a := range actions {
		if a.Kind.String() == "move" || a.Kind.String() == "announce" {
			played = append(played, a.Move)
		}
	}
	if strings.Join(played, " ") != strings.Join(moves[:2*rounds], " ") {
		t.Errorf("the journal's moves %v, want %v", played, moves[:2*rounds])
	}
}

// TestStationArbiterRetryAfterKill: the arbiter's rulings from the
// arbiter's page, each killed before, while or after the app takes it
// (SIGKILL) and sent again with the same id after the game is resumed:
// first a ruling that the last move was illegal (7.5; once applied twice
// it took back two moves), then rounds of adding a second to White's clock
// (12.9). Each is answered as taken and the journal holds it exactly once.
func TestStationArbiterRetryAfterKill(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program and runs it")
	}
	seed := uint64(time.Now().UnixNano())
	if s := os.Getenv("TACTUS_CRASH_SEED"); s != "" {
		var err error
		if seed, err = strconv.ParseUint(s, 10, 64); err != nil {
			t.Fatalf("TACTUS_CRASH_SEED: %v", err)
		}
	}
	rounds := 12
	if os.Getenv("TACTUS_INTEGRATION") == "1" {
		rounds = 60
	}
	t.Logf("seed %d (TACTUS_CRASH_SEED=%d repeats it), %d rounds", seed, seed, rounds)
	r := rand.New(rand.NewPCG(seed, 0))
	k := &stationKill{t: t, killRun: killRun{t: t, bin: builtTactus(t), dir: t.TempDir()},
		addr: fmt.Sprintf("127.0.0.1:%d", freePort(t))}
	k.start("play", "--white", "A", "--black", "B", "--blind", "white", "--control", "90m+30s")
	defer k.stop()
	if k.arbiterCode == "" {
		t.Fatal("the app printed no arbiter's code")
	}
	k.opp = k.page()
	k.post(k.opp, "/api/pair", map[string]any{"code": k.code})
	arb := k.page()
	k.post(arb, "/api/pair", map[string]any{"code": k.arbiterCode})
	journals, _ := filepath.Glob(filepath.Join(k.dir, "data", "tactus", "games", "*.journal"))
	if len(journals) != 1 {
		t.Fatalf("journals %v", journals)
	}
	k.journal = journals[0]
	k.type_("e4")
	k.await(func(v pageView) bool { return v.ToMove == "black" && slices.Contains(v.Can, "announce") }, "black to announce")
	k.act(k.opp, "e5", map[string]any{"kind": "announce", "move": "e7e5"})
	k.act(k.opp, "press", map[string]any{"kind": "press"})
	k.await(func(v pageView) bool { return v.ToMove == "white" }, "white to move after e5")
	reqs := []map[string]any{{"kind": "illegal", "id": "ruling-illegal"}}
	for i := range rounds {
		reqs = append(reqs, map[string]any{"kind": "adjust", "side": "white", "seconds": 1, "id": fmt.Sprintf("ruling-adjust-%03d", i)})
	}
	answered := 0
	for i, req := range reqs {
		got := make(chan answer, 1)
		go func() { got <- k.send(arb, "/api/act", req) }()
		time.Sleep(time.Duration(r.IntN(4000)) * time.Microsecond)
		k.kill()
		a1 := <-got
		if a1.err == nil {
			answered++
		}
		if r.IntN(2) == 0 {
			k.forgetAnswers()
		}
		k.start("resume", k.journal)
		a2 := k.send(arb, "/api/act", req)
		if a2.err != nil || a2.status != http.StatusOK || a2.body["ok"] != true {
			t.Fatalf("round %d: %v retried after the kill: %d %v %v (the first answer: %d %v %v)",
				i, req, a2.status, a2.body, a2.err, a1.status, a1.body, a1.err)
		}
		if a1.err == nil && (a1.status != a2.status || fmt.Sprint(a1.body) != fmt.Sprint(a2.body)) {
			t.Errorf("round %d: %v answered %d %v, then after the kill %d %v", i, req, a1.status, a1.body, a2.status, a2.body)
		}
		if n := k.withRef(req["id"].(string)); n != 1 {
			t.Fatalf("round %d: the journal holds %v %d times", i, req, n)
		}
	}
	t.Logf("%d of %d rulings were answered before the kill", answered, len(reqs))
	actions, _, err := journal.ReadFile(k.journal)
	if err != nil {
		t.Fatal(err)
	}
	counts := map[string]int{}
	for _, a := range actions {
		counts[a.Kind.String()]++
	}
	if counts["illegal"] != 1 || counts["adjust"] != rounds {
		t.Errorf("the journal holds %d illegal-move rulings and %d clock adjustments, want 1 and %d", counts["illegal"], counts["adjust"], rounds)
	}
	// the ruling took back one move, once: black is to move after 1. e4
	k.await(func(v pageView) bool { return v.ToMove == "black" }, "black to move again after the ruling")
}

// stationKill is a `tactus play --station` killed and resumed again and again.
type stationKill struct {
	killRun
	t    *testing.T
	addr string
	cmd  *exec.Cmd
	in   io.WriteCloser
	code string // the opponent's pairing code
	// arbiterCode is the arbiter's pairing code, when the app printed it.
	arbiterCode string
	url         string
	opp         *http.Client
	journal     string
	n           int // ids of the page's other actions
}

// stationLine is how the app says where its station is; arbiterLine
// prints the arbiter's code.
var (
	stationLine = regexp.MustCompile(`station: (http://\S+) code (\d{6})`)
	arbiterLine = regexp.MustCompile(`arbiter: http://\S+ code (\d{6})`)
)

// start runs tactus with args and the station, and waits for the
// station's address.
func (k *stationKill) start(args ...string) {
	k.t.Helper()
	args = append(args, "--plain", "--voice", "none", "--brlapi", "none", "--station="+k.addr)
	k.cmd = k.command(args...)
	var err error
	if k.in, err = k.cmd.StdinPipe(); err != nil {
		k.t.Fatal(err)
	}
	out, err := k.cmd.StdoutPipe()
	if err != nil {
		k.t.Fatal(err)
	}
	var stderr bytes.Buffer
	k.cmd.Stderr = &stderr
	if err := k.cmd.Start(); err != nil {
		k.t.Fatal(err)
	}
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		if m := stationLine.FindStringSubmatch(sc.Text()); m != nil {
			k.url, k.code = m[1], m[2]
			if sc.Scan() { // plain mode prints the arbiter's line next
				if m := arbiterLine.FindStringSubmatch(sc.Text()); m != nil {
					k.arbiterCode = m[1]
				}
			}
			go func() { // the rest of the output, unread
				for sc.Scan() {
				}
			}()
			return
		}
	}
	k.cmd.Wait()
	k.t.Fatalf("tactus %v said no station address: %s", args, stderr.String())
}

// kill kills the app (SIGKILL) and waits for it.
func (k *stationKill) kill() {
	_ = k.cmd.Process.Kill()
	_ = k.cmd.Wait()
	k.in.Close()
}

// stop ends the app as a player does: the input ends.
func (k *stationKill) stop() {
	k.in.Close()
	_ = k.cmd.Wait()
}

// type_ types a line at the app's keyboard.
func (k *stationKill) type_(line string) {
	if _, err := io.WriteString(k.in, line+"\n"); err != nil {
		k.t.Fatal(err)
	}
}

// page returns a browser: an HTTP client with a cookie jar.
func (k *stationKill) page() *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar, Timeout: 10 * time.Second}
}

// answer is a station's answer.
type answer struct {
	status int
	body   map[string]any
	err    error
}

// send posts body as the page does, and returns the answer.
func (k *stationKill) send(c *http.Client, path string, body map[string]any) answer {
	raw, _ := json.Marshal(body)
	base := strings.TrimSuffix(k.url, "/")
	req, err := http.NewRequest(http.MethodPost, base+path, bytes.NewReader(raw))
	if err != nil {
		return answer{err: err}
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", base)
	resp, err := c.Do(req)
	if err != nil {
		return answer{err: err}
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	a := answer{status: resp.StatusCode, err: err}
	if json.Unmarshal(data, &a.body) != nil && a.err == nil {
		a.err = fmt.Errorf("not JSON: %q", data)
	}
	return a
}

// post sends body and fails the test unless it is taken.
func (k *stationKill) post(c *http.Client, path string, body map[string]any) {
	k.t.Helper()
	if a := k.send(c, path, body); a.err != nil || a.status != http.StatusOK {
		k.t.Fatalf("%s %v: %d %v %v", path, body, a.status, a.body, a.err)
	}
}

// act posts an action with the id "other-…".
func (k *stationKill) act(c *http.Client, name string, req map[string]any) {
	k.t.Helper()
	k.n++
	body := map[string]any{"id": fmt.Sprintf("other-%s-%04d", name, k.n)}
	for key, v := range req {
		body[key] = v
	}
	k.post(c, "/api/act", body)
}

// pageView is what the test reads of the station's view.
type pageView struct {
	ToMove string   `json:"toMove"`
	Can    []string `json:"can"`
}

// await reads the opponent's view until ok says it is there.
func (k *stationKill) await(ok func(pageView) bool, what string) {
	k.t.Helper()
	for range 2000 {
		resp, err := k.opp.Get(k.url + "api/view")
		if err == nil {
			var v pageView
			err = json.NewDecoder(resp.Body).Decode(&v)
			resp.Body.Close()
			if err == nil && ok(v) {
				return
			}
		}
		time.Sleep(5 * time.Millisecond)
	}
	k.t.Fatalf("the page never showed %s", what)
}

// forgetAnswers drops the kept answers from the pairings file.
func (k *stationKill) forgetAnswers() {
	path := strings.TrimSuffix(k.journal, ".journal") + ".pairings"
	data, err := os.ReadFile(path)
	if err != nil {
		k.t.Fatal(err)
	}
	var kept []string
	for _, l := range strings.SplitAfter(string(data), "\n") {
		if !strings.HasPrefix(l, "done ") {
			kept = append(kept, l)
		}
	}
	if err := os.WriteFile(path, []byte(strings.Join(kept, "")), 0o600); err != nil {
		k.t.Fatal(err)
	}
}

// withRef counts the journal's actions with the id ref.
func (k *stationKill) withRef(ref string) int {
	actions, _, err := journal.ReadFile(k.journal)
	if err != nil {
		k.t.Fatal(err)
	}
	n := 0
	for _, a := range actions {
		if a.Ref == ref {
			n++
		}
	}
	return n
}
