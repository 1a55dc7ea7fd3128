package main

import (
	"strings"
	"testing"
)

func TestAnnounceCommand(t *testing.T) {
	tests := []struct {
		args   []string
		status int
		stdout string
		stderr string
	}{
		{[]string{"announce", "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6", "O-O"}, 0,
			"Eva zwei Eva vier\nEva sieben Eva fuenf\nSpringer Gustav eins Felix drei\n" +
				"Springer Bella acht Caesar sechs\nLaeufer Felix eins Bella fuenf\nAnna sieben Anna sechs\n" +
				"Laeufer Bella fuenf schlaegt Caesar sechs\nDavid sieben schlaegt Caesar sechs\nKurze Rochade\n", ""},
		{[]string{"announce", "--style", "short", "e2e4", "d7d5", "e4d5", "d8d5"}, 0,
			"Eva vier\nDavid fuenf\nEva schlaegt David fuenf\nDame schlaegt David fuenf\n", ""},
		{[]string{"announce", "--vocab", "english", "Nf3"}, 0, "Knight Gustav one Felix three\n", ""},
		{[]string{"announce", "--numbered", "--style", "short", "e4", "e5", "Nf3"}, 0,
			"Move 1, White: Eva vier\nMove 1, Black: Eva fuenf\nMove 2, White: Springer Felix drei\n", ""},
		{[]string{"announce", "--vocab", "nato", "--style", "short", "--lang", "de", "Sf3", "Sc6"}, 0,
			"Knight Foxtrot three\nKnight Charlie six\n", ""},
		{[]string{"announce", "--fen", "4k3/8/8/8/8/8/8/RK5R w HA - 0 1", "b1a1"}, 0, "Lange Rochade\n", ""},
		{[]string{"announce", "f3", "e5", "g4", "Qh4#"}, 0,
			"Felix zwei Felix drei\nEva sieben Eva fuenf\nGustav zwei Gustav vier\nDame David acht Hector vier Matt\n", ""},
		{[]string{"announce", "f3", "e5", "g4", "Qh4", "a3"}, 1,
			"Felix zwei Felix drei\nEva sieben Eva fuenf\nGustav zwei Gustav vier\nDame David acht Hector vier Matt\n", "tactus: White's move 3, \"a3\": the game is over: Black wins by checkmate.\n"},
		{[]string{"announce", "e4", "e4"}, 1, "Eva zwei Eva vier\n", `tactus: Black's move 1, "e4": no pawn can move to e4;`},
		{[]string{"announce", "Nf4"}, 1, "", `tactus: White's move 1, "Nf4": no knight can move to f4; legal: Na3 Nc3 Nf3 Nh3.`},
		{[]string{"announce"}, 2, "", "no moves given"},
		{[]string{"announce", "--vocab", "klingon", "e4"}, 2, "", `--vocab: "klingon" is not one of appendix-d, english, nato, german, spanish, portuguese or slovak`},
		{[]string{"announce", "--style", "medium", "e4"}, 2, "", `--style: "medium" is not one of long or short`},
		{[]string{"announce", "--lang", "xx", "e4"}, 2, "", "--lang"},
		{[]string{"announce", "--fen", "8/8", "e4"}, 2, "", "--fen"},
	}
	for _, tt := range tests {
		status, out, errOut := runCLI(t, "", tt.args...)
		if status != tt.status || out != tt.stdout || !strings.Contains(errOut, tt.stderr) {
			t.Errorf("%v: status %d, stdout %q, stderr %q; want %d, %q, %q",
				tt.args, status, out, errOut, tt.status, tt.stdout, tt.stderr)
		}
	}
}

