// Package brltest gives tests a Braille display to talk to, with or
// without BRLTTY.
//
// Start runs a real BRLTTY daemon: its "vr" (virtual) braille driver
// connects to a fake display served by the test (Display), which sees
// every cell BRLTTY shows, presses the display's keys and changes its
// size.
//
//	d := brltest.Start(t, brltest.Config{Cells: 40})   // skips without brltty
//	c, err := brlapi.Dial(d.Address(), brlapi.Options{Auth: "none"})
//	…
//	cells := d.Display.WaitCells(t, 0, func(c []byte) bool { return c[0] == 0x01 })
//	d.Display.Press(t, "Route 5")
//
// The test is skipped when brltty is not installed (it fails instead when
// TACTUS_INTEGRATION=1). Every wait has a timeout, and the daemon is killed
// in t.Cleanup.
//
// NewServer runs a fake BrlAPI server instead (Server), which needs
// nothing installed and counts connections and writes of a stale width.
package brltest

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/tactuschess/tactus/internal/rulestest"
)

// Timeout bounds every wait on the daemon.
const Timeout = 20 * time.Second

// Config says how to run the daemon.
type Config struct {
	Cells   int    // display width; 0 means 40
	KeyFile string // when set, BrlAPI requires key-file authentication with it
}

// Daemon is a running BRLTTY with its fake display.
type Daemon struct {
	Display *Display
	Number  int // BrlAPI server number: TCP port 4101+Number on 127.0.0.1
	cfg     Config
	dir     string
	mu      sync.Mutex
	cmd     *exec.Cmd
	waited  chan struct{}
}

// Start starts BRLTTY with its API on a free port and waits until its API
// accepts connections.
func Start(t testing.TB, cfg Config) *Daemon {
	t.Helper()
	bin, err := exec.LookPath("brltty")
	if err != nil {
		for _, p := range []string{"/usr/sbin/brltty", "/sbin/brltty"} {
			if _, serr := os.Stat(p); serr == nil {
				bin, err = p, nil
			}
		}
	}
	if err != nil {
		rulestest.Require(t, "brltty (Debian package brltty)")
	}
	if cfg.Cells == 0 {
		cfg.Cells = 40
	}
	d := &Daemon{Display: newDisplay(t, cfg.Cells), cfg: cfg, dir: t.TempDir(), Number: freeNumber(t)}
	t.Cleanup(d.Kill)
	d.run(t, bin)
	return d
}

// Address is the BrlAPI address of the daemon ("127.0.0.1:N").
func (d *Daemon) Address() string { return "127.0.0.1:" + strconv.Itoa(d.Number) }

// freeNumber finds a server number whose port is free now.
func freeNumber(t testing.TB) int {
	for i := 0; i < 20; i++ {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatalf("brltest: %v", err)
		}
		port := l.Addr().(*net.TCPAddr).Port
		l.Close()
		if port > 4101 {
			return port - 4101
		}
	}
	t.Fatal("brltest: no free port above 4101")
	return 0
}

// run starts the brltty process and waits for its API port.
func (d *Daemon) run(t testing.TB, bin string) {
	t.Helper()
	auth := "none"
	if d.cfg.KeyFile != "" {
		auth = "keyfile:" + d.cfg.KeyFile
	}
	args := []string{"-n", "-e", "-q", "-l", "info,inpkts,brlkeys", "-b", "vr", "-d", "client:" + d.Display.Addr(),
		"-x", "no", "-s", "no",
		"-A", fmt.Sprintf("auth=%s,host=127.0.0.1:%d", auth, d.Number),
		"-P", filepath.Join(d.dir, "brltty.pid"),
		"-U", d.dir, "-W", d.dir, "-F", filepath.Join(d.dir, "brltty.prefs"),
		"-f", "/dev/null"}
	cmd := exec.Command(bin, args...)
	log, err := os.Create(filepath.Join(d.dir, "brltty.log"))
	if err != nil {
		t.Fatalf("brltest: %v", err)
	}
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Start(); err != nil {
		t.Fatalf("brltest: start brltty: %v", err)
	}
	waited := make(chan struct{})
	go func() { cmd.Wait(); log.Close(); close(waited) }()
	d.mu.Lock()
	d.cmd, d.waited = cmd, waited
	d.mu.Unlock()
	n := d.Display.Count()
	d.waitAPI(t, waited)
	// the display size is known once the driver has shown something
	d.Display.WaitCells(t, n, func([]byte) bool { return true })
}

// waitAPI polls the API port until it accepts a connection.
func (d *Daemon) waitAPI(t testing.TB, waited <-chan struct{}) {
	t.Helper()
	deadline := time.Now().Add(Timeout)
	for time.Now().Before(deadline) {
		select {
		case <-waited:
			t.Fatalf("brltest: brltty exited:\n%s", d.Log())
		default:
		}
		c, err := net.DialTimeout("tcp", "127.0.0.1:"+strconv.Itoa(4101+d.Number), time.Second)
		if err == nil {
			c.Close()
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("brltest: BrlAPI port %d not open after %v:\n%s", 4101+d.Number, Timeout, d.Log())
}

// Log returns what brltty logged so far.
func (d *Daemon) Log() string {
	b, _ := os.ReadFile(filepath.Join(d.dir, "brltty.log"))
	return string(b)
}

// Kill stops the daemon at once (SIGKILL) and waits for it to exit.
func (d *Daemon) Kill() {
	d.mu.Lock()
	cmd, waited := d.cmd, d.waited
	d.mu.Unlock()
	if cmd == nil {
		return
	}
	cmd.Process.Kill()
	<-waited
}

// Restart kills the daemon and starts it again on the same ports, as when
// BRLTTY restarts under a running client.
func (d *Daemon) Restart(t testing.TB) {
	t.Helper()
	d.Kill()
	bin := d.cmdPath()
	d.run(t, bin)
}

func (d *Daemon) cmdPath() string {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.cmd.Path
}
