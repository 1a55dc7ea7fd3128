package station

import (
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/narrate"
	"github.com/tactuschess/tactus/cmd/tactus/internal/stationapi"
	"github.com/tactuschess/tactus/rules/session"
)

// cookieName is the session cookie's name.
const cookieName = "tactus_station"

// reply is an answer kept for a retried action id.
type reply struct {
	status int
	body   []byte
}

// guard sets the security headers, checks the Host of every request and the
// Origin and type of every POST, and reads POST bodies within their limits
// of size and time.
func (st *Station) guard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", "default-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Cache-Control", "no-store")
		if !st.knownHost(r.Host) {
			st.refuse(w, r, http.StatusMisdirectedRequest, st.t().NotHere, "host")
			return
		}
		if r.Method == http.MethodPost {
			if r.Header.Get("Origin") != "http://"+r.Host {
				st.refuse(w, r, http.StatusForbidden, st.t().MayNotAct, "origin")
				return
			}
			if ct := r.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
				st.refuse(w, r, http.StatusUnsupportedMediaType, st.t().SendJSON, "content type")
				return
			}
			if status, why := st.readBody(w, r); status != http.StatusOK {
				st.refuse(w, r, status, st.t().CannotRead, why)
				return
			}
		}
		next.ServeHTTP(w, r)
	})
}

// knownHost reports whether a request's Host names this station: an IP
// address or localhost with the station's port (a name that resolves here
// by DNS rebinding is refused).
func (st *Station) knownHost(host string) bool {
	name, port, err := net.SplitHostPort(host)
	if err != nil || port != st.port() {
		return false
	}
	return name == "localhost" || net.ParseIP(strings.Trim(name, "[]")) != nil
}

// port is the port the station listens on.
func (st *Station) port() string {
	if ta, ok := st.ln.Addr().(*net.TCPAddr); ok {
		return strconv.Itoa(ta.Port)
	}
	return ""
}

// refuse answers a refused request with one short sentence and logs why
// (never a code or a token).
func (st *Station) refuse(w http.ResponseWriter, r *http.Request, status int, msg, why string) {
	if st.cfg.Log != nil {
		st.cfg.Log.Info("station: refused", "path", r.URL.Path, "why", why, "from", remoteIP(r))
	}
	writeJSON(w, status, stationapi.Reply{Error: msg})
}

// writeJSON answers v as JSON.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// remoteIP is the request's client address without its port.
func remoteIP(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// pair binds a browser to the role whose code it typed; when a device of
// that role is paired already, the browser waits for consent (202).
func (st *Station) pair(w http.ResponseWriter, r *http.Request) {
	var q struct {
		Code string `json:"code"`
	}
	if err := decodeStrict(r, &q); err != nil {
		st.refuse(w, r, http.StatusBadRequest, st.t().TypeDigits, "pair body")
		return
	}
	p := st.tryCode(remoteIP(r), r.UserAgent(), q.Code)
	for _, n := range p.notes {
		if st.cfg.Notify != nil {
			st.cfg.Notify(n)
		}
	}
	if p.notes != nil {
		st.devices.Publish(0)
	}
	if p.token == "" {
		if p.wait > 0 {
			// whole seconds, rounded up (RFC 9110 10.2.3): join says the wait
			w.Header().Set("Retry-After", strconv.Itoa(int((p.wait+time.Second-1)/time.Second)))
		}
		st.refuse(w, r, p.status, p.msg, "pair")
		return
	}
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: p.token, Path: "/", HttpOnly: true,
		SameSite: http.SameSiteStrictMode})
	if p.asking {
		writeJSON(w, http.StatusAccepted, stationapi.Reply{OK: true, Role: p.role.String(), Asking: true,
			Message: st.t().WaitConsent})
		return
	}
	writeJSON(w, http.StatusOK, stationapi.Reply{OK: true, Role: p.role.String()})
}

// decodeStrict reads a request's body as one JSON object of known fields.
func decodeStrict(r *http.Request, v any) error {
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("station: %w: %w", ErrRequest, err)
	}
	return nil
}

// pairing is what a typed code came to: a session's token (asking for
// consent or not), or the status and message of a refusal; and what to
// tell the blind player.
type pairing struct {
	role   Role
	token  string
	asking bool
	notes  []Notice
	status int
	msg    string
	// wait is how long a locked address waits (the Retry-After header).
	wait time.Duration
}

