//go:build linux

package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// bigPGN writes a file of n games (28 MB for 100,000) into dir, each with
// the seven tags, a comment and 26 plies, and returns its path.
func bigPGN(tb testing.TB, dir string, n int) string {
	tb.Helper()
	path := filepath.Join(dir, "big.pgn")
	f, err := os.Create(path)
	if err != nil {
		tb.Fatal(err)
	}
	w := bufio.NewWriter(f)
	for i := range n {
		fmt.Fprintf(w, "[Event \"Bench %d\"]\n[Site \"Here\"]\n[Date \"2024.01.01\"]\n[Round \"%d\"]\n"+
			"[White \"Player %d\"]\n[Black \"Other %d\"]\n[Result \"1-0\"]\n\n"+
			"1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O "+
			"9. h3 Nb8 10. d4 Nbd7 {a comment} 11. c4 c6 12. cxb5 axb5 13. Nc3 Bb7 1-0\n\n", i, i%9+1, i%500, i%700)
	}
	if err := w.Flush(); err != nil {
		tb.Fatal(err)
	}
	if err := f.Close(); err != nil {
		tb.Fatal(err)
	}
	return path
}

// BenchmarkLargePGNMemory runs the built program on a generated file of
// 1,000, 10,000 and 100,000 games, as `pgn brf --builtin` (to /dev/null)
// and as `review` listing the games and quitting, and reports each run's
// peak resident memory (ru_maxrss): it stays flat in the number of games
// for pgn brf, and grows only by the review's index (a few dozen bytes a
// game).
func BenchmarkLargePGNMemory(b *testing.B) {
	bin := builtTactus(b)
	dir := b.TempDir()
	for _, n := range []int{1000, 10000, 100000} {
		file := bigPGN(b, dir, n)
		for _, tool := range []string{"pgn brf", "review"} {
			b.Run(fmt.Sprintf("%s/games=%d", strings.ReplaceAll(tool, " ", "-"), n), func(b *testing.B) {
				for b.Loop() {
					var cmd *exec.Cmd
					if tool == "review" {
						cmd = exec.Command(bin, "review", "--plain", "--voice", "none", "--brlapi", "none", "--engine", "none", file)
						cmd.Stdin = strings.NewReader("q\n")
					} else {
						cmd = exec.Command(bin, "pgn", "brf", "--builtin", file)
					}
					cmd.Env = append(os.Environ(), "XDG_CONFIG_HOME="+b.TempDir())
					cmd.Stdout, cmd.Stderr = io.Discard, io.Discard
					if err := cmd.Run(); err != nil {
						b.Fatal(err)
					}
					ru := cmd.ProcessState.SysUsage().(*syscall.Rusage)
					b.ReportMetric(float64(ru.Maxrss)/1024, "MB-peak")
				}
			})
		}
	}
}

// BenchmarkPGNBRFAllocations writes the 100,000 games' scoresheet in this
// process and reports the memory allocated in all (B/op), most of it
// garbage of one game at a time (the peak is BenchmarkLargePGNMemory's).
func BenchmarkPGNBRFAllocations(b *testing.B) {
	file := bigPGN(b, b.TempDir(), 100000)
	b.ReportAllocs()
	for b.Loop() {
		e := &env{stdin: strings.NewReader(""), stdout: io.Discard, stderr: io.Discard}
		if err := runPGNBRF(e, []string{"--builtin", file}); err != nil {
			b.Fatal(err)
		}
	}
}
