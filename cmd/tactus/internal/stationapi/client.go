package stationapi

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"strconv"
	"strings"
	"time"
)

// ErrUnreachable is wrapped by a Client's error when the station cannot be
// reached (no answer at all, as against an answer that refuses).
var ErrUnreachable = errors.New("stationapi: the station cannot be reached")

// StatusError is a Client's error when the station answered a GET with
// another status than 200; Reply is its answer (Error says why).
type StatusError struct {
	Status int
	Reply  Reply
}

// Error says the status.
func (e *StatusError) Error() string {
	return fmt.Sprintf("stationapi: the station answered %d", e.Status)
}

// Answer is the station's answer to a POST.
type Answer struct {
	// Status is the HTTP status: 200 taken, 202 paired and asking for
	// consent, 400 unreadable, 403 refused, 409 refused by the game, 422
	// not a move, 429 too many (RetryAfter), …
	Status int
	Reply  Reply
	// RetryAfter is the wait the station asks for (a locked pairing), 0
	// when it gives none.
	RetryAfter time.Duration
}

// Client speaks to one station as a page does: it keeps the session
// cookie the pairing sets, sends the Origin and type the station wants,
// and asks for answers in its language.
type Client struct {
	// Base is the station's address without a trailing slash:
	// "http://192.168.1.20:8080".
	Base string
	// HTTP makes the requests; it needs a cookie jar to stay paired.
	HTTP *http.Client
	// Lang is the language tag the station answers in (Accept-Language);
	// "" is the station's own.
	Lang string
}

// NewClient returns a Client of base with a client of its own that keeps
// the cookies.
func NewClient(base, lang string) *Client {
	jar, _ := cookiejar.New(nil) // never fails without options
	return &Client{Base: base, HTTP: &http.Client{Jar: jar}, Lang: lang}
}

// Pair sends a typed pairing code.
func (c *Client) Pair(ctx context.Context, code string) (Answer, error) {
	return c.post(ctx, PathPair, Pair{Code: code})
}

// Act sends one action; a request sent again with the same ID is taken
// once and answered the same.
func (c *Client) Act(ctx context.Context, q Request) (Answer, error) {
	return c.post(ctx, PathAct, q)
}

// Consent answers (as the paired arbiter) a device asking to pair.
func (c *Client) Consent(ctx context.Context, device int, allow bool) (Answer, error) {
	return c.post(ctx, PathConsent, Consent{Device: device, Allow: allow})
}

// View reads the paired role's view now; a refusal is a *StatusError.
func (c *Client) View(ctx context.Context) (View, error) {
	resp, err := c.get(ctx, PathView, "application/json", "")
	if err != nil {
		return View{}, err
	}
	defer resp.Body.Close()
	body := io.LimitReader(resp.Body, 4<<20)
	if resp.StatusCode != http.StatusOK {
		return View{}, statusError(resp.StatusCode, body)
	}
	var v View
	if err := json.NewDecoder(body).Decode(&v); err != nil {
		return View{}, fmt.Errorf("stationapi: the view: %w", err)
	}
	return v, nil
}

// Stream follows the paired role's event stream on one connection: last
// is the id of the last message had ("" none), opened is called once the
// station has answered, and view gets every view with its id until it
// returns false, the stream ends (nil) or ctx does. A refused stream is a
// *StatusError.
func (c *Client) Stream(ctx context.Context, last string, opened func(), view func(id string, v View) bool) error {
	resp, err := c.get(ctx, PathEvents, "text/event-stream", last)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return statusError(resp.StatusCode, io.LimitReader(resp.Body, 64<<10))
	}
	if opened != nil {
		opened()
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
				var v View
				if err := json.Unmarshal(data.Bytes(), &v); err == nil && !view(id, v) {
					return nil
				}
				data.Reset()
			}
		case strings.HasPrefix(line, "id:"):
			id = strings.TrimSpace(strings.TrimPrefix(line, "id:"))
		case strings.HasPrefix(line, "data:"):
			data.WriteString(strings.TrimPrefix(strings.TrimPrefix(line, "data:"), " "))
		}
	}
	if err := sc.Err(); err != nil && ctx.Err() == nil {
		return fmt.Errorf("stationapi: the stream: %w", err)
	}
	return nil
}

// post sends body as JSON as the page does.
func (c *Client) post(ctx context.Context, path string, body any) (Answer, error) {
	data, err := json.Marshal(body)
	if err != nil {
		return Answer{}, fmt.Errorf("stationapi: %w", err)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.Base+path, bytes.NewReader(data))
	if err != nil {
		return Answer{}, fmt.Errorf("stationapi: %w", err)
	}
	req.Header.Set("Origin", c.Base)
	req.Header.Set("Content-Type", "application/json")
	c.lang(req)
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return Answer{}, fmt.Errorf("%w: %w", ErrUnreachable, err)
	}
	defer resp.Body.Close()
	a := Answer{Status: resp.StatusCode}
	_ = json.NewDecoder(io.LimitReader(resp.Body, 64<<10)).Decode(&a.Reply) // an empty reply says no more than the status
	if secs, err := strconv.Atoi(resp.Header.Get("Retry-After")); err == nil && secs > 0 {
		a.RetryAfter = time.Duration(secs) * time.Second
	}
	return a, nil
}

// get opens a GET of path.
func (c *Client) get(ctx context.Context, path, accept, last string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.Base+path, nil)
	if err != nil {
		return nil, fmt.Errorf("stationapi: %w", err)
	}
	req.Header.Set("Accept", accept)
	if last != "" {
		req.Header.Set("Last-Event-ID", last)
	}
	c.lang(req)
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrUnreachable, err)
	}
	return resp, nil
}

// lang asks for answers in c's language.
func (c *Client) lang(req *http.Request) {
	if c.Lang != "" {
		req.Header.Set("Accept-Language", c.Lang)
	}
}

// statusError reads a refusal's reply.
func statusError(status int, body io.Reader) error {
	e := &StatusError{Status: status}
	_ = json.NewDecoder(body).Decode(&e.Reply) // the status says enough without it
	return e
}
