package script

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

func TestParseLineGood(t *testing.T) {
	w, b := session.Player(rules.White), session.Player(rules.Black)
	tests := []struct {
		text string
		want Line
	}{
		{"0 white move e4", Line{At: 0, Actor: w, Verb: "move", Args: []string{"e4"}}},
		{"3.5 black move Springer Gustav acht Felix sechs", Line{At: 3500 * time.Millisecond, Actor: b, Verb: "move", Args: strings.Fields("Springer Gustav acht Felix sechs")}},
		{"  0.125\tWHITE   Announce  e2e4  ", Line{At: 125 * time.Millisecond, Actor: w, Verb: "announce", Args: []string{"e2e4"}}},
		{".5 white press", Line{At: 500 * time.Millisecond, Actor: w, Verb: "press"}},
		{"007 white press", Line{At: 7 * time.Second, Actor: w, Verb: "press"}},
		{"1.000000001 black press", Line{At: time.Second + 1, Actor: b, Verb: "press"}},
		{"4294967295 white press", Line{At: 4294967295 * time.Second, Actor: w, Verb: "press"}},
		{"1 white correct d4 # D.2.8", Line{At: time.Second, Actor: w, Verb: "correct", Args: []string{"d4"}}},
		{"1 white move Qxf7#", Line{At: time.Second, Actor: w, Verb: "move", Args: []string{"Qxf7#"}}},
		{"9 black repeat c3", Line{At: 9 * time.Second, Actor: b, Verb: "repeat", Args: []string{"c3"}}},
		{"9 black confirm", Line{At: 9 * time.Second, Actor: b, Verb: "confirm"}},
		{"10 arbiter restore 2", Line{At: 10 * time.Second, Actor: session.Arbiter(), Verb: "restore", Args: []string{"2"}}},
		{"10 arbiter restore 0", Line{At: 10 * time.Second, Actor: session.Arbiter(), Verb: "restore", Args: []string{"0"}}},
		{"11 arbiter time white 1:30:00", Line{At: 11 * time.Second, Actor: session.Arbiter(), Verb: "time", Args: []string{"white", "1:30:00"}}},
		{"11 arbiter time Black 0:00:09.5", Line{At: 11 * time.Second, Actor: session.Arbiter(), Verb: "time", Args: []string{"Black", "0:00:09.5"}}},
		{"11 arbiter time black 90:00", Line{At: 11 * time.Second, Actor: session.Arbiter(), Verb: "time", Args: []string{"black", "90:00"}}},
		{"12 white offer", Line{At: 12 * time.Second, Actor: w, Verb: "offer"}},
		{"12 black accept", Line{At: 12 * time.Second, Actor: b, Verb: "accept"}},
		{"12 black decline", Line{At: 12 * time.Second, Actor: b, Verb: "decline"}},
		{"13 white claim", Line{At: 13 * time.Second, Actor: w, Verb: "claim"}},
		{"13 white claim Nf3", Line{At: 13 * time.Second, Actor: w, Verb: "claim", Args: []string{"Nf3"}}},
		{"14 black resign", Line{At: 14 * time.Second, Actor: b, Verb: "resign"}},
		{"14 arbiter illegal", Line{At: 14 * time.Second, Actor: session.Arbiter(), Verb: "illegal"}},
		{"15 arbiter adjourn", Line{At: 15 * time.Second, Actor: session.Arbiter(), Verb: "adjourn"}},
		{"15 white seal Nf3", Line{At: 15 * time.Second, Actor: w, Verb: "seal", Args: []string{"Nf3"}}},
		{"16 arbiter resume", Line{At: 16 * time.Second, Actor: session.Arbiter(), Verb: "resume"}},
		{"17 arbiter pause", Line{At: 17 * time.Second, Actor: session.Arbiter(), Verb: "pause"}},
		{"17 arbiter continue", Line{At: 17 * time.Second, Actor: session.Arbiter(), Verb: "continue"}},
		{"18 black-assistant touch e4", Line{At: 18 * time.Second, Actor: session.Assistant(rules.Black), Verb: "touch", Args: []string{"e4"}}},
		{"18 white-assistant move e4", Line{At: 18 * time.Second, Actor: session.Assistant(rules.White), Verb: "move", Args: []string{"e4"}}},
		{"19 arbiter declare 1/2-1/2 dead position", Line{At: 19 * time.Second, Actor: session.Arbiter(), Verb: "declare", Args: []string{"1/2-1/2", "dead", "position"}}},
		{"20 white clock", Line{At: 20 * time.Second, Actor: w, Verb: "clock"}},
		{"21 arbiter illegal 7", Line{At: 21 * time.Second, Actor: session.Arbiter(), Verb: "illegal", Args: []string{"7"}}},
		{"21 arbiter correct-result 0-1 appeal", Line{At: 21 * time.Second, Actor: session.Arbiter(), Verb: "correct-result", Args: []string{"0-1", "appeal"}}},
		{"21 arbiter adjust black -1:30", Line{At: 21 * time.Second, Actor: session.Arbiter(), Verb: "adjust", Args: []string{"black", "-1:30"}}},
		{"21 arbiter moves white 39", Line{At: 21 * time.Second, Actor: session.Arbiter(), Verb: "moves", Args: []string{"white", "39"}}},
		{"21 arbiter control 40/90m+30s, 30m+30s", Line{At: 21 * time.Second, Actor: session.Arbiter(), Verb: "control", Args: []string{"40/90m+30s,", "30m+30s"}}},
		{"21 arbiter quickplay white", Line{At: 21 * time.Second, Actor: session.Arbiter(), Verb: "quickplay", Args: []string{"white"}}},
		{"21 arbiter decide white postpone 2:00", Line{At: 21 * time.Second, Actor: session.Arbiter(), Verb: "decide", Args: []string{"white", "postpone", "2:00"}}},
	}
	for i, tt := range tests {
		n := i + 3
		l, ok, err := ParseLine(tt.text, n)
		if err != nil || !ok {
			t.Errorf("ParseLine(%q) = ok %v, %v", tt.text, ok, err)
			continue
		}
		tt.want.Number = n
		if !sameLine(l, tt.want) {
			t.Errorf("ParseLine(%q) = %+v, want %+v", tt.text, l, tt.want)
		}
	}
}

