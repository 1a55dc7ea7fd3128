package byvoice

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
	"github.com/tactuschess/tactus/speech/listen"
)

// fakeRec answers every utterance with the next verdict.
type fakeRec struct {
	verdicts  []listen.Verdict
	positions []*rules.Position
}

func (f *fakeRec) Listen(_ context.Context, pos *rules.Position, _ []int16) (listen.Verdict, error) {
	f.positions = append(f.positions, pos)
	if len(f.verdicts) == 0 {
		return listen.Verdict{}, errors.New("no more verdicts")
	}
	v := f.verdicts[0]
	f.verdicts = f.verdicts[1:]
	return v, nil
}

func move(t *testing.T, pos *rules.Position, uci string) rules.Move {
	t.Helper()
	m, err := pos.ParseUCI(uci)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func newFlow(lang string, rec, answers *fakeRec) *Flow {
	u, _ := catalog.Lookup(lang)
	return &Flow{Rec: rec, Answers: answers, UI: u, Vocab: announce.AppendixD(), Notation: notation.English}
}

// TestReadBackThenYes: a move heard is read back in Appendix D words and
// given to the game only after yes; no drops it; any other line drops it
// unrecorded and is the app's.
func TestReadBackThenYes(t *testing.T) {
	pos := rules.StartPosition()
	nf3 := move(t, &pos, "g1f3")
	heard := listen.Verdict{Kind: listen.Heard, Heard: "springer gustav eins felix drei", Move: nf3}
	rec := &fakeRec{verdicts: []listen.Verdict{heard, heard, heard}}
	f := newFlow("de", rec, nil)
	s, err := f.Hear(context.Background(), &pos, true, nil)
	if err != nil || s.Line != "" || s.Text != "Gehört: Springer Gustav eins Felix drei. Ja oder nein?" || !f.Pending() {
		t.Fatalf("read-back %+v %v", s, err)
	}
	if s.Phrase.String() != "Springer Gustav eins Felix drei" {
		t.Errorf("phrase %q", s.Phrase)
	}
	if s, ok := f.Answer("ja"); !ok || s.Line != "Nf3" || f.Pending() {
		t.Fatalf("yes: %+v %v", s, ok)
	}
	f.Hear(context.Background(), &pos, true, nil)
	if s, ok := f.Answer("nein"); !ok || s.Line != "" || s.Text != f.UI.Voice.NotRecorded || f.Pending() {
		t.Fatalf("no: %+v %v", s, ok)
	}
	f.Hear(context.Background(), &pos, true, nil)
	if s, ok := f.Answer("uhr"); ok || s.Line != "" || f.Pending() {
		t.Fatalf("another line: %+v %v", s, ok)
	}
	if _, ok := f.Answer("ja"); ok {
		t.Fatal("a yes with nothing waiting was taken")
	}
}

// TestNeverAMoveWithoutYes: unclear, not legal and nothing heard never
// give the game a line, also with TrustOwn; the opponent's move is read
// back even with TrustOwn.
func TestNeverAMoveWithoutYes(t *testing.T) {
	pos := rules.StartPosition()
	e4 := move(t, &pos, "e2e4")
	for _, tc := range []struct {
		v    listen.Verdict
		own  bool
		want string
	}{
		{listen.Verdict{Kind: listen.Unsure, Heard: "eva zwei eva vier", Move: e4, Second: "eva zwei eva drei"}, true, "Not understood clearly; say the move again."},
		{listen.Verdict{Kind: listen.NotLegal, Heard: "eva zwei eva fuenf"}, true, "Heard eva zwei eva fuenf, which is not a legal move; say it again."},
		{listen.Verdict{Kind: listen.Nothing}, true, "Heard nothing; say the move again."},
		{listen.Verdict{Kind: listen.Heard, Heard: "eva zwei eva vier", Move: e4}, false, "Heard Eva zwei Eva vier: yes or no?"},
	} {
		f := newFlow("en", &fakeRec{verdicts: []listen.Verdict{tc.v}}, nil)
		f.TrustOwn = true
		s, err := f.Hear(context.Background(), &pos, tc.own, nil)
		if err != nil || s.Line != "" || s.Text != tc.want {
			t.Errorf("%v: %+v %v", tc.v.Kind, s, err)
		}
	}
	// The player's own clear move with TrustOwn goes straight to the table.
	f := newFlow("en", &fakeRec{verdicts: []listen.Verdict{{Kind: listen.Heard, Move: e4}}}, nil)
	f.TrustOwn = true
	if s, _ := f.Hear(context.Background(), &pos, true, nil); s.Line != "e4" || f.Pending() {
		t.Errorf("trusted own move: %+v", s)
	}
	// A command word heard is the app's line, never a move.
	f = newFlow("en", &fakeRec{verdicts: []listen.Verdict{{Kind: listen.Heard, Command: "clock"}}}, nil)
	if s, _ := f.Hear(context.Background(), &pos, true, nil); s.Line != "clock" {
		t.Errorf("command: %+v", s)
	}
}

// TestSpokenAnswer: "ja" said gives the move; anything unclear keeps it
// waiting and reads it back again.
func TestSpokenAnswer(t *testing.T) {
	pos := rules.StartPosition()
	e4 := move(t, &pos, "e2e4")
	answers := &fakeRec{verdicts: []listen.Verdict{{Kind: listen.Unsure}, {Kind: listen.Heard, Command: "yes"}}}
	f := newFlow("de", &fakeRec{verdicts: []listen.Verdict{{Kind: listen.Heard, Move: e4}}}, answers)
	f.Hear(context.Background(), &pos, false, nil)
	s, err := f.AnswerSpoken(context.Background(), nil)
	if err != nil || s.Line != "" || !strings.Contains(s.Text, "Eva zwei Eva vier") || !f.Pending() {
		t.Fatalf("unclear answer: %+v %v", s, err)
	}
	s, err = f.AnswerSpoken(context.Background(), nil)
	if err != nil || s.Line != "e4" || f.Pending() {
		t.Fatalf("ja: %+v %v", s, err)
	}
	if answers.positions[0] != nil {
		t.Error("answers heard with a move grammar")
	}
}

func TestAnswerWords(t *testing.T) {
	u, _ := catalog.Lookup("de")
	w := AnswerWords(u)
	var yes []string
	for _, p := range w["yes"] {
		yes = append(yes, p.Lang+":"+p.Text())
	}
	if strings.Join(yes, " ") != "de:ja en:yes" || len(w["no"]) != 2 {
		t.Errorf("%v", w)
	}
}

// TestGameFlow plays moves by voice into a real game: the blind player's
// own move and the sighted opponent's announcement, each recorded only
// after the read-back's yes, on the board the game reads typed moves on.
func TestGameFlow(t *testing.T) {
	s := settings.Defaults()
	s.White, s.Black, s.Control = "Ana", "Bo", "5m+3s"
	g, _, err := table.New(table.Options{Settings: s, Dir: t.TempDir(),
		Since: func() time.Duration { return 0 },
		Wall:  func() time.Time { return time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC) }})
	if err != nil {
		t.Fatal(err)
	}
	defer g.Quit()
	rec := &fakeRec{}
	f := &Flow{Rec: rec, UI: catalog.English(), Vocab: announce.AppendixD(), Notation: g.Notation()}

	for i, tc := range []struct {
		uci string
		own bool
	}{{"e2e4", true}, {"e7e5", false}} {
		pos, own := g.VoiceInput()
		if own != tc.own {
			t.Fatalf("move %d: own %v", i, own)
		}
		rec.verdicts = []listen.Verdict{{Kind: listen.Heard, Move: move(t, &pos, tc.uci)}}
		step, err := f.Hear(context.Background(), &pos, own, nil)
		if err != nil || step.Line != "" {
			t.Fatalf("move %d: %+v %v", i, step, err)
		}
		if n := len(g.Session().Plies()); n != i {
			t.Fatalf("move %d recorded before the yes (%d plies)", i, n)
		}
		if _, _, _, ok := g.Session().Announced(); ok {
			t.Fatalf("move %d announced before the yes", i)
		}
		step, ok := f.Answer("")
		if !ok || step.Line == "" {
			t.Fatalf("Enter: %+v", step)
		}
		g.Do(step.Line) // announced and pressed at once: the auto-press setting
		if n := len(g.Session().Plies()); n != i+1 {
			t.Fatalf("after yes: %d plies", n)
		}
	}
}

// TestRepeatStep: when the opponent confirms each move (D.2.1: announced,
// repeated), the next move heard after the blind player's is the
// opponent's repetition, read on the board before that move, and not the
// player's own.
func TestRepeatStep(t *testing.T) {
	s := settings.Defaults()
	s.White, s.Black, s.Control, s.Confirm = "Ana", "Bo", "5m+3s", true
	g, _, err := table.New(table.Options{Settings: s, Dir: t.TempDir(),
		Since: func() time.Duration { return 0 },
		Wall:  func() time.Time { return time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC) }})
	if err != nil {
		t.Fatal(err)
	}
	defer g.Quit()
	g.Do("e4")
	pos, own := g.VoiceInput()
	if own || pos.SideToMove() != rules.White {
		t.Fatalf("repeat step: own %v, %v to move", own, pos.SideToMove())
	}
	if _, err := pos.ParseUCI("e2e4"); err != nil {
		t.Fatalf("e2e4 is not legal where the repetition is heard: %v", err)
	}
}
