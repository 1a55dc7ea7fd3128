package ssip

import (
	"bufio"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Limits on what the server may send, as net/textproto-style readers bound
// their lines: a longer line or reply is ErrLineTooLong or ErrReplyTooLong
// and ends the connection.
const (
	// MaxLineLength bounds one line of the server, CRLF included.
	MaxLineLength = 4096
	// MaxReplySize bounds all the lines of one reply together.
	MaxReplySize = 1 << 20
)

// Sentinel errors for replies that break the limits; both wrap
// ErrProtocol.
var (
	// ErrLineTooLong reports a line longer than MaxLineLength.
	ErrLineTooLong = fmt.Errorf("%w: line longer than %d bytes", ErrProtocol, MaxLineLength)
	// ErrReplyTooLong reports a reply longer than MaxReplySize.
	ErrReplyTooLong = fmt.Errorf("%w: reply longer than %d bytes", ErrProtocol, MaxReplySize)
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

// readReply reads one complete reply from r: continuation lines "NNN-…"
// and a last line "NNN …", all with the same code. A line is cut at "\n"
// (a "\r" before it is dropped). Errors are ErrProtocol (or one wrapping
// it) for what is not SSIP, or r's own error (io.EOF at the end).
func readReply(r *bufio.Reader) (Reply, error) {
	var rep Reply
	size := 0
	for {
		s, err := readLine(r)
		if err != nil {
			return Reply{}, err
		}
		if size += len(s); size > MaxReplySize {
			return Reply{}, ErrReplyTooLong
		}
		l, err := parseLine(s)
		if err != nil {
			return Reply{}, err
		}
		if rep.Code != 0 && l.code != rep.Code {
			return Reply{}, fmt.Errorf("%w: code %d inside reply %d", ErrProtocol, l.code, rep.Code)
		}
		rep.Code = l.code
		if l.last {
			rep.Text = l.text
			return rep, nil
		}
		rep.Lines = append(rep.Lines, l.text)
	}
}

// readLine reads one line, newline included, of at most MaxLineLength
// bytes.
func readLine(r *bufio.Reader) (string, error) {
	b, err := r.ReadSlice('\n')
	if errors.Is(err, bufio.ErrBufferFull) || len(b) > MaxLineLength {
		return "", ErrLineTooLong
	}
	if err != nil {
		return "", err
	}
	return string(b), nil
}

// parseLine parses "NNN-text" or "NNN text" (a bare "NNN" is a last line).
func parseLine(s string) (line, error) {
	s = strings.TrimSuffix(strings.TrimSuffix(s, "\n"), "\r")
	if len(s) < 3 {
		return line{}, fmt.Errorf("%w: short line %q", ErrProtocol, s)
	}
	if !isCode(s[:3]) {
		return line{}, fmt.Errorf("%w: no code in %q", ErrProtocol, s)
	}
	code, _ := strconv.Atoi(s[:3])
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

// isCode reports whether s is a reply code: three digits, 100 to 999.
func isCode(s string) bool {
	return s[0] >= '1' && s[0] <= '9' && s[1] >= '0' && s[1] <= '9' && s[2] >= '0' && s[2] <= '9'
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

var eventNames = map[EventType]string{IndexMark: "INDEX_MARK", Begin: "BEGIN", End: "END",
	Canceled: "CANCELED", Paused: "PAUSED", Resumed: "RESUMED"}

// String returns the event's SSIP name ("BEGIN"), or its code when it has
// none.
func (t EventType) String() string {
	if s, ok := eventNames[t]; ok {
		return s
	}
	return fmt.Sprintf("event %d", int(t))
}
