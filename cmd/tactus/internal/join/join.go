// Package join is tactus's terminal second station: it pairs with a
// station served by another tactus (tactus play --station) as a browser
// would (through the station's own protocol, stationapi.Client), follows the game over its event stream, prints (and speaks, and
// shows in Braille) what happens, and sends what its player types — for a
// game between two visually impaired players, or a remote arbiter.
//
// It speaks the player's UI language (Options.UI): its own sentences are
// catalog.Join's, and it takes the game's command words (package command) in
// English and in that language. What the station says (the game's events,
// its refusals of actions) is told as the station says it.
//
//	err := join.Run(ctx, join.Options{URL: url, Code: code, Lines: lines, Tell: tell, UI: u, Braille: d})
package join

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/ask"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/firstrun"
	"github.com/tactuschess/tactus/cmd/tactus/internal/input"
	"github.com/tactuschess/tactus/cmd/tactus/internal/stationapi"
	"github.com/tactuschess/tactus/rules"
)

// Options are a joined station's edges.
type Options struct {
	// URL is the station's address as the other tactus printed it.
	URL string
	// Code is the six-digit pairing code; "" asks for it on Lines.
	Code string
	// Lines are the lines the player types; closed at the end of input.
	Lines <-chan string
	// Tell prints (and speaks) one line for the player; Braille shows it.
	Tell func(string)
	// Client makes the requests; nil is a client with a cookie jar.
	Client *http.Client
	// UI is the language of what join says and of the words it takes
	// besides English's; nil is English.
	UI *catalog.UI
	// Braille, when set, is the player's Braille display: every line told
	// is shown on it, the player's board after each update, and a move
	// made on it is sent as a typed one.
	Braille Braille
	// Asker answers the questions about the board (board, pieces, rank,
	// file, square, pawns, whose, changed, verify) and says the moves of
	// score and last N in the player's vocabulary; its UI is set to UI
	// when nil.
	Asker ask.Asker
	// Now is the wall clock, for a running clock's time between two
	// views; nil is time.Now.
	Now func() time.Time
}

// ErrPairing is returned when the station refused the pairing code.
var ErrPairing = errors.New("join: the station refused the pairing code")

// ErrUnreachable is wrapped by Run's error when the station cannot be
// reached to pair (the station client's own).
var ErrUnreachable = stationapi.ErrUnreachable

