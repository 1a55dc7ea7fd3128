package rules_test

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules"
)

type perftCase struct {
	fen    string
	depths []int
	counts []uint64 // counts[i] is the count at depths[i]
	line   int
}

func loadEPD(t *testing.T, name string) []perftCase {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "perft", name))
	if err != nil {
		t.Fatalf("open %s: %v", name, err)
	}
	defer f.Close()
	var cases []perftCase
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		parts := strings.Split(sc.Text(), ";")
		if strings.TrimSpace(parts[0]) == "" {
			continue
		}
		c := perftCase{fen: strings.TrimSpace(parts[0]), line: n}
		for _, p := range parts[1:] {
			fs := strings.Fields(p)
			if len(fs) != 2 || !strings.HasPrefix(fs[0], "D") {
				t.Fatalf("%s:%d: bad depth field %q", name, n, p)
			}
			v, err := strconv.ParseUint(fs[1], 10, 64)
			if err != nil {
				t.Fatalf("%s:%d: bad count %q", name, n, fs[1])
			}
			d, err := strconv.Atoi(fs[0][1:])
			if err != nil || d < 1 {
				t.Fatalf("%s:%d: bad depth %q", name, n, fs[0])
			}
			c.depths = append(c.depths, d)
			c.counts = append(c.counts, v)
		}
		cases = append(cases, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return cases
}

// maxNodes bounds the work per position so the suite fits CI: the deepest
// depth whose count is below it is checked. Every position is counted,
// the suites' few unreachable ones included (see unreachableSuiteFENs).
func runPerftSuite(t *testing.T, cases []perftCase, maxNodes uint64) {
	for _, c := range cases {
		pos, err := rules.ParseFENUnreachable(c.fen)
		if err != nil {
			t.Errorf("line %d: %v", c.line, err)
			continue
		}
		for i, want := range c.counts {
			if want > maxNodes && (i > 0 || want > 10*maxNodes) {
				break
			}
			if got := rules.Perft(&pos, c.depths[i]); got != want {
				t.Errorf("line %d %q depth %d: got %d, want %d", c.line, c.fen, c.depths[i], got, want)
				break
			}
		}
	}
}

func TestPerftStandardSuite(t *testing.T) {
	limit := uint64(2_000_000)
	if testing.Short() {
		limit = 50_000
	}
	runPerftSuite(t, loadEPD(t, "standard.epd"), limit)
}

func TestPerftChess960Sample(t *testing.T) {
	cases := loadEPD(t, "chess960.epd")
	var sample []perftCase
	for i := 0; i < len(cases); i += 12 {
		sample = append(sample, cases[i])
	}
	limit := uint64(1_000_000)
	if testing.Short() {
		limit = 30_000
	}
	runPerftSuite(t, sample, limit)
}
