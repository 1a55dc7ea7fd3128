package host

import (
	"context"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	remote "github.com/tactuschess/tactus/cmd/tactus/internal/station"
	"github.com/tactuschess/tactus/cmd/tactus/internal/stationapi"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
)

// pageFrom is a page whose connections come from 127.0.0.n (Linux routes
// all of 127/8 to the loopback interface).
func pageFrom(t *testing.T, base string, n int) *stationapi.Client {
	t.Helper()
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.IPv4(127, 0, 0, byte(n))}}
	tr := &http.Transport{DialContext: d.DialContext}
	t.Cleanup(tr.CloseIdleConnections)
	c := stationapi.NewClient(strings.TrimSuffix(base, "/"), "")
	c.HTTP.Timeout, c.HTTP.Transport = 10*time.Second, tr
	return c
}

// startTestStation starts the station of a game as the app does, plain or
// full screen; notices gets what the station tells.
func startTestStation(t *testing.T, plain bool) (*Host, []table.Output, *table.Game, chan table.Output) {
	t.Helper()
	g := hostGame(t)
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	notices := make(chan table.Output, 16)
	h, lines, _, err := Start(ctx, "127.0.0.1:0", g, plain, notices)
	if err != nil {
		t.Fatal(err)
	}
	return h, lines, g, notices
}

// The arbiter's code is never said nor sent to the Braille display: in
// plain mode it is a printed line only (Quiet), on the full screen it is
// shown apart from the lines until an arbiter's device pairs, and the
// notice of that pairing does not name the next arbiter's code.
func TestArbiterCodeNeverSaid(t *testing.T) {
	u := catalog.English()
	for _, plain := range []bool{true, false} {
		h, lines, _, notices := startTestStation(t, plain)
		code := h.st.Code(remote.Arbiter)
		var printed int
		for _, l := range lines {
			if strings.Contains(l.Text, code) {
				printed++
				if !l.Quiet || !plain {
					t.Errorf("plain %v: the arbiter's code in a line that is said: %+v", plain, l)
				}
			}
		}
		if want := map[bool]int{true: 1, false: 0}[plain]; printed != want {
			t.Errorf("plain %v: the arbiter's code is in %d lines, want %d", plain, printed, want)
		}
		aside := h.aside(u)
		if got := aside(); !strings.Contains(got, code) || !strings.Contains(got, h.st.URL()) {
			t.Errorf("plain %v: aside before pairing: %q", plain, got)
		}
		arb := pageFrom(t, h.st.URL(), 2)
		if a := pairWith(t, arb, code); a.Status != http.StatusOK {
			t.Fatalf("the arbiter pairs: %d %v", a.Status, a.Reply)
		}
		if got := aside(); got != "" {
			t.Errorf("plain %v: aside after the arbiter paired: %q", plain, got)
		}
		n := <-notices
		if next := h.st.Code(remote.Arbiter); strings.Contains(n.Text, next) || strings.Contains(n.Text, code) {
			t.Errorf("plain %v: the pairing notice names an arbiter's code: %q", plain, n.Text)
		}
	}
}

