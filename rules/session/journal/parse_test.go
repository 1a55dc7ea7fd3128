package journal

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// wallAt is a wall time as the journal writes it: UTC, whole milliseconds.
var wallAt = time.Date(2026, 11, 22, 10, 0, 4, 250_000_000, time.UTC)

// everyKind has one action of each kind, with every argument its kind takes.
func everyKind() []session.Action {
	at := func(s float64) time.Duration { return time.Duration(s * float64(time.Second)) }
	w, b := session.Player(rules.White), session.Player(rules.Black)
	cfg := &session.Config{White: "Ana", Black: "Bo", Blind: [2]bool{true, false}, Control: "90m+30s"}
	return []session.Action{
		{Seq: 1, Actor: session.Arbiter(), Kind: session.Begin, Config: cfg},
		{Seq: 2, At: at(4.25), Wall: wallAt, Actor: w, Kind: session.Move, Move: "e2e4"},
		{Seq: 3, At: at(5), Actor: b, Kind: session.Announce, Move: "g8f6"},
		{Seq: 4, At: at(5.5), Actor: b, Kind: session.Correct, Move: "e7e5"},
		{Seq: 5, At: at(6.001), Actor: b, Kind: session.Press},
		{Seq: 6, At: at(7), Actor: w, Kind: session.Repeat, Move: "e7e5"},
		{Seq: 7, At: at(8), Actor: session.Assistant(rules.White), Kind: session.Confirm},
		{Seq: 8, At: at(9), Actor: w, Kind: session.Offer},
		{Seq: 9, At: at(10), Actor: b, Kind: session.Accept},
		{Seq: 10, At: at(11), Actor: b, Kind: session.Decline},
		{Seq: 11, At: at(12), Actor: w, Kind: session.Claim},
		{Seq: 12, At: at(13), Actor: w, Kind: session.Claim, Move: "g1f3"},
		{Seq: 13, At: at(14), Actor: b, Kind: session.Resign},
		{Seq: 14, At: at(15), Actor: session.Arbiter(), Kind: session.Illegal},
		{Seq: 15, At: at(16), Actor: session.Arbiter(), Kind: session.Restore, Ply: 0},
		{Seq: 16, At: at(17), Actor: session.Arbiter(), Kind: session.Restore, Ply: 117},
		{Seq: 17, At: at(18), Actor: session.Arbiter(), Kind: session.SetTime, Side: rules.Black, Time: 90*time.Minute + 30*time.Second + 125*time.Millisecond},
		{Seq: 18, At: at(19), Actor: session.Arbiter(), Kind: session.Adjourn},
		{Seq: 19, At: at(20), Actor: w, Kind: session.Seal, Text: "Sf3"},
		{Seq: 20, At: at(21), Actor: w, Kind: session.Seal, Text: "Springer Gustav eins Felix drei"},
		{Seq: 21, At: at(22), Actor: session.Arbiter(), Kind: session.Resume},
		{Seq: 22, At: at(23), Actor: session.Arbiter(), Kind: session.Pause},
		{Seq: 23, At: at(24), Actor: session.Arbiter(), Kind: session.Continue},
		{Seq: 24, At: at(25), Actor: session.Assistant(rules.Black), Kind: session.Touch, Square: rules.NewSquare(6, 7)},
		{Seq: 25, At: at(26), Actor: session.Arbiter(), Kind: session.Flag},
		{Seq: 26, At: at(27), Actor: session.Arbiter(), Kind: session.Declare, Result: rules.Draw, Text: "adjudicated: \"dead\" position"},
		{Seq: 27, At: at(99999.999), Actor: session.Arbiter(), Kind: session.Declare, Result: rules.WhiteWins, Text: ""},
		{Seq: 28, At: at(100000), Actor: w, Kind: session.Seal, Text: "Springer Bella eins David zwei", Move: "b1d2"},
		{Seq: 29, At: at(100001), Actor: w, Kind: session.Seal, Text: "", Move: "e7e8q"},
		{Seq: 30, At: at(100002), Actor: session.Arbiter(), Kind: session.Copy},
		{Seq: 31, At: at(100003), Actor: session.Arbiter(), Kind: session.Illegal, Ply: 17},
		{Seq: 32, At: at(100004), Actor: session.Arbiter(), Kind: session.CorrectResult, Result: rules.BlackWins, Text: "illegal move at ply 17"},
		{Seq: 33, At: at(100005), Actor: session.Arbiter(), Kind: session.Adjust, Side: rules.White, Time: -90*time.Second - 250*time.Millisecond},
		{Seq: 34, At: at(100006), Actor: session.Arbiter(), Kind: session.Adjust, Side: rules.Black, Time: 2 * time.Minute},
		{Seq: 35, At: at(100007), Actor: session.Arbiter(), Kind: session.SetMoves, Side: rules.Black, Count: 39},
		{Seq: 36, At: at(100008), Actor: session.Arbiter(), Kind: session.SetControl, Text: "40/90m+30s, 30m+30s"},
		{Seq: 37, At: at(100009), Actor: session.Arbiter(), Kind: session.Quickplay, Side: rules.White},
		{Seq: 38, At: at(100010), Actor: session.Arbiter(), Kind: session.Decide, Side: rules.Black, Text: session.DecidePostpone, Time: 2 * time.Minute},
		{Seq: 39, At: at(100011), Actor: session.Arbiter(), Kind: session.Decide, Side: rules.Black, Text: session.DecideDraw},
		{Seq: 40, At: at(100012), Actor: session.Arbiter(), Via: session.ViaKeyboard, Kind: session.Restore, Ply: 3},
		{Seq: 41, At: at(100013), Actor: session.Arbiter(), Via: session.ViaStation, Kind: session.SetTime, Side: rules.White, Time: time.Minute},
		{Seq: 42, At: at(100014), Actor: session.Arbiter(), Via: session.ViaQuit, Kind: session.Pause},
		{Seq: 43, At: at(100015), Actor: session.Arbiter(), Via: session.ViaReopen, Kind: session.Pause},
		{Seq: 44, At: at(100016), Actor: session.Arbiter(), Via: session.ViaPress, Kind: session.Continue},
		{Seq: 45, At: at(100017), Actor: session.Arbiter(), Via: session.ViaCasual, Kind: session.Declare, Result: rules.Draw, Text: "agreed"},
		{Seq: 46, At: at(100018), Actor: session.Arbiter(), Via: session.ViaPractice, Kind: session.Restore, Ply: 2},
	}
}

