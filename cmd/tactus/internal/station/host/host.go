// Package host serves a table (the game screen's game) to the
// second station: it is the station's Host on the game's side. The
// station's actions come into the game's loop as input.StationCall values
// and run there, one at a time with every other input; after every step
// the views of the opponent and the arbiter are taken (Touch) and handed
// to the station's readers. It also takes the station's words typed at
// the player's keyboard (devices, drop N, yes or no to a device asking).
// cmd/tactus wires it into the game screen, which knows it only by the
// small interface it consumes (game.Second).
//
//	h, lines, qr, err := host.Start(ctx, "", g, true, notices)
//	… the game's loop reads h.Input(), runs h.Call for each call, gives
//	typed lines to h.Route first, and calls h.Touch after every step …
package host

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/command"
	"github.com/tactuschess/tactus/cmd/tactus/internal/input"
	remote "github.com/tactuschess/tactus/cmd/tactus/internal/station"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// Host is the app's remote.Host. The game stays with the app's
// goroutine: the station's actions reach it as calls through the app's
// input (input.StationCall), the views are taken after every step (the Touch hook) and handed
// to the station's readers from here.
type Host struct {
	opponent rules.Color
	input    chan input.Msg
	hub      remote.Hub
	stopped  <-chan struct{} // closed when the app's goroutine takes no more calls
	// st is the station, for the keyboard's devices, drop and consent.
	st *remote.Station
	ui *catalog.UI
	// plain: the app runs in plain mode, where the arbiter's code is a
	// printed line (the full screen shows it apart, see aside).
	plain bool

	mu      sync.Mutex
	pending map[int]func(*table.Game) []table.Output
	next    int
	views   [2]remote.View
	seq     int
	said    []remote.Line
	// refs are the ids of the station's actions in the journal, by actor
	// and id: the action's number. scanned is how many actions were read.
	refs    map[takenRef]int
	scanned int
}

// takenRef is an action id of an actor.
type takenRef struct {
	actor session.Actor
	ref   string
}

// Taken returns the number of the action r took with id, if the journal
// has one (remote.Retries): from the views' last step, without the table.
func (h *Host) Taken(r remote.Role, id string) (int, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	seq, ok := h.refs[takenRef{remote.RoleActor(r, h.opponent), id}]
	return seq, ok
}

// newStationHost returns a host for a station whose opponent plays side,
// for an app whose goroutine takes calls until stopped is closed.
func newStationHost(opponent rules.Color, stopped <-chan struct{}) *Host {
	return &Host{opponent: opponent, input: make(chan input.Msg, 16), stopped: stopped,
		pending: map[int]func(*table.Game) []table.Output{}, refs: map[takenRef]int{}}
}

// View returns the view of r taken after the last step.
func (h *Host) View(r remote.Role) remote.View {
	h.mu.Lock()
	defer h.mu.Unlock()
	if int(r) >= len(h.views) {
		return remote.View{}
	}
	return h.views[r]
}

// Subscribe hands out the sequence number after every change.
func (h *Host) Subscribe() (<-chan int, func()) { return h.hub.Subscribe() }

// result is what a call gives back to the station.
type result struct {
	evs []session.Event
	err error
}

// Act takes a station's action on the app's goroutine and waits for what
// the session made of it. Once the call is queued it waits for the answer
// even when ctx ends (the station must remember it, or a retry would take
// the action twice); only when the app stopped before taking the call does
// it give up, with remote.ErrNotTaken.
func (h *Host) Act(ctx context.Context, r remote.Role, a session.Action) ([]session.Event, error) {
	reply := make(chan result, 1)
	h.mu.Lock()
	h.next++
	id := h.next
	h.pending[id] = func(g *table.Game) []table.Output {
		evs, outs, err := g.Apply(a)
		h.touch(g, outs) // the views are current before the station answers
		reply <- result{evs, err}
		return outs
	}
	h.mu.Unlock()
	select {
	case h.input <- input.StationCall{ID: id, Role: int(r)}:
	case <-ctx.Done():
		h.drop(id)
		return nil, fmt.Errorf("app: %w: %w", remote.ErrNotTaken, ctx.Err())
	case <-h.stopped:
		h.drop(id)
		return nil, fmt.Errorf("app: the game has ended: %w", remote.ErrNotTaken)
	}
	select {
	case res := <-reply:
		return res.evs, res.err
	case <-h.stopped:
		if h.drop(id) {
			return nil, fmt.Errorf("app: the game has ended: %w", remote.ErrNotTaken)
		}
		res := <-reply // taken: the call runs to its end
		return res.evs, res.err
	}
}

