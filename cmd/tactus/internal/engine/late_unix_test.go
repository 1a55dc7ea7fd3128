//go:build unix

package engine

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/tactuschess/tactus/rules"
)

// hangingEngine writes a UCI engine that completes the handshake and then
// never answers a search.
func hangingEngine(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "hang.sh")
	script := `#!/bin/sh
while read -r line; do
  case "$line" in
    uci) echo "id name Hang"; echo "uciok" ;;
    isready) echo "readyok" ;;
    quit) exit 0 ;;
  esac
done
`
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no /bin/sh")
	}
	return path
}

// TestLate: an engine that does not answer a search within the configured
// Timeout is killed as hung, and the search's error has the reason Late.
func TestLate(t *testing.T) {
	e, err := Start(context.Background(), Config{Command: hangingEngine(t), Think: time.Millisecond, Timeout: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if e.Name() != "Hang" {
		t.Errorf("name %q", e.Name())
	}
	best, _, err := e.Search(context.Background(), 0, rules.StartPosition())
	if best != rules.NoMove || ReasonOf(err) != Late {
		t.Fatalf("search of a hanging engine: %v, %v (%v)", best, err, ReasonOf(err))
	}
}
