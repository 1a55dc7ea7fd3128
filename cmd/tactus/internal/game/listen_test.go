package game

import (
	"bytes"
	"context"
	"errors"
	"io"
	"math"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/cmd/tactus/internal/byvoice"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/internal/brltest"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/speech/listen"
)

// fakeMoves hears every utterance as the move *uci of the side to move,
// and every answer as yes.
type fakeMoves struct{ uci *string }

func (f fakeMoves) Listen(_ context.Context, pos *rules.Position, _ []int16) (listen.Verdict, error) {
	if pos == nil {
		return listen.Verdict{Kind: listen.Heard, Command: "yes"}, nil
	}
	m, err := pos.ParseUCI(*f.uci)
	if err != nil {
		return listen.Verdict{Kind: listen.NotLegal, Heard: *f.uci}, nil
	}
	return listen.Verdict{Kind: listen.Heard, Move: m}, nil
}

// spokenAudio is a second of tone, then silence: an utterance to the
// listener's end-of-speech detection.
func spokenAudio() []int16 {
	pcm := make([]int16, 2*listen.Rate)
	for i := listen.Rate / 4; i < listen.Rate; i++ {
		pcm[i] = int16(8000 * math.Sin(2*math.Pi*300*float64(i)/listen.Rate))
	}
	return pcm
}

// runListening runs the app in plain mode with moves by voice from a fake
// microphone and recogniser, and returns the typing end, the output and
// the end of Run.
func runListening(t *testing.T, st *station, rec func(*announce.Vocabulary, *catalog.UI) (byvoice.Recogniser, byvoice.Recogniser, error)) (*io.PipeWriter, *syncBuffer, chan error) {
	return st.start(func(o *Options) { o.Listen = ListenEdges{Source: listen.FromPCM(spokenAudio()), Recognisers: rec} })
}

// TestListenInTheGame: the word listen hears a move, which is read back in
// Appendix D words and recorded only after the yes; the opponent's move
// heard the same way is read back too.
func TestListenInTheGame(t *testing.T) {
	st := newStation(t)
	st.set.Listen = "push"
	uci := "e2e4"
	rec := func(*announce.Vocabulary, *catalog.UI) (byvoice.Recogniser, byvoice.Recogniser, error) {
		return fakeMoves{&uci}, fakeMoves{&uci}, nil
	}
	typing, out, done := runListening(t, st, rec)
	write := func(s string) { typeText(t, typing, s) }
	write("listen\n")
	eventually(t, "the read-back", func() bool { return strings.Contains(out.String(), "Heard Eva zwei Eva vier: yes or no?") })
	if strings.Contains(out.String(), "White: Eva zwei") || strings.Contains(out.String(), "1. e4") {
		t.Fatalf("announced before the yes:\n%s", out.String())
	}
	write("yes\n")
	eventually(t, "White's move announced", func() bool { return strings.Count(out.String(), "Eva zwei Eva vier") >= 2 })
	uci = "e7e5"
	write("v\n")
	eventually(t, "the opponent's move read back", func() bool { return strings.Contains(out.String(), "Heard Eva sieben Eva fuenf: yes or no?") })
	write("no\n")
	eventually(t, "not recorded", func() bool { return strings.Contains(out.String(), catalog.English().Voice.NotRecorded) })
	write("quit\n")
	typing.Close()
	if err := <-done; err != nil {
		t.Fatalf("Run: %v\n%s", err, out.String())
	}
	if n := len(st.replay().Plies()); n != 1 {
		t.Fatalf("%d plies in the journal, want 1:\n%s", n, out.String())
	}
}

// TestListenWithoutEngine: without a recogniser the game starts, says so
// in one sentence, and typed moves work.
func TestListenWithoutEngine(t *testing.T) {
	st := newStation(t)
	st.set.Listen = "always"
	rec := func(*announce.Vocabulary, *catalog.UI) (byvoice.Recogniser, byvoice.Recogniser, error) {
		return nil, nil, listen.ErrNoEngine
	}
	typing, out, done := runListening(t, st, rec)
	eventually(t, "the sentence", func() bool { return strings.Contains(out.String(), catalog.English().Voice.NoEngine) })
	typeText(t, typing, "e4\nquit\n")
	typing.Close()
	if err := <-done; err != nil {
		t.Fatalf("Run: %v\n%s", err, out.String())
	}
	if n := len(st.replay().Plies()); n != 1 {
		t.Fatalf("%d plies, want 1:\n%s", n, out.String())
	}
}

// TestListenNoMicrophone: a microphone that cannot be opened is said in
// one sentence; the game goes on.
func TestListenNoMicrophone(t *testing.T) {
	st := newStation(t)
	st.set.Listen = "push"
	typing, out, done := st.start(func(o *Options) {
		o.Listen = ListenEdges{
			Source: func(context.Context, func([]int16) bool) error { return errors.New("no device") },
			Recognisers: func(*announce.Vocabulary, *catalog.UI) (byvoice.Recogniser, byvoice.Recogniser, error) {
				uci := "e2e4"
				return fakeMoves{&uci}, fakeMoves{&uci}, nil
			}}
	})
	io.WriteString(typing, "listen\n")
	eventually(t, "the sentence", func() bool { return strings.Contains(out.String(), catalog.English().Voice.NoMicrophone) })
	io.WriteString(typing, "quit\n")
	typing.Close()
	if err := <-done; err != nil {
		t.Fatalf("Run: %v\n%s", err, out.String())
	}
}

