//go:build linux

package game

import (
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/shell"
	"github.com/tactuschess/tactus/internal/brltest"
	"github.com/tactuschess/tactus/internal/speechtest"
)

// spokenGame runs a plain game at st whose voice is a real
// speech-dispatcher; say sends a line and waits until the daemon was
// asked to say the messages matching wants, in order, after those it
// was asked to say before.
type spokenGame struct {
	t      *testing.T
	sd     *speechtest.Dispatcher
	typing *io.PipeWriter
	out    *syncBuffer
	done   chan error
	seen   int // messages of the daemon's log already matched
}

func speakOnDispatcher(t *testing.T, st *station) *spokenGame {
	sd := speechtest.StartDispatcher(t)
	st.set.Voice, st.set.Rate = "speechd", "100"
	s := &spokenGame{t: t, sd: sd}
	env := map[string]string{"SPEECHD_ADDRESS": sd.Address()}
	s.typing, s.out, s.done = st.start(func(o *Options) {
		o.Shell.Speech, o.Shell.Getenv = shell.SetupSpeech, func(k string) string { return env[k] }
	})
	return s
}

// typeLine types line.
func (s *spokenGame) typeLine(line string) {
	s.t.Helper()
	typeText(s.t, s.typing, line+"\n")
}

// say types line and waits for the messages matching wants, in order.
func (s *spokenGame) say(line string, wants ...string) []string {
	s.t.Helper()
	s.typeLine(line)
	res := make([]*regexp.Regexp, len(wants))
	for i, w := range wants {
		res[i] = regexp.MustCompile(w)
	}
	var got []string
	deadline := time.Now().Add(brltest.Timeout)
	for {
		spoken := s.sd.Spoken()
		got = nil
		at := s.seen
		for _, re := range res {
			for at < len(spoken) && !re.MatchString(spoken[at]) {
				at++
			}
			if at == len(spoken) {
				break
			}
			got = append(got, spoken[at])
			at++
		}
		if len(got) == len(res) {
			s.seen = at
			return got
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("after %q speech-dispatcher was not asked to say %q; it said:\n%s", line, wants, strings.Join(spoken[s.seen:], "\n"))
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func (s *spokenGame) stop() []string {
	s.t.Helper()
	s.typing.Close()
	if err := <-s.done; err != nil {
		s.t.Fatalf("Run: %v\n%s", err, s.out.String())
	}
	return s.sd.Spoken()
}

// TestHeardOnSpeechDispatcher plays as a blind club player with a real
// speech-dispatcher: the board, the pieces, the help and the scoresheet
// are each said whole, line after line, each line in one language; a slip correction is
// said as a correction; with confirmation on, a confirmed move is said
// once, and the confirmation as the boards agreeing.
func TestHeardOnSpeechDispatcher(t *testing.T) {
	if testing.Short() {
		t.Skip("runs speech-dispatcher")
	}
	st := newStation(t)
	st.set.Blind, st.set.Confirm, st.set.AutoPress = "white", true, false
	s := speakOnDispatcher(t, st)
	s.say("e4", `^Eva zwei Eva vier$`)
	s.say("correct d4", `^Correction:$`, `^David zwei David vier$`)
	s.say("press") // White's own press is not said
	s.say("ok", `^The boards agree\.$`)
	s.say("e5", `^Eva sieben Eva fünf$`)
	s.say("press", `^White's clock runs\.$`)
	s.say("ok", `^The boards agree\.$`)
	ranks := []string{`^8 ranks\.$`}
	for _, r := range []string{"eight", "seven", "six", "five", "four", "three", "two", "one"} {
		ranks = append(ranks, `^Rank `+r+`: .*\.$`)
	}
	if board := s.say("board", ranks...); !strings.HasSuffix(board[8], "Hector one White Rook.") {
		t.Errorf("the first rank said %q", board[8])
	}
	s.say("pieces", `^White King: Eva one\.$`, `^White Queen: David one\.$`, `^Black Pawn: .*\.$`)
	// the help holds "|" (white|black), which the daemon's log also uses
	// around a message: its lines in the log are read as they are
	s.typeLine("help")
	help := []*regexp.Regexp{regexp.MustCompile(`^\d+ commands; an empty line stops the reading, more goes on\.$`),
		regexp.MustCompile(`^Type a move `), regexp.MustCompile(`^clock \(c\): `), regexp.MustCompile(`^quit \(q`),
		regexp.MustCompile(`^arbiter PIN\|off: `)}
	eventually(t, "the whole help, line after line", func() bool {
		data, _ := os.ReadFile(filepath.Join(s.sd.Dir(), "speech-dispatcher.log"))
		next := 0
		for _, m := range regexp.MustCompile(`Queueing message \|(.*)\| with priority`).FindAllSubmatch(data, -1) {
			if text, _ := speechtest.PlainText(string(m[1])); next < len(help) && help[next].MatchString(text) {
				next++
			}
		}
		return next == len(help)
	})
	s.say("score", `^1 move\.$`, `^1\.$`, `^David zwei David vier, Eva sieben Eva fünf\.$`)
	spoken := s.stop()
	n := 0
	for _, m := range spoken {
		if m == "Eva sieben Eva fünf" {
			n++
		}
	}
	if n != 1 {
		t.Errorf("the confirmed move was said %d times:\n%s", n, strings.Join(spoken, "\n"))
	}
}
