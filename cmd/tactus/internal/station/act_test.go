package station

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/tactuschess/tactus/rules/session"
)

// fakeHost counts the actions it is asked to take; act decides each.
type fakeHost struct {
	Hub
	mu    sync.Mutex
	calls int
	act   func(ctx context.Context) error
}

func (h *fakeHost) View(r Role) View { return View{Side: "black", Role: r.String()} }

func (h *fakeHost) Act(ctx context.Context, _ Role, a session.Action) ([]session.Event, error) {
	h.mu.Lock()
	h.calls++
	h.mu.Unlock()
	return []session.Event{{Seq: 1}}, h.act(ctx)
}

// An answer is remembered whatever became of the request while the host
// took the action (the page's connection dropped and it retries); only an
// action the host says it did not take may be taken again.
func TestAnswerKeptWhenRequestEnds(t *testing.T) {
	for _, c := range []struct {
		name      string
		err       error
		wantCalls int
	}{
		{"taken", nil, 1},
		{"refused", fmt.Errorf("session: %w", session.ErrNotAllowed), 1},
		{"not taken", fmt.Errorf("host: %w: %w", ErrNotTaken, context.Canceled), 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := &fakeHost{}
			st, err := New(Config{Addr: "127.0.0.1:0", Host: h, Pairings: t.TempDir() + "/p"})
			if err != nil {
				t.Fatal(err)
			}
			defer st.ln.Close()
			st.clients[tokenKey("the-token")] = &client{role: Opponent, done: done{max: idsKept}}
			var end context.CancelFunc
			h.act = func(ctx context.Context) error {
				end() // the connection drops while the action is taken
				return c.err
			}
			body := `{"id":"dropped-1","kind":"offer"}`
			for range 2 {
				ctx, cancel := context.WithCancel(context.Background())
				end = cancel
				req := httptest.NewRequestWithContext(ctx, http.MethodPost, "/api/act", strings.NewReader(body))
				req.AddCookie(&http.Cookie{Name: cookieName, Value: "the-token"})
				st.act(httptest.NewRecorder(), req)
				cancel()
			}
			if h.calls != c.wantCalls {
				t.Errorf("the host was asked %d times, want %d", h.calls, c.wantCalls)
			}
		})
	}
}
