package speechtest

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
)

// Behaviour is how a fake Daemon treats one message.
type Behaviour int

// The behaviours, as speech-dispatcher shows them with and without a
// working sound device.
const (
	// Speaks sends BEGIN and END: the message was heard.
	Speaks Behaviour = iota
	// NoEnd sends BEGIN and never END: the output module hung mid-message.
	NoEnd
	// NoBegin queues the message and never begins it.
	NoBegin
	// Hangs never answers the message, nor anything after it on that
	// connection.
	Hangs
)

// Daemon is a scripted speech-dispatcher on a Unix socket: it answers
// every command as the real one does, and treats the messages it is given
// as its script says, one behaviour each in order (then Speaks).
//
//	d := speechtest.NewDaemon(t, speechtest.NoEnd, speechtest.NoBegin)
//	v, err := speechd.New(ctx, speechd.Options{Address: ssip.Address{Network: "unix", Addr: d.Path}})
//	text := <-d.Heard() // the first message has arrived
type Daemon struct {
	// Path is the socket's path.
	Path  string
	heard chan string

	mu     sync.Mutex
	script []Behaviour
	log    []string
	id     int
}

// NewDaemon starts a daemon for the rest of the test.
func NewDaemon(tb testing.TB, script ...Behaviour) *Daemon {
	tb.Helper()
	d := &Daemon{Path: filepath.Join(tb.TempDir(), "speechd.sock"), heard: make(chan string, 64), script: script}
	l, err := net.Listen("unix", d.Path)
	if err != nil {
		tb.Fatalf("speechtest: %v", err)
	}
	var wg sync.WaitGroup
	var conns []net.Conn
	tb.Cleanup(func() {
		l.Close()
		d.mu.Lock()
		for _, c := range conns {
			c.Close()
		}
		d.mu.Unlock()
		wg.Wait()
	})
	wg.Go(func() {
		for {
			conn, err := l.Accept()
			if err != nil {
				return
			}
			d.mu.Lock()
			conns = append(conns, conn)
			d.mu.Unlock()
			wg.Go(func() { d.serve(conn); conn.Close() })
		}
	})
	return d
}

// Heard delivers the text of each message the daemon is given, once it
// has answered it as its script says.
func (d *Daemon) Heard() <-chan string { return d.heard }

// Log returns the commands received so far, in order ("SPEAK" followed by
// the text for a message).
func (d *Daemon) Log() []string {
	d.mu.Lock()
	defer d.mu.Unlock()
	return append([]string(nil), d.log...)
}

func (d *Daemon) record(s string) {
	d.mu.Lock()
	d.log = append(d.log, s)
	d.mu.Unlock()
}

// next returns the next message id and its behaviour.
func (d *Daemon) next() (int, Behaviour) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.id++
	if len(d.script) == 0 {
		return d.id, Speaks
	}
	b := d.script[0]
	d.script = d.script[1:]
	return d.id, b
}

var replies = map[string]string{
	"SET SELF CLIENT_NAME": "208 OK CLIENT NAME SET", "SET SELF NOTIFICATION": "220 OK NOTIFICATION SET",
	"SET SELF LANGUAGE": "201 OK LANGUAGE SET", "SET SELF RATE": "203 OK RATE SET",
	"SET SELF PRIORITY": "202 OK PRIORITY SET", "CANCEL SELF": "213 OK CANCELED",
	"SET SELF SSML_MODE": "219 OK SSML MODE SET",
	"SPEAK":              "230 OK RECEIVING DATA", "QUIT": "231 HAPPY HACKING",
}

// serve answers one connection.
func (d *Daemon) serve(conn net.Conn) {
	r := bufio.NewReader(conn)
	for {
		l, err := r.ReadString('\n')
		if err != nil {
			return
		}
		cmd := strings.TrimRight(l, "\r\n")
		key := cmd
		if strings.HasPrefix(cmd, "SET SELF ") {
			key = strings.Join(strings.Fields(cmd)[:3], " ")
		}
		reply, ok := replies[key]
		if !ok {
			reply = "500 ERR UNKNOWN COMMAND"
		}
		if cmd != "SPEAK" {
			d.record(cmd)
		}
		fmt.Fprintf(conn, "%s\r\n", reply)
		switch cmd {
		case "QUIT":
			return
		case "SPEAK":
			if !d.message(conn, r) {
				io.Copy(io.Discard, r) // hung: reads, never answers
				return
			}
		}
	}
}

// message reads a message's text and answers it; false means the daemon
// hangs from now on.
func (d *Daemon) message(conn net.Conn, r *bufio.Reader) bool {
	var text []string
	for {
		l, err := r.ReadString('\n')
		if err != nil {
			return false
		}
		l = strings.TrimRight(l, "\r\n")
		if l == "." {
			break
		}
		text = append(text, strings.TrimPrefix(l, "."))
	}
	msg, marks := PlainText(strings.Join(text, "\n"))
	d.record("SPEAK " + msg)
	id, b := d.next()
	defer func() { d.heard <- msg }()
	if b == Hangs {
		return false
	}
	fmt.Fprintf(conn, "225-%d\r\n225 OK MESSAGE QUEUED\r\n", id)
	if b == Speaks || b == NoEnd {
		fmt.Fprintf(conn, "701-%d\r\n701-1\r\n701 BEGIN\r\n", id)
	}
	for i, m := range marks {
		if b == NoEnd && i > 0 {
			break // as speech-dispatcher without a sound device: the first mark, then nothing
		}
		if b == Speaks || b == NoEnd {
			fmt.Fprintf(conn, "700-%d\r\n700-1\r\n700-%s\r\n700 INDEX_MARK\r\n", id, m)
		}
	}
	if b == Speaks {
		fmt.Fprintf(conn, "702-%d\r\n702-1\r\n702 END\r\n", id)
	}
	return true
}

// markTag matches an SSML tag; markName a mark's name in it.
var (
	markTag  = regexp.MustCompile(`<[^>]*>`)
	markName = regexp.MustCompile(`^<mark name="([^"]*)"/>$`)
)

// PlainText returns what an SSML message says, its tags dropped and its
// entities read, and the names of its marks in order; text that is not
// SSML comes back as it is.
func PlainText(ssml string) (text string, marks []string) {
	if !strings.HasPrefix(ssml, "<speak>") {
		return ssml, nil
	}
	for _, tag := range markTag.FindAllString(ssml, -1) {
		if m := markName.FindStringSubmatch(tag); m != nil {
			marks = append(marks, m[1])
		}
	}
	text = markTag.ReplaceAllString(ssml, "")
	text = strings.NewReplacer("&lt;", "<", "&gt;", ">", "&amp;", "&", "&#34;", `"`, "&#39;", "'", "&#x9;", "\t", "&#xA;", "\n", "&#xD;", "\r").Replace(text)
	return text, marks
}
