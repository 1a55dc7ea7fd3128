//go:build linux

package speechd

import (
	"context"
	"testing"
	"time"

	"github.com/tactuschess/tactus/internal/speechtest"
	"github.com/tactuschess/tactus/speech/ssip"
)

// daemon is a headless speech-dispatcher with its own configuration: the
// espeak-ng module, ALSA output into a WAV file (not paced), a private
// socket (internal/speechtest's Dispatcher). See SPEECH.md.
type daemon struct{ *speechtest.Dispatcher }

// startDaemon starts a daemon in dir (made with makeDaemonDir).
func startDaemon(t *testing.T, dir string) daemon {
	t.Helper()
	return daemon{speechtest.StartDispatcherIn(t, dir)}
}

// makeDaemonDir writes the daemon's configuration, or skips the test when
// speech-dispatcher or its espeak-ng module is not installed.
func makeDaemonDir(t *testing.T) string {
	t.Helper()
	return speechtest.DispatcherDir(t)
}

func (d daemon) kill()                 { d.Kill() }
func (d daemon) address() ssip.Address { return ssip.Address{Network: "unix", Addr: d.Socket()} }

func testCtx(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	t.Cleanup(cancel)
	return ctx
}
