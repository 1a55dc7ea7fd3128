package station

import (
	"fmt"
	"net/http"
	"os"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules/session"
	"github.com/tactuschess/tactus/rules/session/journal"
)

// forgetAnswers drops the kept answers from the pairings file, as a crash
// between the journal's line and the pairings file's leaves it.
func forgetAnswers(t *testing.T, path string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var kept []string
	for _, l := range strings.SplitAfter(string(data), "\n") {
		if !strings.HasPrefix(l, "done ") {
			kept = append(kept, l)
		}
	}
	if err := os.WriteFile(path, []byte(strings.Join(kept, "")), 0o600); err != nil {
		t.Fatal(err)
	}
}

// TestRetryAnsweredFromTheJournal: the action id a page sends is written in
// the action's journal line; when the app restarts from the journal and
// the pairings file lost the answer (a crash between the two writes), the
// page's retry is answered as the first time from the journal: the
// opponent's announcement is not refused as "already announced", and the
// arbiter's illegal-move ruling is not given twice.
func TestRetryAnsweredFromTheJournal(t *testing.T) {
	r := newRig(t)
	opp, arb := r.browser(), r.browser()
	opp.pair(r, Opponent)
	arb.pair(r, Arbiter)
	r.blind(session.Move, "e2e4")
	for _, step := range []struct {
		b    *browser
		req  map[string]any
		then func()
	}{
		{opp, map[string]any{"id": "announce-e5-0001", "kind": "announce", "move": "e5"}, nil},
		{opp, map[string]any{"id": "press-0001", "kind": "press"}, func() { r.blind(session.Move, "g1f3") }},
		{arb, map[string]any{"id": "illegal-0001", "kind": "illegal"}, nil},
	} {
		code1, m1 := step.b.post("/api/act", step.req)
		if code1 != http.StatusOK {
			t.Fatalf("%v: %d %v", step.req, code1, m1)
		}
		seq, plies := r.seq(), r.plies()
		actions, _, err := journal.ReadFile(r.path)
		if err != nil {
			t.Fatal(err)
		}
		if a := actions[len(actions)-1]; a.Ref != step.req["id"] {
			t.Errorf("%v: the journal's last action %+v does not carry the id", step.req, a)
		}
		r.restart()
		forgetAnswers(t, r.path+".pairings")
		r.restart()
		code2, m2 := step.b.post("/api/act", step.req)
		if code2 != code1 || fmt.Sprint(m2) != fmt.Sprint(m1) {
			t.Errorf("%v retried after the restart: %d %v, want %d %v", step.req, code2, m2, code1, m1)
		}
		if r.seq() != seq || r.plies() != plies {
			t.Errorf("%v: after the retry seq %d, %d plies; want %d, %d", step.req, r.seq(), r.plies(), seq, plies)
		}
		if step.then != nil {
			step.then()
		}
	}
}
