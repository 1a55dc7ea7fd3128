package station

import (
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/stationapi"
)

// ErrNoDevice: no paired device, or none asking to pair, has that number.
var ErrNoDevice = errors.New("station: no such device")

// maxAsking bounds the devices waiting for consent at once.
const maxAsking = 4

// Device is a browser paired with the station, or asking to pair.
type Device struct {
	// N numbers the device for the keyboard's list ("drop 2"); it stays
	// the device's while the pairing lasts, across restarts.
	N    int
	Role Role
	// Paired is when it paired, or asked to, on the wall clock.
	Paired time.Time
	// Addr is the address it paired from; Name is a short name of the
	// device read from its browser ("iPhone", "Android"), or empty.
	Addr, Name string
	// Asking: it typed its role's code while another device of that role
	// was paired, and waits for the player's or the arbiter's consent.
	Asking bool
}

// Devices lists the paired devices and those asking to pair, by number.
func (st *Station) Devices() []Device {
	st.mu.Lock()
	defer st.mu.Unlock()
	out := make([]Device, 0, len(st.clients))
	for _, c := range st.clients {
		out = append(out, c.device())
	}
	slices.SortFunc(out, func(a, b Device) int { return a.N - b.N })
	return out
}

// device describes c; under st.mu.
func (c *client) device() Device {
	return Device{N: c.n, Role: c.role, Paired: c.at, Addr: c.addr, Name: c.name, Asking: c.asking}
}

// Consent allows or refuses device n, which asks to pair; the app calls it
// with the answer typed at the player's keyboard. It returns ErrNoDevice
// when no device n is asking (it was answered already, or dropped).
func (st *Station) Consent(n int, allow bool) error { return st.consent(n, allow, false) }

// consent answers device n's request; tell: the blind player is told (the
// arbiter answered on the page).
func (st *Station) consent(n int, allow, tell bool) error {
	st.saveMu.Lock()
	st.mu.Lock()
	k, c := st.find(n)
	if c == nil || !c.asking {
		st.mu.Unlock()
		st.saveMu.Unlock()
		return fmt.Errorf("station: device %d asks nothing: %w", n, ErrNoDevice)
	}
	note := Notice{Kind: Refused, Role: c.role, Device: n, Text: catalog.Fill(st.t().Refused, st.t().Roles[c.role&1])}
	if allow {
		c.asking = false
		note = Notice{Kind: Paired, Role: c.role, Device: n, Text: catalog.Fill(st.t().Allowed, st.t().Roles[c.role&1])}
	} else {
		delete(st.clients, k)
		close(c.gone)
	}
	close(c.decided)
	err := st.saveLocked()
	st.mu.Unlock()
	st.saveMu.Unlock()
	st.devices.Publish(n)
	if tell && st.cfg.Notify != nil {
		st.cfg.Notify(note)
	}
	return err
}

// Drop unpairs device n (paired or asking): its page must pair again. It
// returns ErrNoDevice when there is no device n.
func (st *Station) Drop(n int) error {
	st.saveMu.Lock()
	st.mu.Lock()
	k, c := st.find(n)
	if c == nil {
		st.mu.Unlock()
		st.saveMu.Unlock()
		return fmt.Errorf("station: device %d: %w", n, ErrNoDevice)
	}
	delete(st.clients, k)
	if c.asking {
		close(c.decided)
	}
	close(c.gone)
	err := st.saveLocked()
	st.mu.Unlock()
	st.saveMu.Unlock()
	st.devices.Publish(n)
	return err
}

// find returns device n's key and client; under st.mu.
func (st *Station) find(n int) ([32]byte, *client) {
	for k, c := range st.clients {
		if c.n == n {
			return k, c
		}
	}
	return [32]byte{}, nil
}

// nextN is the number of the next device; under st.mu.
func (st *Station) nextN() int {
	n := 0
	for _, c := range st.clients {
		n = max(n, c.n)
	}
	return n + 1
}

// paired reports whether a device of role is paired (not asking); under st.mu.
func (st *Station) paired(role Role) bool {
	for _, c := range st.clients {
		if c.role == role && !c.asking {
			return true
		}
	}
	return false
}

// askingCount is how many devices ask to pair; under st.mu.
func (st *Station) askingCount() int {
	n := 0
	for _, c := range st.clients {
		if c.asking {
			n++
		}
	}
	return n
}

// asking lists the devices asking to pair, for the arbiter's page.
func (st *Station) asking() []Asking {
	var out []Asking
	for _, d := range st.Devices() {
		if d.Asking {
			out = append(out, Asking{Device: d.N, Role: d.Role.String(), Addr: d.Addr, Name: d.Name})
		}
	}
	return out
}

// saveLocked writes the pairings file, if there is one; under saveMu and mu.
func (st *Station) saveLocked() error {
	if st.cfg.Pairings == "" {
		return nil
	}
	return savePairings(st.cfg.Pairings, st.ln.Addr().String(), st.clients)
}

// consentPage takes the paired arbiter's answer to a device asking to pair.
func (st *Station) consentPage(w http.ResponseWriter, r *http.Request) {
	c := st.client(r)
	if c == nil || c.asking || c.role != Arbiter {
		st.refuse(w, r, http.StatusForbidden, st.t().NotYours, "consent")
		return
	}
	var q struct {
		Device int  `json:"device"`
		Allow  bool `json:"allow"`
	}
	if err := decodeStrict(r, &q); err != nil {
		st.refuse(w, r, http.StatusBadRequest, st.t().CannotRead, "consent body")
		return
	}
	if err := st.consent(q.Device, q.Allow, true); err != nil {
		status, msg := http.StatusInternalServerError, st.t().Failed
		if errors.Is(err, ErrNoDevice) {
			status, msg = http.StatusConflict, st.t().NoAsking
		}
		st.refuse(w, r, status, msg, "consent")
		return
	}
	writeJSON(w, http.StatusOK, stationapi.Reply{OK: true})
}

// newClient is a browser of role, not yet numbered.
func newClient(role Role) *client {
	return &client{role: role, done: done{max: idsKept}, decided: make(chan struct{}), gone: make(chan struct{})}
}

// deviceNames are the short names read from a browser's User-Agent, the
// first that matches.
var deviceNames = [...]struct{ in, name string }{
	{"iPhone", "iPhone"}, {"iPad", "iPad"}, {"Android", "Android"}, {"CrOS", "Chromebook"},
	{"Windows", "Windows"}, {"Macintosh", "Mac"}, {"Linux", "Linux"}, {"Go-http-client", "tactus join"},
}

// deviceName is a short name of the device a User-Agent describes, or "".
func deviceName(ua string) string {
	for _, d := range deviceNames {
		if strings.Contains(ua, d.in) {
			return d.name
		}
	}
	return ""
}

// knownName reports whether s is a name deviceName gives.
func knownName(s string) bool {
	for _, d := range deviceNames {
		if s == d.name {
			return true
		}
	}
	return false
}
