package main

import (
	"bytes"
	"strings"
	"testing"
)

// Every -h, of a command or of a subcommand, prints help on standard output
// and exits 0.
func TestEveryHelpExitsZero(t *testing.T) {
	for _, args := range [][]string{
		{"-h"}, {"help"}, {"perft", "-h"}, {"status", "-h"}, {"announce", "-h"}, {"hear", "-h"},
		{"clock", "-h"}, {"clock", "info", "-h"}, {"clock", "simulate", "-h"}, {"say", "-h"},
		{"audio", "devices", "-h"}, {"braille", "-h"}, {"notation", "-h"}, {"pgn", "-h"},
		{"pgn", "--help"}, {"pgn", "check", "-h"}, {"pgn", "brf", "-h"}, {"session", "-h"},
		{"session", "simulate", "-h"}, {"session", "replay", "-h"}, {"session", "export", "-h"},
		{"play", "-h"},
	} {
		var out, errOut bytes.Buffer
		if status := run(args, strings.NewReader(""), &out, &errOut); status != 0 || out.Len() == 0 || errOut.Len() != 0 {
			t.Errorf("tactus %s: status %d, %d bytes of help, stderr %q", strings.Join(args, " "), status, out.Len(), errOut.String())
		}
	}
}
