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

	"github.com/tactuschess/tactus/braille/brf"
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
		if os.Getenv("TACTUS_INTEGRATION") == "1" {
			t.Fatal("lou_translate (liblouis-bin) is not installed")
		}
		t.Skip("lou_translate (liblouis-bin) is not installed")
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
			if !sameText(back[i], h) && bad < 5 {
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
// the difference: not letter case (a capitals passage reads back in small
// letters) nor the apostrophe and the right single quote (both ⠄).
func sameText(back, print string) bool {
	return strings.EqualFold(strings.ReplaceAll(back, "’", "'"), print)
}