// drop forgets a call that the app's goroutine has not taken, reporting
// whether there was one.
func (h *Host) drop(id int) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	_, ok := h.pending[id]
	delete(h.pending, id)
	return ok
}

// call runs a station's call when m is one; ok is false for any other
// input.
func (h *Host) call(g *table.Game, m input.Msg) (outs []table.Output, ok bool) {
	c, ok := m.(input.StationCall)
	if !ok {
		return nil, false
	}
	h.mu.Lock()
	f := h.pending[c.ID]
	delete(h.pending, c.ID)
	h.mu.Unlock()
	if f == nil {
		return nil, true
	}
	return f(g), true
}

// touch takes the views after a step and tells the station's readers
// when the journal grew.
func (h *Host) touch(g *table.Game, outs []table.Output) {
	s := g.Session()
	h.mu.Lock()
	for _, o := range outs {
		if o.Kind != table.Event || o.Quiet || o.Pressed || o.Text == "" {
			continue // answers and refusals are for the one who asked here
		}
		l := remote.Line{Seq: lastSeq(s), Text: o.Text}
		if !hasLine(h.said, l) { // a call's outputs come here twice
			h.said = append(h.said, l)
		}
	}
	if len(h.said) > 8 {
		h.said = h.said[len(h.said)-8:]
	}
	acts := s.Actions()
	if len(acts) < h.scanned { // a restore rebuilt the log: read it again
		h.scanned, h.refs = 0, map[takenRef]int{}
	}
	for _, a := range acts[h.scanned:] {
		if a.Ref != "" {
			h.refs[takenRef{a.Actor, a.Ref}] = a.Seq
		}
	}
	h.scanned = len(acts)
	said := append([]remote.Line(nil), h.said...)
	for _, r := range []remote.Role{remote.Opponent, remote.Arbiter} {
		h.views[r] = remote.Snapshot(s, remote.SnapshotOptions{Role: r, Opponent: h.opponent,
			Now: g.Now(), Narrator: g.Narrator(), Said: said})
	}
	seq := h.views[remote.Opponent].Seq
	changed := seq != h.seq
	h.seq = seq
	h.mu.Unlock()
	if changed {
		h.hub.Publish(seq)
	}
}

// Start serves the second station for g at addr ("host:port"; "" is the
// machine's LAN address and a free port) and returns its host, the lines
// that say how to reach it and its address as a QR code; plain: the app
// runs in plain mode, where the arbiter's code is a printed line.
// notices gets what the station tells, until ctx ends.
func Start(ctx context.Context, addr string, g *table.Game, plain bool, notices chan<- table.Output) (*Host, []table.Output, []string, error) {
	cfg := g.Session().Config()
	opponent := rules.Black
	if cfg.Blind[rules.Black] && !cfg.Blind[rules.White] {
		opponent = rules.White
	}
	h := newStationHost(opponent, ctx.Done())
	h.touch(g, nil) // the views and the journal's action ids, before the first request
	st, err := remote.New(remote.Config{
		Addr: addr, Host: h, Notation: g.Notation(), UI: g.UI(),
		Pairings: strings.TrimSuffix(g.Path(), ".journal") + ".pairings",
		Notify: func(n remote.Notice) {
			select {
			case notices <- stationNotice(g.UI(), n):
			case <-ctx.Done():
			}
		},
	})
	if err != nil {
		return nil, nil, nil, fmt.Errorf("app: the station: %w", err)
	}
	go func() {
		if err := st.Serve(ctx); err != nil && ctx.Err() == nil {
			select {
			case notices <- table.Output{Kind: table.Notice, Text: g.UI().Station.Stopped}:
			case <-ctx.Done():
			}
		}
	}()
	h.st, h.plain, h.ui = st, plain, g.UI()
	lines := []table.Output{{Kind: table.Notice, Text: catalog.Fill(g.UI().Station.Opponent, st.URL(), st.Code(remote.Opponent))}}
	if plain {
		// The arbiter's code is printed, never spoken nor on the Braille
		// display; the full screen shows it beside the lines (aside)
		// until an arbiter's device pairs.
		lines = append(lines, table.Output{Kind: table.Notice, Quiet: true,
			Text: catalog.Fill(g.UI().Station.Arbiter, st.URL(), st.Code(remote.Arbiter))})
	}
	qr, err := remote.QR(st.URL())
	if err != nil {
		qr = nil // the address is said in words anyway
	}
	return h, lines, qr, nil
}

