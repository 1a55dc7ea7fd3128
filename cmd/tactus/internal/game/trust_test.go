package game

import (
	"os"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules/session"
)

// TestPlainArbiterPIN plays the arbiter's commands in plain mode, as a
// screen reader reads them: refused without the PIN, a wrong PIN refused
// and counted, accepted after arbiter and the PIN while a player's move
// still works, refused again after arbiter off; the PIN is neither
// printed nor journaled, and the journal says the arbiter acted here.
func TestPlainArbiterPIN(t *testing.T) {
	st := newStation(t)
	st.set.ArbiterPIN = "2468"
	input := strings.Join([]string{"e4", "pause", "arbiter 1357", "arbiter 2468", "e5", "pause",
		"continue", "arbiter off", "pause", "resign", "black", "no", "quit"}, "\n") + "\n"
	out, err := st.run(NewGame, input)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"Game begins, white to move.",
		"The clock starts with the first move or press.",
		"White announces: Eva zwei Eva vier.",
		"White completes the move, black's clock runs.",
		`Only the arbiter may use "pause": at the arbiter's station, or here after typing arbiter and the PIN.`,
		"Wrong PIN; wrong PINs so far: 1.",
		"The arbiter's commands are open at this keyboard until arbiter off; wrong PINs typed before: 1.",
		"Black announces: Eva sieben Eva fuenf.",
		"Black completes the move, white's clock runs.",
		"The arbiter stops the clock.",
		"The arbiter restarts the clock.",
		"The arbiter's commands are closed at this keyboard.",
		`Only the arbiter may use "pause": at the arbiter's station, or here after typing arbiter and the PIN.`,
		"Who resigns: white or black?",
		"Black resigns: yes or no?",
		"Cancelled; nothing was recorded.",
	}
	got := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(got) < len(want) || strings.Join(got[:len(want)], "\n") != strings.Join(want, "\n") {
		t.Errorf("lines:\n%s\nwant first:\n%s", out, strings.Join(want, "\n"))
	}
	j, err := os.ReadFile(st.journalPath())
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out, "2468") || strings.Contains(string(j), "2468") {
		t.Errorf("the PIN was printed or journaled:\n%s\n%s", out, j)
	}
	if !strings.Contains(string(j), "arbiter@keyboard pause") || !strings.Contains(string(j), "arbiter@keyboard continue") ||
		strings.Count(string(j), " pause") != 3 { // the new game's clock waiting, the arbiter's, and the one quitting records
		t.Errorf("journal:\n%s", j)
	}
	if s := st.replay(); s.Phase() == session.Over {
		t.Error("a cancelled resignation ended the game")
	}
}

// TestPlainCasualGame: in a casual game the players take the arbiter's
// commands after a yes, and a refused move lists the legal ones.
func TestPlainCasualGame(t *testing.T) {
	st := newStation(t)
	st.set.Casual = true
	out, err := st.run(NewGame, "Ke2\ne4\npause\nyes\nquit\n")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"Ke2": no king can move to e2; legal: Springer Bella eins Anna drei, `, "As the arbiter: pause; yes or no?\nThe arbiter stops the clock."} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
}
