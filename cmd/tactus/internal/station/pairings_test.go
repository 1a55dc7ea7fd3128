package station

import (
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/stationapi"
	"github.com/tactuschess/tactus/rules/session"
)

// After a restart the station listens where it did, so that the pages find
// it again; pairings keep only hashes.
func TestPairingsKeepAddress(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	path := filepath.Join(t.TempDir(), "p")
	key := tokenKey("secret-token")
	if err := savePairings(path, addr, map[[32]byte]*client{key: {role: Arbiter}}); err != nil {
		t.Fatal(err)
	}
	ln.Close()
	last, m, err := loadPairings(path)
	if err != nil || last != addr || len(m) != 1 || m[key] == nil || m[key].role != Arbiter {
		t.Fatalf("loaded %q %v %v", last, m, err)
	}
	again, err := listen("", last)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	if again.Addr().String() != addr {
		t.Errorf("listens on %s, want %s", again.Addr(), addr)
	}
}

func TestPairingsRefuseBadLines(t *testing.T) {
	good := "opponent " + strings.Repeat("ab", 32)
	done := good + "\ndone abcdefgh 200 "
	var full strings.Builder
	full.WriteString(good + "\n")
	for i := range idsKept + 1 {
		fmt.Fprintf(&full, "done id-%06d 200 {}\n", i)
	}
	for _, text := range []string{
		"",
		"opponent",
		"opponent zz",
		"player " + strings.Repeat("ab", 32),
		"opponent " + strings.Repeat("ab", 31),
		good + "\narbiter",
		good + "\n" + good,
		"listen",
		"listen nowhere",
		"done abcdefgh 200 {}",
		done,
		done + "{",
		done + "{} {}",
		done + "{\"ok\":\rtrue}",
		good + "\ndone abcdefgh 99 {}",
		good + "\ndone abcdefgh 600 {}",
		good + "\ndone abcdefgh 2000 {}",
		good + "\ndone abcdefgh +20 {}",
		good + "\ndone abc 200 {}",
		good + "\ndone abc/defgh 200 {}",
		good + "\ndone abcdefgh",
		done + "{}\ndone abcdefgh 200 {}",
		full.String(),
		good + " 0 1 - -",
		good + " 01 1 - -",
		good + " 1 -1 - -",
		good + " 1 x - -",
		good + " 1 1 nowhere -",
		good + " 1 1 - Nokia",
		good + " 1 1 -",
		good + " 1 1 - - -",
		good + " 1 1 10.0.0.1 iPhone\narbiter " + strings.Repeat("cd", 32) + " 1 5 - -",
	} {
		path := filepath.Join(t.TempDir(), "p")
		if err := os.WriteFile(path, []byte(text+"\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		if _, _, err := loadPairings(path); err == nil {
			t.Errorf("%q was read", text)
		}
	}
	if _, m, err := loadPairings(filepath.Join(t.TempDir(), "none")); err != nil || len(m) != 0 {
		t.Errorf("a missing file: %v %v", m, err)
	}
}

// The answers to a browser's action ids survive in the pairings file, in
// order, and read back as they were written.
func TestPairingsKeepAnswers(t *testing.T) {
	path := filepath.Join(t.TempDir(), "p")
	c := &client{role: Opponent, done: done{max: idsKept}}
	for i := range idsKept + 3 {
		c.done.put(fmt.Sprintf("id-%06d", i), encodeReply(http.StatusOK, map[string]any{"ok": true, "seq": i}, ""))
	}
	c.done.put("refused-1", encodeReply(http.StatusConflict, map[string]any{"ok": false, "error": "Not now, \"really\"."}, ""))
	key := tokenKey("secret-token")
	if err := savePairings(path, "127.0.0.1:1234", map[[32]byte]*client{key: c}); err != nil {
		t.Fatal(err)
	}
	_, m, err := loadPairings(path)
	if err != nil {
		t.Fatal(err)
	}
	got := m[key]
	if got == nil || len(got.done.order) != idsKept || got.done.order[0] != "id-000004" {
		t.Fatalf("loaded %+v", got)
	}
	for _, id := range c.done.order {
		want, _ := c.done.get(id)
		if r, ok := got.done.get(id); !ok || r.status != want.status || string(r.body) != string(want.body) {
			t.Errorf("%s: %d %q, want %d %q", id, r.status, r.body, want.status, want.body)
		}
	}
}

// An action retried with the same id after the app restarted from its
// journal (its answer was lost in the crash) is not taken again: the
// arbiter's 7.5 takes back one ply, not two.
func TestReplayAcrossRestart(t *testing.T) {
	r := newRig(t)
	opp, arb := r.browser(), r.browser()
	opp.pair(r, Opponent)
	arb.pair(r, Arbiter)
	r.blind(session.Move, "e2e4")
	for _, step := range []struct{ kind, move string }{{"announce", "e5"}, {"press", ""}} {
		if code, m := opp.act(step.kind, step.move); code != http.StatusOK {
			t.Fatalf("%s: %d %v", step.kind, code, m)
		}
	}
	r.blind(session.Move, "g1f3")
	req := map[string]any{"id": "illegal-once-1", "kind": "illegal"}
	code1, m1 := arb.post("/api/act", req)
	if code1 != http.StatusOK {
		t.Fatalf("illegal: %d %v", code1, m1)
	}
	seq, plies := r.seq(), r.plies()
	r.restart()
	code2, m2 := arb.post("/api/act", req)
	if code2 != code1 || fmt.Sprint(m2) != fmt.Sprint(m1) {
		t.Errorf("retried after the restart: %d %v, want %d %v", code2, m2, code1, m1)
	}
	if r.seq() != seq || r.plies() != plies || plies != 2 {
		t.Errorf("after the retry: seq %d, %d plies; want %d, 2", r.seq(), r.plies(), seq)
	}
	// a new id is taken as before
	if code, m := arb.post("/api/act", map[string]any{"id": "pause-after-1", "kind": "pause"}); code != http.StatusOK {
		t.Errorf("a new action after the restart: %d %v", code, m)
	}
}

// TestEncodeReplyFailed: a reply that cannot be encoded is answered with
// the station's Failed sentence in the station's UI language, never an
// English sentence written in the code.
func TestEncodeReplyFailed(t *testing.T) {
	for _, u := range catalog.All() {
		st := &Station{cfg: Config{UI: u}}
		rep := st.encodeReply(http.StatusOK, map[string]any{"bad": make(chan int)})
		var got stationapi.Reply
		if err := json.Unmarshal(rep.body, &got); err != nil || got.OK || got.Error != u.Station.Failed {
			t.Errorf("%s: %s (%v); want the error %q", u.Name(), rep.body, err, u.Station.Failed)
		}
	}
}
