//go:build linux

package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// BenchmarkResidentMemory runs the built program as a user would, plays a
// 100-ply game in plain mode with the embedded voice (--voice clips) into
// ALSA's null sound device (--device) and no Braille display (--brlapi
// none), so that nothing on the machine changes what it loads, and
// reports its resident memory at the end of the game (VmRSS) and at its
// peak (VmHWM), read from /proc.
func BenchmarkResidentMemory(b *testing.B) {
	bin := builtTactus(b)
	moves := longGame(b)
	for b.Loop() {
		cmd := exec.Command(bin, "play", "--plain", "--white", "A", "--black", "B", "--control", "90m+30s",
			"--voice", "clips", "--device", nullDevice, "--brlapi", "none", "--journal-dir", b.TempDir())
		cmd.Env = append(os.Environ(), "XDG_CONFIG_HOME="+b.TempDir())
		in, err := cmd.StdinPipe()
		if err != nil {
			b.Fatal(err)
		}
		out, err := cmd.StdoutPipe()
		if err != nil {
			b.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			b.Fatal(err)
		}
		lines := bufio.NewScanner(out)
		for _, m := range moves {
			fmt.Fprintln(in, m)
		}
		fmt.Fprintln(in, "whose")
		for lines.Scan() {
			if strings.Contains(lines.Text(), "to move") && !strings.Contains(lines.Text(), "Game begins") {
				break
			}
		}
		rss, hwm := procMemory(b, cmd.Process.Pid)
		in.Close()
		io.Copy(io.Discard, out)
		if err := cmd.Wait(); err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(rss, "MB-rss")
		b.ReportMetric(hwm, "MB-peak")
	}
}

// procMemory reads VmRSS and VmHWM of a process, in MB.
func procMemory(b *testing.B, pid int) (rss, hwm float64) {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		b.Fatal(err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		if len(f) < 2 {
			continue
		}
		kb, err := strconv.ParseFloat(f[1], 64)
		if err != nil {
			continue
		}
		switch f[0] {
		case "VmRSS:":
			rss = kb / 1024
		case "VmHWM:":
			hwm = kb / 1024
		}
	}
	return rss, hwm
}

// longGame returns the moves (UCI) of a game of at least 100 plies, all
// but its last.
func longGame(b *testing.B) []string { return lichessMoves(b, 100) }