// A second opponent device asks; the keyboard hears it announced, says
// yes, lists the devices and drops one; "ok" (a command) and "s" (one
// letter) are never taken as consent.
func TestKeyboardConsentDevicesDrop(t *testing.T) {
	u := catalog.English()
	h, _, g, notices := startTestStation(t, true)
	h.touch(g, nil) // the views, as the app takes them after every step
	first, second := pageFrom(t, h.st.URL(), 2), pageFrom(t, h.st.URL(), 3)
	if a := pairWith(t, first, h.st.Code(remote.Opponent)); a.Status != http.StatusOK {
		t.Fatalf("the first opponent device: %d", a.Status)
	}
	<-notices
	if a := pairWith(t, second, h.st.Code(remote.Opponent)); a.Status != http.StatusAccepted {
		t.Fatalf("the second opponent device: %d", a.Status)
	}
	if n := <-notices; !strings.HasPrefix(n.Text, "A second opponent device asks to pair;") {
		t.Errorf("the request as told: %q", n.Text)
	}
	for _, line := range []string{"ok", "s", "e4", "yess"} {
		if outs, ok := h.keyboard(g, g.Read(line)); ok {
			t.Errorf("%q taken by the station: %+v", line, outs)
		}
	}
	outs, ok := h.keyboard(g, g.Read("devices"))
	if want := catalog.Fill(u.Station.Opponent, h.st.URL(), h.st.Code(remote.Opponent)); !ok || len(outs) != 3 || outs[2].Text != want || !strings.HasPrefix(outs[0].Text, "1. opponent, paired at ") ||
		!strings.HasPrefix(outs[1].Text, "2. opponent, asking to pair since ") || !strings.Contains(outs[1].Text, "127.0.0.3") {
		t.Fatalf("devices: %+v", outs)
	}
	for _, o := range outs {
		if strings.Contains(o.Text, h.st.Code(remote.Arbiter)) {
			t.Errorf("devices says the arbiter's code: %q", o.Text)
		}
	}
	outs, ok = h.keyboard(g, g.Read("Yes"))
	if want := catalog.Fill(u.Station.Allowed, u.Station.Roles[remote.Opponent]); !ok || len(outs) != 1 || outs[0].Text != want {
		t.Fatalf("yes: %v %+v", ok, outs)
	}
	if role := roleOf(t, second); role != "opponent" {
		t.Errorf("the allowed device's view: %v", role)
	}
	if _, ok := h.keyboard(g, g.Read("no")); ok {
		t.Errorf("no, with nobody asking, is taken by the station")
	}
	for line, want := range map[string]string{"drop 7": "There is no device 7.", "drop x": "There is no device x.",
		"drop 1": "Device 1 is dropped; it must pair again."} {
		if outs, ok := h.keyboard(g, g.Read(line)); !ok || len(outs) != 1 || outs[0].Text != want {
			t.Errorf("%s: %+v", line, outs)
		}
	}
	if a, err := first.Act(context.Background(), stationapi.Request{ID: "after-drop-1", Kind: "offer"}); err != nil || a.Status != http.StatusUnauthorized {
		t.Errorf("the dropped device acts: %+v %v", a, err)
	}
	if outs, _ := h.keyboard(g, g.Read("devices")); len(outs) != 2 || !strings.HasPrefix(outs[0].Text, "2. opponent") || !strings.HasPrefix(outs[1].Text, "station: ") {
		t.Errorf("devices after the drop: %+v", outs)
	}
}

// Without a station the station's commands say so.
func TestDevicesWithoutStation(t *testing.T) {
	g := hostGame(t)
	for _, line := range []string{"devices", "drop 1"} {
		if outs := g.Do(line); len(outs) != 1 || outs[0].Text != catalog.English().Station.NoStation {
			t.Errorf("%s: %+v", line, outs)
		}
	}
}

// A yes typed while the game asks (a resignation read back) answers the
// game, not a second device asking to pair meanwhile; once the question
// is answered, a yes is the consent again.
func TestGameQuestionBeforeConsent(t *testing.T) {
	u := catalog.English()
	h, _, g, notices := startTestStation(t, true)
	h.touch(g, nil)
	first, second := pageFrom(t, h.st.URL(), 2), pageFrom(t, h.st.URL(), 3)
	if a := pairWith(t, first, h.st.Code(remote.Opponent)); a.Status != http.StatusOK {
		t.Fatalf("the first opponent device: %d", a.Status)
	}
	<-notices
	if a := pairWith(t, second, h.st.Code(remote.Opponent)); a.Status != http.StatusAccepted {
		t.Fatalf("the second opponent device: %d", a.Status)
	}
	<-notices
	for _, line := range []string{"resign", "white"} {
		if _, ok := h.route(g, g.Read(line)); ok {
			t.Fatalf("%q taken by the station", line)
		}
		g.Do(line)
	}
	if _, ok := h.route(g, g.Read("yes")); ok {
		t.Fatal("the yes to the read-back was taken as consent")
	}
	if got := g.Do("yes"); len(got) == 0 || !g.Over() {
		t.Fatalf("the resignation: %+v", got)
	}
	outs, ok := h.route(g, g.Read("yes"))
	if want := catalog.Fill(u.Station.Allowed, u.Station.Roles[remote.Opponent]); !ok || len(outs) != 1 || outs[0].Text != want {
		t.Fatalf("yes with no question: %v %+v", ok, outs)
	}
}

