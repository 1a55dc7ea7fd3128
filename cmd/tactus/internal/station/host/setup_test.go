package host

import (
	"testing"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
)

// station is a table's settings for the host's tests: the players, a
// journal folder of the test's own, a fixed wall clock.
type station struct {
	dir  string
	set  settings.Settings
	wall time.Time
}

func newStation(t *testing.T) *station {
	s := settings.Defaults()
	s.White, s.Black, s.Control, s.Plain = "Ana", "Bo", "5m+3s", true
	s.JournalDir = t.TempDir()
	return &station{dir: s.JournalDir, set: s, wall: time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)}
}
