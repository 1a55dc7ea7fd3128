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
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	if _, err := fmt.Fprint(w, "retry: 1000\n\n"); err != nil {
		return
	}
	last := -1
	send := func() error {
		v := st.cfg.Host.View(c.role)
		if v.Seq == last && last >= 0 {
			return nil
		}
		last = v.Seq
		return writeEvent(w, fl, v)
	}
	if err := send(); err != nil {
		return
	}
	beat := time.NewTicker(st.cfg.Heartbeat)
	defer beat.Stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case <-st.stop:
			return
		case <-updates:
			if send() != nil {
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