// tryCode checks a code typed at ip by a browser calling itself ua.
func (st *Station) tryCode(ip, ua, typed string) pairing {
	st.saveMu.Lock()
	defer st.saveMu.Unlock()
	st.mu.Lock()
	defer st.mu.Unlock()
	refuse := func(status int, msg string) pairing { return pairing{status: status, msg: msg} }
	now := st.cfg.Now()
	if !st.pairLimit.allow(ip, now) {
		return refuse(http.StatusTooManyRequests, st.t().TooManyTries)
	}
	locked := func() string {
		if st.guesses.longLock(ip, now) {
			return st.t().LockedLong
		}
		return st.t().Locked
	}
	if st.guesses.locked(ip, now) {
		p := refuse(http.StatusTooManyRequests, locked())
		p.wait = st.guesses.wait(ip, now)
		return p
	}
	match := -1
	for i, code := range st.codes {
		if sameCode(typed, code) {
			match = i
		}
	}
	if match < 0 {
		lock, tell := st.guesses.wrong(ip, now)
		if !lock {
			return refuse(http.StatusForbidden, st.t().WrongCode)
		}
		p := refuse(http.StatusTooManyRequests, locked())
		p.wait = st.guesses.wait(ip, now)
		if tell {
			text := st.t().LockedNotice
			if st.guesses.longLock(ip, now) {
				text = st.t().LockedFloodNotice
			}
			p.notes = []Notice{{Kind: Locked, Text: text}}
		}
		return p
	}
	role := Role(match)
	asking := st.paired(role)
	switch {
	case asking && st.askingCount() >= maxAsking:
		return refuse(http.StatusTooManyRequests, st.t().TooManyAsking)
	case len(st.clients) >= maxClients:
		return refuse(http.StatusServiceUnavailable, st.t().CannotPair)
	}
	token, err := newToken(st.cfg.Rand)
	code, err2 := newCode(st.cfg.Rand)
	if err != nil || err2 != nil {
		return refuse(http.StatusInternalServerError, st.t().CannotPair)
	}
	st.guesses.right(ip)
	st.codes[role] = code
	c := newClient(role)
	c.n, c.at, c.addr, c.name, c.asking = st.nextN(), now, ip, deviceName(ua), asking
	st.clients[tokenKey(token)] = c
	if err := st.saveLocked(); err != nil {
		delete(st.clients, tokenKey(token))
		return refuse(http.StatusInternalServerError, st.t().CannotPair)
	}
	n := Notice{Kind: Paired, Role: role, Device: c.n, Text: catalog.Fill(st.t().Paired, st.t().Roles[role&1])}
	if role == Opponent {
		n.Code = code
	}
	if asking {
		n.Kind, n.Text = Asks, catalog.Fill(st.t().Asks, st.t().Roles[role&1])
	}
	return pairing{role: role, token: token, asking: asking, notes: []Notice{n}, status: http.StatusOK}
}