// sameLine compares lines, no arguments and empty arguments being the same.
func sameLine(a, b Line) bool {
	if len(a.Args) == 0 && len(b.Args) == 0 {
		a.Args, b.Args = nil, nil
	}
	return reflect.DeepEqual(a, b)
}

func TestParseLineSkips(t *testing.T) {
	for _, text := range []string{"", "   ", "\t", "# a comment", "   # indented comment", "#0 white move e4"} {
		l, ok, err := ParseLine(text, 1)
		if ok || err != nil {
			t.Errorf("ParseLine(%q) = %+v, %v, %v; want it skipped", text, l, ok, err)
		}
	}
}

func TestParseLineBad(t *testing.T) {
	tests := []struct{ text, want string }{
		{"0 white", `want SECONDS SIDE ACTION, got "0 white"`},
		{"white move e4", `"white" is not a number of seconds`},
		{"0 white jump e4", `unknown action "jump"`},
		{"0 white castle", `unknown action "castle"`},
		{"0 green move e4", `"green" is not white, black, arbiter`},
		{"0 referee restore 1", `"referee" is not white, black, arbiter`},
		{"0 white-arbiter press", `"white-arbiter" is not white`},
		{"-1 white move e4", `"-1" is not a number of seconds`},
		{"+1 white move e4", `"+1" is not a number of seconds`},
		{"1e3 white move e4", `"1e3" is not a number of seconds`},
		{"abc white move e4", `"abc" is not a number of seconds`},
		{". white move e4", `"." is not a number of seconds`},
		{"1. white move e4", `"1." is not a number of seconds`},
		{"1.5.5 white move e4", `"1.5.5" is not a number of seconds`},
		{"1,5 white move e4", `"1,5" is not a number of seconds`},
		{"0x10 white move e4", `"0x10" is not a number of seconds`},
		{"1_000 white move e4", `"1_000" is not a number of seconds`},
		{"1.-5 white move e4", `"1.-5" is not a number of seconds`},
		{"4294967296 white move e4", `"4294967296" is not a number of seconds`},
		{"1.0000000001 white move e4", `"1.0000000001" has more decimals than nanoseconds`},
		{"0 white move", "move takes an argument, got 0"},
		{"0 white announce", "announce takes an argument, got 0"},
		{"0 white correct", "correct takes an argument, got 0"},
		{"0 black repeat", "repeat takes an argument, got 0"},
		{"0 white seal", "seal takes an argument, got 0"},
		{"0 white press e4", "press takes no argument, got 1"},
		{"0 black confirm c3", "confirm takes no argument, got 1"},
		{"0 white resign now", "resign takes no argument, got 1"},
		{"0 white clock white", "clock takes no argument, got 1"},
		{"0 arbiter restore", "restore takes one argument, got 0"},
		{"0 arbiter restore 1 2", "restore takes one argument, got 2"},
		{"0 arbiter time white", "time takes 2 arguments, got 1"},
		{"0 arbiter time white 1:00:00 extra", "time takes 2 arguments, got 3"},
		{"0 white-assistant touch", "touch takes one argument, got 0"},
		{"0 arbiter declare", "declare takes an argument, got 0"},
		{"0 arbiter restore -1", `restore takes a ply number (0 is the start), got "-1"`},
		{"0 arbiter restore two", `restore takes a ply number (0 is the start), got "two"`},
		{"0 arbiter restore 1.5", `restore takes a ply number (0 is the start), got "1.5"`},
		{"0 arbiter restore 99999999999999999999", `restore takes a ply number (0 is the start), got "99999999999999999999"`},
		{"0 arbiter time green 1:00:00", `time takes white or black, got "green"`},
		{"0 arbiter time arbiter 1:00:00", `time takes white or black, got "arbiter"`},
		{"0 arbiter time white 1:60:00", `"1:60:00" is not a time H:MM:SS`},
		{"0 arbiter time white 1:5:00", `"1:5:00" is not a time H:MM:SS`},
		{"0 arbiter time white 1:05:60", `"1:05:60" is not a time H:MM:SS`},
		{"0 arbiter time white 1:05:5", `"1:05:5" is not a time H:MM:SS`},
		{"0 arbiter time white 90", `"90" is not a time H:MM:SS`},
		{"0 arbiter time white 1:00:00:00", `"1:00:00:00" is not a time H:MM:SS`},
		{"0 arbiter time white :05:00", `":05:00" is not a time H:MM:SS`},
		{"0 arbiter time white -1:00:00", `"-1:00:00" is not a time H:MM:SS`},
		{"0 arbiter time white 1:-5:00", `"1:-5:00" is not a time H:MM:SS`},
		{"0 arbiter time white 1:05:-1", `"1:05:-1" is not a time H:MM:SS`},
		{"0 arbiter time white 65536:00:00", `"65536:00:00" is not a time H:MM:SS`},
		{"0 arbiter time white 1h30m", `"1h30m" is not a time H:MM:SS`},
		{"0 arbiter illegal 0", `illegal takes a ply number (1 is White's first move), got "0"`},
		{"0 arbiter illegal x", `illegal takes a ply number (1 is White's first move), got "x"`},
		{"0 arbiter illegal 1 2", "illegal takes at most one argument, got 2"},
		{"0 arbiter correct-result", "correct-result takes an argument, got 0"},
		{"0 arbiter adjust white 1:00", `"1:00" is not a signed time +M:SS or -M:SS`},
		{"0 arbiter adjust white +0:00", `"+0:00" is not a signed time +M:SS or -M:SS`},
		{"0 arbiter adjust white --1:00", `"--1:00" is not a signed time +M:SS or -M:SS`},
		{"0 arbiter adjust white +60", `"+60" is not a signed time +M:SS or -M:SS`},
		{"0 arbiter adjust green +1:00", `adjust takes white or black, got "green"`},
		{"0 arbiter adjust white", "adjust takes 2 arguments, got 1"},
		{"0 arbiter moves white -1", `moves takes a move count, got "-1"`},
		{"0 arbiter moves white ten", `moves takes a move count, got "ten"`},
		{"0 arbiter moves arbiter 3", `moves takes white or black, got "arbiter"`},
		{"0 arbiter control", "control takes an argument, got 0"},
		{"0 arbiter quickplay", "quickplay takes one argument, got 0"},
		{"0 arbiter quickplay both", `quickplay takes white or black, got "both"`},
		{"0 arbiter decide white", "decide takes 2 or 3 arguments, got 1"},
		{"0 arbiter decide white agree", `decide takes draw, postpone or reject, got "agree"`},
		{"0 arbiter decide white draw 2:00", "decide draw takes no time"},
		{"0 arbiter decide white postpone 2", `"2" is not a time H:MM:SS`},
		{"0 arbiter decide white reject 2:00 x", "decide takes 2 or 3 arguments, got 4"},
	}
	for _, tt := range tests {
		n := 7
		l, ok, err := ParseLine(tt.text, n)
		if err == nil {
			t.Errorf("ParseLine(%q) = %+v, ok %v; want an error", tt.text, l, ok)
			continue
		}
		checkError(t, tt.text, err, n, tt.want)
	}
}