// With several devices asking to pair, a bare yes is refused (it would
// allow the first that asked, not the one just announced) and nothing is
// allowed; yes N and no N answer device N of the list, and a number that
// does not ask is refused.
func TestKeyboardConsentSeveralAsking(t *testing.T) {
	u := catalog.English()
	h, _, g, notices := startTestStation(t, true)
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
	pair(2, remote.Opponent, http.StatusOK)
	stranger := pair(3, remote.Opponent, http.StatusAccepted)
	pair(4, remote.Arbiter, http.StatusOK)
	second := pair(5, remote.Arbiter, http.StatusAccepted)
	for _, line := range []string{"yes", "no", "Yes"} {
		outs, ok := h.keyboard(g, g.Read(line))
		if !ok || len(outs) != 1 || outs[0].Text != catalog.Fill(u.Station.WhichAsks, 2) {
			t.Errorf("%q with two devices asking: %v %+v", line, ok, outs)
		}
	}
	for _, d := range h.st.Devices() {
		if d.Asking != (d.N == 2 || d.N == 4) {
			t.Fatalf("a bare answer changed the devices: %+v", h.st.Devices())
		}
	}
	if outs, ok := h.keyboard(g, g.Read("yes 3")); !ok || len(outs) != 1 || outs[0].Text != u.Station.NoAsking {
		t.Errorf("yes 3 (paired, not asking): %v %+v", ok, outs)
	}
	if outs, ok := h.keyboard(g, g.Read("yes 4")); !ok || len(outs) != 1 || outs[0].Text != catalog.Fill(u.Station.Allowed, u.Station.Roles[remote.Arbiter]) {
		t.Errorf("yes 4: %v %+v", ok, outs)
	}
	if role := roleOf(t, second); role != "arbiter" {
		t.Errorf("the second arbiter device after yes 4: %v", role)
	}
	if role := roleOf(t, stranger); role == "opponent" {
		t.Errorf("the other device was allowed too: %v", role)
	}
	// one device asks now: a bare no answers it
	if outs, ok := h.keyboard(g, g.Read("no")); !ok || len(outs) != 1 || outs[0].Text != catalog.Fill(u.Station.Refused, u.Station.Roles[remote.Opponent]) {
		t.Errorf("no with one device asking: %v %+v", ok, outs)
	}
	if _, ok := h.keyboard(g, g.Read("yes")); ok {
		t.Errorf("yes with nobody asking is taken by the station")
	}
}

// In plain mode, dropping the last arbiter's device prints the arbiter's
// code again, a printed line never said (Quiet), so that a new phone of
// the arbiter's can pair, as the full screen shows it again; dropping the
// opponent's device, or one of two arbiter's devices, does not.
func TestPlainDropArbiterShowsCode(t *testing.T) {
	for _, plain := range []bool{true, false} {
		h, _, g, notices := startTestStation(t, plain)
		h.touch(g, nil)
		pair := func(n int, role remote.Role, want int) {
			t.Helper()
			if a := pairWith(t, pageFrom(t, h.st.URL(), n), h.st.Code(role)); a.Status != want {
				t.Fatalf("127.0.0.%d pairs as %v: %d %v", n, role, a.Status, a.Reply)
			}
			<-notices
		}
		pair(2, remote.Opponent, http.StatusOK) // device 1
		pair(3, remote.Arbiter, http.StatusOK)  // device 2
		pair(4, remote.Arbiter, http.StatusAccepted)
		if outs, ok := h.keyboard(g, g.Read("yes")); !ok || len(outs) != 1 { // device 3
			t.Fatalf("yes: %+v", outs)
		}
		for _, tc := range []struct {
			drop     string
			showCode bool
		}{{"drop 1", false}, {"drop 2", false}, {"drop 3", plain}} {
			code := h.st.Code(remote.Arbiter)
			outs, ok := h.keyboard(g, g.Read(tc.drop))
			if !ok || len(outs) == 0 || !strings.HasPrefix(outs[0].Text, "Device ") {
				t.Fatalf("plain %v, %s: %+v", plain, tc.drop, outs)
			}
			shown := len(outs) == 2 && outs[1].Quiet && strings.Contains(outs[1].Text, code) && strings.Contains(outs[1].Text, h.st.URL())
			if shown != tc.showCode || len(outs) > 2 || (len(outs) == 2 && !shown) {
				t.Errorf("plain %v, %s: %+v (the arbiter's code %s)", plain, tc.drop, outs, code)
			}
		}
	}
}
