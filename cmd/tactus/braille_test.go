package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestBrailleMoves(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"braille", "e4", "e5", "Nf3"}, "⠂⠀⠑⠲\n⠂⠀⠤⠑⠢\n⠆⠀⠎⠋⠒\n"},
		{[]string{"braille", "--lang", "de", "e2e4", "d7d5", "exd5", "Dxd5", "Sc3"},
			"⠂⠀⠑⠲\n⠂⠀⠤⠙⠢\n⠆⠀⠑⠰⠙⠢\n⠆⠀⠤⠟⠰⠙⠢\n⠒⠀⠎⠉⠒\n"},
		{[]string{"braille", "--brf", "--fen", "3k4/8/8/8/8/8/8/R3K2R w KQ - 0 30", "O-O-O+"}, "30 000>p\n"},
		{[]string{"braille", "--fen", "r3k2r/8/8/8/8/8/8/R3K2R b kq - 0 9", "O-O", "Kd1", "Kg7"},
			"⠔⠀⠤⠴⠴\n⠂⠴⠀⠅⠙⠂\n⠂⠴⠀⠤⠅⠛⠶\n"}, // Black's mark ⠤ and castling ⠴⠴ never share a cell
		{[]string{"braille", "--board", "--fen", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "Rh8+", "Kd7"},
			"⠦⠀⠄⠸⠄⠸⠄⠸⠄⠗\n⠶⠀⠸⠄⠸⠥⠸⠄⠸⠄\n⠖⠀⠄⠸⠄⠸⠄⠸⠄⠸\n⠢⠀⠸⠄⠸⠄⠸⠄⠸⠄\n⠲⠀⠄⠸⠄⠸⠄⠸⠄⠸\n⠒⠀⠸⠄⠸⠄⠸⠄⠸⠄\n⠆⠀⠄⠸⠄⠸⠄⠸⠄⠸\n⠂⠀⠗⠄⠸⠄⠅⠄⠸⠄\n⠀⠀⠁⠃⠉⠙⠑⠋⠛⠓\n"},
		{[]string{"braille", "--board", "--brf"}, "8 (!v=uv!(\n7 &&&&&&&&\n6 '_'_'_'_\n5 _'_'_'_'\n4 '_'_'_'_\n3 _'_'_'_'\n2 pppppppp\n1 rslqklsr\n  abcdefgh\n"},
		{[]string{"braille", "--board", "--brf", "--flip"}, "1 rslkqlsr\n2 pppppppp\n3 '_'_'_'_\n4 _'_'_'_'\n5 '_'_'_'_\n6 _'_'_'_'\n7 &&&&&&&&\n8 (!vu=v!(\n  hgfedcba\n"},
	}
	for _, tc := range cases {
		var out, errOut bytes.Buffer
		if st := run(tc.args, strings.NewReader(""), &out, &errOut); st != 0 {
			t.Errorf("%v: status %d: %s", tc.args, st, errOut.String())
			continue
		}
		if out.String() != tc.want {
			t.Errorf("%v:\n%s\nwant\n%s", tc.args, out.String(), tc.want)
		}
	}
}

func TestBrailleUsageErrors(t *testing.T) {
	cases := []struct {
		args   []string
		status int
		msg    string
	}{
		{[]string{"braille"}, 2, "no moves"},
		{[]string{"braille", "--fen", "nonsense", "e4"}, 2, "tactus: braille: --fen is not a position: its"},
		{[]string{"braille", "--lang", "xx", "e4"}, 2, "tactus: braille: --lang \"xx\": not a notation language; write en, de, fr, es, it, pt, nl, sk, cs, pl or fig.\n"},
		{[]string{"braille", "--board", "--display"}, 2, "exclude"},
		{[]string{"braille", "e5"}, 1, "tactus: White's move 1, \"e5\": no pawn can move to e5; legal:"},
		{[]string{"braille", "e4", "Nf9"}, 1, "tactus: Black's move 1, \"Nf9\": it is not a move ('9' is not a file"},
		{[]string{"braille", "--display", "--brlapi", "bad:addr:x"}, 2,
			"tactus: braille: --brlapi \"bad:addr:x\" is not a BrlAPI address; write host:N or :N\n"},
		{[]string{"braille", "--brlapi", "host:99999", "e4"}, 2, "--brlapi \"host:99999\" is not"},
		{[]string{"braille", "--display", "--brlapi", "127.0.0.1:1"}, 1, "tactus: braille: BRLTTY cannot be reached\n"},
	}
	for _, tc := range cases {
		var out, errOut bytes.Buffer
		st := run(tc.args, strings.NewReader(""), &out, &errOut)
		if st != tc.status || !strings.Contains(errOut.String(), tc.msg) {
			t.Errorf("%v: status %d, stderr %q; want %d containing %q", tc.args, st, errOut.String(), tc.status, tc.msg)
		}
		// one short sentence: no chain of package prefixes
		if strings.Contains(errOut.String(), "rules:") || strings.Contains(errOut.String(), "notation:") ||
			strings.Contains(errOut.String(), "brlapi:") {
			t.Errorf("%v: stderr %q carries an internal error chain", tc.args, errOut.String())
		}
	}
}