// configs are Begin configurations with awkward names and every setting.
func configs() []*session.Config {
	return []*session.Config{
		{},
		{White: "Ana", Black: "Bo"},
		{White: `Ana "the rook" Lee`, Black: `back\slash`, Event: `"quoted"`},
		{White: "Bjørn Ødegård", Black: "张伟", Site: "Köln", Round: "3.1", Event: "Ünïcødé Open 😀", Revision: 1},
		{White: "tab\there", Black: "new\nline", Event: "nul\x00bell\a del\x7f", Site: "\r\n"},
		{White: "bad \xff\xfe utf-8", Black: "#08x", Event: "a #12345678", Site: "key=value", Round: "x=\"y\""},
		{White: " spaced  out ", Black: "=", Event: "=\"", Site: `\"`, Round: "#"},
		{
			White: "W", Black: "B", Blind: [2]bool{true, true}, Assisted: [2]bool{false, true},
			FEN: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Chess960: true,
			Control: "40/5400+30:1800+30", Notation: "de", Class: session.RapidEvent, ArbiterPerGame: true,
			Event: "Open", Site: "Berlin", Round: "1",
		},
		{Blind: [2]bool{false, true}, Assisted: [2]bool{true, false}, Control: "-"},
		{Control: "3m+2s", Class: session.BlitzEvent},
		{Control: "90m", Class: session.StandardEvent},
		{Control: "40/90m+30s, 30m", Revision: 2},
		{White: "Ana", Casual: true},
		{White: "Ana", ArbiterPIN: "pbkdf2-sha256:120000:00ff10:0a1b2c"},
	}
}

// sameAction reports whether two actions are equal, wall times compared as instants.
func sameAction(a, b session.Action) bool {
	if !a.Wall.Equal(b.Wall) {
		return false
	}
	a.Wall, b.Wall = time.Time{}, time.Time{}
	return reflect.DeepEqual(a, b)
}

func TestFormatParseEveryKind(t *testing.T) {
	seen := map[session.Kind]bool{}
	for _, a := range everyKind() {
		seen[a.Kind] = true
		line := Format(a)
		if strings.ContainsAny(line, "\n\r") {
			t.Errorf("%s: line has a line break: %q", a.Kind, line)
		}
		got, err := Parse(line)
		if err != nil {
			t.Errorf("%s: Parse(%q): %v", a.Kind, line, err)
			continue
		}
		if !sameAction(got, a) {
			t.Errorf("%s: round trip of %q:\n got  %+v\n want %+v", a.Kind, line, got, a)
		}
	}
	for k := session.Begin; !strings.HasPrefix(k.String(), "Kind("); k++ {
		if !seen[k] {
			t.Errorf("no round-trip case for action %s", k)
		}
	}
}

