package join

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/stationapi"
)

// TestLockedSaysTheWait: when the station refuses a code because pairing
// is locked (429), join says the wait the station gives (Retry-After),
// not "a minute" for a lock of half an hour, in the player's language.
func TestLockedSaysTheWait(t *testing.T) {
	for _, tc := range []struct {
		lang, after, want string
	}{
		{"en", "1800", "Too many wrong codes; wait 30 minutes, then type the code again."},
		{"en", "1741", "Too many wrong codes; wait 30 minutes, then type the code again."}, // rounded up
		{"de", "1800", "Zu viele falsche Codes; warte 30 Minuten und gib den Code dann noch einmal ein."},
		{"en", "60", "Too many wrong codes; wait a minute, then type the code again."},
		{"en", "", "Too many wrong codes; wait a minute, then type the code again."},
	} {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if tc.after != "" {
				w.Header().Set("Retry-After", tc.after)
			}
			w.WriteHeader(http.StatusTooManyRequests)
			_, _ = w.Write([]byte(`{"ok":false,"error":"Pairing is locked for half an hour after many wrong codes."}`))
		}))
		j := &joined{api: &stationapi.Client{Base: srv.URL, HTTP: srv.Client()}, ui: lookup(t, tc.lang)}
		_, why, err := j.pair(context.Background(), "123456")
		srv.Close()
		if err != nil || why != tc.want {
			t.Errorf("%s, Retry-After %q: %q, %v; want %q", tc.lang, tc.after, why, err, tc.want)
		}
	}
}
