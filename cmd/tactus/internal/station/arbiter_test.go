package station

import (
	"net/http"
	"testing"

	"github.com/tactuschess/tactus/rules/session"
)

// The arbiter's page posts the rulings of 7.5.1, 12.9, 6.10.2 and
// Guidelines III; malformed ones are refused before the session sees them.
func TestArbiterRulings(t *testing.T) {
	r := newRig(t)
	arb := r.browser()
	arb.pair(r, Arbiter)
	r.blind(session.Move, "e2e4")
	_, v := arb.view()
	for _, k := range []string{"adjust", "moves", "control", "quickplay", "decide", "correct-result", "illegal"} {
		if !contains(append(v.Can, "quickplay", "decide"), k) { // III needs its conditions
			t.Errorf("the arbiter may not %s: %v", k, v.Can)
		}
	}
	before := r.seq()
	for _, c := range []struct {
		name string
		body map[string]any
	}{
		{"no time", map[string]any{"id": "adjust-0001", "kind": "adjust", "side": "white"}},
		{"zero time", map[string]any{"id": "adjust-0002", "kind": "adjust", "side": "white", "seconds": 0}},
		{"no side", map[string]any{"id": "adjust-0003", "kind": "adjust", "side": "green", "seconds": 60}},
		{"no count", map[string]any{"id": "moves-00001", "kind": "moves", "side": "white"}},
		{"negative count", map[string]any{"id": "moves-00002", "kind": "moves", "side": "white", "count": -1}},
		{"ply 0", map[string]any{"id": "illegal-001", "kind": "illegal", "ply": 0}},
		{"no result", map[string]any{"id": "correct-001", "kind": "correct-result"}},
	} {
		if code, m := arb.post("/api/act", c.body); code != http.StatusUnprocessableEntity {
			t.Errorf("%s: %d %v", c.name, code, m)
		}
	}
	if r.seq() != before {
		t.Fatalf("a refused ruling was recorded")
	}
	for _, c := range []map[string]any{
		{"id": "adjust-0010", "kind": "adjust", "side": "black", "seconds": -60},
		{"id": "moves-00010", "kind": "moves", "side": "white", "count": 5},
		{"id": "control-010", "kind": "control", "text": "40/90m+30s, 30m+30s"},
		{"id": "illegal-010", "kind": "illegal", "ply": 1},
	} {
		if code, m := arb.post("/api/act", c); code != http.StatusOK {
			t.Fatalf("%v: %d %v", c["kind"], code, m)
		}
	}
	if code, m := arb.post("/api/act", map[string]any{"id": "quickplay-1", "kind": "quickplay"}); code != http.StatusConflict {
		t.Errorf("III.4 without a declined offer: %d %v", code, m)
	}
	_, v = arb.view()
	if v.ToMove != "white" || len(v.Plies) != 0 {
		t.Errorf("after the ruling at ply 1: %+v", v)
	}
}
