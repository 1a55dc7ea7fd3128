package review_test

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/braille/brlapi"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/review"
	"github.com/tactuschess/tactus/cmd/tactus/internal/shell"
	"github.com/tactuschess/tactus/internal/brltest"
)

// record keeps lines as they come, for a test to wait on.
type record struct {
	mu    sync.Mutex
	lines []string
}

func (r *record) add(l string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.lines = append(r.lines, l)
}

func (r *record) all() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.lines...)
}

// has reports whether a line starts with prefix.
func (r *record) has(prefix string) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, l := range r.lines {
		if strings.HasPrefix(l, prefix) {
			return true
		}
	}
	return false
}

// waitUntil waits until f holds, failing the test after brltest.Timeout.
func waitUntil(t *testing.T, what string, f func() bool) {
	t.Helper()
	deadline := time.Now().Add(brltest.Timeout)
	for !f() {
		if time.Now().After(deadline) {
			t.Fatalf("never: %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestDisplayGoneAndBackInTheReview: the Braille display the shell opened
// drops during a review and comes back (BRLTTY restarted, here on another
// port): the review prints and says one line when it goes and one when it
// is back, in the UI language, and shows the second on the cells.
func TestDisplayGoneAndBackInTheReview(t *testing.T) {
	u, err := catalog.Lookup("de")
	if err != nil {
		t.Fatal(err)
	}
	srv, err := brltest.NewServer(40)
	if err != nil {
		t.Fatal(err)
	}
	var addr atomic.Value
	addr.Store(srv.Address())
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	d := shell.OpenDisplay(ctx, "", func(ctx context.Context) (*brlapi.Client, error) {
		return brlapi.DialContext(ctx, addr.Load().(string), brlapi.Options{})
	}, u)
	defer d.Close()
	touch, x := review.OnDisplay(d)
	r := review.New(review.Options{Index: open(t), UI: u})
	in, feed := io.Pipe()
	outR, outW := io.Pipe()
	var printed, said record
	say := func(l review.Line) {
		said.add(l.Text)
		touch(r, []review.Line{l})
	}
	done := make(chan error, 1)
	go func() { done <- review.RunWith(ctx, r, 1, in, outW, say, x); outW.Close() }()
	go func() {
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			printed.add(sc.Text())
		}
	}()
	srv.WaitCells(t, 0, func(c []byte) bool { return len(c) > 0 })
	gone := strings.SplitN(u.App.BrailleGone, "%", 2)[0]
	srv.Close() // the display goes: the loss is told at once, nothing written
	waitUntil(t, "the line that the display is gone", func() bool { return printed.has(gone) })
	if !said.has(gone) {
		t.Errorf("the display's loss was not said: %q", said.all())
	}
	srv2, err := brltest.NewServer(40)
	if err != nil {
		t.Fatal(err)
	}
	defer srv2.Close()
	addr.Store(srv2.Address()) // and comes back
	waitUntil(t, "the line that the display is back", func() bool { return printed.has(u.App.BrailleBack) })
	if !said.has(u.App.BrailleBack) {
		t.Errorf("the display's return was not said: %q", said.all())
	}
	back := braille.Message(strings.TrimSuffix(u.App.BrailleBack, ".")).Cells.Bytes()
	srv2.WaitCells(t, 0, func(c []byte) bool { return bytes.HasPrefix(c, back) })
	if n := strings.Count(strings.Join(printed.all(), "\n"), gone); n != 1 {
		t.Errorf("the loss told %d times", n)
	}
	fmt.Fprintln(feed, "quit")
	feed.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}
