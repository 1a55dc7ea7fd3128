package game

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/cmd/tactus/internal/shell"
	"github.com/tactuschess/tactus/internal/brltest"
	"github.com/tactuschess/tactus/speech/setup"
)

// TestNewGameQuestionsHeardAndFelt: a new game's questions (the names,
// who is visually impaired) come before the game, and a player who
// neither sees the screen nor has a screen reader hears each of them and
// feels it on the Braille display; each answer is typed only once its
// question has been heard, as such a player would (issue 22: they were
// only printed, the voice starting after them).
func TestNewGameQuestionsHeardAndFelt(t *testing.T) {
	srv, err := brltest.NewServer(40)
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	st := newStation(t)
	st.set.BrlAPI = srv.Address()
	st.set.Voice = "speechd"
	st.ask = []string{"white", "black", "blind"}
	player := &heard{}
	open := func(ctx context.Context, cfg shell.SpeechConfig, getenv func(string) string) (*setup.Speech, error) {
		return &setup.Speech{Player: player, Opponent: &heard{}, Path: "speech: fake"}, nil
	}
	typing, out, done := st.start(func(o *Options) { o.Shell.Speech, o.AskGame = open, st.ask })
	for _, qa := range []struct{ question, answer string }{
		{"White's name? Enter keeps Ana.", "Cy"},
		{"Black's name? Enter keeps Bo.", "Dee"},
		{"Who is visually impaired: white, black, both or none?", "black"},
	} {
		eventually(t, "heard "+qa.question, func() bool {
			return strings.Contains(strings.Join(player.list(), "\n"), qa.question)
		})
		cells := string(braille.Message(qa.question).Cells.Bytes()[:12])
		srv.WaitCells(t, 0, func(c []byte) bool { return strings.HasPrefix(string(c), cells) })
		typeText(t, typing, qa.answer+"\n")
	}
	eventually(t, "the game begins", func() bool { return strings.Contains(out.String(), "Game begins") })
	typing.Close()
	if err := <-done; err != nil {
		t.Fatalf("Run: %v\n%s", err, out.String())
	}
	if cfg := st.replay().Config(); cfg.White != "Cy" || cfg.Black != "Dee" || cfg.Blind != [2]bool{false, true} {
		t.Errorf("the game began with %+v", cfg)
	}
}

// TestResumeQuestionTakesOnlyYesOrNo: to "Resume the game …? (yes/no)"
// only a clear yes resumes and only a clear no starts a new game; any
// other answer (a command typed too early, an empty line) asks again in
// one sentence, and neither resumes nor starts an empty game that a
// later tactus resume would pick.
func TestResumeQuestionTakesOnlyYesOrNo(t *testing.T) {
	st := newStation(t)
	if _, err := st.run(NewGame, "e4\n"); err != nil {
		t.Fatal(err)
	}
	st.wall = st.wall.Add(time.Hour)
	out, err := st.run(Offer, "pause\n\nyes\nquit\n")
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(out, "Answer yes to resume this game or no to start a new one."); n != 2 {
		t.Errorf("asked again %d times, want 2:\n%s", n, out)
	}
	if !strings.Contains(out, "Resumed the game Ana - Bo at move 1, black to move.") || strings.Contains(out, "Game begins") {
		t.Errorf("the game was not resumed:\n%s", out)
	}
	if n := len(st.replay().Plies()); n != 1 { // one journal, its move kept
		t.Errorf("%d plies, want 1", n)
	}
	// German: nein is a clear no, vielleicht asks again in German
	st.set.UI = "de"
	st.wall = st.wall.Add(time.Hour)
	out, err = st.run(Offer, "vielleicht\nnein\nquit\n")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "Antworten Sie ja, um diese Partie fortzusetzen, oder nein, um eine neue zu beginnen.") {
		t.Errorf("not asked again in German:\n%s", out)
	}
	if strings.Contains(out, "Partie Ana - Bo fortgesetzt") || !strings.Contains(out, "Partie beginnt") {
		t.Errorf("nein did not start a new game:\n%s", out)
	}
}
