package host

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	remote "github.com/tactuschess/tactus/cmd/tactus/internal/station"
	"github.com/tactuschess/tactus/cmd/tactus/internal/stationapi"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
)

// In a game with an arbiter's PIN, a device of the arbiter's is allowed
// or dropped at the keyboard only with the arbiter's commands open
// (arbiter and the PIN, TRUST.md): a player cannot let a second arbiter in
// nor put the real one out. The opponent's devices still take the
// player's consent.
func TestKeyboardArbiterDeviceNeedsPIN(t *testing.T) {
	u := catalog.English()
	st := newStation(t)
	st.set.ArbiterPIN = "4711"
	g, _, err := table.New(table.Options{Settings: st.set, Dir: st.dir,
		Since: func() time.Duration { return 0 }, Wall: func() time.Time { return st.wall }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Quit() })
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	notices := make(chan table.Output, 16)
	h, _, _, err := Start(ctx, "127.0.0.1:0", g, true, notices)
	if err != nil {
		t.Fatal(err)
	}
	h.touch(g, nil)
	pair := func(n int, role remote.Role, want int) *stationapi.Client {
		t.Helper()
		p := pageFrom(t, h.st.URL(), n)
		if a := pairWith(t, p, h.st.Code(role)); a.Status != want {
			t.Fatalf("127.0.0.%d pairs as %v: %d %v", n, role, a.Status, a.Reply)
		}
		<-notices
		return p
	}
	key := func(line, want string) {
		t.Helper()
		if outs, ok := h.keyboard(g, g.Read(line)); !ok || len(outs) == 0 || outs[0].Text != want {
			t.Errorf("%s: %v %+v, want %q", line, ok, outs, want)
		}
	}
	pair(2, remote.Opponent, http.StatusOK)                // device 1
	arbiter := pair(3, remote.Arbiter, http.StatusOK)      // device 2
	second := pair(4, remote.Arbiter, http.StatusAccepted) // device 3
	key("yes", u.Trust.ArbiterDevice)
	key("yes 3", u.Trust.ArbiterDevice)
	key("drop 2", u.Trust.ArbiterDevice)
	if role := roleOf(t, second); role == "arbiter" {
		t.Fatalf("a second arbiter's device allowed without the PIN: %v", role)
	}
	if role := roleOf(t, arbiter); role != "arbiter" {
		t.Fatalf("the arbiter's device dropped without the PIN: %v", role)
	}
	pair(5, remote.Opponent, http.StatusAccepted) // device 4: the player's consent
	key("yes 4", catalog.Fill(u.Station.Allowed, u.Station.Roles[remote.Opponent]))
	g.Do("arbiter 4711")
	key("yes 3", catalog.Fill(u.Station.Allowed, u.Station.Roles[remote.Arbiter]))
	if role := roleOf(t, second); role != "arbiter" {
		t.Errorf("the arbiter's second device after the PIN: %v", role)
	}
	key("drop 2", "Device 2 is dropped; it must pair again.")
	g.Do("arbiter off")
	key("drop 3", u.Trust.ArbiterDevice)
	if role := roleOf(t, second); role != "arbiter" {
		t.Errorf("dropped after arbiter off: %v", role)
	}
}