func TestFormatParseBeginConfigs(t *testing.T) {
	for i, c := range configs() {
		a := session.Action{Seq: 1, Actor: session.Arbiter(), Kind: session.Begin, Config: c}
		line := Format(a)
		if strings.ContainsAny(line, "\n\r\x00") {
			t.Errorf("config %d: line has a control character: %q", i, line)
		}
		got, err := Parse(line)
		if err != nil {
			t.Errorf("config %d: Parse(%q): %v", i, line, err)
			continue
		}
		if !reflect.DeepEqual(got.Config, c) {
			t.Errorf("config %d: round trip of %q:\n got  %+v\n want %+v", i, line, got.Config, c)
		}
	}
}

// TestFormatParseAwkwardText round-trips moves and texts that need quoting.
func TestFormatParseAwkwardText(t *testing.T) {
	texts := []string{"", " ", "e2e4 e7e5", `"`, `\`, "#", " #", "a #00000000", "=", "k=\"v\"",
		"Springer Gustav acht Felix sechs", "ß", "\t\n\v\f\r", "\x00", "\xff", "e8=Q+", "O-O-O#"}
	for _, s := range texts {
		for _, k := range []session.Kind{session.Move, session.Seal, session.Declare} {
			a := session.Action{Seq: 3, At: time.Second, Actor: session.Player(rules.Black), Kind: k, Move: s, Text: s}
			if k != session.Move {
				a.Move = ""
			}
			if k == session.Move {
				a.Text = ""
			}
			if k == session.Declare {
				a.Result = rules.BlackWins
			}
			line := Format(a)
			got, err := Parse(line)
			if err != nil {
				t.Errorf("%s %q: Parse(%q): %v", k, s, line, err)
				continue
			}
			if !sameAction(got, a) {
				t.Errorf("%s %q: round trip of %q gives %+v", k, s, line, got)
			}
		}
	}
}

// TestParseBadFields gives lines with a good checksum and one bad field each.
func TestParseBadFields(t *testing.T) {
	tests := []struct {
		name, body, want string
		is               error // nil: no sentinel expected
	}{
		{"too few words", "1 0.000 - white", "too few words", nil},
		{"empty", "", "too few words", nil},
		{"number zero", "0 0.000 - white press", `bad number "0"`, nil},
		{"number negative", "-1 0.000 - white press", `bad number "-1"`, nil},
		{"number word", "one 0.000 - white press", `bad number "one"`, nil},
		{"time word", "1 abc - white press", `bad time "abc"`, nil},
		{"time negative", "1 -1.000 - white press", `bad time "-1.000"`, nil},
		{"time plus", "1 +1.000 - white press", `bad time "+1.000"`, nil},
		{"time four decimals", "1 1.2345 - white press", `bad time "1.2345"`, nil},
		{"time no whole", "1 .500 - white press", `bad time ".500"`, nil},
		{"time exponent", "1 1e3 - white press", `bad time "1e3"`, nil},
		{"time huge", "1 99999999999999999999.000 - white press", "bad time", nil},
		{"wall word", "1 0.000 yesterday white press", `bad wall time "yesterday"`, nil},
		{"wall no zone", "1 0.000 2026-11-22T10:00:00.000 white press", "bad wall time", nil},
		{"wall more digits", "1 0.000 2026-11-22T10:00:04.2501Z white press", "bad wall time", nil},
		{"wall fewer digits", "1 0.000 2026-11-22T10:00:04Z white press", "bad wall time", nil},
		{"wall offset", "1 0.000 2026-11-22T10:00:04.250+01:00 white press", "bad wall time", nil},
		{"wall offset before year 1", "1 0.000 0000-01-01T00:00:00.000+01:00 white press", "bad wall time", nil},
		{"wall offset after year 9999", "1 0.000 9999-12-31T23:59:59.000-01:00 white press", "bad wall time", nil},
		{"wall zero instant", "1 0.000 0001-01-01T00:00:00.000Z white press", "bad wall time", nil},
		{"actor", "1 0.000 - queen press", `"queen" is not white`, session.ErrSyntax},
		{"actor arbiter-assistant", "1 0.000 - arbiter-assistant press", "is not white", session.ErrSyntax},
		{"actor way unknown", "1 0.000 - arbiter@window pause", `bad actor "arbiter@window"`, nil},
		{"actor way empty", "1 0.000 - arbiter@ pause", `bad actor "arbiter@"`, nil},
		{"actor way upper", "1 0.000 - arbiter@@keyboard pause", `bad actor "arbiter@@keyboard"`, nil},
		{"actor way bad actor", "1 0.000 - queen@keyboard pause", `"queen" is not white`, session.ErrSyntax},
		{"action word", "1 0.000 - white jump", `unknown action "jump"`, session.ErrSyntax},
		{"action word upper case", "1 0.000 - white MOVE e2e4", `unknown action "MOVE"`, session.ErrSyntax},
		{"move no argument", "1 0.000 - white move", "move takes 1 arguments, not 0", nil},
		{"move two arguments", "1 0.000 - white move e2e4 e7e5", "move takes 1 arguments, not 2", nil},
		{"announce no argument", "1 0.000 - white announce", "announce takes 1 arguments, not 0", nil},
		{"correct two arguments", "1 0.000 - white correct a b", "correct takes 1 arguments, not 2", nil},
		{"repeat no argument", "1 0.000 - black repeat", "repeat takes 1 arguments, not 0", nil},
		{"press argument", "1 0.000 - white press e2e4", "press takes 0 arguments, not 1", nil},
		{"resign argument", "1 0.000 - white resign now", "resign takes 0 arguments, not 1", nil},
		{"flag argument", "1 0.000 - arbiter flag white", "flag takes 0 arguments, not 1", nil},
		{"claim two arguments", "1 0.000 - white claim e2e4 e7e5", "claim takes 1 arguments, not 2", nil},
		{"restore no ply", "1 0.000 - arbiter restore", "restore takes 1 arguments, not 0", nil},
		{"restore two plies", "1 0.000 - arbiter restore 1 2", "restore takes 1 arguments, not 2", nil},
		{"restore negative ply", "1 0.000 - arbiter restore -1", `bad ply "-1"`, nil},
		{"restore word ply", "1 0.000 - arbiter restore two", `bad ply "two"`, nil},
		{"restore decimal ply", "1 0.000 - arbiter restore 1.5", `bad ply "1.5"`, nil},
		{"time one argument", "1 0.000 - arbiter time white", "time takes 2 arguments, not 1", nil},
		{"time bad side", "1 0.000 - arbiter time green 10.000", `"green" is not white or black`, session.ErrSyntax},
		{"time bad seconds", "1 0.000 - arbiter time white 1:30:00", `bad time "1:30:00"`, nil},
		{"touch no square", "1 0.000 - white-assistant touch", "touch takes 1 arguments, not 0", nil},
		{"touch bad square", "1 0.000 - white-assistant touch z9", "z9", nil},
		{"touch off board", "1 0.000 - white-assistant touch a0", "a0", nil},
		{"seal no text", "1 0.000 - white seal", "seal takes 1 arguments, not 0", nil},
		{"seal empty understood move", `1 0.000 - white seal Sf3 ""`, "an empty sealed move", nil},
		{"seal three words", "1 0.000 - white seal Sf3 g1f3 x", "seal takes 1 arguments, not 3", nil},
		{"declare one argument", "1 0.000 - arbiter declare 1-0", "declare takes 2 arguments, not 1", nil},
		{"declare bad result", `1 0.000 - arbiter declare "1 - 0" adjudicated`, `bad result "1 - 0"`, nil},
		{"declare empty result", `1 0.000 - arbiter declare "" adjudicated`, `bad result ""`, nil},
		{"declare unfinished", "1 0.000 - arbiter declare * adjudicated", `bad result "*"`, nil},
		{"begin bare word", "1 0.000 - arbiter begin white", `bad setting "white"`, nil},
		{"begin unknown setting", "1 0.000 - arbiter begin colour=red", `unknown setting "colour"`, nil},
		{"begin bad revision", "1 0.000 - arbiter begin revision=0", `bad revision "0"`, nil},
		{"begin word revision", "1 0.000 - arbiter begin revision=one", `bad revision "one"`, nil},
		{"begin padded revision", "1 0.000 - arbiter begin revision=01", `bad revision "01"`, nil},
		{"begin bad mode", "1 0.000 - arbiter begin mode=tournament", `bad mode "tournament"`, nil},
		{"begin bad blind", "1 0.000 - arbiter begin blind=purple", `"purple" is not white or black`, session.ErrSyntax},
		{"begin bad assisted", "1 0.000 - arbiter begin assisted=white,,black", `"" is not white or black`, session.ErrSyntax},
		{"begin open quote", `1 0.000 - arbiter begin white="Ana`, "bad quoted value", nil},
		{"open quote", `1 0.000 - white move "e2e4`, "bad quoted word", nil},
		{"bad escape", `1 0.000 - white move "\q"`, "bad quoted word", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, err := Parse(seal(tt.body))
			if err == nil {
				t.Fatalf("Parse(%q) = %+v, want an error", tt.body, a)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Parse(%q): %q, want it to contain %q", tt.body, err, tt.want)
			}
			if tt.is != nil && !errors.Is(err, tt.is) {
				t.Errorf("Parse(%q): %v does not wrap %v", tt.body, err, tt.is)
			}
		})
	}
}

