//go:build linux

package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// winePty is a program under Wine on a terminal of its own (a Linux
// pseudo-terminal), as a person runs tactus.exe in a console window: its
// standard streams are a console, so tactus asks the first-run questions
// and may choose its full screen. Lines come out cleaned of the console's
// escape sequences.
type winePty struct {
	t     *testing.T
	cmd   *exec.Cmd
	ptm   *os.File
	lines chan string
	done  chan struct{}
	seen  []string // every line so far, for failure messages
	mu    sync.Mutex
	raw   strings.Builder // everything written, escapes and all
}

// rawOutput returns everything the program wrote so far, uncleaned.
func (p *winePty) rawOutput() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.raw.String()
}

// startPty starts cmd with a new pseudo-terminal, 200 columns wide (Wine's
// console wraps long lines at the terminal's width), as its standard
// streams and controlling terminal. The test's end kills it if it still
// runs; a hang guard kills it after limit.
func startPty(t *testing.T, cmd *exec.Cmd, limit time.Duration) *winePty {
	t.Helper()
	ptm, err := os.OpenFile("/dev/ptmx", os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("no pseudo-terminal here: %v", err)
	}
	if err := unix.IoctlSetPointerInt(int(ptm.Fd()), unix.TIOCSPTLCK, 0); err != nil {
		t.Fatalf("unlocking the pseudo-terminal: %v", err)
	}
	n, err := unix.IoctlGetInt(int(ptm.Fd()), unix.TIOCGPTN)
	if err != nil {
		t.Fatalf("naming the pseudo-terminal: %v", err)
	}
	pts, err := os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := unix.IoctlSetWinsize(int(pts.Fd()), unix.TIOCSWINSZ, &unix.Winsize{Row: 50, Col: 200}); err != nil {
		t.Fatal(err)
	}
	// Enter is a carriage return, passed on as typed (the terminal's
	// own translation to a line feed reaches Wine's console as Ctrl+J)
	tio, err := unix.IoctlGetTermios(int(pts.Fd()), unix.TCGETS)
	if err != nil {
		t.Fatal(err)
	}
	tio.Iflag &^= unix.ICRNL
	if err := unix.IoctlSetTermios(int(pts.Fd()), unix.TCSETS, tio); err != nil {
		t.Fatal(err)
	}
	cmd.Stdin, cmd.Stdout, cmd.Stderr = pts, pts, pts
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	pts.Close()
	p := &winePty{t: t, cmd: cmd, ptm: ptm, lines: make(chan string, 1024), done: make(chan struct{})}
	guard := time.AfterFunc(limit, func() { _ = cmd.Process.Kill() })
	go p.read()
	t.Cleanup(func() {
		guard.Stop()
		_ = cmd.Process.Kill()
		<-p.done
		ptm.Close()
	})
	return p
}

// escapes matches the console's control sequences (CSI, OSC, charset).
var escapes = regexp.MustCompile(`\x1b(\[[0-9;?<>=]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[()][0-9A-Za-z]|[=>78MDEc])`)

// read sends each line the program writes, cleaned, until it ends.
func (p *winePty) read() {
	defer close(p.done)
	defer close(p.lines)
	r := bufio.NewReader(p.ptm)
	for {
		line, err := r.ReadString('\n')
		p.mu.Lock()
		p.raw.WriteString(line)
		p.mu.Unlock()
		if line = cleanLine(line); line != "" {
			p.lines <- line
		}
		if err != nil {
			_ = p.cmd.Wait()
			return
		}
	}
}

// cleanLine drops escape sequences, carriage returns and other controls.
func cleanLine(s string) string {
	s = escapes.ReplaceAllString(s, "")
	s = strings.Map(func(r rune) rune {
		if r < ' ' && r != '\t' {
			return -1
		}
		return r
	}, s)
	return strings.TrimSpace(s)
}

// next returns the program's next line; false when it has ended.
func (p *winePty) next() (string, bool) {
	line, ok := <-p.lines
	if ok {
		p.seen = append(p.seen, line)
	}
	return line, ok
}

// expect reads lines until one contains want and returns it, failing the
// test when the program ends first.
func (p *winePty) expect(want string) string {
	p.t.Helper()
	for {
		line, ok := p.next()
		if !ok {
			p.t.Fatalf("tactus.exe ended without saying %q; it said:\n%s", want, strings.Join(p.seen, "\n"))
		}
		if strings.Contains(line, want) {
			return line
		}
	}
}

// send types line and Enter.
func (p *winePty) send(line string) {
	p.t.Helper()
	if _, err := io.WriteString(p.ptm, line+"\r"); err != nil {
		p.t.Fatalf("typing %q: %v", line, err)
	}
}

// wait reads the rest of the output and waits for the program's end.
func (p *winePty) wait() []string {
	for {
		if _, ok := p.next(); !ok {
			break
		}
	}
	<-p.done
	return p.seen
}

// logWatch follows a file another process appends to (the stand-in
// NVDA's log): wait blocks until a change, woken by inotify, not a timer.
type logWatch struct {
	path string
	fd   int
}

// watchLog watches path's folder for writes.
func watchLog(t *testing.T, path string) *logWatch {
	t.Helper()
	fd, err := unix.InotifyInit1(unix.IN_CLOEXEC)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := unix.InotifyAddWatch(fd, filepath.Dir(path), unix.IN_MODIFY|unix.IN_CREATE|unix.IN_CLOSE_WRITE); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { unix.Close(fd) })
	return &logWatch{path: path, fd: fd}
}

// until returns the file's text once ok accepts it, or false when done
// is closed first (the program ended: nothing more will be written).
func (l *logWatch) until(done <-chan struct{}, ok func(string) bool) (string, bool) {
	buf := make([]byte, 4096)
	for {
		b, _ := os.ReadFile(l.path)
		if ok(string(b)) {
			return string(b), true
		}
		select {
		case <-done:
			b, _ := os.ReadFile(l.path)
			return string(b), ok(string(b))
		default:
		}
		// wake at a write, or every second to see whether done closed
		fds := []unix.PollFd{{Fd: int32(l.fd), Events: unix.POLLIN}}
		if n, _ := unix.Poll(fds, 1000); n > 0 {
			_, _ = unix.Read(l.fd, buf)
		}
	}
}
