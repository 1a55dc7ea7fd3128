package join

import (
	"context"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/station"
	"github.com/tactuschess/tactus/cmd/tactus/internal/stationapi"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
	"github.com/tactuschess/tactus/rules/session/journal"
)

// served is a game (Ana, blind, White, at the host) and its station.
type served struct {
	host *station.SessionHost
	st   *station.Station
}

func serve(t *testing.T) *served {
	t.Helper()
	j, err := journal.Create(filepath.Join(t.TempDir(), "game.journal"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { j.Close() })
	now := func() time.Duration { return 0 }
	wall := func() time.Time { return time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC) }
	s, evs, err := session.New(session.Config{White: "Ana", Black: "Bo", Blind: [2]bool{true, true}},
		session.Options{Now: now, Wall: wall, Recorder: j})
	if err != nil {
		t.Fatal(err)
	}
	host := station.NewSessionHost(s, station.HostOptions{Opponent: rules.Black, Now: now, Events: evs})
	st, err := station.New(station.Config{Addr: "127.0.0.1:0", Host: host})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	go st.Serve(ctx)
	t.Cleanup(cancel)
	return &served{host: host, st: st}
}

// heard collects what the joined station tells.
type heard struct {
	mu    sync.Mutex
	lines []string
}

func (h *heard) tell(s string) {
	h.mu.Lock()
	h.lines = append(h.lines, s)
	h.mu.Unlock()
}

func (h *heard) wait(t *testing.T, want string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		h.mu.Lock()
		all := strings.Join(h.lines, "\n")
		h.mu.Unlock()
		if strings.Contains(all, want) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("never told %q:\n%s", want, all)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestJoinPlaysBlack: a wrong code is said and asked again; paired, the
// joined station hears White's move, confirms it, and plays its own,
// which the host's session records.
func TestJoinPlaysBlack(t *testing.T) {
	srv := serve(t)
	lines := make(chan string, 8)
	h := &heard{}
	done := make(chan error, 1)
	go func() { done <- Run(context.Background(), Options{URL: srv.st.URL(), Lines: lines, Tell: h.tell}) }()
	h.wait(t, "six-digit code")
	lines <- "000000"
	h.wait(t, "six-digit code.\n") // asked again after the refusal
	lines <- srv.st.Code(station.Opponent)
	h.wait(t, "Joined Ana - Bo as the opponent; Bo plays black, white to move.")
	if _, err := srv.host.Do(session.Action{Actor: session.Player(rules.White), Kind: session.Move, Move: "e2e4"}); err != nil {
		t.Fatal(err)
	}
	h.wait(t, "Eva zwei Eva vier")
	lines <- "ok"
	lines <- "e5"
	waitPlies(t, srv, h, 2)
	h.wait(t, "Eva sieben Eva fuenf")
	close(lines)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

func TestBaseURL(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"http://192.168.1.5:8080/", "http://192.168.1.5:8080"},
		{" http://[::1]:99 ", "http://[::1]:99"},
		{"https://x:1/", ""}, {"192.168.1.5:8080", ""}, {"http://", ""}, {"", ""},
	} {
		got, err := baseURL(catalog.English(), tc.in)
		if got != tc.want || (err != nil) != (tc.want == "") {
			t.Errorf("baseURL(%q) = %q, %v", tc.in, got, err)
		}
	}
}

