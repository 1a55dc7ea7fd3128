package station

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/cookiejar"
	"strings"
	"testing"
	"time"
)

// loopback is the address 127.0.0.n: Linux routes all of 127/8 to the
// loopback interface, so a test can be several clients at once.
func loopback(n int) net.IP { return net.IPv4(127, 0, 0, byte(n)) }

// dialerFrom is a dialer whose connections come from ip.
func dialerFrom(ip net.IP) *net.Dialer {
	return &net.Dialer{LocalAddr: &net.TCPAddr{IP: ip}, Timeout: 10 * time.Second}
}

// browserFrom is a browser whose connections come from 127.0.0.n.
func (r *rig) browserFrom(n int) *browser {
	r.t.Helper()
	jar, err := cookiejar.New(nil)
	if err != nil {
		r.t.Fatal(err)
	}
	tr := &http.Transport{DialContext: dialerFrom(loopback(n)).DialContext, MaxConnsPerHost: 4}
	r.t.Cleanup(tr.CloseIdleConnections)
	return &browser{t: r.t, base: strings.TrimSuffix(r.st.URL(), "/"),
		c: &http.Client{Jar: jar, Timeout: 10 * time.Second, Transport: tr}}
}

// Wrong codes lock pairing for the address that typed them only: the
// opponent at another address pairs at once, and the guesser waits out
// the lock even with the right code.
func TestWrongCodesLockOneAddress(t *testing.T) {
	r := newRig(t)
	guesser, opp, arb := r.browserFrom(2), r.browserFrom(3), r.browserFrom(4)
	wrong := wrongCode(r)
	for i := range maxFailures {
		code, _ := guesser.post("/api/pair", map[string]string{"code": wrong})
		want := http.StatusForbidden
		if i == maxFailures-1 {
			want = http.StatusTooManyRequests
		}
		if code != want {
			t.Fatalf("wrong code %d from 127.0.0.2: %d, want %d", i+1, code, want)
		}
	}
	r.clk.advance(10 * time.Second) // past the rate limit, within the lock
	if code, m := guesser.post("/api/pair", map[string]string{"code": r.st.Code(Opponent)}); code != http.StatusTooManyRequests || m["error"] != r.st.t().Locked {
		t.Errorf("the right code from the locked address: %d %v", code, m)
	}
	opp.pair(r, Opponent)
	if code, v := opp.view(); code != http.StatusOK || v.Role != "opponent" {
		t.Errorf("the opponent at 127.0.0.3: %d %q", code, v.Role)
	}
	// another address's wrong code then the right one: no lock
	if code, _ := arb.post("/api/pair", map[string]string{"code": wrong}); code != http.StatusForbidden {
		t.Errorf("one wrong code from 127.0.0.4: %d", code)
	}
	arb.pair(r, Arbiter)
	if n := r.noticesOf(Locked); len(n) != 1 {
		t.Errorf("locked notices: %+v", n)
	}
	r.clk.advance(lockFor) // the lock is over: a second opponent device asks
	if code, m := guesser.post("/api/pair", map[string]string{"code": r.st.Code(Opponent)}); code != http.StatusAccepted {
		t.Errorf("the right code after the lock: %d %v", code, m)
	}
}

// Many addresses cannot add up their guesses: after floodFailures wrong
// codes within lockFor, every address that guessed wrong waits out the
// window (the one whose guess made the flood floodLockFor), while an
// address that did not pairs at once. The blind player is told once.
func TestManyAddressesGuessing(t *testing.T) {
	r := newRig(t)
	wrong := wrongCode(r)
	var guessers []*browser
	for total := 1; total <= floodFailures; total++ {
		if (total-1)%(maxFailures-1) == 0 { // never locked on its own
			guessers = append(guessers, r.browserFrom(10+len(guessers)))
		}
		r.clk.wall.Add(int64(time.Second)) // within the per-address rate
		want, msg := http.StatusForbidden, r.st.t().WrongCode
		if total == floodFailures {
			want, msg = http.StatusTooManyRequests, r.st.t().LockedLong // not "a minute"
		}
		if code, m := guessers[len(guessers)-1].post("/api/pair", map[string]string{"code": wrong}); code != want || m["error"] != msg {
			t.Fatalf("wrong code %d: %d %v, want %d %q", total, code, m, want, msg)
		}
	}
	if code, m := guessers[0].post("/api/pair", map[string]string{"code": r.st.Code(Opponent)}); code != http.StatusTooManyRequests || m["error"] != r.st.t().Locked {
		t.Errorf("the right code from a guessing address in a flood: %d %v", code, m)
	}
	r.browserFrom(3).pair(r, Opponent)
	if n := r.noticesOf(Locked); len(n) != 1 || n[0].Text != r.st.t().LockedFloodNotice {
		t.Errorf("locked notices: %+v, want one of many addresses", n)
	}
	r.clk.advance(lockFor)
	guessers[0].pair(r, Arbiter)
	// the address whose guess made the flood waits longer, and is told so
	last := guessers[len(guessers)-1]
	if code, m := last.post("/api/pair", map[string]string{"code": r.st.Code(Opponent)}); code != http.StatusTooManyRequests || m["error"] != r.st.t().LockedLong {
		t.Errorf("the flooding guess's address after %v: %d %v", lockFor, code, m)
	}
	r.clk.advance(floodLockFor)
	if code, _ := last.post("/api/pair", map[string]string{"code": r.st.Code(Opponent)}); code != http.StatusAccepted {
		t.Errorf("the flooding guess's address after %v: %d", floodLockFor, code)
	}
}

// The station holds at most maxConnsPerIP connections from one address and
// maxConns from all together; a closed one makes room again.
func TestConnectionsCapped(t *testing.T) {
	st := serveFake(t, Config{})
	addr := st.ln.Addr().String()
	dialFrom := func(n int) net.Conn {
		t.Helper()
		c, err := dialerFrom(loopback(n)).DialContext(context.Background(), "tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
		_ = c.SetDeadline(time.Now().Add(20 * time.Second))
		return c
	}
	// closed reports whether the station closed c at once.
	closed := func(c net.Conn) bool {
		fmt.Fprintf(c, "GET /api/view HTTP/1.1\r\nHost: %s\r\n\r\n", addr)
		_, err := c.Read(make([]byte, 1))
		return err != nil
	}
	var held []net.Conn
	for n := 2; len(held) < maxConns; n++ {
		for range maxConnsPerIP {
			held = append(held, dialFrom(n))
		}
		if extra := dialFrom(n); !closed(extra) {
			t.Fatalf("connection %d from 127.0.0.%d was kept", maxConnsPerIP+1, n)
		}
	}
	other := 2 + maxConns/maxConnsPerIP
	if extra := dialFrom(other); !closed(extra) {
		t.Fatalf("connection %d in all (from 127.0.0.%d) was kept", maxConns+1, other)
	}
	for _, c := range held { // every held connection is served
		if closed(c) {
			t.Fatalf("a connection within the caps was closed")
		}
	}
	held[0].Close()
	for try := 0; ; try++ { // the station frees the place once it sees the close
		if !closed(dialFrom(other)) {
			return
		}
		if try == 200 {
			t.Fatal("no room after a close")
		}
		time.Sleep(10 * time.Millisecond)
	}
}