// TestListenOff: in a game without moves by voice, the word listen (which
// the full-screen key and the Braille display's dots 7 and 8 send) is
// answered in one sentence and plays nothing.
func TestListenOff(t *testing.T) {
	st := newStation(t)
	typing, out, done := runListening(t, st, nil)
	typeText(t, typing, "listen\n")
	eventually(t, "the sentence", func() bool { return strings.Contains(out.String(), catalog.English().Voice.Off) })
	typeText(t, typing, "e4\nquit\n")
	typing.Close()
	if err := <-done; err != nil {
		t.Fatalf("Run: %v\n%s", err, out.String())
	}
	if n := len(st.replay().Plies()); n != 1 {
		t.Fatalf("%d plies, want 1:\n%s", n, out.String())
	}
}

// fakeCommand hears every utterance as the command *name.
type fakeCommand struct{ name *string }

func (f fakeCommand) Listen(context.Context, *rules.Position, []int16) (listen.Verdict, error) {
	return listen.Verdict{Kind: listen.Heard, Command: *f.name, Heard: *f.name}, nil
}

// TestListenCommand: a command word heard goes to the same handler as the
// typed word: "whose" heard answers as "whose" typed does, without a
// read-back, and plays nothing.
func TestListenCommand(t *testing.T) {
	st := newStation(t)
	st.set.Listen = "push"
	name := "whose"
	rec := func(*announce.Vocabulary, *catalog.UI) (byvoice.Recogniser, byvoice.Recogniser, error) {
		return fakeCommand{&name}, fakeCommand{&name}, nil
	}
	typing, out, done := runListening(t, st, rec)
	write := func(s string) { typeText(t, typing, s) }
	write("whose\n")
	eventually(t, "the typed answer", func() bool { return strings.Contains(out.String(), "White to move.") })
	typedAt := len(out.String())
	typed := out.String()
	write("listen\n")
	eventually(t, "the spoken answer", func() bool { return strings.Count(out.String(), "White to move.") >= 2 })
	write("quit\n")
	typing.Close()
	if err := <-done; err != nil {
		t.Fatalf("Run: %v\n%s", err, out.String())
	}
	answer := typed[strings.LastIndex(strings.TrimRight(typed, "\n"), "\n")+1:]
	spoken := out.String()[typedAt:]
	if strings.TrimSpace(answer) == "" || !strings.Contains(spoken, strings.TrimSpace(answer)) {
		t.Fatalf("the typed answer %q is not the spoken one:\n%s", answer, spoken)
	}
	if strings.Contains(spoken, "yes or no") {
		t.Errorf("a command was read back:\n%s", spoken)
	}
	if n := len(st.replay().Plies()); n != 0 {
		t.Fatalf("%d plies, want none", n)
	}
}

// TestListenReadBackOnTheDisplay: the opponent's move heard is read back
// on the Braille display as the word heard and the move in the chess
// code, as every move on the cells is, not spelt as text.
func TestListenReadBackOnTheDisplay(t *testing.T) {
	srv, err := brltest.NewServer(40)
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	st := newStation(t)
	st.set.Listen = "push"
	st.set.BrlAPI = srv.Address()
	uci := "e7e5"
	rec := func(*announce.Vocabulary, *catalog.UI) (byvoice.Recogniser, byvoice.Recogniser, error) {
		return fakeMoves{&uci}, fakeMoves{&uci}, nil
	}
	typing, out, done := runListening(t, st, rec)
	typeText(t, typing, "e4\n")
	eventually(t, "White's move announced", func() bool { return strings.Contains(out.String(), "Eva zwei Eva vier") })
	g := rules.NewGame(rules.StartPosition())
	if err := g.PlayUCI("e2e4"); err != nil {
		t.Fatal(err)
	}
	pos := g.Position()
	m, err := pos.ParseUCI(uci)
	if err != nil {
		t.Fatal(err)
	}
	want := append(braille.Message("Heard").Cells, braille.Blank)
	want = append(want, braille.UK2015().Move(&pos, m)...)
	from := len(srv.Shown())
	typeText(t, typing, "listen\n")
	srv.WaitCells(t, from, func(c []byte) bool { return bytes.HasPrefix(c, want.Bytes()) })
	typeText(t, typing, "yes\nquit\n")
	typing.Close()
	if err := <-done; err != nil {
		t.Fatalf("Run: %v\n%s", err, out.String())
	}
	if n := len(st.replay().Plies()); n != 2 {
		t.Fatalf("%d plies, want 2:\n%s", n, out.String())
	}
}
