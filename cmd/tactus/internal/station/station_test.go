package station

import (
	"bytes"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// The opponent pairs, confirms the blind player's move, announces and
// presses; every step is in the session.
func TestPairConfirmAndPlay(t *testing.T) {
	r := newRig(t)
	b := r.browser()
	b.pair(r, Opponent)
	r.blind(session.Move, "e2e4")
	code, v := b.view()
	if code != http.StatusOK || v.Last == nil || v.Last.SAN != "e4" || !contains(v.Can, "confirm") {
		t.Fatalf("view after e4: %d %+v", code, v)
	}
	if code, _ := b.act("confirm", ""); code != http.StatusOK {
		t.Fatalf("confirm: %d", code)
	}
	if code, m := b.act("announce", "Ke7"); code != http.StatusUnprocessableEntity || !strings.Contains(m["error"].(string), "Ke7") {
		t.Errorf("an illegal move: %d %v", code, m)
	}
	for _, step := range []struct{ kind, move string }{{"announce", "e5"}, {"press", ""}} {
		if code, m := b.act(step.kind, step.move); code != http.StatusOK {
			t.Fatalf("%s: %d %v", step.kind, code, m)
		}
	}
	_, v = b.view()
	if v.Boards[0].FEN != "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2" || v.ToMove != "white" {
		t.Errorf("after 1. e4 e5: %+v", v)
	}
	if v.Clock == nil || v.Clock.Running != "white" {
		t.Errorf("clock: %+v", v.Clock)
	}
	// the arbiter's restore points are numbered as moves, not plies
	arb := r.browser()
	arb.pair(r, Arbiter)
	_, av := arb.view()
	if len(av.Plies) != 2 || av.Plies[1].Ply != 2 || !strings.HasPrefix(av.Plies[0].Text, "1. e4 (") ||
		!strings.HasPrefix(av.Plies[1].Text, "1… e5 (") {
		t.Errorf("the arbiter's plies: %+v", av.Plies)
	}
	// the opponent is a player and may see the scoresheet: both agreed
	// moves, from the start position
	start := rules.StartPosition()
	_, v = b.view()
	if len(v.Moves) != 2 || v.Moves[0].UCI != "e2e4" || v.Moves[0].Ply != 1 || v.Moves[1].SAN != "e5" || v.Moves[1].Ply != 2 ||
		v.Start != start.FEN() {
		t.Errorf("the opponent's moves: %+v from %q", v.Moves, v.Start)
	}
}

// A move the boards do not agree on is not on the opponent's scoresheet.
func TestOpponentMovesStopAtDivergence(t *testing.T) {
	r := newRig(t)
	opp := r.browser()
	opp.pair(r, Opponent)
	_, v := opp.view()
	if len(v.Moves) != 0 || v.Start != "" {
		t.Errorf("before any move: %+v %q", v.Moves, v.Start)
	}
	r.blind(session.Move, "e2e4")
	if code, m := opp.act("repeat", "e3"); code != http.StatusOK {
		t.Fatalf("repeat: %d %v", code, m)
	}
	_, v = opp.view()
	if v.Phase != "diverged" || len(v.Moves) != 0 {
		t.Errorf("diverged at move 1: %s %+v", v.Phase, v.Moves)
	}
}

// A move the opponent understood differently diverges; the arbiter's page
// restores both boards (D.2.9).
func TestDivergenceAndRestore(t *testing.T) {
	r := newRig(t)
	opp, arb := r.browser(), r.browser()
	opp.pair(r, Opponent)
	arb.pair(r, Arbiter)
	r.blind(session.Move, "e2e4")
	if code, m := opp.act("repeat", "e3"); code != http.StatusOK {
		t.Fatalf("repeat: %d %v", code, m)
	}
	_, v := arb.view()
	if v.Phase != "diverged" || !strings.Contains(v.Divergence, "move 1,") || len(v.Boards) != 2 {
		t.Fatalf("arbiter view: %+v", v)
	}
	for _, l := range v.Journal {
		if strings.Contains(l.Text, " #") {
			t.Errorf("a journal line with its checksum: %q", l.Text)
		}
	}
	if len(v.Journal) != 3 || !strings.Contains(v.Journal[2].Text, " black repeat e2e3") {
		t.Errorf("journal: %+v", v.Journal)
	}
	if len(v.Plies) != 0 { // they differ at the first move: only the start to restore to
		t.Errorf("plies: %+v", v.Plies)
	}
	if code, m := arb.post("/api/act", map[string]any{"id": "restore-0001", "kind": "restore", "ply": 0}); code != http.StatusOK {
		t.Fatalf("restore: %d %v", code, m)
	}
	_, v = arb.view()
	if v.Phase != "waiting" || v.ToMove != "white" || v.Clock.White < (90*time.Minute).Milliseconds() {
		t.Errorf("after restore: %+v %+v", v, v.Clock)
	}
}

func TestNoSession(t *testing.T) {
	r := newRig(t)
	r.blind(session.Move, "e2e4")
	before := r.seq()
	b := r.browser()
	if code, _ := b.view(); code != http.StatusUnauthorized {
		t.Errorf("view without a session: %d", code)
	}
	if code, _ := b.act("confirm", ""); code != http.StatusUnauthorized {
		t.Errorf("act without a session: %d", code)
	}
	resp, err := b.c.Get(b.base + "/api/events")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusUnauthorized {
		t.Errorf("events without a session: %d", resp.StatusCode)
	}
	// A forged cookie: the right name, a token of the right shape.
	u := mustURL(t, b.base)
	b.c.Jar.SetCookies(u, []*http.Cookie{{Name: cookieName, Value: strings.Repeat("A", 43)}})
	if code, _ := b.act("confirm", ""); code != http.StatusUnauthorized {
		t.Errorf("act with a forged cookie: %d", code)
	}
	if code, _ := b.view(); code != http.StatusUnauthorized {
		t.Errorf("view with a forged cookie: %d", code)
	}
	if r.seq() != before {
		t.Errorf("seq %d, want %d", r.seq(), before)
	}
}

func TestCodesSingleUse(t *testing.T) {
	r := newRig(t)
	first := r.st.Code(Opponent)
	a, b := r.browser(), r.browser()
	a.pair(r, Opponent)
	if code, _ := b.post("/api/pair", map[string]string{"code": first}); code != http.StatusForbidden {
		t.Errorf("a used code: %d", code)
	}
	next := r.st.Code(Opponent)
	if next == first || len(next) != 6 {
		t.Errorf("next code %q after %q", next, first)
	}
	paired := r.noticesOf(Paired)
	if len(paired) != 1 || paired[0].Code != next || paired[0].Role != Opponent {
		t.Errorf("notices: %+v", paired)
	}
	if code, m := b.post("/api/pair", map[string]string{"code": r.st.Code(Arbiter)}); code != http.StatusOK || m["role"] != "arbiter" {
		t.Errorf("arbiter code: %d %v", code, m)
	}
}

func TestWrongCodesLock(t *testing.T) {
	r := newRig(t)
	b := r.browser()
	wrong := wrongCode(r)
	for i := range maxFailures {
		code, _ := b.post("/api/pair", map[string]string{"code": wrong})
		want := http.StatusForbidden
		if i == maxFailures-1 {
			want = http.StatusTooManyRequests
		}
		if code != want {
			t.Fatalf("try %d: %d, want %d", i+1, code, want)
		}
	}
	if n := r.noticesOf(Locked); len(n) != 1 || n[0].Text == "" {
		t.Fatalf("locked notices: %+v", n)
	}
	r.clk.advance(10 * time.Second)
	if code, _ := b.post("/api/pair", map[string]string{"code": r.st.Code(Opponent)}); code != http.StatusTooManyRequests {
		t.Errorf("the right code while locked: %d", code)
	}
	r.clk.advance(lockFor)
	b.pair(r, Opponent)
}

func TestReplayedID(t *testing.T) {
	r := newRig(t)
	b := r.browser()
	b.pair(r, Opponent)
	r.blind(session.Move, "e2e4")
	req := map[string]string{"id": "same-id-123", "kind": "confirm"}
	code1, m1 := b.post("/api/act", req)
	seq := r.seq()
	code2, m2 := b.post("/api/act", req)
	if code1 != http.StatusOK || code2 != code1 || m1["seq"] != m2["seq"] {
		t.Errorf("replayed: %d %v then %d %v", code1, m1, code2, m2)
	}
	if r.seq() != seq {
		t.Errorf("a replayed id was applied again: seq %d, want %d", r.seq(), seq)
	}
}

func TestOutOfTurnAndOtherRole(t *testing.T) {
	r := newRig(t)
	b := r.browser()
	b.pair(r, Opponent)
	before := r.host.View(Arbiter)
	for _, c := range []struct {
		kind, move string
		want       int
	}{
		{"announce", "e5", http.StatusConflict},
		{"press", "", http.StatusConflict},
		{"confirm", "", http.StatusConflict},
		{"restore", "", http.StatusUnprocessableEntity},
		{"time", "", http.StatusUnprocessableEntity},
		{"begin", "", http.StatusUnprocessableEntity},
		{"flag", "", http.StatusUnprocessableEntity},
		{"announce", "Qh9", http.StatusConflict},
	} {
		if code, m := b.act(c.kind, c.move); code != c.want || m["error"] == "" {
			t.Errorf("%s %s: %d %v, want %d", c.kind, c.move, code, m, c.want)
		}
	}
	after := r.host.View(Arbiter)
	if after.Seq != before.Seq || after.Boards[1].FEN != before.Boards[1].FEN {
		t.Errorf("state changed: %+v", after)
	}
}

func TestBadRequests(t *testing.T) {
	r := newRig(t)
	b := r.browser()
	b.pair(r, Opponent)
	r.blind(session.Move, "e2e4")
	before := r.seq()
	huge := []byte(`{"id":"abcdefgh","kind":"confirm","text":"` + strings.Repeat("x", 5000) + `"}`)
	for _, c := range []struct {
		name string
		body []byte
		want int
	}{
		{"not json", []byte("confirm"), 400},
		{"empty", nil, 400},
		{"unknown field", []byte(`{"id":"abcdefgh","kind":"confirm","evil":1}`), 400},
		{"short id", []byte(`{"id":"abc","kind":"confirm"}`), 400},
		{"bad id", []byte(`{"id":"abc def ghi","kind":"confirm"}`), 400},
		{"no kind", []byte(`{"id":"abcdefgh"}`), 400},
		{"two objects", []byte(`{"id":"abcdefgh","kind":"confirm"}{}`), 400},
		{"huge", huge, http.StatusRequestEntityTooLarge},
		{"array", []byte(`[1,2,3]`), 400},
		{"deep", bytes.Repeat([]byte("["), 3000), 400},
	} {
		if code, _ := b.post("/api/act", c.body); code != c.want {
			t.Errorf("%s: %d, want %d", c.name, code, c.want)
		}
	}
	if code, _ := b.post("/api/pair", huge); code != http.StatusRequestEntityTooLarge {
		t.Errorf("huge pairing body: %d", code)
	}
	if r.seq() != before {
		t.Errorf("seq %d, want %d", r.seq(), before)
	}
}

func TestOriginHostAndType(t *testing.T) {
	r := newRig(t)
	b := r.browser()
	b.pair(r, Opponent)
	r.blind(session.Move, "e2e4")
	before := r.seq()
	body := `{"id":"origin-test","kind":"confirm"}`
	for _, c := range []struct {
		name, origin, host, ctype string
		want                      int
	}{
		{"no origin", "", "", "application/json", http.StatusForbidden},
		{"other origin", "http://evil.example", "", "application/json", http.StatusForbidden},
		{"null origin", "null", "", "application/json", http.StatusForbidden},
		{"form post", b.base, "", "application/x-www-form-urlencoded", http.StatusUnsupportedMediaType},
		{"rebound name", "http://evil.example:" + r.st.port(), "evil.example:" + r.st.port(), "application/json", http.StatusMisdirectedRequest},
	} {
		req, _ := http.NewRequest(http.MethodPost, b.base+"/api/act", strings.NewReader(body))
		req.Header.Set("Content-Type", c.ctype)
		if c.origin != "" {
			req.Header.Set("Origin", c.origin)
		}
		if c.host != "" {
			req.Host = c.host
		}
		if code, _ := b.do(req); code != c.want {
			t.Errorf("%s: %d, want %d", c.name, code, c.want)
		}
	}
	if r.seq() != before {
		t.Errorf("seq %d, want %d", r.seq(), before)
	}
}

// wrongCode returns a code that is neither role's.
func wrongCode(r *rig) string {
	for _, c := range []string{"000000", "111111", "222222"} {
		if c != r.st.Code(Opponent) && c != r.st.Code(Arbiter) {
			return c
		}
	}
	return "333333"
}

// Every action of the page, through HTTP: taken for its role (the session
// changes as it should), refused for the other role (nothing changes).
func TestPageActions(t *testing.T) {
	e4 := func(r *rig) { r.blind(session.Move, "e2e4") }
	// a draw is offered after one's own move and agreed only once both
	// players have made one (9.1.2.1, 5.2.3)
	black := func(r *rig, k session.Kind, move string) {
		if _, err := r.host.Do(session.Action{Actor: session.Player(rules.Black), Kind: k, Move: move}); err != nil {
			r.t.Fatalf("black %s %s: %v", k, move, err)
		}
	}
	oneEach := func(r *rig) {
		e4(r)
		black(r, session.Confirm, "")
		black(r, session.Move, "e7e5")
		r.blind(session.Repeat, "e7e5")
	}
	whiteOffers := func(r *rig) {
		oneEach(r)
		r.blind(session.Move, "g1f3")
		r.blind(session.Offer, "")
	}
	paused := func(r *rig) {
		e4(r)
		if _, err := r.host.Do(session.Action{Actor: session.Arbiter(), Kind: session.Pause}); err != nil {
			r.t.Fatal(err)
		}
	}
	clockOf := func(s *session.Session) session.Reading { c, _ := s.Clock(s.Now()); return c }
	full := (90 * time.Minute).Milliseconds()
	for _, c := range []struct {
		role  Role
		setup func(*rig)
		req   map[string]any
		check func(*session.Session) bool
	}{
		{Opponent, oneEach, map[string]any{"kind": "offer"}, func(s *session.Session) bool {
			side, ok := s.Offer()
			return ok && side == rules.Black
		}},
		{Opponent, whiteOffers, map[string]any{"kind": "accept"}, func(s *session.Session) bool {
			res, _ := s.Result()
			return res == rules.Draw
		}},
		{Opponent, whiteOffers, map[string]any{"kind": "decline"}, func(s *session.Session) bool {
			_, ok := s.Offer()
			res, _ := s.Result()
			return !ok && res == rules.Unfinished
		}},
		{Opponent, e4, map[string]any{"kind": "claim"}, func(s *session.Session) bool { // no draw: White gets the penalty time
			res, _ := s.Result()
			return res == rules.Unfinished && clockOf(s).Remaining[rules.White] > 91*time.Minute // 90m, +30s, +2m
		}},
		{Opponent, nil, map[string]any{"kind": "resign"}, func(s *session.Session) bool {
			res, why := s.Result()
			return res == rules.WhiteWins && why == session.Resignation
		}},
		{Arbiter, nil, map[string]any{"kind": "time", "side": "black", "seconds": 600}, func(s *session.Session) bool {
			return clockOf(s).Remaining[rules.Black] == 10*time.Minute
		}},
		{Arbiter, e4, map[string]any{"kind": "illegal"}, func(s *session.Session) bool { // 7.5: taken back, Black gets time
			return len(s.Plies()) == 0 && s.IllegalMoves()[rules.White] == 1 &&
				clockOf(s).Remaining[rules.Black].Milliseconds() > full
		}},
		{Arbiter, e4, map[string]any{"kind": "pause"}, func(s *session.Session) bool { return !clockOf(s).Running }},
		{Arbiter, paused, map[string]any{"kind": "continue"}, func(s *session.Session) bool {
			c := clockOf(s)
			return c.Running && c.Turn == rules.Black
		}},
		{Arbiter, e4, map[string]any{"kind": "declare", "result": "0-1", "text": "adjudicated"}, func(s *session.Session) bool {
			res, why := s.Result()
			return res == rules.BlackWins && why == session.Adjudication
		}},
	} {
		t.Run(fmt.Sprint(c.req["kind"]), func(t *testing.T) {
			r := newRig(t)
			own, other := r.browser(), r.browser()
			own.pair(r, c.role)
			other.pair(r, 1-c.role)
			if c.setup != nil {
				c.setup(r)
			}
			before := r.seq()
			var ok bool
			if r.host.Read(func(s *session.Session) { ok = c.check(s) }); ok {
				t.Fatalf("taken before it is posted")
			}
			c.req["id"] = "other-page-" + randID()
			if code, m := other.post("/api/act", c.req); code != http.StatusUnprocessableEntity || r.seq() != before {
				t.Errorf("the %s's page: %d %v, seq %d -> %d", 1-c.role, code, m, before, r.seq())
			}
			c.req["id"] = "own-page-" + randID()
			if code, m := own.post("/api/act", c.req); code != http.StatusOK || r.seq() == before {
				t.Fatalf("the %s's page: %d %v", c.role, code, m)
			}
			if r.host.Read(func(s *session.Session) { ok = c.check(s) }); !ok {
				t.Errorf("not taken as it should be: %+v", r.host.View(Arbiter))
			}
		})
	}
}