// checkError checks that err is a script *Error naming line n and saying want.
func checkError(t *testing.T, what string, err error, n int, want string) {
	t.Helper()
	var e *Error
	if !errors.As(err, &e) {
		t.Errorf("%q: %v is not a *script.Error", what, err)
		return
	}
	if e.Line != n {
		t.Errorf("%q: error names line %d, want %d", what, e.Line, n)
	}
	if !errors.Is(err, ErrSyntax) {
		t.Errorf("%q: %v does not wrap ErrSyntax", what, err)
	}
	prefix := fmt.Sprintf("script: line %d: ", n)
	if msg := err.Error(); !strings.HasPrefix(msg, prefix) || !strings.Contains(msg, want) {
		t.Errorf("%q: error %q, want %q and %q", what, msg, prefix, want)
	}
}

func TestReadBad(t *testing.T) {
	tests := []struct {
		name, in string
		line     int
		want     string
	}{
		{"time going back", "0 white move e4\n5 black move e5\n3 white move Nf3\n", 3, "time 3 is before the previous line's 5"},
		{"time going back by a little", "0 white move e4\n5.001 black move e5\n5 white move Nf3\n", 3, "time 5 is before the previous line's 5.001"},
		{"bad line after comments", "# a game\n\n0 white move e4\n   # more\n1 black jump e5\n", 5, `unknown action "jump"`},
		{"bad first line", "zero white move e4\n", 1, `"zero" is not a number of seconds`},
		{"bad last line without newline", "0 white move e4\n1 black move", 2, "move takes an argument, got 0"},
		{"crlf", "0 white move e4\r\n1 black press now\r\n", 2, "press takes no argument, got 1"},
		{"too long line", "0 white move e4\n# " + strings.Repeat("x", MaxLine) + "\n1 black move e5\n", 2, fmt.Sprintf("longer than %d bytes", MaxLine)},
		{"bad time after a good one", "0 arbiter time white 1:00:00\n1 arbiter time black 1:5:00\n", 2, `"1:5:00" is not a time H:MM:SS`},
	}
	for _, tt := range tests {
		lines, err := Read(strings.NewReader(tt.in))
		if err == nil {
			t.Errorf("%s: Read = %d lines, want an error", tt.name, len(lines))
			continue
		}
		if lines != nil {
			t.Errorf("%s: Read returned %d lines with its error", tt.name, len(lines))
		}
		checkError(t, tt.name, err, tt.line, tt.want)
	}
}