func TestParseBadChecksum(t *testing.T) {
	good := Format(session.Action{Seq: 2, At: time.Second, Actor: session.Player(rules.White), Kind: session.Move, Move: "e2e4"})
	tests := []struct{ name, line, want string }{
		{"none", "2 1.000 - white move e2e4", "no checksum"},
		{"short", good[:len(good)-1], "no checksum"},
		{"long", good + "0", "no checksum"},
		{"not hex", good[:len(good)-8] + "zzzzzzzz", "bad checksum"},
		{"signed", good[:len(good)-8] + "+1234567", "bad checksum"},
		{"mismatch in checksum", good[:len(good)-1] + flip(good[len(good)-1:]), "checksum mismatch"},
		{"mismatch in body", strings.Replace(good, "e2e4", "e2e3", 1), "checksum mismatch"},
		{"trailing space", good + " ", "no checksum"},
		{"carriage return", good + "\r", "no checksum"},
		{"body only", "#00000000", "no checksum"},
	}
	for _, tt := range tests {
		if _, err := Parse(tt.line); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: Parse(%q) error %v, want %q", tt.name, tt.line, err, tt.want)
		}
	}
	if _, err := Parse(good); err != nil {
		t.Fatalf("Parse(%q): %v", good, err)
	}
}

// flip changes a hex digit to another one.
func flip(d string) string {
	if d == "0" {
		return "1"
	}
	return "0"
}

