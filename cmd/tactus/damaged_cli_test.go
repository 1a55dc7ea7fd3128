package main

import (
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules/session/journal"
)

// sealed is a journal line body with its checksum, as a hand that knows
// the format would write it.
func sealed(body string) string {
	return fmt.Sprintf("%s #%08x", body, crc32.Checksum([]byte(body), crc32.MakeTable(crc32.Castagnoli)))
}

// TestResumeDamagedJournals runs tactus resume and bare tactus, as the
// program does (the errors go through main's run), on journals damaged by
// hand in each way an arbiter may meet: never an internal error, never
// "no unfinished game", always the game named and what is wrong; a
// damaged middle or garbage after the last line offers to go on from the
// last good line; CRLF and a BOM are read; a finished game says how it
// ended. (A journal whose game the rules refuse once stopped tactus resume
// with "internal error: nil pointer dereference".)
func TestResumeDamagedJournals(t *testing.T) {
	for _, tc := range []struct {
		name   string
		damage func(text string, actions []string) string
		input  string
		status int
		want   string // in the output or the errors
	}{
		{"newer", func(text string, _ []string) string {
			return sealed("tactus journal 99") + "\n" + text[strings.Index(text, "\n")+1:]
		}, "", 1, "written by a newer tactus (journal format 99"},
		{"not a journal", func(string, []string) string { return "hello\n" }, "", 1, "is not a tactus journal"},
		{"unplayable", func(text string, actions []string) string {
			return text + sealed(fmt.Sprintf("%d 9.000 2026-11-27T00:00:09.000Z white announce e1e8", len(actions)+1)) + "\n"
		}, "", 1, "cannot be replayed: the rules refuse line"},
		{"bad middle", func(text string, _ []string) string {
			return strings.Replace(text, "e7e5", "e7e6", 1)
		}, "no\n", 0, "line 5 does not match its checksum. Go on from line 4"},
		{"garbage with newlines", func(text string, _ []string) string {
			return text + "\x00garbage\nmore\xff\n"
		}, "yes\nwhose\nquit\n", 0, "Resumed the game A - B"},
		{"complete unreadable last line", func(text string, _ []string) string {
			return text + "7 this line is whole #00000000\n"
		}, "no\n", 0, "is complete but cannot be read"},
		{"CRLF and BOM", func(text string, _ []string) string {
			return "\ufeff" + strings.ReplaceAll(text, "\n", "\r\n")
		}, "whose\nquit\n", 0, "Resumed the game A - B"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, data := appHome(t)
			if status, _, errOut := runCLI(t, "e4\ne5\nquit\n", "play", "--plain", "--voice", "none", "--white", "A", "--black", "B"); status != 0 {
				t.Fatalf("play: %d %s", status, errOut)
			}
			paths, _ := filepath.Glob(filepath.Join(data, "tactus", "games", "*.journal"))
			if len(paths) != 1 {
				t.Fatalf("journals %v", paths)
			}
			raw, err := os.ReadFile(paths[0])
			if err != nil {
				t.Fatal(err)
			}
			actions, _, err := journal.ReadFile(paths[0])
			if err != nil {
				t.Fatal(err)
			}
			lines := make([]string, len(actions))
			for i, a := range actions {
				lines[i] = journal.Format(a)
			}
			damaged := tc.damage(string(raw), lines)
			if err := os.WriteFile(paths[0], []byte(damaged), 0o644); err != nil {
				t.Fatal(err)
			}
			status, out, errOut := runCLI(t, tc.input, "resume", "--plain", "--voice", "none")
			if status != tc.status || !strings.Contains(out+errOut, tc.want) ||
				strings.Contains(errOut, "internal error") || strings.Contains(errOut, "no unfinished game") {
				t.Errorf("tactus resume: status %d, want %d and %q\n%s%s", status, tc.status, tc.want, out, errOut)
			}
			if tc.status != 0 {
				// bare tactus names the game and what is wrong, then starts a new one
				status, out, errOut := runCLI(t, "quit\n", "--plain", "--voice", "none")
				if status != 0 || !strings.Contains(out, tc.want) || strings.Contains(errOut, "internal error") {
					t.Errorf("tactus: %d\n%s%s", status, out, errOut)
				}
			}
			if tc.input == "no\n" || tc.status != 0 {
				if after, _ := os.ReadFile(paths[0]); string(after) != damaged {
					t.Errorf("the journal changed")
				}
			}
		})
	}
}

// TestResumeFinishedGame: tactus resume of a finished game's journal says
// it is over and how it ended, and changes nothing.
func TestResumeFinishedGame(t *testing.T) {
	_, data := appHome(t)
	if status, _, errOut := runCLI(t, "e4\ne5\nresign\nblack\nyes\n", "play", "--plain", "--voice", "none", "--white", "A", "--black", "B"); status != 0 {
		t.Fatalf("play: %d %s", status, errOut)
	}
	paths, _ := filepath.Glob(filepath.Join(data, "tactus", "games", "*.journal"))
	if len(paths) != 1 {
		t.Fatalf("journals %v", paths)
	}
	before, _ := os.ReadFile(paths[0])
	status, out, errOut := runCLI(t, "", "resume", "--plain", "--voice", "none", paths[0])
	if want := "tactus: The game A - B is over: white wins, resignation.\n"; status != 1 || errOut != want {
		t.Errorf("status %d, stderr %q, want %q\n%s", status, errOut, want, out)
	}
	if after, _ := os.ReadFile(paths[0]); string(after) != string(before) {
		t.Errorf("the journal changed")
	}
}
