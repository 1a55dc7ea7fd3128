package main

import (
	"regexp"
	"testing"
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
