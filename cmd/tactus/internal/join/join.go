// Package join is tactus's terminal second station: it pairs with a
// station served by another tactus (tactus play --station) as a browser
// would, follows the game over its event stream, prints (and speaks, and
// shows in Braille) what happens, and sends what its player types — for a
// game between two visually impaired players, or a remote arbiter.
//
//	err := join.Run(ctx, join.Options{URL: url, Code: code, Lines: lines, Tell: tell})
package join

import (
	"bufio"
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/station"
)

// Options are a joined station's edges.
type Options struct {
	// URL is the station's address as the other tactus printed it.
	URL string
	// Code is the six-digit pairing code; "" asks for it on Lines.
	Code string
	// Lines are the lines the player types; closed at the end of input.
	Lines <-chan string
	// Tell prints (and speaks, and shows) one line for the player.
	Tell func(string)
	// Client makes the requests; nil is a client with a cookie jar.
	Client *http.Client
}

// ErrPairing is returned when the station refused the code.
var ErrPairing = errors.New("join: the station refused the pairing code")

// Run pairs, then follows the game and sends the player's lines until the
// input ends or ctx does.
func Run(ctx context.Context, o Options) error {
	base, err := baseURL(o.URL)
	if err != nil {
		return err
	}
	c := o.Client
	if c == nil {
		jar, _ := cookiejar.New(nil)
		c = &http.Client{Jar: jar}
	}
	j := &joined{base: base, c: c, tell: o.Tell, seen: map[string]bool{}}
	code := o.Code
	for {
		if code == "" {
			o.Tell("Type the station's six-digit code.")
			line, ok := next(ctx, o.Lines)
			if !ok {
				return nil
			}
			code = strings.TrimSpace(line)
		}
		role, why, err := j.pair(ctx, code)
		if err != nil {
			return err
		}
		if why == "" {
			j.role = role
			break
		}
		o.Tell(why)
		if o.Code != "" {
			return fmt.Errorf("%w: %s", ErrPairing, why)
		}
		code = ""
	}
	views := make(chan station.View, 4)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go j.follow(ctx, views)
	for {
		select {
		case <-ctx.Done():
			return nil
		case v := <-views:
			j.show(v)
		case line, ok := <-o.Lines:
			if !ok {
				return nil
			}
			j.act(ctx, line)
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
// slash.
func baseURL(raw string) (string, error) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || u.Scheme != "http" || u.Host == "" {
		return "", fmt.Errorf("join: %q is not a station's address (http://host:port/)", raw)
	}
	return "http://" + u.Host, nil
}

// joined is one paired station.
type joined struct {
	base string
	c    *http.Client
	tell func(string)
	role string
	view station.View
	have bool
	seen map[string]bool // said lines told already
	n    int             // action ids
}

// post sends a JSON body as the station's page does.
func (j *joined) post(ctx context.Context, path string, body any) (int, map[string]any, error) {
	data, err := json.Marshal(body)
	if err != nil {
		return 0, nil, fmt.Errorf("join: %w", err)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, j.base+path, bytes.NewReader(data))
	if err != nil {
		return 0, nil, fmt.Errorf("join: %w", err)
	}
	req.Header.Set("Origin", j.base)
	req.Header.Set("Content-Type", "application/json")
	resp, err := j.c.Do(req)
	if err != nil {
		return 0, nil, fmt.Errorf("join: the station cannot be reached: %w", err)
	}
	defer resp.Body.Close()
	var out map[string]any
	_ = json.NewDecoder(io.LimitReader(resp.Body, 64<<10)).Decode(&out)
	return resp.StatusCode, out, nil
}

// pair sends the code; why is the station's sentence when it refused.
func (j *joined) pair(ctx context.Context, code string) (role, why string, err error) {
	status, out, err := j.post(ctx, "/api/pair", map[string]string{"code": code})
	if err != nil {
		return "", "", err
	}
	if status == http.StatusOK {
		return fmt.Sprint(out["role"]), "", nil
	}
	if msg, ok := out["error"].(string); ok && msg != "" {
		return "", msg, nil
	}
	return "", fmt.Sprintf("The station refused the code (%d).", status), nil
}

// follow reads the event stream, reconnecting with Last-Event-ID, and
// hands each view to views.
func (j *joined) follow(ctx context.Context, views chan<- station.View) {
	last := ""
	for ctx.Err() == nil {
		err := j.stream(ctx, &last, views)
		if ctx.Err() != nil {
			return
		}
		if err != nil {
			select {
			case <-time.After(time.Second):
			case <-ctx.Done():
				return
			}
		}
	}
}

// stream reads one connection of the event stream.
func (j *joined) stream(ctx context.Context, last *string, views chan<- station.View) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, j.base+"/api/events", nil)
	if err != nil {
		return fmt.Errorf("join: %w", err)
	}
	req.Header.Set("Accept", "text/event-stream")
	if *last != "" {
		req.Header.Set("Last-Event-ID", *last)
	}
	resp, err := j.c.Do(req)
	if err != nil {
		return fmt.Errorf("join: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("join: the station answered %d", resp.StatusCode)
	}
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 64<<10), 4<<20)
	var id string
	var data bytes.Buffer
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "":
			if data.Len() > 0 {
				var v station.View
				if err := json.Unmarshal(data.Bytes(), &v); err == nil {
					*last = id
					select {
					case views <- v:
					case <-ctx.Done():
						return nil
					}
				}
				data.Reset()
			}
		case strings.HasPrefix(line, "id:"):
			id = strings.TrimSpace(strings.TrimPrefix(line, "id:"))
		case strings.HasPrefix(line, "data:"):
			data.WriteString(strings.TrimPrefix(strings.TrimPrefix(line, "data:"), " "))
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("join: %w", err)
	}
	return nil
}

