package station

import (
	"context"
	"errors"
	"sync"

	"github.com/tactuschess/tactus/cmd/tactus/internal/stationapi"

	"github.com/tactuschess/tactus/rules/session"
)

// ErrNotTaken: the host did not take an action (the request ended before
// it was queued, or the host stopped); a retry of its id may take it.
var ErrNotTaken = errors.New("station: the action was not taken")

// Role is what a paired browser may do.
type Role uint8

const (
	// Opponent is the sighted player (or the second visually impaired
	// player): their own board, confirmations and moves for their side.
	Opponent Role = iota
	// Arbiter sees both boards and the journal and runs D.2.9, 6.10, 6.11 and 7.5.
	Arbiter
)

// Roles lists the roles, in order.
var roles = [...]Role{Opponent, Arbiter}

// String names the role as the page and the journal of pairings say it.
func (r Role) String() string {
	if r == Arbiter {
		return stationapi.RoleArbiter
	}
	return stationapi.RoleOpponent
}

// Host is the owner of the game the station shows: the app, or a
// SessionHost. It is the only way the station reads or changes the session,
// and must be safe for concurrent use.
type Host interface {
	// View returns what role sees now; View.Seq is the number of actions
	// the journal holds.
	View(r Role) View
	// Act takes an action for role (the station has set its Actor) and
	// returns what it produced; a refused action changes nothing. It
	// returns an error wrapping ErrNotTaken when the action certainly was
	// not taken (ctx ended first, the host stopped): the station then does
	// not remember the action's id, so a retry takes it. Any other answer
	// is remembered, so once an action may have been taken Act must wait
	// for what it produced, whatever becomes of ctx.
	Act(ctx context.Context, r Role, a session.Action) ([]session.Event, error)
	// Subscribe returns a channel that receives the sequence number after
	// every change; a slow reader may miss numbers but always gets the
	// latest. cancel ends the subscription.
	Subscribe() (updates <-chan int, cancel func())
}

// Retries is a Host that can say whether an action id is already in its
// journal (session.Action.Ref): the station then answers a retry from the
// journal without reading the action again, so a page that sends an
// action again after a crash gets its answer even when the pairings file
// lost it. Act refuses such a retry too (session.ErrRetried).
type Retries interface {
	// Taken returns the number of the action r took with id, if any.
	Taken(r Role, id string) (seq int, ok bool)
}

// Update is one change of the game, as a SessionHost tells its owner.
type Update struct {
	// Seq is the number of actions the journal holds after the change.
	Seq int
	// Role is who acted through the station; Local is true for actions
	// the owner took itself (Do, Tick).
	Role   Role
	Local  bool
	Events []session.Event
}

// Hub hands sequence numbers to subscribers, latest wins. The zero value is
// ready; a Host implementation can embed one for Subscribe.
type Hub struct {
	mu   sync.Mutex
	subs map[chan int]struct{}
}

// Subscribe returns a channel of sequence numbers and the function that ends
// the subscription.
func (h *Hub) Subscribe() (<-chan int, func()) {
	ch := make(chan int, 1)
	h.mu.Lock()
	if h.subs == nil {
		h.subs = make(map[chan int]struct{})
	}
	h.subs[ch] = struct{}{}
	h.mu.Unlock()
	var once sync.Once
	return ch, func() {
		once.Do(func() {
			h.mu.Lock()
			delete(h.subs, ch)
			h.mu.Unlock()
		})
	}
}

// Publish tells every subscriber that the game now stands at seq. It never
// blocks: a subscriber that has not read its last number gets this one
// instead.
func (h *Hub) Publish(seq int) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for ch := range h.subs {
		select {
		case <-ch:
		default:
		}
		ch <- seq
	}
}

// Subscribers returns how many subscriptions are open.
func (h *Hub) Subscribers() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.subs)
}
