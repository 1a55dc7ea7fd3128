package export

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/braille/brf"
	"github.com/tactuschess/tactus/internal/rulestest"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/pgn"
)

// realGames reads the PGN files of rules/pgn/testdata: real exports.
func realGames(t *testing.T) []*pgn.Game {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "..", "..", "..", "rules", "pgn", "testdata", "*.pgn"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no PGN files: %v", err)
	}
	var games []*pgn.Game
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		r := pgn.NewReader(f)
		for {
			g, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			games = append(games, g)
		}
		f.Close()
	}
	return games
}

// louis returns liblouis' translator, or skips the test when lou_translate
// is missing (fails it under TACTUS_INTEGRATION=1).
func louis(t *testing.T) brf.Louis {
	t.Helper()
	if _, err := exec.LookPath("lou_translate"); err != nil {
		rulestest.Require(t, "lou_translate (Debian package liblouis-bin)")
	}
	return brf.Louis{}
}

// checkBRF fails unless out is upper-case North American ASCII Braille
// (0x20–0x5F) with CR LF line ends and form feeds, lines of at most width
// cells and pages of at most length lines.
func checkBRF(t *testing.T, out []byte, width, length int) {
	t.Helper()
	for i, c := range out {
		if (c < 0x20 || c > 0x5f) && c != '\r' && c != '\n' && c != '\f' {
			t.Fatalf("byte %d is %#x (%q), not North American ASCII Braille", i, c, out[max(0, i-20):i+1])
		}
	}
	for p, page := range strings.Split(strings.TrimSuffix(string(out), "\f"), "\f") {
		lines := strings.Split(strings.TrimSuffix(page, "\r\n"), "\r\n")
		if len(lines) > length {
			t.Fatalf("page %d has %d lines", p+1, len(lines))
		}
		for _, l := range lines {
			if len(l) > width || strings.ContainsAny(l, "\r\n") {
				t.Fatalf("page %d: line %q", p+1, l)
			}
		}
	}
}