func TestHearCommand(t *testing.T) {
	tests := []struct {
		args   []string
		status int
		stdout string
		stderr string
	}{
		{[]string{"hear", "Eva zwei Eva vier", "eva fünf", "Knight Golf one Foxtrot three",
			"Springer Caesar sechs", "Läufer Bella fuenf", "Anna sechs", "Laeufer schlaegt Caesar sechs",
			"David schlägt Caesar sechs", "Kurze Rochade"}, 0,
			"e4\ne5\nNf3\nNc6\nBb5\na6\nBxc6\ndxc6\nO-O\n", ""},
		{[]string{"hear", "--lang", "de", "Springer Felix drei"}, 0, "Sf3\n", ""},
		{[]string{"hear", "--vocab", "nato", "Knight Foxtrot three"}, 0, "Nf3\n", ""},
		{[]string{"hear", "--vocab", "nato", "Springer Felix drei"}, 1, "", `"Springer Felix drei": "Springer" is not a move word.`},
		{[]string{"hear", "--fen", "4k3/8/8/8/8/8/8/R4KR1 w GA - 0 1", "Kurze Rochade", "Koenig Eva acht David acht"}, 0,
			"O-O\nKd8\n", ""},
		{[]string{"hear", "Eva vier", "Springer Felix vier"}, 1, "e4\n",
			"tactus: Black's move 1, \"Springer Felix vier\": the knight moves are Na6, Nc6, Nf6, Nh6.\n"},
		{[]string{"hear", "--fen", "rnbqkb1r/ppp1pppp/5n2/3p4/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 2 3", "Springer David zwei"}, 1, "",
			"could be Nbd2 or Nfd2"},
		{[]string{"hear", "Eva vier Schach Schach"}, 1, "", `the word "Schach" is out of place.`},
		{[]string{"hear", "Springer"}, 1, "", "\"Springer\": it names no square to move to."},
		{[]string{"hear", "f3 e5"}, 1, "", `"f3 e5": "f3" is not a move word.`},
		{[]string{"hear"}, 2, "", "no phrases given"},
		{[]string{"hear", "--vocab", "klingon", "Eva vier"}, 2, "", `--vocab: "klingon" is not one of appendix-d`},
		{[]string{"hear", "--lang", "xx", "Eva vier"}, 2, "", "--lang"},
	}
	for _, tt := range tests {
		status, out, errOut := runCLI(t, "", tt.args...)
		if status != tt.status || out != tt.stdout || !strings.Contains(errOut, tt.stderr) {
			t.Errorf("%v: status %d, stdout %q, stderr %q; want %d, %q, %q",
				tt.args, status, out, errOut, tt.status, tt.stdout, tt.stderr)
		}
	}
}

// TestAnnounceHearRoundTrip: what announce prints, hear understands.
func TestAnnounceHearRoundTrip(t *testing.T) {
	game := []string{"d4", "Nf6", "c4", "e6", "Nc3", "Bb4", "Qc2", "O-O", "a3", "Bxc3+", "Qxc3", "b6",
		"Bg5", "Bb7", "f3", "h6", "Bh4", "d5", "e3", "Nbd7", "cxd5", "Nxd5", "Bxd8"}
	for _, vocab := range []string{"appendix-d", "english", "nato"} {
		for _, style := range []string{"long", "short"} {
			status, out, errOut := runCLI(t, "", append([]string{"announce", "--vocab", vocab, "--style", style}, game...)...)
			if status != 0 {
				t.Fatalf("announce %s %s: %d %s", vocab, style, status, errOut)
			}
			phrases := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			status, out, errOut = runCLI(t, "", append([]string{"hear"}, phrases...)...)
			if status != 0 {
				t.Fatalf("hear %s %s: %d %s", vocab, style, status, errOut)
			}
			if got := strings.Fields(out); strings.Join(got, " ") != strings.Join(game, " ") {
				t.Errorf("%s %s: heard %v", vocab, style, got)
			}
		}
	}
}

func TestHearErrorListsMovesInTheUsersLanguage(t *testing.T) {
	status, _, errOut := runCLI(t, "", "hear", "--lang", "de", "Springer Felix vier")
	if status != 1 || !strings.Contains(errOut, "the knight moves are Sa3, Sc3, Sf3, Sh3") {
		t.Errorf("status %d, stderr %q", status, errOut)
	}
}

// TestAnnounceAfterDeadPosition: a dead position ends the game (FIDE
// 5.2.2), but announce, like status and pgn check, announces the moves
// played after it: replaying a recorded game must accept what was played.
func TestAnnounceAfterDeadPosition(t *testing.T) {
	for _, tt := range []struct {
		args   []string
		stdout string
	}{
		// a dead position at the start, and moves after it
		{[]string{"announce", "--fen", "k7/8/8/8/8/8/8/KB6 w - - 0 1", "Kb2", "Ka7"},
			"Koenig Anna eins Bella zwei\nKoenig Anna acht Anna sieben\n"},
		// the capture of the last queen makes the position dead; two more
		// moves each follow
		{[]string{"announce", "--fen", "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1", "Kxd2", "Kd7", "Ke3", "Ke6"},
			"Koenig Eva eins schlaegt David zwei\nKoenig Eva acht David sieben\nKoenig David zwei Eva drei\nKoenig David sieben Eva sechs\n"},
	} {
		status, out, errOut := runCLI(t, "", tt.args...)
		if status != 0 || out != tt.stdout || errOut != "" {
			t.Errorf("%v: status %d, stdout %q, stderr %q; want 0, %q", tt.args, status, out, errOut, tt.stdout)
		}
		status, out, errOut = runCLI(t, "", append([]string{"status"}, tt.args[1:]...)...)
		if status != 0 || out != "Draw: no sequence of legal moves can lead to checkmate.\n" {
			t.Errorf("status %v: %d, %q, %q", tt.args[1:], status, out, errOut)
		}
	}
}