// aside is the arbiter's address and code while no arbiter's device is
// paired, for the full screen to show apart from the lines (never said):
// once used it leaves the screen.
func (h *Host) aside(u *catalog.UI) func() string {
	return func() string {
		if h.st == nil {
			return ""
		}
		for _, d := range h.st.Devices() {
			if d.Role == remote.Arbiter && !d.Asking {
				return ""
			}
		}
		return catalog.Fill(u.Station.Arbiter, h.st.URL(), h.st.Code(remote.Arbiter))
	}
}

// route takes a typed line meant for the station before the game: the
// keyboard's station lines, except
// while the game waits for an answer (who resigns, yes or no to a
// read-back): a yes or no then answers the game, never a device asking to
// pair meanwhile. ok is false for a line that is the game's.
func (h *Host) route(g *table.Game, in command.Input) (outs []table.Output, ok bool) {
	if _, asked := g.Pending(); asked {
		return nil, false
	}
	return h.keyboard(g, in)
}

// keyboard takes the station's lines typed at the player's keyboard:
// devices, drop N, and yes or no while a device asks to pair. With one
// device asking, yes or no answers it; with several, a bare yes or no is
// refused (it might allow another device than the one just announced) and
// yes N or no N answers device N of the list. In a game with an arbiter's
// PIN, allowing or dropping a device of the arbiter's takes the arbiter's
// commands open at this keyboard (arbiter and the PIN) first. ok is false
// for any other line.
func (h *Host) keyboard(g *table.Game, in command.Input) (outs []table.Output, ok bool) {
	if h.st == nil {
		return nil, false
	}
	u := g.UI()
	if in.Command != nil {
		switch in.Command.Name {
		case "devices":
			return h.devices(u), true
		case "drop":
			return h.dropDevice(g, in.Args), true
		}
		return nil, false
	}
	words := strings.Fields(in.Text)
	if len(words) == 0 || len(words) > 2 {
		return nil, false
	}
	allow, refuse := consentWord(u, words[0])
	if !allow && !refuse {
		return nil, false
	}
	var asking []remote.Device
	for _, d := range h.st.Devices() {
		if d.Asking {
			asking = append(asking, d)
		}
	}
	n := 0
	switch {
	case len(words) == 2:
		var err error
		if n, err = strconv.Atoi(words[1]); err != nil || len(asking) == 0 {
			return nil, false // not an answer: the line is the game's
		}
	case len(asking) == 0:
		return nil, false // nobody asks: the line is the game's
	case len(asking) > 1:
		return []table.Output{{Kind: table.Refusal, Text: catalog.Fill(u.Station.WhichAsks, len(asking))}}, true
	default:
		n = asking[0].N
	}
	for _, d := range asking {
		if d.N != n {
			continue
		}
		if why := g.ArbiterDeviceRefusal(); allow && d.Role == remote.Arbiter && why != "" {
			return []table.Output{{Kind: table.Refusal, Text: why}}, true
		}
		if err := h.st.Consent(d.N, allow); err != nil {
			break
		}
		text := u.Station.Allowed
		if refuse {
			text = u.Station.Refused
		}
		return []table.Output{{Kind: table.Notice, Text: catalog.Fill(text, u.Station.Roles[d.Role&1])}}, true
	}
	return []table.Output{{Kind: table.Refusal, Text: u.Station.NoAsking}}, true
}

// consentWord reads a whole yes or no word of u's language (or English);
// a one-letter answer, "ok" (a command) and anything else are neither.
func consentWord(u *catalog.UI, s string) (yes, no bool) {
	w := strings.ToLower(strings.TrimSpace(s))
	if len([]rune(w)) < 2 || w == "ok" || w == "true" || w == "false" {
		return false, false
	}
	return u.Yes(w)
}

