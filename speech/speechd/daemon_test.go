//go:build linux

package speechd

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/tactuschess/tactus/internal/rulestest"
	"github.com/tactuschess/tactus/internal/speechtest"
	"github.com/tactuschess/tactus/speech/ssip"
)

// daemon is a headless speech-dispatcher with its own configuration: the
// espeak-ng module, ALSA output into a WAV file (not paced), a private
// socket. See SPEECH.md.
type daemon struct {
	dir  string
	sock string
	cmd  *exec.Cmd
}

const moduleDir = "/usr/lib/speech-dispatcher-modules"

// startDaemon starts a daemon in dir (made with makeDaemonDir).
func startDaemon(t *testing.T, dir string) *daemon {
	t.Helper()
	d := &daemon{dir: dir, sock: filepath.Join(dir, "sock")}
	os.Remove(d.sock)
	d.cmd = exec.Command("speech-dispatcher", "-s", "-t", "0", "-C", filepath.Join(dir, "conf"),
		"-c", "unix_socket", "-S", d.sock)
	d.cmd.Dir = dir
	d.cmd.Env = append(os.Environ(), "HOME="+filepath.Join(dir, "home"),
		"XDG_RUNTIME_DIR="+filepath.Join(dir, "run"), "XDG_CONFIG_HOME="+filepath.Join(dir, "config"))
	d.cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := d.cmd.Start(); err != nil {
		t.Fatalf("start speech-dispatcher: %v", err)
	}
	t.Cleanup(d.kill)
	deadline := time.Now().Add(15 * time.Second)
	for {
		if c, err := net.Dial("unix", d.sock); err == nil {
			c.Close()
			return d
		}
		if time.Now().After(deadline) {
			t.Fatalf("speech-dispatcher did not open %s", d.sock)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// kill kills the daemon and its modules (its process group).
func (d *daemon) kill() {
	if d.cmd.Process == nil || d.cmd.ProcessState != nil {
		return
	}
	syscall.Kill(-d.cmd.Process.Pid, syscall.SIGKILL)
	d.cmd.Wait()
}

func (d *daemon) address() ssip.Address { return ssip.Address{Network: "unix", Addr: d.sock} }

// makeDaemonDir writes the daemon's configuration, or skips the test when
// speech-dispatcher or its espeak-ng module is not installed.
func makeDaemonDir(t *testing.T) string {
	t.Helper()
	if _, err := exec.LookPath("speech-dispatcher"); err != nil {
		rulestest.Require(t, "speech-dispatcher (Debian package speech-dispatcher)")
	}
	if _, err := os.Stat(filepath.Join(moduleDir, "sd_espeak-ng")); err != nil {
		rulestest.Require(t, "speech-dispatcher's espeak-ng module (Debian package speech-dispatcher-espeak-ng)")
	}
	dir := t.TempDir()
	for _, sub := range []string{"conf/modules", "home", "run", "config"} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o700); err != nil {
			t.Fatal(err)
		}
	}
	conf := fmt.Sprintf("LogLevel 2\nLogDir %q\nAudioOutputMethod \"alsa\"\n"+
		"DefaultModule espeak-ng\nAddModule \"espeak-ng\" \"sd_espeak-ng\" \"espeak-ng.conf\"\n", dir)
	asound := speechtest.ASoundRC(filepath.Join(dir, "out.wav"))
	for name, text := range map[string]string{
		"conf/speechd.conf":           conf,
		"conf/modules/espeak-ng.conf": "",
		"home/.asoundrc":              asound,
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func testCtx(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	t.Cleanup(cancel)
	return ctx
}