// Run pairs, then follows the game and sends the player's lines until the
// input ends or ctx does.
func Run(ctx context.Context, o Options) error {
	u := o.UI
	if u == nil {
		u = catalog.English()
	}
	base, err := baseURL(u, o.URL)
	if err != nil {
		return err
	}
	c := o.Client
	if c == nil {
		jar, _ := cookiejar.New(nil)
		c = &http.Client{Jar: jar}
	}
	if o.Asker.UI == nil {
		o.Asker.UI = u
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	j := &joined{api: &stationapi.Client{Base: base, HTTP: c, Lang: u.Tag}, hear: o.Tell, ui: u, seen: map[string]bool{}, braille: o.Braille, ask: o.Asker, now: o.Now}
	j.tell = func(s string) {
		o.Tell(s)
		feel(o.Braille, []string{s})
	}
	j.tell(u.F(u.Join.Connecting, base+"/"))
	code := o.Code
	for {
		if code == "" {
			j.tell(u.Join.AskCode)
			line, ok := next(ctx, o.Lines)
			if !ok {
				return nil
			}
			if code = strings.Join(strings.Fields(line), ""); code == "" {
				continue
			}
		}
		why := checkCode(u, code)
		if why == "" {
			var role string
			if role, why, err = j.pair(ctx, code); err != nil {
				return err
			}
			if why == "" {
				j.role = role
				break
			}
		}
		j.tell(why)
		if o.Code != "" {
			return fmt.Errorf("%w: %s", ErrPairing, why)
		}
		code = ""
	}
	views := make(chan stationapi.View, 4)
	notes := make(chan string, 2)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go j.follow(ctx, views, notes)
	var made <-chan input.Msg // moves made on the display
	if o.Braille != nil {
		made = o.Braille.Input()
	}
	for {
		select {
		case <-ctx.Done():
			return nil
		case v := <-views:
			j.show(v)
		case n := <-notes:
			j.tell(n)
		case line, ok := <-o.Lines:
			if !ok || j.act(ctx, line) {
				return nil
			}
		case m := <-made:
			if line, ok := input.Text(m); ok && j.act(ctx, line) {
				return nil
			}
		}
	}
}

// next waits for a line.
func next(ctx context.Context, lines <-chan string) (string, bool) {
	select {
	case l, ok := <-lines:
		return l, ok
	case <-ctx.Done():
		return "", false
	}
}

// baseURL checks the station's address and returns it without a trailing
// slash; the error says why in u's language.
func baseURL(u *catalog.UI, raw string) (string, error) {
	a, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || a.Scheme != "http" || a.Host == "" {
		return "", fmt.Errorf("join: %s", u.F(u.Join.BadAddress, raw))
	}
	return "http://" + a.Host, nil
}

// checkCode says what is wrong with a typed code before the station is
// asked ("" when it is six digits): a code of other characters, or of a
// number of digits other than six.
func checkCode(u *catalog.UI, code string) string {
	for _, r := range code {
		if r < '0' || r > '9' {
			return u.Join.NotDigits
		}
	}
	if len(code) != 6 {
		return u.N(u.Join.CodeDigits, len(code))
	}
	return ""
}

// joined is one paired stationapi.
type joined struct {
	api  *stationapi.Client
	tell func(string) // prints, says and shows a line
	hear func(string) // prints and says it (Options.Tell)
	ui   *catalog.UI
	role string
	view stationapi.View
	have bool
	seen map[string]bool // said lines told already
	n    int             // action ids
	// braille is the player's display (nil: none); rec is the game it
	// shows, kept in step with the player's board.
	braille Braille
	rec     *rules.Game
	// ask answers the questions about the board; viewAt is when the last
	// view came (a running clock has run since).
	ask    ask.Asker
	now    func() time.Time
	viewAt time.Time
	// felt is the station's board as the player last heard it (on
	// joining, or by board or changed): what changed tells since.
	felt rules.Position
}

// pair sends the code; why says, in the UI language, why the station
// refused it (a wrong code, pairing locked), or is the station's own
// sentence for another refusal.
func (j *joined) pair(ctx context.Context, code string) (role, why string, err error) {
	a, err := j.api.Pair(ctx, code)
	if err != nil {
		return "", "", fmt.Errorf("join: %w", err) // wraps ErrUnreachable
	}
	switch a.Status {
	case http.StatusOK:
		return a.Reply.Role, "", nil
	case http.StatusAccepted:
		// a device of the role is paired already: the station's stream
		// starts once the player or the arbiter allows this one
		if a.Reply.Message != "" {
			j.tell(a.Reply.Message)
		}
		return a.Reply.Role, "", nil
	case http.StatusForbidden:
		return "", j.ui.Join.WrongCode, nil
	case http.StatusTooManyRequests:
		if a.RetryAfter > time.Minute { // "a minute" otherwise
			return "", catalog.Fill(j.ui.Join.LockedFor, waitWords(j.ui, a.RetryAfter)), nil
		}
		return "", j.ui.Join.Locked, nil
	case http.StatusBadRequest:
		return "", j.ui.Join.NotDigits, nil
	}
	if a.Reply.Error != "" {
		return "", a.Reply.Error, nil
	}
	return "", j.ui.F(j.ui.Join.CodeStatus, a.Status), nil
}

// follow reads the event stream, reconnecting with Last-Event-ID, and
// hands each view to views. When a lost stream cannot be opened again at
// once it says so on notes, and again when it is back.
func (j *joined) follow(ctx context.Context, views chan<- stationapi.View, notes chan<- string) {
	last := ""
	opened, lost := false, false
	note := func(s string) {
		select {
		case notes <- s:
		case <-ctx.Done():
		}
	}
	for ctx.Err() == nil {
		open := false
		_ = j.stream(ctx, &last, views, func() {
			open, opened = true, true
			if lost {
				lost = false
				note(j.ui.Join.Back)
			}
		})
		if ctx.Err() != nil {
			return
		}
		wait := time.Second
		if open {
			wait = 100 * time.Millisecond // it ended: open it again at once
		} else if opened && !lost {
			lost = true
			note(j.ui.Join.Lost)
		}
		select {
		case <-time.After(wait):
		case <-ctx.Done():
			return
		}
	}
}

// stream reads one connection of the event stream; opened is called once
// the station has answered it.
func (j *joined) stream(ctx context.Context, last *string, views chan<- stationapi.View, opened func()) error {
	return j.api.Stream(ctx, *last, opened, func(id string, v stationapi.View) bool {
		*last = id
		select {
		case views <- v:
			return true
		case <-ctx.Done():
			return false
		}
	})
}

// show tells what is new in a view: on the first, who plays what; then
// every sentence said since; and shows the view on the Braille display.
func (j *joined) show(v stationapi.View) {
	var told []string
	tell := func(s string) {
		j.hear(s)
		told = append(told, s)
	}
	if !j.have {
		j.have = true
		tell(j.joinedLine(v))
		if len(v.Boards) > 0 {
			if pos, err := rules.ParseFEN(v.Boards[0].FEN); err == nil {
				j.felt = pos // the player sets up the board on joining
			}
		}
		for _, l := range v.Said {
			j.seen[key(l)] = true // what was said before joining is history
		}
	}
	for _, l := range v.Said {
		if k := key(l); !j.seen[k] {
			j.seen[k] = true
			tell(l.Text)
		}
	}
	if v.Divergence != "" && v.Divergence != j.view.Divergence {
		tell(v.Divergence)
	}
	j.view, j.viewAt = v, j.now()
	j.touch(v, told)
}

// joinedLine says, in the UI language, whose game was joined, as what,
// and who plays which side.
func (j *joined) joinedLine(v stationapi.View) string {
	u := j.ui
	role := u.Join.Roles[0]
	if v.Role == stationapi.RoleArbiter {
		role = u.Join.Roles[1]
	}
	side, move := sideOf(v.Side), sideOf(v.ToMove)
	return u.F(u.Join.Joined, v.White, v.Black, role, j.player(v), u.Side(side), u.Of(side), u.Side(move), u.Of(move))
}

// sideOf is the index of a side's name in a view: 0 white, 1 black.
func sideOf(name string) int {
	if name == "black" {
		return 1
	}
	return 0
}

// player names who plays at this stationapi.
func (j *joined) player(v stationapi.View) string {
	if v.Side == "white" {
		return v.White
	}
	return v.Black
}

// key identifies a said line.
func key(l stationapi.Line) string { return strconv.Itoa(l.Seq) + "\x00" + l.Text }

// waitWords says a wait in u's words: whole minutes (rounded up) from a
// minute on, seconds below.
func waitWords(u *catalog.UI, d time.Duration) string {
	if d >= time.Minute {
		d = (d + time.Minute - 1) / time.Minute * time.Minute
	}
	return firstrun.Span(u, d)
}
