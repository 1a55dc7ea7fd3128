package station

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/narrate"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// saidKept is how many sentences a view carries for the live region.
const saidKept = 12

// HostOptions configure a SessionHost.
type HostOptions struct {
	// Opponent is the side the opponent's station plays.
	Opponent rules.Color
	// Now is the game time, the same function the session was given.
	Now func() time.Duration
	// Narrator says moves and events (zero: Appendix D words, English).
	Narrator narrate.Narrator
	// Events are what the session produced so far (from session.New or
	// session.ReplayEvents), so that the page shows the latest of them.
	Events []session.Event
	// Changed, if set, gets every change in order, outside the host's lock
	// (it may call View); it must not block for long. The app announces
	// the updates whose Local is false to the blind player.
	Changed func(Update)
}

// SessionHost is a Host over one *session.Session whose Recorder is the
// game's journal: it serialises every action with a mutex and tells
// subscribers of each change.
type SessionHost struct {
	hub      Hub
	mu       sync.Mutex // guards s and said
	notifyMu sync.Mutex // keeps Changed calls in order
	s        *session.Session
	o        HostOptions
	said     []Line
}

// NewSessionHost returns a host over s; the caller gives up direct use of s
// (use Do, Tick and Read).
func NewSessionHost(s *session.Session, o HostOptions) *SessionHost {
	if o.Now == nil {
		o.Now = s.Now
	}
	h := &SessionHost{s: s, o: o}
	h.remember(o.Events)
	return h
}

// View returns what role sees now.
func (h *SessionHost) View(r Role) View {
	h.mu.Lock()
	defer h.mu.Unlock()
	return Snapshot(h.s, SnapshotOptions{Role: r, Opponent: h.o.Opponent, Now: h.o.Now(),
		Narrator: h.o.Narrator, Said: append([]Line(nil), h.said...)})
}

// Act takes an action posted by a paired station.
func (h *SessionHost) Act(ctx context.Context, r Role, a session.Action) ([]session.Event, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrNotTaken, err)
	}
	return h.act(a, Update{Role: r})
}

// Taken returns the number of the action r took with id, if the journal
// has one (see Retries).
func (h *SessionHost) Taken(r Role, id string) (int, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.s.Taken(RoleActor(r, h.o.Opponent), id)
}

// RoleActor is the actor whose actions role r posts: the arbiter, or the
// player of the opponent's side.
func RoleActor(r Role, opponent rules.Color) session.Actor {
	if r == Arbiter {
		return session.Arbiter()
	}
	return session.Player(opponent)
}

// Do takes an action of the owner's own (the blind player's keyboard).
func (h *SessionHost) Do(a session.Action) ([]session.Event, error) {
	return h.act(a, Update{Local: true})
}

// Tick records a flag fall that has happened by now.
func (h *SessionHost) Tick() ([]session.Event, error) {
	return h.change(func(s *session.Session) ([]session.Event, error) { return s.Tick() }, Update{Local: true})
}

// Read calls f with the session under the host's lock; f must not keep it.
func (h *SessionHost) Read(f func(s *session.Session)) {
	h.mu.Lock()
	defer h.mu.Unlock()
	f(h.s)
}

// Subscribe returns a channel of sequence numbers (see Host).
func (h *SessionHost) Subscribe() (<-chan int, func()) { return h.hub.Subscribe() }

// act takes a.
func (h *SessionHost) act(a session.Action, u Update) ([]session.Event, error) {
	return h.change(func(s *session.Session) ([]session.Event, error) { return s.Act(a) }, u)
}

// change runs f under the lock and, when it produced something, tells the
// subscribers and Changed, in order.
func (h *SessionHost) change(f func(*session.Session) ([]session.Event, error), u Update) ([]session.Event, error) {
	h.mu.Lock()
	before := seqOf(h.s)
	evs, err := f(h.s)
	u.Seq, u.Events = seqOf(h.s), evs
	if u.Seq == before {
		h.mu.Unlock()
		return evs, err
	}
	h.remember(evs)
	h.notifyMu.Lock()
	h.mu.Unlock()
	defer h.notifyMu.Unlock()
	h.hub.Publish(u.Seq)
	if h.o.Changed != nil {
		h.o.Changed(u)
	}
	return evs, err
}

// remember keeps the sentences of the latest events.
func (h *SessionHost) remember(evs []session.Event) {
	for _, e := range evs {
		h.said = append(h.said, Line{Seq: e.Seq, Ply: e.Ply, Text: sentence(h.o.Narrator.Sentence(e))})
	}
	if n := len(h.said) - saidKept; n > 0 {
		h.said = append([]Line(nil), h.said[n:]...)
	}
}

// sentence finishes a narrator's sentence with a capital and a full stop.
func sentence(s string) string { return narrate.Capital(strings.TrimSpace(s)) }
