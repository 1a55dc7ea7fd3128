// Package speechtest helps the speech tests: it captures what a real ALSA
// stack plays (CaptureALSA), plays a scripted speech-dispatcher (Daemon)
// and fakes the clock (Clock), so that timeouts are tested by moving time
// on, never by waiting.
//
//	out := speechtest.CaptureALSA(t) // HOME's .asoundrc now sends ALSA's default device to out
//	… play through malgo or oto …
//	pcm, _, err := wav.Decode(file at out)
//
//	clock := speechtest.NewClock()
//	d := speechtest.NewDaemon(t, speechtest.NoBegin)
//	… speak through speechd with Options{Clock: clock} …
//	<-d.Heard()
//	clock.Advance(clock.WaitTimer(t, nil)) // the BEGIN timeout passes
package speechtest

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// ASoundRC returns an ALSA configuration whose default device writes what
// it plays, as 16-bit mono 22.05 kHz WAV, into the file out (not paced: it
// plays as fast as it is fed). See SPEECH.md.
func ASoundRC(out string) string {
	return fmt.Sprintf("pcm.!default { type plug; slave { pcm \"wavout\"; format S16_LE; rate 22050; channels 1 } }\n"+
		"pcm.wavout { type file; slave.pcm \"null\"; file %q; format \"wav\" }\n", out)
}

// CaptureALSA points ALSA's default device at a WAV file for the rest of
// the test: it writes ASoundRC into a new HOME and returns the file's path.
func CaptureALSA(tb testing.TB) string {
	tb.Helper()
	dir := tb.TempDir()
	out := filepath.Join(dir, "out.wav")
	if err := os.WriteFile(filepath.Join(dir, ".asoundrc"), []byte(ASoundRC(out)), 0o600); err != nil {
		tb.Fatalf("speechtest: %v", err)
	}
	tb.Setenv("HOME", dir)
	return out
}
