package game

import (
	"fmt"
	"testing"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/input"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
	"github.com/tactuschess/tactus/rules/session"
)

// routerGame is a new table for the router's tests.
func routerGame(t *testing.T) *table.Game {
	t.Helper()
	st := newStation(t)
	g, _, err := table.New(table.Options{Settings: st.set, Dir: t.TempDir(),
		Since: func() time.Duration { return 0 }, Wall: func() time.Time { return st.wall }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Quit() })
	return g
}

// texts are the outputs' texts.
func texts(outs []table.Output) string { return fmt.Sprintf("%q", outTexts(outs)) }

func outTexts(outs []table.Output) []string {
	var s []string
	for _, o := range outs {
		s = append(s, o.Text)
	}
	return s
}

// TestRouterTakesEachInput: a typed line, a move made on the Braille
// display and the engine's move do to the table what the same text typed
// did before inputs had types (a twin game fed the text); the listen word
// and the display's listen chord say why nothing listens; a station's
// call, an utterance and a verdict with no station or listener do nothing,
// nor do an announcement said with no press waiting and a tick with no flag
// fallen.
func TestRouterTakesEachInput(t *testing.T) {
	g, twin := routerGame(t), routerGame(t)
	r := &router{why: "Nothing listens here."}
	for _, m := range []input.Msg{
		input.Line{Text: "e4", From: input.Keyboard},
		input.Line{Text: "ok", From: input.Key},
		input.BrailleMove{Move: "e7e5"},
		input.Line{Text: "ok", From: input.Prompt},
		input.EngineMove{Move: "g1f3"},
		input.Line{Text: "clock", From: input.Keyboard},
		input.BrailleMove{Move: "e1e8"}, // not legal: refused as typed
	} {
		line, _ := input.Text(m)
		got, want := r.take(g, m), twin.Do(line)
		if texts(got) != texts(want) {
			t.Errorf("%#v: %s, want %s as typed", m, texts(got), texts(want))
		}
		if len(got) == 0 {
			t.Errorf("%#v: nothing came of it", m)
		}
	}
	if n, m := len(g.Session().Plies()), len(twin.Session().Plies()); n != m || n == 0 {
		t.Errorf("%d plies, the twin %d", n, m)
	}
	for _, m := range []input.Msg{input.Listen{}, input.Line{Text: "listen"}, input.Line{Text: " V "}} {
		if got := r.take(g, m); len(got) != 1 || got[0].Text != r.why || got[0].Kind != table.Notice {
			t.Errorf("%#v: %s, want why nothing listens", m, texts(got))
		}
	}
	for _, m := range []input.Msg{input.StationCall{ID: 1}, input.Utterance{ID: 1}, input.Heard{ID: 1}, input.Said{Token: 1}, input.Tick{}} {
		if got := r.take(g, m); got != nil {
			t.Errorf("%#v with no station nor listener: %s", m, texts(got))
		}
	}
}

// D.2.8: with the auto-press setting and a voice, the press of a typed
// move follows the end of its announcement. The voice says so with an
// input.Said on the inputs, which the router takes like every other
// input (in both views): the token of another announcement presses
// nothing, the move's own token presses it.
func TestRouterPressesWhenSaid(t *testing.T) {
	st := newStation(t)
	st.set.AutoPress = true
	g, _, err := table.New(table.Options{Settings: st.set, Dir: t.TempDir(),
		Since: func() time.Duration { return 0 }, Wall: func() time.Time { return st.wall }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Quit() })
	g.PressAfterSpeech()
	r := &router{why: "Nothing listens here."}
	token := 0
	for _, o := range r.take(g, input.Line{Text: "e4", From: input.Keyboard}) {
		if o.Press != 0 {
			token = o.Press
		}
	}
	if token == 0 || g.Session().Phase() != session.AnnouncedPhase {
		t.Fatalf("the announcement should wait for its press: token %d, phase %s", token, g.Session().Phase())
	}
	if outs := r.take(g, input.Said{Token: token + 1}); outs != nil || g.Session().Phase() != session.AnnouncedPhase {
		t.Fatalf("another announcement's token pressed: %s, phase %s", texts(outs), g.Session().Phase())
	}
	if outs := r.take(g, input.Said{Token: token}); len(outs) == 0 || g.Session().Phase() == session.AnnouncedPhase {
		t.Fatalf("the move's token pressed nothing: %s, phase %s", texts(outs), g.Session().Phase())
	}
	if n := len(g.Session().Plies()); n != 1 {
		t.Fatalf("%d plies after the press, want 1", n)
	}
}
