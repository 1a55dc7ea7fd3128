package station

import (
	"errors"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
)

// A device for a role that has a paired device asks, and is announced as
// a second device of that role; it sees nothing and may do nothing until
// the keyboard allows it; then it follows the game on the stream it opened
// while it waited.
func TestSecondDeviceNeedsConsent(t *testing.T) {
	r := newRig(t)
	first, second := r.browserFrom(2), r.browserFrom(3)
	first.pair(r, Opponent)
	code, m := second.post("/api/pair", map[string]string{"code": r.st.Code(Opponent)})
	if code != http.StatusAccepted || m["asking"] != true || m["message"] != r.st.t().WaitConsent {
		t.Fatalf("a second opponent device: %d %v", code, m)
	}
	asks := r.noticesOf(Asks)
	want := catalog.Fill(r.st.t().Asks, r.st.t().Roles[Opponent])
	if len(asks) != 1 || asks[0].Text != want || asks[0].Device != 2 || asks[0].Role != Opponent {
		t.Fatalf("asks notices: %+v, want %q", asks, want)
	}
	if !strings.Contains(asks[0].Text, "second opponent device") {
		t.Errorf("the request is not announced as a second device: %q", asks[0].Text)
	}
	if code, _ := second.view(); code != http.StatusForbidden {
		t.Errorf("the asking device's view: %d", code)
	}
	if code, _ := second.act("offer", ""); code != http.StatusForbidden {
		t.Errorf("the asking device acts: %d", code)
	}
	ds := r.st.Devices()
	if len(ds) != 2 || ds[0].N != 1 || ds[0].Asking || ds[1].N != 2 || !ds[1].Asking || ds[1].Addr != "127.0.0.3" {
		t.Fatalf("devices: %+v", ds)
	}
	s := second.events("") // held open while it asks
	if err := r.st.Consent(2, true); err != nil {
		t.Fatal(err)
	}
	if _, v := s.next(); v.Role != "opponent" {
		t.Errorf("the allowed device's first view: %+v", v)
	}
	if code, _ := second.act("offer", ""); code == http.StatusForbidden || code == http.StatusUnauthorized {
		t.Errorf("the allowed device acts: %d", code)
	}
	if err := r.st.Consent(2, true); !errors.Is(err, ErrNoDevice) {
		t.Errorf("a second answer: %v", err)
	}
	// Allowed, it stays paired across a restart, with its number.
	r.restart()
	if code, _ := second.view(); code != http.StatusOK {
		t.Errorf("after a restart: %d", code)
	}
	if ds := r.st.Devices(); len(ds) != 2 || ds[1].N != 2 || ds[1].Addr != "127.0.0.3" || ds[1].Paired.IsZero() {
		t.Errorf("devices after a restart: %+v", ds)
	}
}

// The paired arbiter answers a second arbiter device on the page; the
// refused device is unpaired, the player is told, and the opponent's page
// may not answer.
func TestArbiterRefusesSecondArbiter(t *testing.T) {
	r := newRig(t)
	opp, arb, other := r.browserFrom(2), r.browserFrom(3), r.browserFrom(4)
	opp.pair(r, Opponent)
	arb.pair(r, Arbiter)
	if code, _ := other.post("/api/pair", map[string]string{"code": r.st.Code(Arbiter)}); code != http.StatusAccepted {
		t.Fatalf("a second arbiter device: %d", code)
	}
	_, v := arb.view()
	if len(v.Asking) != 1 || v.Asking[0].Device != 3 || v.Asking[0].Role != "arbiter" || v.PairCode != r.st.Code(Arbiter) {
		t.Fatalf("the arbiter's view: %+v %q", v.Asking, v.PairCode)
	}
	if _, ov := opp.view(); len(ov.Asking) != 0 || ov.PairCode != "" {
		t.Errorf("the opponent sees %+v %q", ov.Asking, ov.PairCode)
	}
	answer := map[string]any{"device": 3, "allow": true}
	for _, b := range []*browser{opp, other} {
		if code, _ := b.post("/api/consent", answer); code != http.StatusForbidden {
			t.Errorf("consent from a page not the arbiter's: %d", code)
		}
	}
	s := other.events("")
	answer["allow"] = false
	if code, m := arb.post("/api/consent", answer); code != http.StatusOK {
		t.Fatalf("the arbiter refuses: %d %v", code, m)
	}
	if code, _ := arb.post("/api/consent", answer); code != http.StatusConflict {
		t.Errorf("a second answer: %d", code)
	}
	if _, err := s.rd.ReadString('{'); err == nil {
		t.Errorf("the refused device's stream goes on")
	}
	if code, _ := other.view(); code != http.StatusUnauthorized {
		t.Errorf("the refused device's view: %d", code)
	}
	refused := r.noticesOf(Refused)
	if len(refused) != 1 || refused[0].Text != catalog.Fill(r.st.t().Refused, r.st.t().Roles[Arbiter]) {
		t.Errorf("refused notices: %+v", refused)
	}
	if n := r.noticesOf(Paired); len(n) != 2 || n[1].Role != Arbiter || n[1].Code != "" || n[0].Code == "" {
		t.Errorf("paired notices (the arbiter's never with its code): %+v", n)
	}
}

// A dropped device must pair again, its stream ends, and the pairings
// file forgets it; a device number no device has is ErrNoDevice.
func TestDropDevice(t *testing.T) {
	r := newRig(t)
	opp, arb := r.browserFrom(2), r.browserFrom(3)
	opp.pair(r, Opponent)
	arb.pair(r, Arbiter)
	s := opp.events("")
	s.next()
	if err := r.st.Drop(1); err != nil {
		t.Fatal(err)
	}
	if _, err := s.rd.ReadString('{'); err == nil {
		t.Errorf("the dropped device's stream goes on")
	}
	if code, _ := opp.view(); code != http.StatusUnauthorized {
		t.Errorf("the dropped device's view: %d", code)
	}
	if err := r.st.Drop(1); !errors.Is(err, ErrNoDevice) {
		t.Errorf("dropping it again: %v", err)
	}
	if ds := r.st.Devices(); len(ds) != 1 || ds[0].Role != Arbiter || ds[0].N != 2 {
		t.Errorf("devices: %+v", ds)
	}
	text, err := os.ReadFile(r.path + ".pairings")
	if err != nil || strings.Count(string(text), "\narbiter ") != 1 || strings.Contains(string(text), "opponent") {
		t.Errorf("pairings file: %q %v", text, err)
	}
	// With no device of its own the role pairs without consent again.
	r.clk.advance(time.Second)
	opp.pair(r, Opponent)
}

// At most maxAsking devices wait for consent at once.
func TestAskingBounded(t *testing.T) {
	r := newRig(t)
	r.browserFrom(2).pair(r, Opponent)
	for i := range maxAsking + 1 {
		code, _ := r.browserFrom(10+i).post("/api/pair", map[string]string{"code": r.st.Code(Opponent)})
		want := http.StatusAccepted
		if i == maxAsking {
			want = http.StatusTooManyRequests
		}
		if code != want {
			t.Errorf("asking device %d: %d, want %d", i+1, code, want)
		}
	}
}

func TestDeviceName(t *testing.T) {
	for ua, want := range map[string]string{
		"Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15": "iPhone",
		"Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36":                 "Android",
		"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36":                "Windows",
		"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15":           "Mac",
		"Go-http-client/1.1": "tactus join",
		"":                   "",
		"curl/8.0":           "",
	} {
		if got := deviceName(ua); got != want || (got != "" && !knownName(got)) {
			t.Errorf("deviceName(%q) = %q, want %q", ua, got, want)
		}
	}
}
