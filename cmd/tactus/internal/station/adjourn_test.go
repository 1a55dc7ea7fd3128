package station

import (
	"net/http"
	"testing"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// Guidelines I.1: the player having the move (here the opponent) or the
// arbiter adjourns; the player to move seals the move as written, read as
// the keyboard reads a move (Appendix D words too); only the arbiter opens
// the envelope (I.5), and then the sealed move is played.
func TestPageAdjournment(t *testing.T) {
	r := newRig(t)
	opp, arb := r.browser(), r.browser()
	opp.pair(r, Opponent)
	arb.pair(r, Arbiter)
	post := func(b *browser, want int, body map[string]any) {
		t.Helper()
		body["id"] = "adjourn-" + randID()
		if code, m := b.post("/api/act", body); code != want {
			t.Fatalf("%v: %d %v, want %d", body, code, m, want)
		}
	}
	// White to move: the opponent (Black) may not adjourn, nor seal
	_, v := opp.view()
	if contains(v.Can, "adjourn") || contains(v.Can, "seal") || !contains(v.Can, "touch") {
		t.Fatalf("the opponent's actions with White to move: %v", v.Can)
	}
	before := r.seq()
	post(opp, http.StatusConflict, map[string]any{"kind": "adjourn"})
	if r.seq() != before {
		t.Fatal("an adjournment by the player not having the move was recorded")
	}
	r.blind(session.Move, "e2e4")
	_, v = opp.view()
	if !contains(v.Can, "adjourn") || contains(v.Can, "seal") {
		t.Fatalf("the opponent's actions with Black to move: %v", v.Can)
	}
	if _, av := arb.view(); contains(av.Can, "resume") || !contains(av.Can, "adjourn") {
		t.Fatalf("the arbiter's actions during play: %v", av.Can)
	}
	post(arb, http.StatusConflict, map[string]any{"kind": "resume"}) // not adjourned
	post(opp, http.StatusOK, map[string]any{"kind": "adjourn"})
	_, v = opp.view()
	if v.Phase != "sealing" || !contains(v.Can, "seal") {
		t.Fatalf("after the adjournment: %s %v", v.Phase, v.Can)
	}
	post(opp, http.StatusUnprocessableEntity, map[string]any{"kind": "seal"}) // no text
	post(opp, http.StatusOK, map[string]any{"kind": "seal", "text": "Springer Gustav acht Felix sechs"})
	var env session.Envelope
	var ok bool
	r.host.Read(func(s *session.Session) { env, ok = s.Envelope() })
	if !ok || env.Sealed != "Springer Gustav acht Felix sechs" || env.Move != "g8f6" || env.Sealer != rules.Black {
		t.Fatalf("the envelope: %+v %v", env, ok)
	}
	post(opp, http.StatusUnprocessableEntity, map[string]any{"kind": "resume"}) // the arbiter's
	if _, av := arb.view(); !contains(av.Can, "resume") || contains(av.Can, "adjourn") {
		t.Fatalf("the arbiter's actions while adjourned: %v", av.Can)
	}
	post(arb, http.StatusOK, map[string]any{"kind": "resume"})
	r.host.Read(func(s *session.Session) {
		p := s.Plies()
		if len(p) != 2 || p[1].Before.UCI(p[1].Move) != "g8f6" {
			t.Fatalf("after opening: %+v", p)
		}
	})
	// the arbiter adjourns too; a text that is no move is sealed as
	// written, to be judged when the envelope is opened (I.8)
	r.blind(session.Move, "g1f3")
	post(arb, http.StatusOK, map[string]any{"kind": "adjourn"})
	post(opp, http.StatusOK, map[string]any{"kind": "seal", "text": "the knight somewhere"})
	r.host.Read(func(s *session.Session) { env, ok = s.Envelope() })
	if !ok || env.Sealed != "the knight somewhere" || env.Move != "" {
		t.Fatalf("the unread envelope: %+v %v", env, ok)
	}
}

// D.2.10.5: the sighted player reports a piece they touched from their
// page; the square is checked before the session sees it.
func TestPageTouch(t *testing.T) {
	r := newRig(t)
	opp, arb := r.browser(), r.browser()
	opp.pair(r, Opponent)
	arb.pair(r, Arbiter)
	before := r.seq()
	for _, sq := range []string{"", "z9", "e", "e2e4"} {
		if code, m := opp.post("/api/act", map[string]any{"id": "touch-id-" + randID(), "kind": "touch", "square": sq}); code != http.StatusUnprocessableEntity && code != http.StatusBadRequest {
			t.Errorf("square %q: %d %v", sq, code, m)
		}
	}
	if code, m := arb.post("/api/act", map[string]any{"id": "touch-id-" + randID(), "kind": "touch", "square": "g8"}); code != http.StatusUnprocessableEntity {
		t.Errorf("the arbiter reports a touch: %d %v", code, m)
	}
	if r.seq() != before {
		t.Fatal("a refused report was recorded")
	}
	if code, m := opp.post("/api/act", map[string]any{"id": "touch-id-" + randID(), "kind": "touch", "square": "g8"}); code != http.StatusOK {
		t.Fatalf("the opponent's report: %d %v", code, m)
	}
	r.host.Read(func(s *session.Session) {
		ts := s.Touches()
		if len(ts) != 1 || ts[0].Square != rules.G8 || ts[0].Side != rules.Black {
			t.Fatalf("touches %+v", ts)
		}
	})
}

// Both pages show the arbiter's reason for a declared result as typed.
func TestPageResultReason(t *testing.T) {
	r := newRig(t)
	opp, arb := r.browser(), r.browser()
	opp.pair(r, Opponent)
	arb.pair(r, Arbiter)
	if code, m := arb.post("/api/act", map[string]any{"id": "declare-" + randID(), "kind": "declare", "result": "1/2-1/2",
		"text": "agreed before the time control"}); code != http.StatusOK {
		t.Fatalf("declare: %d %v", code, m)
	}
	for _, b := range []*browser{opp, arb} {
		if _, v := b.view(); v.Result != "Draw, by the arbiter's decision: agreed before the time control." {
			t.Errorf("the %s's page: %q", v.Role, v.Result)
		}
	}
}
