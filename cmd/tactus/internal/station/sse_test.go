package station

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/rules/session"
)

// stream is an open event stream.
type stream struct {
	t      testing.TB
	resp   *http.Response
	rd     *bufio.Reader
	cancel func()
}

// events opens the event stream, sending lastID when it is not empty.
func (b *browser) events(lastID string) *stream {
	b.t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, b.base+"/api/events", nil)
	if lastID != "" {
		req.Header.Set("Last-Event-ID", lastID)
	}
	c := *b.c
	c.Timeout = 0
	resp, err := c.Do(req)
	if err != nil {
		cancel()
		b.t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != "text/event-stream" {
		cancel()
		b.t.Fatalf("events: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	s := &stream{t: b.t, resp: resp, rd: bufio.NewReader(resp.Body), cancel: cancel}
	b.t.Cleanup(s.close)
	return s
}

func (s *stream) close() {
	s.cancel()
	s.resp.Body.Close()
}

// streamWait is how long next waits for a view; it ends the stream then.
const streamWait = 20 * time.Second

// next reads the next view message: its id and view.
func (s *stream) next() (int, View) {
	s.t.Helper()
	id, data := -1, ""
	// A view that never comes fails the test instead of hanging it.
	late := time.AfterFunc(streamWait, s.cancel)
	defer late.Stop()
	for {
		line, err := s.rd.ReadString('\n')
		if err != nil {
			s.t.Fatalf("stream: no whole view within %v: %v (read so far: id %d, %d bytes of data)", streamWait, err, id, len(data))
		}
		line = strings.TrimRight(line, "\n")
		switch {
		case strings.HasPrefix(line, "id: "):
			id, _ = strconv.Atoi(line[4:])
		case strings.HasPrefix(line, "data: "):
			data = line[6:]
		case line == "" && data != "":
			var v View
			if err := json.Unmarshal([]byte(data), &v); err != nil {
				s.t.Fatal(err)
			}
			return id, v
		}
	}
}

func TestEventsFollowAndResume(t *testing.T) {
	r := newRig(t)
	b := r.browser()
	b.pair(r, Opponent)
	s := b.events("")
	id, v := s.next()
	if id != 1 || v.Seq != 1 || v.Phase != "waiting" {
		t.Fatalf("first view: id %d %+v", id, v)
	}
	r.blind(session.Announce, "e2e4")
	id, v = s.next()
	if id != 2 || v.Last == nil || v.Last.UCI != "e2e4" || v.Phase != "announced" {
		t.Fatalf("after the announcement: id %d %+v", id, v)
	}
	s.close()
	// While the page is away: the press and the confirmation.
	r.blind(session.Press, "")
	if code, _ := b.act("confirm", ""); code != http.StatusOK {
		t.Fatal("confirm refused")
	}
	s = b.events(strconv.Itoa(id))
	id, v = s.next()
	want := r.host.View(Opponent)
	if id != 4 || v.Seq != want.Seq || v.Boards[0] != want.Boards[0] || !contains(v.Can, "announce") {
		t.Errorf("resumed: id %d %+v, want %+v", id, v, want)
	}
	if last := v.Said[len(v.Said)-1]; last.Seq != 4 || !strings.Contains(last.Text, "agree") {
		t.Errorf("the last thing said: %+v", last)
	}
}

// The app restarts from its journal: the page, still paired, gets back the
// exact state at the same sequence number.
func TestRestartFromJournal(t *testing.T) {
	r := newRig(t)
	b := r.browser()
	b.pair(r, Opponent)
	r.blind(session.Move, "e2e4")
	for _, step := range []struct{ kind, move string }{{"confirm", ""}, {"announce", "c5"}} {
		if code, m := b.act(step.kind, step.move); code != http.StatusOK {
			t.Fatalf("%s: %d %v", step.kind, code, m)
		}
	}
	_, before := b.view()
	r.restart()
	s := b.events(strconv.Itoa(before.Seq))
	id, after := s.next()
	if id != before.Seq || after.Boards[0] != before.Boards[0] || *after.Last != *before.Last ||
		after.Phase != "announced" || strings.Join(after.Can, " ") != strings.Join(before.Can, " ") {
		t.Errorf("after the restart: id %d %+v\nbefore %+v", id, after, before)
	}
	if code, m := b.act("press", ""); code != http.StatusOK {
		t.Errorf("press after the restart: %d %v", code, m)
	}
}
