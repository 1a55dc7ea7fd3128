package station

import (
	"bytes"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tactuschess/tactus/rules/session"
)

// syncBuffer is a buffer the station's goroutines may log to at once.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// Nothing secret is logged or written: after wrong codes, a lock, the right
// code typed while locked, pairings, actions taken and refused, a stream
// and a restart, neither the log (at debug level), the journal nor the
// pairings file holds any code or any session token. The codes and tokens
// come from a seeded generator, so the test is the same on every run.
func TestNothingSecretWritten(t *testing.T) {
	var logged syncBuffer
	log := slog.New(slog.NewTextHandler(&logged, &slog.HandlerOptions{Level: slog.LevelDebug}))
	r := newRigWith(t, nil, func(c *Config) {
		c.Log, c.Rand = log, rand.NewChaCha8([32]byte{12})
	})
	var secrets []string
	codes := func() { secrets = append(secrets, r.st.Code(Opponent), r.st.Code(Arbiter)) }
	codes()
	opp, arb, stranger := r.browser(), r.browser(), r.browser()
	for range maxFailures {
		stranger.post("/api/pair", map[string]string{"code": wrongCode(r)})
	}
	if code, _ := stranger.post("/api/pair", map[string]string{"code": r.st.Code(Opponent)}); code != http.StatusTooManyRequests {
		t.Fatalf("the right code while locked: %d", code)
	}
	r.clk.advance(lockFor + time.Second)
	opp.pair(r, Opponent)
	arb.pair(r, Arbiter)
	codes()
	r.blind(session.Move, "e2e4")
	opp.act("confirm", "")
	opp.act("announce", "Ke7")
	opp.act("announce", "e5")
	opp.act("restore", "")
	arb.act("press", "")
	arb.post("/api/act", []byte("not json"))
	stranger.act("press", "")
	opp.events("").next()
	r.restart()
	codes()
	opp.act("press", "")
	for _, b := range []*browser{opp, arb} {
		for _, c := range b.c.Jar.Cookies(mustURL(t, b.base)) {
			secrets = append(secrets, c.Value)
		}
	}
	if len(secrets) != 8 || !strings.Contains(logged.String(), "refused") {
		t.Fatalf("the test saw %d secrets and logged %q", len(secrets), logged.String())
	}
	r.stop()
	r.stop = nil
	for name, text := range map[string]string{"the log": logged.String(), "the journal": read(t, r.path),
		"the pairings file": read(t, r.path+".pairings")} {
		for _, s := range secrets {
			if strings.Contains(text, s) {
				t.Errorf("%s holds the secret %q:\n%s", name, s, text)
			}
		}
	}
}

// read returns a file's text.
func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
