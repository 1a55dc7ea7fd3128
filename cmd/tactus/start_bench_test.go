package main

import (
	"bufio"
	"io"
	"os"
	"os/exec"
	"testing"
	"time"
)

// nullDevice is ALSA's null device as `tactus audio devices` names it:
// the embedded voice plays into it, the same on every machine.
const nullDevice = "Null output (plays nothing)"

// BenchmarkExecToFirstLine runs the built program as a user would and
// measures from starting the process until its first line, "Game begins,
// white to move.", is read from its standard output: the process started,
// the settings read, the voice and the sound device opened, the journal
// created and synced. It reports the average (ns/op) and the worst run;
// the in-process figure without the process start is app's
// BenchmarkStartToFirstLine.
func BenchmarkExecToFirstLine(b *testing.B) {
	bin := builtTactus(b)
	for _, voice := range []struct {
		name  string
		flags []string
	}{
		{"none", []string{"--voice", "none"}},
		{"clips-null-device", []string{"--voice", "clips", "--device", nullDevice}},
	} {
		b.Run(voice.name, func(b *testing.B) {
			var worst time.Duration
			for b.Loop() {
				args := append([]string{"play", "--plain", "--brlapi", "none", "--white", "A", "--black", "B",
					"--control", "90m+30s", "--journal-dir", b.TempDir()}, voice.flags...)
				cmd := exec.Command(bin, args...)
				cmd.Env = append(os.Environ(), "XDG_CONFIG_HOME="+b.TempDir())
				in, err := cmd.StdinPipe()
				if err != nil {
					b.Fatal(err)
				}
				out, err := cmd.StdoutPipe()
				if err != nil {
					b.Fatal(err)
				}
				start := time.Now()
				if err := cmd.Start(); err != nil {
					b.Fatal(err)
				}
				lines := bufio.NewScanner(out)
				if !lines.Scan() {
					b.Fatalf("no line: %v", lines.Err())
				}
				took := time.Since(start)
				b.StopTimer()
				worst = max(worst, took)
				if lines.Text() != "Game begins, white to move." {
					b.Fatalf("the first line is %q", lines.Text())
				}
				in.Close() // the end of input ends the app as quit does
				io.Copy(io.Discard, out)
				if err := cmd.Wait(); err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
			}
			b.ReportMetric(float64(worst.Microseconds())/1000, "ms-worst")
		})
	}
}
