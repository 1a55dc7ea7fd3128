package fullscreen

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
)

// TestQuestionAtThePrompt: who resigns and its read-back are said, shown
// above the prompt and answered there; the y key that confirms a move
// does not answer yes on its own, Escape says no, and the resignation is
// recorded only after the side and a typed yes.
func TestQuestionAtThePrompt(t *testing.T) {
	g, first := newGameWith(t, func(s *settings.Settings) {})
	var said []string
	m := New(g, first, Options{Say: func(o table.Output) { said = append(said, o.Text) }})
	m = typed(m, "e4")
	m = typed(m, "resign")
	if !strings.Contains(m.View().Content, "Who resigns: white or black?") {
		t.Fatalf("the question is not shown:\n%s", m.View().Content)
	}
	if said[len(said)-1] != "Who resigns: white or black?" {
		t.Errorf("the question was not said: %q", said)
	}
	m = press(m, text('y'))
	if !m.prompt || string(m.input) != "y" || g.Over() {
		t.Fatalf("y with a question waiting: prompt %v %q, over %v", m.prompt, string(m.input), g.Over())
	}
	m = press(m, key(tea.KeyEscape))
	if _, waiting := g.Pending(); waiting || m.prompt {
		t.Fatalf("escape left the question waiting")
	}
	if !strings.HasSuffix(strings.Join(m.log, "\n"), "Cancelled; nothing was recorded.") {
		t.Errorf("escape: %q", m.log)
	}
	m = typed(m, "resign")
	for _, r := range "black" {
		m = press(m, text(r))
	}
	m = press(m, key(tea.KeyEnter))
	if !strings.Contains(m.View().Content, "Black resigns: yes or no?") {
		t.Fatalf("the read-back is not shown:\n%s", m.View().Content)
	}
	m = press(m, text('y'))
	m = press(m, key(tea.KeyEnter))
	if res, _ := g.Session().Result(); res != "1-0" {
		t.Errorf("after black, yes: %q, log %q", res, m.log)
	}
}

// TestPINMaskedAtThePrompt: what follows the arbiter command word is shown
// as stars.
func TestPINMaskedAtThePrompt(t *testing.T) {
	g, first := newGameWith(t, func(s *settings.Settings) { s.ArbiterPIN = "4711" })
	m := New(g, first, Options{})
	for _, r := range "arbiter 4711" {
		m = press(m, text(r))
	}
	if v := m.View().Content; strings.Contains(v, "4711") || !strings.Contains(v, "> arbiter ****_") {
		t.Errorf("the prompt shows:\n%s", v)
	}
	m = press(m, key(tea.KeyEnter))
	if !g.ArbiterOpen() || strings.Contains(m.View().Content, "4711") {
		t.Errorf("arbiter PIN at the prompt: open %v\n%s", g.ArbiterOpen(), m.View().Content)
	}
	if got := masked("de", "schiedsrichter 12 34"); got != "schiedsrichter *****" {
		t.Errorf("masked German: %q", got)
	}
	if got := masked("en", "e4"); got != "e4" {
		t.Errorf("masked e4: %q", got)
	}
}

// TestKeyHelpTournament: in a tournament game the key help leaves out the
// attack-map key, which tournament mode refuses (11.3.1); a casual game's
// key help has it.
func TestKeyHelpTournament(t *testing.T) {
	for _, casual := range []bool{false, true} {
		g, first := newGameWith(t, func(s *settings.Settings) { s.Casual = casual })
		var said []string
		m := New(g, first, Options{Say: func(o table.Output) { said = append(said, o.Text) }})
		press(m, key(tea.KeyF1))
		help := strings.Join(said, "\n")
		if !strings.Contains(help, g.UI().Screen.Press) {
			t.Fatalf("no key help: %q", help)
		}
		if has := strings.Contains(help, g.UI().Screen.Attack); has != casual {
			t.Errorf("casual %v: the attack key in the help %v:\n%s", casual, has, help)
		}
	}
}
