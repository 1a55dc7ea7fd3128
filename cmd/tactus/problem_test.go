package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSameBadMoveSentence: every command that plays typed moves says the
// same sentence for the same bad move, naming it once; hear, which reads
// spoken words, says it in the same form, and pgn check says the same
// reason after the place in the file.
func TestSameBadMoveSentence(t *testing.T) {
	const why = `"Ke3": no king can move to e3; legal: Ke2.`
	const want = "tactus: White's move 2, " + why + "\n"
	for _, cmd := range []string{"status", "announce", "notation", "say", "braille"} {
		status, _, errOut := runCLI(t, "", cmd, "e4", "e5", "Ke3")
		if status != 1 || errOut != want {
			t.Errorf("%s: status %d, stderr %q; want 1 and %q", cmd, status, errOut, want)
		}
	}
	status, _, errOut := runCLI(t, "", "hear", "Eva zwei Eva vier", "Eva sieben Eva fuenf", "Koenig Eva drei")
	if wantHear := `tactus: White's move 2, "Koenig Eva drei": `; status != 1 || !strings.HasPrefix(errOut, wantHear) ||
		strings.Count(errOut, "\n") != 1 || strings.Contains(errOut, "announce:") {
		t.Errorf("hear: status %d, stderr %q; want 1 and %q…", status, errOut, wantHear)
	}
	bad := filepath.Join(t.TempDir(), "bad.pgn")
	if err := os.WriteFile(bad, []byte("1. e4 e5 2. Ke3 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	status, _, errOut = runCLI(t, "", "pgn", "check", bad)
	if want := bad + ":1:13: game 1: " + why + "\n"; status != 1 || errOut != want {
		t.Errorf("pgn check: status %d, stderr %q; want 1 and %q", status, errOut, want)
	}
}

// TestProblemSentences: a bad time control, language or file is said in
// one sentence naming the value, without the libraries' error chain.
func TestProblemSentences(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "nonexist")
	langs := "write en, de, fr, es, it, pt, nl, sk, cs, pl or fig.\n"
	for _, tc := range []struct {
		args   []string
		status int
		want   string
	}{
		{[]string{"clock", "info", "--control", "90x"}, 2,
			`tactus: clock info: --control "90x": write hours, minutes and seconds as h, m and s, largest first (1h30m, 90s).` + "\n"},
		{[]string{"clock", "simulate", "--control", "5m+3x"}, 2,
			`tactus: clock simulate: --control "5m+3x": write hours, minutes and seconds as h, m and s, largest first (1h30m, 90s).` + "\n"},
		{[]string{"clock", "info", "--control", "40/90m+30s, 30m, 5m"}, 2,
			`tactus: clock info: --control "40/90m+30s, 30m, 5m": period 2: the rest of the game must be the last period.` + "\n"},
		{[]string{"clock", "info", "--control", "0/90m"}, 2,
			`tactus: clock info: --control "0/90m": move count "0": must be at least 1.` + "\n"},
		{[]string{"clock", "info", "--control", "abc"}, 2,
			`tactus: clock info: --control "abc": want a number.` + "\n"},
		{[]string{"notation", "--lang", "xx", "e4"}, 2,
			`tactus: notation: --lang "xx": not a notation language; ` + langs},
		{[]string{"notation", "--out-lang", "q", "e4"}, 2,
			`tactus: notation: --out-lang "q": not a notation language; ` + langs},
		{[]string{"status", "--lang", "xx", "e4"}, 2,
			`tactus: status: --lang "xx": not a notation language; ` + langs},
		{[]string{"session", "simulate", "--lang", "xx"}, 2,
			`tactus: session simulate: --lang "xx": not a notation language; ` + langs},
		{[]string{"session", "replay", missing}, 1,
			"tactus: session replay: there is no file " + missing + "\n"},
		{[]string{"session", "replay", dir}, 1,
			"tactus: session replay: " + dir + " is a folder, not a file\n"},
		{[]string{"session", "export", missing}, 1,
			"tactus: session export: there is no file " + missing + "\n"},
		{[]string{"pgn", "check", missing}, 1,
			"tactus: pgn check: there is no file " + missing + "\n"},
	} {
		status, _, errOut := runCLI(t, "", tc.args...)
		if status != tc.status || errOut != tc.want {
			t.Errorf("%q: status %d, stderr %q; want %d and %q", tc.args, status, errOut, tc.status, tc.want)
		}
	}
}
