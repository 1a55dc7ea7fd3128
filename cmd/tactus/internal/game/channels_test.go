package game

import (
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/input"
	"github.com/tactuschess/tactus/cmd/tactus/internal/shell"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
	"github.com/tactuschess/tactus/speech/setup"
)

// listening runs a plain game at st with a fake voice for the player and
// one for the opponent; type sends a line, heard returns what each voice
// was given so far, stop ends the table.
type listening struct {
	t              *testing.T
	player, others *heard
	typing         *io.PipeWriter
	out            *syncBuffer
	done           chan error
}

func listenTo(t *testing.T, st *station) *listening {
	l := &listening{t: t, player: &heard{}, others: &heard{}}
	open := func(ctx context.Context, cfg shell.SpeechConfig, getenv func(string) string) (*setup.Speech, error) {
		return &setup.Speech{Player: l.player, Opponent: l.others, Path: "speech: fake"}, nil
	}
	st.set.Voice = "speechd"
	l.typing, l.out, l.done = st.start(func(o *Options) { o.Shell.Speech = open })
	return l
}

// typeLine types one line.
func (l *listening) typeLine(line string) {
	l.t.Helper()
	typeText(l.t, l.typing, line+"\n")
}

// waitHeard waits until h was given utterances holding every one of
// parts in order (one utterance, or several one after the other), and
// returns them, one a line.
func (l *listening) waitHeard(h *heard, what string, parts ...string) string {
	l.t.Helper()
	var found string
	eventually(l.t, what, func() bool {
		all := strings.Join(h.list(), "\n")
		at := 0
		for i, p := range parts {
			j := strings.Index(all[at:], p)
			if j < 0 {
				return false
			}
			if i == 0 {
				found = all[at+j:]
			}
			at += j + len(p)
		}
		return true
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
// pieces, the help and the scoresheet are each heard whole and in order,
// line after line, the long ones after their count (issue 22: the board
// was heard only by its last rank).
func TestAnswersHeardWhole(t *testing.T) {
	st := newStation(t)
	l := listenTo(t, st)
	l.typeLine("e4")
	l.waitHeard(l.others, "the move to the opponent", "Eva zwei Eva vier")
	l.typeLine("board")
	board := l.waitHeard(l.player, "the whole board", "browse 8 ranks.", "browse Rank eight", "browse Rank seven", "browse Rank six",
		"browse Rank five", "browse Rank four", "browse Rank three", "browse Rank two", "browse Rank one")
	if lines := strings.Split(board, "\n"); len(lines) < 9 || !strings.HasPrefix(lines[8], "browse Rank one:") {
		t.Errorf("the board said %q", lines)
	}
	l.typeLine("pieces")
	l.waitHeard(l.player, "all the pieces", "White King", "White Pawn", "Black King", "Black Pawn")
	l.typeLine("help")
	l.waitHeard(l.player, "the whole help", "commands; an empty line stops the reading, more goes on.", "Type a move", "clock (c)", "quit")
	l.typeLine("score")
	l.waitHeard(l.player, "the scoresheet", "1 move.", "1. Eva zwei Eva vier")
	l.stop()
}

// TestMoreWord: more (or the UI language's word) goes on with the long
// answer and prints nothing, or says there is no more of it; any other
// line is the game's.
func TestMoreWord(t *testing.T) {
	st := newStation(t)
	st.set.UI = "de"
	g, _, err := table.New(table.Options{Settings: st.set, Dir: st.dir, UI: st.set.Language(nil),
		Since: func() time.Duration { return 0 }, Wall: func() time.Time { return st.wall }})
	if err != nil {
		t.Fatal(err)
	}
	defer g.Quit()
	left := true
	r := &router{more: func() bool { return left }}
	do := func(g *table.Game, line string) []table.Output {
		return r.take(g, input.Line{Text: line, From: input.Keyboard})
	}
	for _, w := range []string{"more", "mehr", "/Mehr"} {
		if outs := do(g, w); outs != nil {
			t.Errorf("%s with more to say: %q", w, outs[0].Text)
		}
	}
	left = false
	if outs := do(g, "mehr"); len(outs) != 1 || outs[0].Text != g.UI().Channels.NothingMore {
		t.Errorf("mehr with nothing left: %+v", outs)
	}
	if outs := do(g, "e4"); len(outs) == 0 || !strings.HasPrefix(outs[0].Text, "Weiß sagt an: Eva zwei Eva vier") {
		t.Errorf("a move after the more word: %+v", outs)
	}
}

// A move announced during a long answer stops it (more goes on with it
// later), so that the automatic press after the announcement never waits
// behind the rest of the answer.
func TestMoveStopsTheLongAnswer(t *testing.T) {
	g := &gate{started: make(chan string, 4), release: make(chan struct{})}
	open := func(ctx context.Context, cfg shell.SpeechConfig, getenv func(string) string) (*setup.Speech, error) {
		return &setup.Speech{Player: g, Opponent: g, Path: "speech: fake"}, nil
	}
	v := shell.StartVoice(context.Background(), open, shell.SpeechConfig{}, nil)
	defer v.Close()
	line := func(s string) announce.Phrase { return announce.Phrase{{Kind: announce.Text, Text: s}} }
	v.Say(table.Output{Kind: table.Answer, Text: "help", Lines: []announce.Phrase{line("40 commands."), line("clock"), line("quit")}})
	if s := <-g.started; s != "40 commands." {
		t.Fatalf("said %q", s)
	}
	v.Say(table.Output{Kind: table.Event, Text: "White announces: Eva vier.", Move: true, Press: 5,
		Phrase: announce.Phrase{{Kind: announce.File, Text: "Eva"}, {Kind: announce.Rank, Text: "vier"}}})
	if s := <-g.started; s != "Eva vier" {
		t.Fatalf("said %q, want the move", s)
	}
	g.release <- struct{}{}
	select {
	case tok := <-v.Said():
		if tok != (input.Said{Token: 5}) {
			t.Fatalf("press token %v", tok)
		}
	case s := <-g.started:
		t.Fatalf("%q was said before the press", s)
	case <-time.After(5 * time.Second):
		t.Fatal("no press after the move was said")
	}
	if !v.More() {
		t.Fatal("nothing more of the answer after the move")
	}
	if s := <-g.started; s != "40 commands." {
		t.Fatalf("more said %q, want the line the move cut", s)
	}
	close(g.release)
}