// waitPlies waits until the host's game has n plies.
func waitPlies(t *testing.T, srv *served, h *heard, n int) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		var plies []session.Ply
		srv.host.Read(func(s *session.Session) { plies = s.Plies() })
		if len(plies) == n {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d plies: %v", len(plies), h.lines)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestJoinAnswersQuestions: the joined station answers the questions a
// player asks at the board (clock, last, board, pieces, square, whose)
// from the game as the station shows it, refuses an attack map (11.3.1),
// and quit leaves it.
func TestJoinAnswersQuestions(t *testing.T) {
	srv := serve(t)
	lines := make(chan string, 8)
	h := &heard{}
	done := make(chan error, 1)
	go func() {
		done <- Run(context.Background(), Options{URL: srv.st.URL(), Code: srv.st.Code(station.Opponent), Lines: lines, Tell: h.tell})
	}()
	h.wait(t, "Joined Ana - Bo")
	lines <- "last"
	h.wait(t, "No move has been made yet.")
	if _, err := srv.host.Do(session.Action{Actor: session.Player(rules.White), Kind: session.Move, Move: "e2e4"}); err != nil {
		t.Fatal(err)
	}
	h.wait(t, "Eva zwei Eva vier")
	lines <- "ok" // the move is on this station's own board once confirmed
	lines <- "e5"
	waitPlies(t, srv, h, 2)
	h.wait(t, "Eva sieben Eva fuenf")
	for _, q := range []struct{ line, want string }{
		{"clock", "There is no clock."},
		{"l", "Eva sieben Eva fuenf"},
		{"pieces white king", "Eva eins"},
		{"square e4", "White Bauer"},
		{"board", "Rank vier: Eva vier White Bauer."},
		{"whose", "White"},
		{"attackers e4", "does not say which pieces attack a square"},
	} {
		h.ask(t, lines, q.line, q.want)
	}
	lines <- "quit"
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	h.wait(t, "You left the station; the game goes on at the other station.")
}

// count is how many lines were told so far.
func (h *heard) count() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.lines)
}

