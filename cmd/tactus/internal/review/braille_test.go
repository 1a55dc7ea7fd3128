package review_test

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"strings"
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
	said := make(chan string, 64)
	say := func(l review.Line) {
		said <- l.Text
		touch(r, []review.Line{l})
	}
	done := make(chan error, 1)
	go func() { done <- review.RunWith(ctx, r, 1, in, outW, say, x); outW.Close() }()
	lines := make(chan string, 64)
	go func() {
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	wait := func(what string, c <-chan string, want string) {
		t.Helper()
		for {
			select {
			case l, ok := <-c:
				if !ok {
					t.Fatalf("the review ended before %s", what)
				}
				if strings.HasPrefix(l, want) {
					return
				}
			case <-time.After(brltest.Timeout):
				t.Fatalf("no %s (%q)", what, want)
			}
		}
	}
	srv.WaitCells(t, 0, func(c []byte) bool { return len(c) > 0 })
	gone := strings.SplitN(u.App.BrailleGone, "%", 2)[0]
	srv.Close()                // the display goes
	fmt.Fprintln(feed, "next") // and the next write finds it gone
	wait("line that the display is gone", lines, gone)
	wait("spoken notice that the display is gone", said, gone)
	srv2, err := brltest.NewServer(40)
	if err != nil {
		t.Fatal(err)
	}
	defer srv2.Close()
	addr.Store(srv2.Address()) // and comes back
	wait("line that the display is back", lines, u.App.BrailleBack)
	wait("spoken notice that the display is back", said, u.App.BrailleBack)
	back := braille.Message(strings.TrimSuffix(u.App.BrailleBack, ".")).Cells.Bytes()
	srv2.WaitCells(t, 0, func(c []byte) bool { return bytes.HasPrefix(c, back) })
	fmt.Fprintln(feed, "quit")
	feed.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}
