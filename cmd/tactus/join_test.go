package main

import (
	"bytes"
	"regexp"
	"testing"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/internal/brltest"
	"github.com/tactuschess/tactus/rules"
)

// TestJoinTwoTerminals plays between two tactus programs: one serves the
// station (White, blind), the other joins it in the terminal (Black, also
// blind), and each hears the other's move.
func TestJoinTwoTerminals(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the program twice")
	}
	host := converse(t, "play", "--plain", "--voice", "none", "--blind", "both", "--white", "Ana", "--black", "Bo",
		"--station", "127.0.0.1:0")
	line := host.expect("station: ")
	m := regexp.MustCompile(`station: (http://\S+) code (\d{6})`).FindStringSubmatch(line)
	if m == nil {
		t.Fatalf("the station line: %q", line)
	}
	guest := converse(t, "join", "--voice", "none", "--code", m[2], m[1])
	guest.expect("Joined Ana - Bo as the opponent; Bo plays black, white to move.")
	host.expect("paired")
	host.say("e4")
	guest.expect("Eva zwei Eva vier")
	guest.say("e5")
	host.expect("Eva sieben Eva fuenf")
	host.expect("Black completes the move")
	host.say("Nf3")
	guest.expect("Springer Gustav eins Felix drei")
	host.say("quit")
	host.expect("The game is saved")
	guest.in.Close()
}

// TestJoinInGerman joins with --ui de: the code is asked for and checked in
// German, the joined line and help are German, and the game goes on.
func TestJoinInGerman(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the program twice")
	}
	host := converse(t, "play", "--plain", "--voice", "none", "--blind", "both", "--white", "Ana", "--black", "Bo",
		"--station", "127.0.0.1:0")
	line := host.expect("station: ")
	m := regexp.MustCompile(`station: (http://\S+) code (\d{6})`).FindStringSubmatch(line)
	if m == nil {
		t.Fatalf("the station line: %q", line)
	}
	guest := converse(t, "join", "--voice", "none", "--ui", "de", m[1])
	guest.expect("Gib den sechsstelligen Code der Station ein.")
	guest.say("1234")
	guest.expect("Das sind 4 Ziffern; der Code hat sechs.")
	guest.say(m[2])
	guest.expect("Verbunden mit Ana - Bo als Gegner; Bo spielt Schwarz, Weiß am Zug.")
	host.say("e4")
	guest.expect("Eva zwei Eva vier")
	guest.say("hilfe")
	guest.expect("bestätigen bestätigt den angesagten Zug")
	guest.say("e5")
	host.expect("Eva sieben Eva fuenf")
	host.say("quit")
	host.expect("The game is saved")
	guest.in.Close()
}

// TestJoinBraille joins with --brlapi naming a fake BrlAPI server: the
// joined line, the moves told and the joined player's board reach the
// cells, and the display's going away is told.
func TestJoinBraille(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the program twice")
	}
	brl, err := brltest.NewServer(40)
	if err != nil {
		t.Fatal(err)
	}
	defer brl.Close()
	host := converse(t, "play", "--plain", "--voice", "none", "--brlapi", "none", "--blind", "both",
		"--white", "Ana", "--black", "Bo", "--station", "127.0.0.1:0")
	line := host.expect("station: ")
	m := regexp.MustCompile(`station: (http://\S+) code (\d{6})`).FindStringSubmatch(line)
	if m == nil {
		t.Fatalf("the station line: %q", line)
	}
	guest := converse(t, "join", "--voice", "none", "--brlapi", brl.Address(), "--code", m[2], m[1])
	joined := guest.expect("Joined Ana - Bo")
	brl.WaitCells(t, 0, startsAs(braille.Message(joined).Cells.Bytes()[:10]))
	host.say("e4")
	told := guest.expect("Eva zwei Eva vier")
	brl.WaitCells(t, 0, startsAs(braille.Message(told).Cells.Bytes()[:10]))
	guest.say("e5")
	host.expect("Eva sieben Eva fuenf")
	g := rules.NewGame(rules.StartPosition())
	for _, m := range []string{"e2e4", "e7e5"} {
		if err := g.PlayUCI(m); err != nil {
			t.Fatal(err)
		}
	}
	// the board's first line: 1... e5 in the chess code
	brl.WaitCells(t, 0, startsAs(braille.UK2015().Lines(g, braille.Layout{})[0].Cells.Bytes()))
	brl.Close()
	host.say("Nf3") // the loss is told at once, write or not
	guest.expect("The Braille display is not available")
	host.say("quit")
	host.expect("The game is saved")
	guest.in.Close()
}

// startsAs tests that cells begin with want.
func startsAs(want []byte) func([]byte) bool {
	return func(c []byte) bool { return bytes.HasPrefix(c, want) }
}
