package app

import (
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/app/game"
	"github.com/tactuschess/tactus/speech/setup"
)

// listening runs a plain game at st with a fake voice for the player and
// one for the opponent; type sends a line, heard returns what each voice
// was given so far, stop ends the game.
type listening struct {
	t              *testing.T
	player, others *heard
	typing         *io.PipeWriter
	out            *syncBuffer
	done           chan error
}

func listenTo(t *testing.T, st *station) *listening {
	l := &listening{t: t, player: &heard{}, others: &heard{}, out: &syncBuffer{}, done: make(chan error, 1)}
	open := func(ctx context.Context, cfg SpeechConfig, getenv func(string) string) (*setup.Speech, error) {
		return &setup.Speech{Player: l.player, Opponent: l.others, Path: "speech: fake"}, nil
	}
	in, typing := io.Pipe()
	l.typing = typing
	st.set.Voice = "speechd"
	go func() {
		l.done <- Run(context.Background(), Options{
			Settings: st.set, Start: NewGame, Plain: true, OpenSpeech: open,
			In: in, Out: l.out, Err: l.out,
			Getenv: func(string) string { return "" },
			Since:  func() time.Duration { return st.now },
			Wall:   func() time.Time { return st.wall },
			After:  func(time.Duration) <-chan time.Time { return nil },
		})
	}()
	return l
}

// typeLine types one line.
func (l *listening) typeLine(line string) {
	l.t.Helper()
	if _, err := io.WriteString(l.typing, line+"\n"); err != nil {
		l.t.Fatal(err)
	}
}

// waitHeard waits until h was given an utterance holding every one of
// parts in order, and returns it.
func (l *listening) waitHeard(h *heard, what string, parts ...string) string {
	l.t.Helper()
	var found string
	eventually(l.t, what, func() bool {
		for _, s := range h.list() {
			at, ok := 0, true
			for _, p := range parts {
				i := strings.Index(s[at:], p)
				if i < 0 {
					ok = false
					break
				}
				at += i + len(p)
			}
			if ok {
				found = s
				return true
			}
		}
		return false
	})
	return found
}

// stop ends the game and waits for the app.
func (l *listening) stop() {
	l.t.Helper()
	l.typing.Close()
	if err := <-l.done; err != nil {
		l.t.Fatalf("Run: %v\n%s", err, l.out.String())
	}
}

// TestAnswersHeardWhole plays as a blind player asks: the board, the
// pieces, the help and the scoresheet are each heard whole, in one
// utterance, in order, the long ones after their count (issue 22: the
// board was heard only by its last rank).
func TestAnswersHeardWhole(t *testing.T) {
	st := newStation(t)
	l := listenTo(t, st)
	l.typeLine("e4")
	l.waitHeard(l.others, "the move to the opponent", "Eva zwei Eva vier")
	l.typeLine("board")
	board := l.waitHeard(l.player, "the whole board", "browse 8 ranks.", "Rank eight", "Rank seven", "Rank six",
		"Rank five", "Rank four", "Rank three", "Rank two", "Rank one")
	if strings.Count(board, "Rank") != 8 {
		t.Errorf("the board said %q", board)
	}
	l.typeLine("pieces")
	l.waitHeard(l.player, "all the pieces", "White King", "White Pawn", "Black King", "Black Pawn")
	l.typeLine("help")
	l.waitHeard(l.player, "the whole help", "commands; an empty line stops the reading.", "Type a move", "clock (c)", "quit")
	l.typeLine("score")
	l.waitHeard(l.player, "the scoresheet", "1 move. 1. Eva zwei Eva vier")
	l.stop()
	for _, s := range l.player.list() {
		if strings.HasPrefix(s, "browse Rank one") {
			t.Errorf("a rank was said on its own: %q", s)
		}
	}
}

// TestEmptyLineStopsTheAnswer: an empty line stops the long answer being
// said and drops the answers waiting; a move announcement is never cut
// by it.
func TestEmptyLineStopsTheAnswer(t *testing.T) {
	g := &gate{started: make(chan string, 4), release: make(chan struct{})}
	open := func(ctx context.Context, cfg SpeechConfig, getenv func(string) string) (*setup.Speech, error) {
		return &setup.Speech{Player: g, Opponent: g, Path: "speech: fake"}, nil
	}
	v := startVoice(context.Background(), open, SpeechConfig{}, nil)
	defer v.Close()
	started := func() string {
		select {
		case s := <-g.started:
			return s
		case <-time.After(5 * time.Second):
			t.Fatal("nothing was said")
			return ""
		}
	}
	idle := func() {
		t.Helper()
		v.mu.Lock()
		out := v.out
		v.mu.Unlock()
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if err := out.Player.Wait(ctx); err != nil {
			t.Fatalf("the voice is still speaking after the empty line: %v", err)
		}
	}
	v.Say(game.Output{Kind: game.Answer, Text: "8 ranks. Rank 8"})
	if s := started(); s != "8 ranks. Rank 8" {
		t.Fatalf("said %q", s)
	}
	v.Say(game.Output{Kind: game.Answer, Text: "Rank 7"}) // waits behind
	v.Hush()
	idle() // the answer was cut and the one waiting dropped
	v.Say(game.Output{Kind: game.Event, Text: "Black announces: Eva fuenf.", Move: true})
	if s := started(); s != "Black announces: Eva fuenf." {
		t.Fatalf("after the empty line %q was said", s)
	}
	v.Hush() // never cuts a move
	close(g.release)
	idle()
	select {
	case s := <-g.started:
		t.Fatalf("%q was said after the hush", s)
	default:
	}
}