func TestReadGood(t *testing.T) {
	in := "# the game of the issue\n" +
		"0 white announce e4\n" +
		"1 white correct d4\n" +
		"2 white press\n" +
		"\n" +
		"5 black move Springer Gustav acht Felix sechs # D.2.1 words\n" +
		"8 white move c4\n" +
		"9 black repeat c3\n" +
		"9 arbiter clock\n" +
		"10 arbiter restore 2\n" +
		"21 white resign"
	lines, err := Read(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, l := range lines {
		got = append(got, fmt.Sprintf("%d@%v %s %s [%s]", l.Number, l.At, l.Actor, l.Verb, l.Arg()))
	}
	want := []string{
		"2@0s white announce [e4]", "3@1s white correct [d4]", "4@2s white press []",
		"6@5s black move [Springer Gustav acht Felix sechs]", "7@8s white move [c4]",
		"8@9s black repeat [c3]", "9@9s arbiter clock []", "10@10s arbiter restore [2]", "11@21s white resign []",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Read:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if lines, err := Read(strings.NewReader("")); err != nil || len(lines) != 0 {
		t.Errorf("Read of nothing = %d lines, %v", len(lines), err)
	}
	if lines, err := Read(strings.NewReader("# only\n\n# comments\n")); err != nil || len(lines) != 0 {
		t.Errorf("Read of comments = %d lines, %v", len(lines), err)
	}
}

// failing is a reader that fails after its text.
type failing struct{ text string }

func (f *failing) Read(p []byte) (int, error) {
	if f.text == "" {
		return 0, errors.New("disk on fire")
	}
	n := copy(p, f.text)
	f.text = f.text[n:]
	return n, nil
}

func TestReadError(t *testing.T) {
	_, err := Read(&failing{text: "0 white move e4\n"})
	if err == nil || !strings.Contains(err.Error(), "disk on fire") || !strings.HasPrefix(err.Error(), "script: ") {
		t.Errorf("Read of a failing reader: %v", err)
	}
	if errors.Is(err, ErrSyntax) {
		t.Errorf("a read error %v is reported as a syntax error", err)
	}
}

func TestParseClock(t *testing.T) {
	tests := []struct {
		in   string
		want time.Duration
	}{
		{"0:00:00", 0},
		{"1:30:00", 90 * time.Minute},
		{"0:00:09.5", 9500 * time.Millisecond},
		{"12:59:59", 12*time.Hour + 59*time.Minute + 59*time.Second},
		{"5:00", 5 * time.Minute},
		{"1:05", time.Minute + 5*time.Second},
		{"90:30", 90*time.Minute + 30*time.Second},
		{"2000:00:00", 2000 * time.Hour},
	}
	for _, tt := range tests {
		got, err := ParseClock(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("ParseClock(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
	}
}
