package ssip

import (
	"fmt"
	"strconv"
	"strings"
)

// Error is a reply of speech-dispatcher with a code of 300 or more.
type Error struct {
	Code int
	Msg  string
}

// Error returns the code and text of the reply.
func (e *Error) Error() string { return fmt.Sprintf("ssip: %d %s", e.Code, e.Msg) }

// Reply is a complete reply: its code, the continuation lines ("NNN-…")
// and the text of the last line ("NNN …").
type Reply struct {
	Code  int
	Lines []string
	Text  string
}

// EventType says what happened to a message.
type EventType int

// Event types, by their SSIP codes.
const (
	IndexMark EventType = 700
	Begin     EventType = 701
	End       EventType = 702
	Canceled  EventType = 703
	Paused    EventType = 704
	Resumed   EventType = 705
)

// Event is a notification (7xx) about a message.
type Event struct {
	Type     EventType
	MsgID    int
	ClientID int
	Mark     string // for IndexMark
}

// line is one parsed line of the server.
type line struct {
	code int
	last bool
	text string
}

// parseLine parses "NNN-text" or "NNN text" (a bare "NNN" is a last line).
func parseLine(s string) (line, error) {
	s = strings.TrimRight(s, "\r\n")
	if len(s) < 3 {
		return line{}, fmt.Errorf("%w: short line %q", ErrProtocol, s)
	}
	code, err := strconv.Atoi(s[:3])
	if err != nil || code < 100 || s[0] == '+' || s[0] == '-' {
		return line{}, fmt.Errorf("%w: no code in %q", ErrProtocol, s)
	}
	if len(s) == 3 {
		return line{code: code, last: true}, nil
	}
	switch s[3] {
	case '-':
		return line{code: code, text: s[4:]}, nil
	case ' ':
		return line{code: code, last: true, text: s[4:]}, nil
	}
	return line{}, fmt.Errorf("%w: bad separator in %q", ErrProtocol, s)
}

// toEvent builds an event from a complete 7xx reply.
func toEvent(r Reply) (Event, error) {
	if len(r.Lines) < 2 {
		return Event{}, fmt.Errorf("%w: event %d with %d lines", ErrProtocol, r.Code, len(r.Lines))
	}
	msg, err1 := strconv.Atoi(r.Lines[0])
	client, err2 := strconv.Atoi(r.Lines[1])
	if err1 != nil || err2 != nil {
		return Event{}, fmt.Errorf("%w: event %d ids %q", ErrProtocol, r.Code, r.Lines[:2])
	}
	e := Event{Type: EventType(r.Code), MsgID: msg, ClientID: client}
	if e.Type == IndexMark && len(r.Lines) > 2 {
		e.Mark = r.Lines[2]
	}
	return e, nil
}

// escape returns text as the lines of a SPEAK body: CR/LF normalised, a
// line starting with "." sent with an extra ".", no line that is "."
// alone.
func escape(text string) []string {
	text = strings.ReplaceAll(strings.ReplaceAll(text, "\r\n", "\n"), "\r", "\n")
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, ".") {
			lines[i] = "." + l
		}
	}
	return lines
}

// validArg rejects command arguments that would break the line protocol.
func validArg(s string) bool {
	return s != "" && !strings.ContainsAny(s, "\r\n")
}