// show tells what is new in a view: on the first, who plays what; then
// every sentence said since.
func (j *joined) show(v station.View) {
	if !j.have {
		j.have = true
		j.tell(fmt.Sprintf("Joined %s - %s as the %s; %s plays %s, %s to move.", v.White, v.Black, v.Role,
			j.player(v), v.Side, v.ToMove))
		for _, l := range v.Said {
			j.seen[key(l)] = true // what was said before joining is history
		}
	}
	for _, l := range v.Said {
		if k := key(l); !j.seen[k] {
			j.seen[k] = true
			j.tell(l.Text)
		}
	}
	if v.Divergence != "" && v.Divergence != j.view.Divergence {
		j.tell(v.Divergence)
	}
	j.view = v
}

// player names who plays at this station.
func (j *joined) player(v station.View) string {
	if v.Side == "white" {
		return v.White
	}
	return v.Black
}

// key identifies a said line.
func key(l station.Line) string { return strconv.Itoa(l.Seq) + "\x00" + l.Text }

// act sends what the player typed: a move is announced and the clock
// pressed; ok repeats the last announcement; the other words are the
// page's actions.
func (j *joined) act(ctx context.Context, line string) {
	words := strings.Fields(strings.ToLower(strings.TrimSpace(line)))
	if len(words) == 0 {
		return
	}
	var reqs []map[string]any
	switch words[0] {
	case "ok", "yes", "confirm":
		reqs = append(reqs, map[string]any{"kind": "confirm"})
	case "press":
		reqs = append(reqs, map[string]any{"kind": "press"})
	case "draw":
		kind := "offer"
		if j.view.Offer != "" && j.view.Offer != j.view.Side {
			kind = "accept"
		}
		reqs = append(reqs, map[string]any{"kind": kind})
	case "decline", "resign":
		reqs = append(reqs, map[string]any{"kind": words[0]})
	case "claim":
		r := map[string]any{"kind": "claim"}
		if len(words) > 1 {
			r["move"] = strings.Join(strings.Fields(line)[1:], " ")
		}
		reqs = append(reqs, r)
	case "repeat":
		if len(words) < 2 {
			j.tell("Say the move understood: repeat e4.")
			return
		}
		reqs = append(reqs, map[string]any{"kind": "repeat", "move": strings.Fields(line)[1]})
	case "help", "?":
		j.tell("Type a move to play it, ok to confirm the move announced, repeat MOVE for the move understood, press, draw, decline, claim, resign, or quit.")
		return
	case "quit", "q":
		j.tell("Type Control-D to leave; the game goes on at the other station.")
		return
	default:
		move := strings.TrimSpace(line)
		if contains(j.view.Can, "repeat") && !contains(j.view.Can, "announce") {
			reqs = append(reqs, map[string]any{"kind": "repeat", "move": move})
		} else {
			reqs = append(reqs, map[string]any{"kind": "announce", "move": move}, map[string]any{"kind": "press"})
		}
	}
	for _, r := range reqs {
		r["id"] = j.id()
		status, out, err := j.post(ctx, "/api/act", r)
		if err != nil {
			j.tell("The station cannot be reached; try again.")
			return
		}
		if status != http.StatusOK {
			if msg, ok := out["error"].(string); ok && msg != "" {
				j.tell(msg)
			} else {
				j.tell(fmt.Sprintf("The station refused it (%d).", status))
			}
			return
		}
	}
}

// id returns a fresh action id: random, so that a retried request is
// applied once and two stations never share one.
func (j *joined) id() string {
	j.n++
	var b [8]byte
	_, _ = rand.Read(b[:])
	return fmt.Sprintf("join-%d-%s", j.n, hex.EncodeToString(b[:]))
}

// contains reports whether list has s.
func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