// waitAfter waits for want among the lines told after the first n.
func (h *heard) waitAfter(t *testing.T, n int, want string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		h.mu.Lock()
		all := strings.Join(h.lines[n:], "\n")
		h.mu.Unlock()
		if strings.Contains(all, want) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("never told %q after line %d:\n%s", want, n, all)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// ask sends line and waits for want among the lines told after it.
func (h *heard) ask(t *testing.T, lines chan<- string, line, want string) {
	t.Helper()
	before := h.count()
	lines <- line
	h.waitAfter(t, before, want)
}

// TestJoinScoreAndLastMoves: the joined station keeps the scoresheet of
// the moves both boards agree on, says it whole after how many move
// numbers it has, and says the last N moves with their numbers, in the
// player's move vocabulary; a count that is not a number is refused.
func TestJoinScoreAndLastMoves(t *testing.T) {
	srv := serve(t)
	lines := make(chan string, 8)
	h := &heard{}
	done := make(chan error, 1)
	go func() {
		done <- Run(context.Background(), Options{URL: srv.st.URL(), Code: srv.st.Code(station.Opponent), Lines: lines, Tell: h.tell})
	}()
	h.wait(t, "Joined Ana - Bo")
	for _, q := range []struct{ line, want string }{
		{"score", "The scoresheet is empty."},
		{"last 3", "No move has been made yet."},
	} {
		h.ask(t, lines, q.line, q.want)
	}
	if _, err := srv.host.Do(session.Action{Actor: session.Player(rules.White), Kind: session.Move, Move: "e2e4"}); err != nil {
		t.Fatal(err)
	}
	h.wait(t, "Eva zwei Eva vier")
	lines <- "ok"
	lines <- "e5"
	waitPlies(t, srv, h, 2)
	if _, err := srv.host.Do(session.Action{Actor: session.Player(rules.White), Kind: session.Move, Move: "g1f3"}); err != nil {
		t.Fatal(err)
	}
	h.wait(t, "Gustav eins Felix drei")
	for _, q := range []struct {
		line string
		want []string
	}{
		{"score", []string{"2 moves.", "1. Eva zwei Eva vier, Eva sieben Eva fuenf.", "2. Springer Gustav eins Felix drei."}},
		{"last 2", []string{"Move 1, Black: Eva sieben Eva fuenf.", "Move 2, White: Springer Gustav eins Felix drei."}},
		{"last 9", []string{"Move 1, White: Eva zwei Eva vier.", "Move 1, Black: Eva sieben Eva fuenf."}},
		{"last two", []string{"Say how many moves as a number: last 3."}},
	} {
		h.ask(t, lines, q.line, strings.Join(q.want, "\n"))
	}
	lines <- "quit"
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

// TestJoinChangedAndVerify: changed tells what changed on the station's
// board since the player joined or last asked, and verify compares a line
// read off the tactile board with it.
func TestJoinChangedAndVerify(t *testing.T) {
	srv := serve(t)
	lines := make(chan string, 8)
	h := &heard{}
	done := make(chan error, 1)
	go func() {
		done <- Run(context.Background(), Options{URL: srv.st.URL(), Code: srv.st.Code(station.Opponent), Lines: lines, Tell: h.tell})
	}()
	h.wait(t, "Joined Ana - Bo")
	h.ask(t, lines, "changed", "Nothing changed since you last asked.")
	if _, err := srv.host.Do(session.Action{Actor: session.Player(rules.White), Kind: session.Move, Move: "e2e4"}); err != nil {
		t.Fatal(err)
	}
	h.wait(t, "Eva zwei Eva vier")
	lines <- "ok"
	lines <- "e5"
	waitPlies(t, srv, h, 2)
	// White's next move is not on this board until confirmed
	if _, err := srv.host.Do(session.Action{Actor: session.Player(rules.White), Kind: session.Move, Move: "g1f3"}); err != nil {
		t.Fatal(err)
	}
	h.wait(t, "Gustav eins Felix drei")
	for _, q := range []struct {
		line string
		want []string
	}{
		{"changed", []string{"Eva zwei: empty, was White Bauer.", "Eva vier: White Bauer, was empty.",
			"Eva fuenf: Black Bauer, was empty.", "Eva sieben: empty, was Black Bauer."}},
		{"changed", []string{"Nothing changed since you last asked."}},
		{"verify rank 2 PPPP1PPP", []string{"Rank 2 matches the record."}},
		{"verify rank 4 8", []string{"Eva vier: the record has White Bauer, you have empty."}},
		{"verify file e K2Pp2k", []string{"File e matches the record."}},
		{"verify rank 2 PPP", []string{`"PPP" has 3 squares, not eight.`}},
		{"verify rank 2 PPPPXPPP", []string{`"X" is not a piece letter`}},
		{"verify rank", []string{"Say verify rank 4 4P3"}},
	} {
		h.ask(t, lines, q.line, strings.Join(q.want, "\n"))
	}
	lines <- "quit"
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

// TestArbiterScore: the arbiter's station says the scoresheet from the
// restore points its view carries, with a draw offer marked and the
// result at the end.
func TestArbiterScore(t *testing.T) {
	start := rules.StartPosition()
	j := &joined{ui: catalog.English(), have: true, view: stationapi.View{Role: "arbiter", Start: start.FEN(),
		Plies:  []stationapi.Line{{Ply: 1, UCI: "e2e4"}, {Ply: 2, UCI: "e7e5"}, {Ply: 3, UCI: "g1f3", Offer: true}},
		Moves:  []stationapi.Line{{Ply: 1, UCI: "d2d4"}}, // not the arbiter's
		Result: "Draw agreed."}}
	got := strings.Join(j.answer("score", nil), "\n")
	want := "2 moves.\n1. Eva zwei Eva vier, Eva sieben Eva fuenf.\n2. Springer Gustav eins Felix drei, draw offered.\nDraw agreed."
	if got != want {
		t.Errorf("score:\n%s\nwant\n%s", got, want)
	}
	if got := j.answer("last", []string{"1"}); len(got) != 1 || got[0] != "Move 2, White: Springer Gustav eins Felix drei." {
		t.Errorf("last 1: %q", got)
	}
	j.view.Plies[1].UCI = "e2e4" // not legal there: the sheet stops before it
	if got := j.answer("score", nil); len(got) != 3 || got[1] != "1. Eva zwei Eva vier." {
		t.Errorf("score with a move that does not read: %q", got)
	}
}