func TestRealGamesAreBRF(t *testing.T) {
	games := realGames(t)
	for _, tc := range []struct {
		name string
		opts brf.Options
	}{
		{"built-in", brf.Options{Headings: brf.Grade1{}}},
		{"liblouis or built-in", brf.Options{}},
		{"narrow", brf.Options{Headings: brf.Grade1{}, LineLength: 12, PageLength: 2}},
	} {
		var b bytes.Buffer
		if _, err := WriteBRF(context.Background(), &b, games, tc.opts); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		width, length := max(tc.opts.LineLength, 40*boolInt(tc.opts.LineLength == 0)), max(tc.opts.PageLength, 25*boolInt(tc.opts.PageLength == 0))
		checkBRF(t, b.Bytes(), width, length)
		if pages := strings.Count(b.String(), "\f"); pages < len(games) {
			t.Errorf("%s: %d pages for %d games", tc.name, pages, len(games))
		}
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestRealHeadingsBackTranslate(t *testing.T) {
	l := louis(t)
	var heads []string
	seen := map[string]bool{}
	for _, g := range realGames(t) {
		for _, h := range append(Title(g), ResultLine(g)) {
			if !seen[h] {
				seen[h] = true
				heads = append(heads, h)
			}
		}
	}
	ctx := context.Background()
	for _, tr := range []brf.Translator{l, brf.Grade1{}} {
		cells, err := tr.Translate(ctx, heads)
		if err != nil {
			t.Fatalf("%T: %v", tr, err)
		}
		back, err := l.Backward(ctx, cells)
		if err != nil {
			t.Fatalf("%T backward: %v", tr, err)
		}
		bad := 0
		for i, h := range heads {
			if !sameText(back[i], h, cells[i]) && bad < 5 {
				bad++
				t.Errorf("%T: %q reads back as %q", tr, h, back[i])
			}
		}
	}
}

func TestWriteBRFNote(t *testing.T) {
	g := realGames(t)[0]
	var b bytes.Buffer
	note, err := WriteBRF(context.Background(), &b, []*pgn.Game{g}, brf.Options{Headings: brf.Louis{Program: "tactus-no-such-program"}})
	if err != nil || note != "liblouis is not installed, so the headings are in tactus's own UEB grade 1." {
		t.Errorf("note %q, %v", note, err)
	}
	if _, err := WriteBRF(context.Background(), &b, nil, brf.Options{LineLength: 3}); !errors.Is(err, brf.ErrBadOptions) {
		t.Errorf("bad options: %v", err)
	}
}

// sameText compares a heading with its back-translation where UEB keeps
// the difference: letter case too (liblouis restores the capitals the
// capital indicators mark, ",SMITH" → "Smith"), but not the apostrophe and
// the right single quote (both ⠄). One exception, liblouis's and not the
// translation's: liblouis 3.24 reads a capitals passage (⠠⠠⠠ … ⠠⠄, three
// or more words in capitals, as both translators write them) back as one
// capital and small letters ("GM GABUZYAN CHESSMOOD" → "Gm gabuzyan
// chessmood"), so a word all in capitals of a heading with a passage may
// read back in other case.
func sameText(back, print string, cells braille.Cells) bool {
	back = strings.ReplaceAll(back, "’", "'")
	if back == print {
		return true
	}
	passage := strings.Contains(cells.String(), "⠠⠠⠠")
	bw, pw := strings.Fields(back), strings.Fields(print)
	if !passage || len(bw) != len(pw) {
		return false
	}
	for i := range pw {
		if bw[i] != pw[i] && !(strings.ToUpper(pw[i]) == pw[i] && strings.EqualFold(bw[i], pw[i])) {
			return false
		}
	}
	return true
}

// readPGN reads the games of a PGN text.
func readPGN(t *testing.T, text string) []*pgn.Game {
	t.Helper()
	r := pgn.NewReader(strings.NewReader(text))
	var games []*pgn.Game
	for {
		g, err := r.Next()
		if err == io.EOF {
			return games
		}
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, g)
	}
}

func TestWriteBRFNullMove(t *testing.T) {
	games := readPGN(t, "[White \"A\"]\n\n1. e4 -- 2. d4 Z0 3. -- e5 *\n\n[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 0 7\"]\n\n7... -- 8. Kd2 *\n")
	var b bytes.Buffer
	if _, err := WriteBRF(context.Background(), &b, games, brf.Options{Headings: brf.Grade1{}}); err != nil {
		t.Fatal(err)
	}
	checkBRF(t, b.Bytes(), 40, 25)
	// Black's null move after the Black mark ⠤: three hyphens
	for _, want := range []string{"\r\n1 E4 --\r\n2 D4 --\r\n3 -- E5\r\n", "\f7 ---\r\n8 KD2\r\n"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("scoresheet lacks %q:\n%s", want, b.String())
		}
	}
}

// illegalGame is a game built by hand whose second move cannot be played.
func illegalGame(t *testing.T) *pgn.Game {
	t.Helper()
	g := readPGN(t, "[White \"Hand\"]\n\n1. e4 e5 *\n")[0]
	g.Moves[1].Move = g.Moves[0].Move // e2e4 again, for Black
	return g
}

func TestWriteBRFGamesLeavesOutBadGame(t *testing.T) {
	games := readPGN(t, "[White \"First\"]\n\n1. d4 *\n\n[White \"Third\"]\n\n1. c4 *\n")
	games = []*pgn.Game{games[0], illegalGame(t), games[1]}
	var b bytes.Buffer
	written, err := WriteBRFGames(context.Background(), &b, games, brf.Options{Headings: brf.Grade1{}})
	if err != nil {
		t.Fatal(err)
	}
	if len(written.Skipped) != 1 || written.Skipped[0].Game != 2 || written.Skipped[0].Move != 1 ||
		written.Skipped[0].Side != rules.Black || !errors.Is(written.Skipped[0].Err, rules.ErrIllegalMove) {
		t.Errorf("skipped %+v", written.Skipped)
	}
	if written.Pages != 2 || !strings.Contains(b.String(), ",FIRST") || !strings.Contains(b.String(), ",THIRD") || strings.Contains(b.String(), ",HAND") {
		t.Errorf("%d pages:\n%s", written.Pages, b.String())
	}
	b.Reset()
	if _, err := WriteBRF(context.Background(), &b, games, brf.Options{Headings: brf.Grade1{}}); !errors.Is(err, rules.ErrIllegalMove) || b.Len() != 0 {
		t.Errorf("WriteBRF: %v, %d bytes written", err, b.Len())
	}
}
