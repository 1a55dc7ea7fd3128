package fullscreen

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"github.com/tactuschess/tactus/cmd/tactus/internal/input"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
)

// TestStepsRunOutsideUpdate: Update takes a typed line without touching the
// game (the journal is synced in the step's command), nothing is said
// before the step's result comes back, and two lines typed before the
// first step ends are made in the order typed.
func TestStepsRunOutsideUpdate(t *testing.T) {
	g, first := newGame(t)
	var did, said []string
	m := New(g, first, Options{
		Say: func(o table.Output) { said = append(said, o.Text) },
		Do: func(g *table.Game, m input.Msg) []table.Output {
			line, _ := input.Text(m)
			did = append(did, line)
			return g.Do(line)
		}})
	said = nil
	var cmds []tea.Cmd
	for _, line := range []string{"e4", "e5"} {
		m.prompt, m.input = true, []rune(line)
		next, cmd := m.Update(key(tea.KeyEnter))
		m = next.(Model)
		cmds = append(cmds, cmd)
	}
	if len(did) != 0 || len(g.Session().Plies()) != 0 {
		t.Fatalf("Update ran the game: %q", did)
	}
	if len(said) != 0 {
		t.Fatalf("said before the step ended: %q", said)
	}
	if cmds[0] == nil || cmds[1] != nil {
		t.Fatal("the second line did not wait for the first step")
	}
	msg := cmds[0]()
	if len(did) != 1 || len(said) != 0 {
		t.Fatalf("after the first step: did %q, said %q", did, said)
	}
	next, cmd := m.Update(msg)
	m = settle(next.(Model), cmd)
	if strings.Join(did, " ") != "e4 e5" {
		t.Fatalf("the lines ran as %q", did)
	}
	plies := g.Session().Plies()
	if len(plies) != 2 || plies[0].Before.UCI(plies[0].Move) != "e2e4" || plies[1].Before.UCI(plies[1].Move) != "e7e5" {
		t.Fatalf("plies %v", plies)
	}
	if !strings.Contains(strings.Join(said, "\n"), "Eva sieben Eva fuenf") {
		t.Errorf("the second move was not said: %q", said)
	}
	if v := m.View().Content; !strings.Contains(v, "1. e4 e5") {
		t.Errorf("the view does not show both moves:\n%s", v)
	}
}

// TestTicksDoNotPileUp: ticks while a step runs wait as one.
func TestTicksDoNotPileUp(t *testing.T) {
	g, first := newGame(t)
	m := New(g, first, Options{})
	m.prompt, m.input = true, []rune("e4")
	next, _ := m.Update(key(tea.KeyEnter))
	m = next.(Model)
	for range 3 {
		next, _ = m.Update(input.Tick{})
		m = next.(Model)
	}
	if len(m.queue) != 1 || !m.queue[0].tick {
		t.Fatalf("%d steps queued behind the move, want one tick", len(m.queue))
	}
}
