package station

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/stationapi"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
	"github.com/tactuschess/tactus/rules/session"
)

// Limits of a request.
const (
	// MaxBody is the largest request body the station reads.
	MaxBody = stationapi.MaxBody
	maxID   = 64
	maxText = 200
)

// ErrRequest: a request the station cannot read or that the role may not make.
var ErrRequest = errors.New("station: bad request")

// Request is an action as the page posts it (package stationapi).
type Request = stationapi.Request

// DecodeRequest reads one request: one JSON object of known fields, at most
// MaxBody bytes, with a valid ID and a known action word.
func DecodeRequest(r io.Reader) (Request, error) {
	var q Request
	body, err := io.ReadAll(io.LimitReader(r, MaxBody+1))
	if err != nil {
		return q, fmt.Errorf("station: reading the request: %w", err)
	}
	if len(body) > MaxBody {
		return q, fmt.Errorf("station: request too large: %w", ErrRequest)
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&q); err != nil {
		return Request{}, fmt.Errorf("station: %w: %v", ErrRequest, err)
	}
	if dec.More() {
		return Request{}, fmt.Errorf("station: trailing data: %w", ErrRequest)
	}
	if !validID(q.ID) {
		return Request{}, fmt.Errorf("station: action id: %w", ErrRequest)
	}
	if _, err := session.ParseKind(q.Kind); err != nil {
		return Request{}, fmt.Errorf("station: action %q: %w", q.Kind, ErrRequest)
	}
	if len(q.Move) > 16 || len(q.Text) > maxText || len(q.Side) > 8 || len(q.Result) > 8 || len(q.Square) > 2 {
		return Request{}, fmt.Errorf("station: field too long: %w", ErrRequest)
	}
	return q, nil
}

// validID reports whether id is 8 to 64 of [A-Za-z0-9_-].
func validID(id string) bool {
	if len(id) < 8 || len(id) > maxID {
		return false
	}
	for _, c := range []byte(id) {
		ok := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_'
		if !ok {
			return false
		}
	}
	return true
}

// Action turns a request q into the session action role may take, reading a
// move on the position v.Input gives for it.
func Action(q Request, role Role, opponent rules.Color, v View, lang notation.Language) (session.Action, error) {
	k, err := session.ParseKind(q.Kind)
	if err != nil || !allowed(role, k) {
		return session.Action{}, fmt.Errorf("station: the %s may not %s: %w", role, q.Kind, ErrRequest)
	}
	a := session.Action{Actor: session.Player(opponent), Kind: k}
	if role == Arbiter {
		a.Actor = session.Arbiter()
	}
	switch k {
	case session.Announce, session.Correct, session.Repeat, session.Claim:
		if q.Move == "" && k != session.Claim {
			return a, fmt.Errorf("station: which move: %w", ErrRequest)
		}
		a.Move = q.Move
		if contains(v.Can, k.String()) { // else the host says why not
			a.Move, err = readMove(q.Move, v.Input[inputKind(k)], lang)
		}
	case session.Seal:
		// the text as written is sealed; the move it is read as (as the
		// keyboard reads it) goes with it, else it is judged at opening (I.8)
		a.Text = strings.TrimSpace(q.Text)
		if a.Text == "" {
			return a, fmt.Errorf("station: which sealed move: %w", ErrRequest)
		}
		if contains(v.Can, k.String()) {
			a.Move = readSealed(a.Text, v.Input[k.String()], lang)
		}
	case session.Touch:
		if a.Square, err = rules.ParseSquare(q.Square); err != nil {
			return a, fmt.Errorf("station: which square: %w", ErrRequest)
		}
	case session.Restore:
		if q.Ply == nil || *q.Ply < 0 {
			return a, fmt.Errorf("station: which ply: %w", ErrRequest)
		}
		a.Ply = *q.Ply
	case session.SetTime:
		a.Side, err = session.ParseSide(q.Side)
		if err == nil && (q.Seconds == nil || *q.Seconds < 0 || *q.Seconds > 100*3600) {
			err = fmt.Errorf("station: which time: %w", ErrRequest)
		}
		if err == nil {
			a.Time = time.Duration(*q.Seconds) * time.Second
		}
	case session.Declare, session.CorrectResult:
		a.Result, a.Text = rules.Result(q.Result), q.Text
		switch a.Result {
		case rules.WhiteWins, rules.BlackWins, rules.Draw:
		default:
			err = fmt.Errorf("station: which result: %w", ErrRequest)
		}
	default:
		err = arbiterAction(q, &a, v)
	}
	return a, err
}