// client returns the paired browser a request comes from, or nil.
func (st *Station) client(r *http.Request) *client {
	c, err := r.Cookie(cookieName)
	if err != nil || len(c.Value) > 128 {
		return nil
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	return st.clients[tokenKey(c.Value)]
}

// reader returns the paired browser of a GET, refusing it when there is
// none or when its address reads too often.
func (st *Station) reader(w http.ResponseWriter, r *http.Request) *client {
	c := st.client(r)
	if c == nil {
		st.refuse(w, r, http.StatusUnauthorized, st.t().PairFirst, "no session")
		return nil
	}
	st.mu.Lock()
	asking := c.asking
	ok := st.readLimit.allow(remoteIP(r), st.cfg.Now())
	st.mu.Unlock()
	if !ok {
		st.refuse(w, r, http.StatusTooManyRequests, st.t().TooManyReqs, "read rate")
		return nil
	}
	if asking && r.URL.Path != "/api/events" {
		writeJSON(w, http.StatusForbidden, stationapi.Reply{Asking: true, Error: st.t().WaitConsent})
		return nil
	}
	return c
}

// view answers the role's view now.
func (st *Station) view(w http.ResponseWriter, r *http.Request) {
	if c := st.reader(w, r); c != nil {
		writeJSON(w, http.StatusOK, st.viewOf(c))
	}
}

// viewOf is the view of c's role; the arbiter's also has the devices
// asking to pair and the code for another device of the arbiter's.
func (st *Station) viewOf(c *client) View {
	v := st.cfg.Host.View(c.role)
	if c.role == Arbiter {
		v.Asking, v.PairCode = st.asking(), st.Code(Arbiter)
	}
	return v
}

// act takes one action posted by a paired browser, once per id.
func (st *Station) act(w http.ResponseWriter, r *http.Request) {
	c := st.client(r)
	if c == nil {
		st.refuse(w, r, http.StatusUnauthorized, st.t().PairFirst, "no session")
		return
	}
	st.mu.Lock()
	asking := c.asking
	st.mu.Unlock()
	if asking {
		st.refuse(w, r, http.StatusForbidden, st.t().WaitConsent, "asking")
		return
	}
	q, err := DecodeRequest(r.Body)
	if err != nil {
		st.refuse(w, r, http.StatusBadRequest, st.t().CannotRead, "body")
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	st.mu.Lock()
	rep, seen := c.done.get(q.ID)
	ok := seen || c.actions.take(st.cfg.Now(), actRate, actBurst)
	st.mu.Unlock()
	if seen {
		writeRaw(w, rep)
		return
	}
	if r, isR := st.cfg.Host.(Retries); isR {
		if seq, taken := r.Taken(c.role, q.ID); taken {
			// the journal has it: the answer was lost (a crash)
			rep := st.encodeReply(http.StatusOK, stationapi.Reply{OK: true, Seq: &seq})
			st.keep(c, q.ID, rep)
			writeRaw(w, rep)
			return
		}
	}
	if !ok {
		st.refuse(w, r, http.StatusTooManyRequests, st.t().TooManyActions, "action rate")
		return
	}
	rep, keep := st.apply(r, c.role, q)
	if keep {
		st.keep(c, q.ID, rep)
	}
	writeRaw(w, rep)
}

// keep remembers rep as the answer to c's id and, with a pairings file,
// writes it there before the answer is sent: a page that sends the action
// again after the app restarted gets the same answer, and nothing is
// applied twice.
func (st *Station) keep(c *client, id string, rep reply) {
	st.saveMu.Lock()
	defer st.saveMu.Unlock()
	st.mu.Lock()
	c.done.put(id, rep)
	var text []byte
	if st.cfg.Pairings != "" {
		text = formatPairings(st.ln.Addr().String(), st.clients)
	}
	st.mu.Unlock()
	if text == nil {
		return
	}
	if err := writePairings(st.cfg.Pairings, text); err != nil && st.cfg.Log != nil {
		st.cfg.Log.Warn("station: the answers to action ids are not kept on disk", "error", err)
	}
}

// apply turns q into a session action and has the host take it; keep is
// false only when the host says it certainly did not take it (ErrNotTaken).
func (st *Station) apply(r *http.Request, role Role, q Request) (rep reply, keep bool) {
	v := st.cfg.Host.View(role)
	opponent, err := session.ParseSide(v.Side)
	if err != nil {
		return st.encodeReply(http.StatusInternalServerError, stationapi.Reply{Error: st.t().Failed}), false
	}
	a, err := Action(q, role, opponent, v, st.cfg.Notation)
	if err != nil {
		msg := st.t().NotYours
		if !errors.Is(err, ErrRequest) {
			msg = narrate.Capital(st.narrator().InputProblem(q.Move, err, st.cfg.Notation))
		}
		return st.encodeReply(http.StatusUnprocessableEntity, stationapi.Reply{Error: msg}), true
	}
	a.Ref = q.ID // journaled with the action, in its one synced line
	evs, err := st.cfg.Host.Act(r.Context(), role, a)
	if errors.Is(err, ErrNotTaken) {
		return st.encodeReply(http.StatusServiceUnavailable, stationapi.Reply{Error: st.t().Failed}), false
	}
	var retried *session.Retried
	if errors.As(err, &retried) { // the journal has it: answer as the first time
		return st.encodeReply(http.StatusOK, stationapi.Reply{OK: true, Seq: &retried.Seq}), true
	}
	seq := v.Seq
	if len(evs) > 0 {
		seq = evs[len(evs)-1].Seq
	}
	if err != nil {
		return st.encodeReply(http.StatusConflict, stationapi.Reply{Error: st.narrator().Refusal(err), Seq: &seq}), true
	}
	return st.encodeReply(http.StatusOK, stationapi.Reply{OK: true, Seq: &seq}), true
}

// encodeReply is v as a reply with HTTP status; a v that cannot be
// encoded (a bug) is answered with the station's Failed sentence in its
// language.
func (st *Station) encodeReply(status int, v any) reply {
	return encodeReply(status, v, st.t().Failed)
}

// encodeReply is v as a reply with HTTP status, or failed as the reply's
// error when v cannot be encoded.
func encodeReply(status int, v any, failed string) reply {
	b, err := json.Marshal(v)
	if err != nil {
		b, _ = json.Marshal(stationapi.Reply{Error: failed})
	}
	return reply{status: status, body: append(b, '\n')}
}

// writeRaw sends a kept answer.
func writeRaw(w http.ResponseWriter, rep reply) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(rep.status)
	_, _ = w.Write(rep.body)
}