// devices lists the paired devices and those asking, one line each, and
// then how the opponent's device pairs: the address and the opponent's
// code (said at the start anyway; the arbiter's never is).
func (h *Host) devices(u *catalog.UI) []table.Output {
	ds := h.st.Devices()
	pair := table.Output{Kind: table.Answer, Text: catalog.Fill(u.Station.Opponent, h.st.URL(), h.st.Code(remote.Opponent))}
	if len(ds) == 0 {
		return []table.Output{{Kind: table.Answer, Text: u.Station.NoDevices}, pair}
	}
	outs := make([]table.Output, 0, len(ds)+1)
	for _, d := range ds {
		where := d.Addr
		if d.Name != "" {
			where += " (" + d.Name + ")"
		}
		format := u.Station.Device
		if d.Asking {
			format = u.Station.DeviceAsks
		}
		at := "-"
		if !d.Paired.IsZero() {
			at = d.Paired.Local().Format("15:04")
		}
		outs = append(outs, table.Output{Kind: table.Answer,
			Text: catalog.Fill(format, d.N, u.Station.RoleNames[d.Role&1], at, where)})
	}
	return append(outs, pair)
}

// dropDevice unpairs the device whose number args give. In plain mode,
// dropping the last arbiter's device prints the arbiter's code again (a
// printed line, never said), as the full screen shows it again, so that
// the arbiter's new phone can pair. A device of the arbiter's is dropped
// only as the arbiter allows one (see keyboard).
func (h *Host) dropDevice(g *table.Game, args []string) []table.Output {
	u := g.UI()
	arg := strings.Join(args, " ")
	n, err := strconv.Atoi(arg)
	arbiter := false
	for _, d := range h.st.Devices() {
		if d.N != n || d.Role != remote.Arbiter {
			continue
		}
		if why := g.ArbiterDeviceRefusal(); why != "" {
			return []table.Output{{Kind: table.Refusal, Text: why}}
		}
		arbiter = !d.Asking
	}
	if err == nil {
		err = h.st.Drop(n)
	}
	if err != nil {
		return []table.Output{{Kind: table.Refusal, Text: catalog.Fill(u.Station.NoDevice, arg)}}
	}
	outs := []table.Output{{Kind: table.Answer, Text: catalog.Fill(u.Station.Dropped, n)}}
	if code := h.aside(u)(); h.plain && arbiter && code != "" {
		outs = append(outs, table.Output{Kind: table.Notice, Quiet: true, Text: code})
	}
	return outs
}

// stationNotice turns what the station tells into a line for the player.
func stationNotice(u *catalog.UI, n remote.Notice) table.Output {
	text := n.Text
	if text == "" {
		text = catalog.Fill(u.Station.Says, n.Kind)
	}
	if n.Code != "" && n.Role == remote.Opponent { // the arbiter's is never said
		text += " " + catalog.Fill(u.Station.NextCode, n.Code)
	}
	return table.Output{Kind: table.Notice, Text: text}
}

// lastSeq is the sequence number of the last action the journal holds.
func lastSeq(s *session.Session) int {
	acts := s.Actions()
	if len(acts) == 0 {
		return 0
	}
	return acts[len(acts)-1].Seq
}

// hasLine reports whether said has l.
func hasLine(said []remote.Line, l remote.Line) bool {
	for _, x := range said {
		if x.Seq == l.Seq && x.Text == l.Text {
			return true
		}
	}
	return false
}

// Input delivers the station's calls for the game's loop
// (input.StationCall).
func (h *Host) Input() <-chan input.Msg { return h.input }

// Call runs a station's call on the game's loop and returns what the game
// made of it.
func (h *Host) Call(g *table.Game, c input.StationCall) []table.Output {
	outs, _ := h.call(g, c)
	return outs
}

// Touch takes the views after a step (the game's Touch hook).
func (h *Host) Touch(g *table.Game, outs []table.Output) { h.touch(g, outs) }

// Route takes a typed line meant for the station before the game (see
// route), as the game's router parsed it (table.Game.Read); ok is false
// for a line that is the game's.
func (h *Host) Route(g *table.Game, in command.Input) (outs []table.Output, ok bool) {
	return h.route(g, in)
}

// Aside is the arbiter's address and code while no arbiter's device is
// paired, for the full screen to show apart from the lines; "" otherwise.
func (h *Host) Aside() string { return h.aside(h.ui)() }
