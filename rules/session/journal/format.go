package journal

import (
	"errors"
	"fmt"
	"hash/crc32"
	"strconv"
	"strings"
	"time"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// Version is the format version this package writes; it reads every
// version up to it. Version 2 added the id a station's page sent an action
// with (Action.Ref), as a last word "id=…" before the checksum.
const Version = 2

// MaxLine is the longest line the reader accepts, in bytes.
const MaxLine = 64 << 10

// Errors of the journal; the returned errors wrap them.
var (
	// ErrCorrupt: a line other than the last has a bad checksum or cannot be read.
	ErrCorrupt = errors.New("journal: corrupt")
	// ErrNewer: the journal was written by a newer version of tactus.
	ErrNewer = errors.New("journal: written by a newer tactus")
	// ErrNotJournal: the file is not a tactus journal.
	ErrNotJournal = errors.New("journal: not a tactus journal")
	// ErrInUse: another tactus (or another Open in this one) holds the
	// journal: one game has one writer.
	ErrInUse = errors.New("journal: open in another tactus")
)

// errChecksum: a line does not match its checksum.
var errChecksum = errors.New("checksum mismatch")

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// seal appends the checksum to a line body.
func seal(body string) string {
	return fmt.Sprintf("%s #%08x", body, crc32.Checksum([]byte(body), castagnoli))
}

// unseal checks a line's checksum and returns its body.
func unseal(line string) (string, error) {
	i := strings.LastIndex(line, " #")
	if i < 0 || len(line)-i != 10 {
		return "", errors.New("no checksum")
	}
	want, err := strconv.ParseUint(line[i+2:], 16, 32)
	if err != nil {
		return "", errors.New("bad checksum")
	}
	body := line[:i]
	if crc32.Checksum([]byte(body), castagnoli) != uint32(want) {
		return "", errChecksum
	}
	return body, nil
}

// Header returns the first line of every journal (without the newline).
func Header() string { return seal(fmt.Sprintf("tactus journal %d", Version)) }

// checkHeader reads the first line's body.
func checkHeader(body string) error {
	f := strings.Fields(body)
	if len(f) != 3 || f[0] != "tactus" || f[1] != "journal" {
		return &Damage{Kind: NotJournal, Line: 1, Why: "bad first line"}
	}
	v, err := strconv.Atoi(f[2])
	if err != nil || v < 1 {
		return &Damage{Kind: NotJournal, Line: 1, Why: "bad version " + strconv.Quote(f[2])}
	}
	if v > Version {
		return &Damage{Kind: Newer, Line: 1, Version: v}
	}
	return nil
}

// Format writes an action as one journal line (without the newline).
func Format(a session.Action) string {
	var b strings.Builder
	actor := a.Actor.String()
	if a.Via != session.ViaNone {
		actor += "@" + a.Via.String()
	}
	fmt.Fprintf(&b, "%d %s %s %s %s", a.Seq, seconds(a.At), wall(a.Wall), actor, a.Kind)
	for _, arg := range args(a) {
		b.WriteByte(' ')
		b.WriteString(arg)
	}
	if a.Ref != "" {
		b.WriteString(" id=")
		b.WriteString(a.Ref)
	}
	return seal(b.String())
}

// refWord is the prefix of the word that carries an action's Ref.
const refWord = "id="

// maxRef is the longest Ref a journal keeps.
const maxRef = 64

// validRef reports whether ref can be an action's Ref: 1 to maxRef
// letters, digits, '-' or '_' (never a space, a quote or an '=', so the
// word "id=…" cannot be taken for the end of another word).
func validRef(ref string) bool {
	if ref == "" || len(ref) > maxRef {
		return false
	}
	for _, c := range []byte(ref) {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// cutRef takes the Ref word off the end of a line's body: a bare last word
// "id=…" (Format quotes any argument with an '=', and no setting of a
// Begin is called id).
func cutRef(body string) (rest, ref string) {
	i := strings.LastIndexByte(body, ' ')
	if i < 0 {
		return body, ""
	}
	if w, ok := strings.CutPrefix(body[i+1:], refWord); ok && validRef(w) {
		return body[:i], w
	}
	return body, ""
}

// seconds writes a duration as seconds with milliseconds: "12.345".
func seconds(d time.Duration) string {
	ms := d.Milliseconds()
	sign := ""
	if ms < 0 {
		sign, ms = "-", -ms
	}
	return fmt.Sprintf("%s%d.%03d", sign, ms/1000, ms%1000)
}

// signedSeconds writes a duration that may be negative: "-60.000".
func signedSeconds(d time.Duration) string { return seconds(d) }

// parseSignedSeconds reads what signedSeconds writes.
func parseSignedSeconds(s string) (time.Duration, error) {
	if rest, neg := strings.CutPrefix(s, "-"); neg {
		d, err := parseSeconds(rest)
		return -d, err
	}
	return parseSeconds(s)
}

// parseSeconds reads what seconds writes (and whole seconds).
func parseSeconds(s string) (time.Duration, error) {
	whole, frac, _ := strings.Cut(s, ".")
	if whole == "" || len(frac) > 3 || strings.HasPrefix(whole, "-") || strings.HasPrefix(whole, "+") {
		return 0, fmt.Errorf("bad time %q", s)
	}
	n, err := strconv.ParseInt(whole, 10, 64)
	if err != nil || n > 1<<33 {
		return 0, fmt.Errorf("bad time %q", s)
	}
	ms := int64(0)
	if frac != "" {
		f, err := strconv.ParseUint(frac+strings.Repeat("0", 3-len(frac)), 10, 16)
		if err != nil {
			return 0, fmt.Errorf("bad time %q", s)
		}
		ms = int64(f)
	}
	return time.Duration(n)*time.Second + time.Duration(ms)*time.Millisecond, nil
}

// wall writes a wall time in UTC with milliseconds, or "-".
func wall(t time.Time) string {
	if t.IsZero() {
		return "-"
	}
	return t.UTC().Format("2006-01-02T15:04:05.000Z07:00")
}

// parseWall reads what wall writes.
func parseWall(s string) (time.Time, error) {
	if s == "-" {
		return time.Time{}, nil
	}
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil || wall(t) != s { // only as wall writes it: UTC, milliseconds
		return time.Time{}, fmt.Errorf("bad wall time %q", s)
	}
	return t, nil
}

// token writes s bare when it is a plain word, quoted otherwise.
func token(s string) string {
	if s == "" {
		return `""`
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("_.:/+-,", r)) {
			return strconv.QuoteToASCII(s)
		}
	}
	return s
}

// args writes the arguments of a.
func args(a session.Action) []string {
	switch a.Kind {
	case session.Move, session.Announce, session.Correct, session.Repeat:
		return []string{token(a.Move)}
	case session.Claim:
		if a.Move != "" {
			return []string{token(a.Move)}
		}
	case session.Restore:
		return []string{strconv.Itoa(a.Ply)}
	case session.SetTime:
		return []string{a.Side.String(), seconds(a.Time)}
	case session.Touch:
		return []string{a.Square.String()}
	case session.Seal:
		if a.Move != "" {
			return []string{token(a.Text), token(a.Move)}
		}
		return []string{token(a.Text)}
	case session.Declare, session.CorrectResult:
		return []string{string(a.Result), token(a.Text)}
	case session.Illegal:
		if a.Ply != 0 {
			return []string{strconv.Itoa(a.Ply)}
		}
	case session.Adjust:
		return []string{a.Side.String(), signedSeconds(a.Time)}
	case session.SetMoves:
		return []string{a.Side.String(), strconv.Itoa(a.Count)}
	case session.SetControl:
		return []string{token(a.Text)}
	case session.Quickplay:
		return []string{a.Side.String()}
	case session.Decide:
		return []string{a.Side.String(), token(a.Text), seconds(a.Time)}
	case session.Begin:
		return configArgs(a.Config)
	}
	return nil
}

// configArgs writes a Begin's configuration as key=value words.
func configArgs(c *session.Config) []string {
	if c == nil {
		return nil
	}
	out := []string{"white=" + token(c.White), "black=" + token(c.Black)}
	add := func(k, v string) {
		if v != "" {
			out = append(out, k+"="+token(v))
		}
	}
	add("blind", sides(c.Blind))
	add("assisted", sides(c.Assisted))
	add("fen", c.FEN)
	if c.Chess960 {
		add("chess960", "yes")
	}
	add("control", c.Control)
	add("notation", c.Notation)
	add("class", c.Class.String())
	if c.ArbiterPerGame {
		add("arbiter", "per-game")
	}
	add("event", c.Event)
	add("site", c.Site)
	add("round", c.Round)
	if c.Revision != 0 {
		add("revision", strconv.Itoa(c.Revision))
	}
	if c.Casual {
		add("mode", "casual")
	}
	add("pin", c.ArbiterPIN)
	return out
}

// sides writes a pair of flags as "white", "black", "white,black" or "".
func sides(f [2]bool) string {
	var names []string
	for side, on := range f {
		if on {
			names = append(names, rules.Color(side).String())
		}
	}
	return strings.Join(names, ",")
}