// arbiterAction reads the arguments of the arbiter's rulings of 7.5,
// 6.10.2, 12.9 and Guidelines III.
func arbiterAction(q Request, a *session.Action, v View) error {
	var err error
	side := func() {
		if q.Side == "" {
			q.Side = v.ToMove
		}
		if a.Side, err = session.ParseSide(q.Side); err != nil {
			err = fmt.Errorf("station: which side: %w", ErrRequest)
		}
	}
	switch a.Kind {
	case session.Illegal:
		if q.Ply != nil {
			if *q.Ply < 1 {
				return fmt.Errorf("station: which ply: %w", ErrRequest)
			}
			a.Ply = *q.Ply
		}
	case session.Adjust:
		if side(); err == nil && (q.Seconds == nil || *q.Seconds == 0 || *q.Seconds > 100*3600 || *q.Seconds < -100*3600) {
			err = fmt.Errorf("station: which time: %w", ErrRequest)
		}
		if err == nil {
			a.Time = time.Duration(*q.Seconds) * time.Second
		}
	case session.SetMoves:
		if side(); err == nil && (q.Count == nil || *q.Count < 0) {
			err = fmt.Errorf("station: which count: %w", ErrRequest)
		}
		if err == nil {
			a.Count = *q.Count
		}
	case session.SetControl:
		a.Text = q.Text
	case session.Quickplay:
		side()
	case session.Decide:
		if side(); err == nil && q.Seconds != nil {
			a.Time = time.Duration(*q.Seconds) * time.Second
		}
		a.Text = q.Text
	}
	return err
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

// allowed reports whether role may post actions of kind k.
func allowed(role Role, k session.Kind) bool {
	kinds := opponentKinds
	if role == Arbiter {
		kinds = arbiterKinds
	}
	for _, x := range kinds {
		if x == k {
			return true
		}
	}
	return false
}

// inputKind names the input position a move of kind k is read in.
func inputKind(k session.Kind) string {
	if k == session.Claim {
		return session.Announce.String()
	}
	return k.String()
}

// readMove writes a typed move in UCI, read in the position fen. A move
// that cannot be read there but looks like UCI is passed on as it is, for
// the session to refuse or to record as a divergence.
func readMove(typed, fen string, lang notation.Language) (string, error) {
	if typed == "" {
		return "", nil
	}
	pos, err := inputPosition(fen)
	if err != nil {
		return typed, nil
	}
	m, err := notation.ParseTypedMove(&pos, typed, lang)
	if err == nil {
		return notation.UCI(&pos, m), nil
	}
	if looksUCI(typed) {
		return typed, nil
	}
	return "", err
}

// inputPosition reads a view's input position: a standard FEN, else a
// Chess960 one.
func inputPosition(fen string) (rules.Position, error) {
	pos, err := rules.ParseFEN(fen)
	if err != nil {
		return rules.ParseFEN960(fen)
	}
	return pos, nil
}

// readSealed reads a sealed move's text in the position fen as the
// keyboard reads it (the notation's SAN, LAN and UCI, then Appendix D
// words), in UCI; "" when it cannot be read there, for the envelope's
// opening to judge (Guidelines I.8).
func readSealed(text, fen string, lang notation.Language) string {
	pos, err := inputPosition(fen)
	if err != nil {
		return ""
	}
	m, err := announce.ReadTyped(&pos, text, lang)
	if err != nil {
		return ""
	}
	return notation.UCI(&pos, m)
}

// looksUCI reports whether s has the shape of a UCI move (e2e4, e7e8q).
func looksUCI(s string) bool {
	if len(s) != 4 && len(s) != 5 {
		return false
	}
	_, e1 := rules.ParseSquare(s[0:2])
	_, e2 := rules.ParseSquare(s[2:4])
	return e1 == nil && e2 == nil
}
