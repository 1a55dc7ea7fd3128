package station

import (
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

// events streams the role's view as Server-Sent Events: one message per
// change, its id the journal's sequence number. Every message is the whole
// view, never a change to the last one, so the server need not read the
// Last-Event-ID a reconnecting browser sends (it does not): whatever the
// browser missed, the first message of its new stream is the current
// state, and nothing is applied twice.
func (st *Station) events(w http.ResponseWriter, r *http.Request) {
	c := st.reader(w, r)
	if c == nil {
		return
	}
	fl, ok := w.(http.Flusher)
	if !ok {
		st.refuse(w, r, http.StatusInternalServerError, st.t().CannotStream, "no flusher")
		return
	}
	updates, cancel := st.cfg.Host.Subscribe()
	defer cancel()
	devices, cancelDevices := st.devices.Subscribe()
	defer cancelDevices()
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	if _, err := fmt.Fprint(w, "retry: 1000\n\n"); err != nil {
		return
	}
	beat := time.NewTicker(st.cfg.Heartbeat)
	defer beat.Stop()
	if !st.awaitConsent(w, fl, r, c, beat.C) {
		return
	}
	last := -1
	send := func(always bool) error {
		v := st.viewOf(c)
		if v.Seq == last && last >= 0 && !always {
			return nil
		}
		last = v.Seq
		return writeEvent(w, fl, v)
	}
	if err := send(false); err != nil {
		return
	}
	for {
		select {
		case <-r.Context().Done():
			return
		case <-st.stop:
			return
		case <-c.gone:
			return
		case <-updates:
			if send(false) != nil {
				return
			}
		case <-devices:
			if c.role == Arbiter && send(true) != nil {
				return
			}
		case <-beat.C:
			if _, err := fmt.Fprint(w, ": beat\n\n"); err != nil {
				return
			}
			fl.Flush()
		}
	}
}

// writeEvent writes one view as an SSE message whose id is its sequence.
func writeEvent(w http.ResponseWriter, fl http.Flusher, v View) error {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("station: view: %w", err)
	}
	if _, err := fmt.Fprintf(w, "id: %d\nevent: view\ndata: %s\n\n", v.Seq, b); err != nil {
		return fmt.Errorf("station: stream: %w", err)
	}
	fl.Flush()
	return nil
}

// awaitConsent holds the stream of a device asking to pair, with heartbeats,
// until it is answered; it reports whether the device may follow the game
// now (false: refused or dropped, or the stream ended).
func (st *Station) awaitConsent(w http.ResponseWriter, fl http.Flusher, r *http.Request, c *client, beat <-chan time.Time) bool {
	fl.Flush()
	st.mu.Lock()
	asking := c.asking
	st.mu.Unlock()
	for asking {
		select {
		case <-r.Context().Done():
			return false
		case <-st.stop:
			return false
		case <-c.decided:
			asking = false
		case <-beat:
			if _, err := fmt.Fprint(w, ": beat\n\n"); err != nil {
				return false
			}
			fl.Flush()
		}
	}
	select {
	case <-c.gone:
		return false
	default:
		return true
	}
}