// TestParseLenient lists forms the writer never produces that the reader
// still accepts, read as the writer would have meant them.
func TestParseLenient(t *testing.T) {
	tests := []struct {
		body string
		want session.Action
	}{
		{"7 1 - white press", session.Action{Seq: 7, At: time.Second, Actor: session.Player(rules.White), Kind: session.Press}},
		{"7 1.5 - BLACK press", session.Action{Seq: 7, At: 1500 * time.Millisecond, Actor: session.Player(rules.Black), Kind: session.Press}},
		{"7  2.000   -  white  move  e2e4", session.Action{Seq: 7, At: 2 * time.Second, Actor: session.Player(rules.White), Kind: session.Move, Move: "e2e4"}},
		{`7 2.000 - white move "e2e4"`, session.Action{Seq: 7, At: 2 * time.Second, Actor: session.Player(rules.White), Kind: session.Move, Move: "e2e4"}},
	}
	for _, tt := range tests {
		got, err := Parse(seal(tt.body))
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.body, err)
			continue
		}
		if !sameAction(got, tt.want) {
			t.Errorf("Parse(%q) = %+v, want %+v", tt.body, got, tt.want)
		}
	}
}

// TestParseOldCompetitionRules: a journal of an earlier version wrote blitz
// under B.2 as rules=competition: it reads as an arbiter per game, and a
// journal without class or arbiter reads as the control's class without one.
func TestParseOldCompetitionRules(t *testing.T) {
	old := session.Action{Seq: 1, Actor: session.Arbiter(), Kind: session.Begin,
		Config: &session.Config{White: "A", Black: "B", Control: "3m+2s"}}
	line := Format(old)
	a, err := Parse(line)
	if err != nil || a.Config.ArbiterPerGame || a.Config.Class != session.ClassOfControl {
		t.Fatalf("Parse(%q) = %+v, %v", line, a.Config, err)
	}
	body := line[:strings.LastIndex(line, " #")] + " rules=competition"
	a, err = Parse(seal(body))
	if err != nil || !a.Config.ArbiterPerGame {
		t.Fatalf("rules=competition: %+v, %v", a.Config, err)
	}
	for _, bad := range []string{" class=bullet", " class=Rapid"} {
		if _, err := Parse(seal(body + bad)); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}
