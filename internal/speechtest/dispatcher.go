//go:build linux

package speechtest

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"syscall"
	"testing"
	"time"

	"github.com/tactuschess/tactus/internal/rulestest"
)

// Dispatcher is a real, headless speech-dispatcher for end-to-end tests:
// its own configuration and private socket, the espeak-ng module, ALSA
// output into a WAV file, and a log detailed enough to list every message
// it was asked to say.
type Dispatcher struct {
	dir  string
	sock string
	cmd  *exec.Cmd
}

// moduleDir is where Debian installs speech-dispatcher's output modules.
const moduleDir = "/usr/lib/speech-dispatcher-modules"

// StartDispatcher starts the daemon in a new folder (DispatcherDir), or
// skips the test when speech-dispatcher or its espeak-ng module is missing
// (it fails instead under TACTUS_INTEGRATION=1). It is killed in
// tb.Cleanup.
func StartDispatcher(tb testing.TB) *Dispatcher {
	tb.Helper()
	return StartDispatcherIn(tb, DispatcherDir(tb))
}

// DispatcherDir writes a daemon's configuration in a new folder (or skips
// the test as StartDispatcher does), for StartDispatcherIn; a test that
// restarts the daemon starts it in the same folder again.
func DispatcherDir(tb testing.TB) string {
	tb.Helper()
	if _, err := exec.LookPath("speech-dispatcher"); err != nil {
		rulestest.Require(tb, "speech-dispatcher (Debian package speech-dispatcher)")
	}
	if _, err := os.Stat(filepath.Join(moduleDir, "sd_espeak-ng")); err != nil {
		rulestest.Require(tb, "speech-dispatcher's espeak-ng module (Debian package speech-dispatcher-espeak-ng)")
	}
	dir := tb.TempDir()
	for _, sub := range []string{"conf/modules", "home", "run", "config"} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o700); err != nil {
			tb.Fatalf("speechtest: %v", err)
		}
	}
	conf := fmt.Sprintf("LogLevel 5\nLogDir %q\nAudioOutputMethod \"alsa\"\n"+
		"DefaultModule espeak-ng\nAddModule \"espeak-ng\" \"sd_espeak-ng\" \"espeak-ng.conf\"\n", dir)
	for name, text := range map[string]string{
		"conf/speechd.conf":           conf,
		"conf/modules/espeak-ng.conf": "",
		"home/.asoundrc":              ASoundRC(filepath.Join(dir, "out.wav")),
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o600); err != nil {
			tb.Fatalf("speechtest: %v", err)
		}
	}
	return dir
}

// StartDispatcherIn starts the daemon with the configuration DispatcherDir
// wrote in dir; what it plays goes to dir/out.wav.
func StartDispatcherIn(tb testing.TB, dir string) *Dispatcher {
	tb.Helper()
	d := &Dispatcher{dir: dir, sock: filepath.Join(dir, "sock")}
	os.Remove(d.sock)
	d.cmd = exec.Command("speech-dispatcher", "-s", "-t", "0", "-C", filepath.Join(dir, "conf"),
		"-c", "unix_socket", "-S", d.sock)
	d.cmd.Dir = dir
	d.cmd.Env = append(os.Environ(), "HOME="+filepath.Join(dir, "home"),
		"XDG_RUNTIME_DIR="+filepath.Join(dir, "run"), "XDG_CONFIG_HOME="+filepath.Join(dir, "config"))
	d.cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := d.cmd.Start(); err != nil {
		tb.Fatalf("speechtest: start speech-dispatcher: %v", err)
	}
	tb.Cleanup(d.Kill)
	deadline := time.Now().Add(15 * time.Second)
	for {
		if c, err := net.Dial("unix", d.sock); err == nil {
			c.Close()
			return d
		}
		if time.Now().After(deadline) {
			tb.Fatalf("speechtest: speech-dispatcher did not open %s", d.sock)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Dir is the daemon's folder (its log, and out.wav with what it played).
func (d *Dispatcher) Dir() string { return d.dir }

// Socket is the path of the daemon's socket.
func (d *Dispatcher) Socket() string { return d.sock }

// Address is the daemon's address as SPEECHD_ADDRESS writes it.
func (d *Dispatcher) Address() string { return "unix_socket:" + d.sock }

// queued matches the log line of a message the daemon queued to say.
var queued = regexp.MustCompile(`Queueing message \|([^|]*)\| with priority`)

// Spoken lists the messages the daemon was asked to say so far, in order,
// as plain text (an SSML message's tags dropped, see PlainText).
func (d *Dispatcher) Spoken() []string {
	data, err := os.ReadFile(filepath.Join(d.dir, "speech-dispatcher.log"))
	if err != nil {
		return nil
	}
	var out []string
	for _, m := range queued.FindAllSubmatch(data, -1) {
		text, _ := PlainText(string(m[1]))
		out = append(out, text)
	}
	return out
}

// Kill kills the daemon and its modules (its process group).
func (d *Dispatcher) Kill() {
	if d.cmd.Process == nil || d.cmd.ProcessState != nil {
		return
	}
	syscall.Kill(-d.cmd.Process.Pid, syscall.SIGKILL)
	d.cmd.Wait()
}
