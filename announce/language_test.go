package announce

import (
	"errors"
	"regexp"
	"testing"
	"time"

	"github.com/tactuschess/tactus/rules"
)

func TestTimeBoundaries(t *testing.T) {
	const h, m, s, ms = time.Hour, time.Minute, time.Second, time.Millisecond
	cases := []struct {
		d    time.Duration
		want string
	}{
		{-5 * s, "0.0 seconds"},
		{0, "0.0 seconds"},
		{99 * ms, "0.09 seconds"}, // time left is never said as 0.0
		{100 * ms, "0.1 seconds"},
		{999 * ms, "0.9 seconds"},
		{1 * s, "1.0 seconds"},
		{5*s + 550*ms, "5.5 seconds"},
		{10*s - 1, "9.9 seconds"},
		{10 * s, "10 seconds"},
		{59*s + 999*ms, "59 seconds"},
		{60 * s, "1 minute"},
		{61 * s, "1 minute 1 second"},
		{62 * s, "1 minute 2 seconds"},
		{2 * m, "2 minutes"},
		{2*m + 1*s, "2 minutes 1 second"},
		{10*m - 1, "9 minutes 59 seconds"},
		{10 * m, "10 minutes"},
		{10*m + 59*s, "10 minutes 59 seconds"},
		{11 * m, "11 minutes"},
		{58*m + 10*s, "58 minutes 10 seconds"},
		{h - 1, "59 minutes 59 seconds"},
		{h, "1 hour"},
		{h + 59*s, "1 hour"},
		{h + m, "1 hour 1 minute"},
		{h + 5*m, "1 hour 5 minutes"},
		{2 * h, "2 hours"},
		{2*h + m, "2 hours 1 minute"},
		{2*h + 59*m + 59*s, "2 hours 59 minutes"},
		{25 * h, "25 hours"},
	}
	l := English()
	for _, c := range cases {
		p := l.Time(c.d)
		if got := p.String(); got != c.want {
			t.Errorf("%v: %q, want %q", c.d, got, c.want)
		}
		for i, w := range p {
			if want := []Kind{Number, Unit}[i%2]; w.Kind != want {
				t.Errorf("%v: word %d %q is %v, want %v", c.d, i, w.Text, w.Kind, want)
			}
		}
	}
}

func TestClockAndCounts(t *testing.T) {
	l := English()
	cases := []struct{ got, want string }{
		{l.Clock(time.Hour+5*time.Minute, 58*time.Minute+10*time.Second).String(),
			"White 1 hour 5 minutes, Black 58 minutes 10 seconds"},
		{l.Clock(9*time.Second+900*time.Millisecond, 10*time.Minute).String(),
			"White 9.9 seconds, Black 10 minutes"},
		{l.SideTime(rules.Black, 61*time.Second).String(), "Black 1 minute 1 second"},
		{l.MoveCount(12, 28).String(), "12 moves played, 28 to the time control"},
		{l.MoveCount(1, 1).String(), "1 move played, 1 to the time control"},
		{l.MoveCount(0, 40).String(), "0 moves played, 40 to the time control"},
		{l.MoveCount(0, 0).String(), "0 moves played, 0 to the time control"},
		{l.MoveCount(41, -1).String(), "41 moves played"},
		{l.MoveCount(1, -1).String(), "1 move played"},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%q, want %q", c.got, c.want)
		}
	}
	p := l.Clock(time.Hour, time.Minute)
	want := []Kind{Message, Number, Unit, Pause, Message, Number, Unit}
	for i, k := range want {
		if i >= len(p) || p[i].Kind != k {
			t.Fatalf("%q: kinds %v, want %v", p, kinds(p), want)
		}
	}
}

func kinds(p Phrase) []Kind {
	out := make([]Kind, len(p))
	for i, w := range p {
		out[i] = w.Kind
	}
	return out
}

func TestEndings(t *testing.T) {
	l := English()
	cases := []struct {
		e    Ending
		want string
	}{
		{Ending{Checkmate, rules.Black, rules.WhiteWins}, "Checkmate, White wins"},
		{Ending{Stalemate, rules.White, rules.Draw}, "Stalemate, draw"},
		{Ending{FivefoldRepetition, rules.White, rules.Draw}, "Fivefold repetition, draw"},
		{Ending{SeventyFiveMoves, rules.Black, rules.Draw}, "Seventy-five move rule, draw"},
		{Ending{DeadPosition, rules.White, rules.Draw}, "Dead position, draw"},
		{Ending{TimeForfeit, rules.Black, rules.WhiteWins}, "Black's flag fell, White wins"},
		{Ending{TimeForfeit, rules.White, rules.Draw}, "White's flag fell, draw"},
		{Ending{Resignation, rules.White, rules.BlackWins}, "White resigns, Black wins"},
		{Ending{Agreement, rules.White, rules.Draw}, "Draw by agreement"},
		{Ending{ThreefoldClaim, rules.Black, rules.Draw}, "Black claims threefold repetition, draw"},
		{Ending{FiftyMovesClaim, rules.White, rules.Draw}, "White claims the fifty move rule, draw"},
		{Ending{TimeForfeit, rules.White, rules.BlackWins}, "White's flag fell, Black wins"},
		{Ending{TimeForfeit, rules.Black, rules.Draw}, "Black's flag fell, draw"},
		{Ending{Resignation, rules.Black, rules.WhiteWins}, "Black resigns, White wins"},
		{Ending{ThreefoldClaim, rules.White, rules.Draw}, "White claims threefold repetition, draw"},
		{Ending{FiftyMovesClaim, rules.Black, rules.Draw}, "Black claims the fifty move rule, draw"},
		{Ending{NumReasons, rules.White, rules.Draw}, ""},
	}
	for _, c := range cases {
		if got := l.Ending(c.e).String(); got != c.want {
			t.Errorf("%v: %q, want %q", c.e, got, c.want)
		}
	}
	// Every reason says something: a player must never hear silence.
	for r := Reason(0); r < NumReasons; r++ {
		if l.Ending(Ending{r, rules.White, rules.Draw}).String() == "" {
			t.Errorf("reason %d: empty phrase", r)
		}
	}
}

func TestEndingOf(t *testing.T) {
	fools := rules.NewGame(rules.StartPosition())
	for _, u := range []string{"f2f3", "e7e5", "g2g4", "d8h4"} {
		if err := fools.PlayUCI(u); err != nil {
			t.Fatal(err)
		}
	}
	fivefold := rules.NewGame(rules.StartPosition())
	for range 4 {
		for _, u := range []string{"g1f3", "g8f6", "f3g1", "f6g8"} {
			if err := fivefold.PlayUCI(u); err != nil {
				t.Fatal(err)
			}
		}
	}
	cases := []struct {
		g    *rules.Game
		want string
	}{
		{fools, "Checkmate, Black wins"},
		{fivefold, "Fivefold repetition, draw"},
		{rules.NewGame(position(t, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")), "Stalemate, draw"},
		{rules.NewGame(position(t, "7k/8/6K1/8/8/8/8/8 b - - 0 1")), "Dead position, draw"},
		{rules.NewGame(position(t, "7k/8/6K1/8/8/8/8/R7 b - - 150 100")), "Seventy-five move rule, draw"},
	}
	for _, c := range cases {
		pos := c.g.Position()
		e, ok := EndingOf(c.g.Status(), pos.SideToMove())
		if !ok {
			t.Errorf("%s: not over: %v", pos.FEN(), c.g.Status())
			continue
		}
		if got := English().Ending(e).String(); got != c.want {
			t.Errorf("%s: %q, want %q", pos.FEN(), got, c.want)
		}
	}
	start := rules.StartPosition()
	if _, ok := EndingOf(start.Status(), rules.White); ok {
		t.Error("start position is over")
	}
}

func TestQueries(t *testing.T) {
	g := rules.NewGame(rules.StartPosition())
	for _, u := range []string{"e2e4", "e7e5", "g1f3", "b8c6"} {
		if err := g.PlayUCI(u); err != nil {
			t.Fatal(err)
		}
	}
	pos := g.Position()
	a := Announcer{}
	en := Announcer{Vocab: vocab("english"), Style: Short}
	cases := []struct{ got, want string }{
		{a.Square(&pos, rules.NewSquare(5, 2)).String(), "Felix drei: White Springer"},
		{a.Square(&pos, rules.NewSquare(4, 3)).String(), "Eva vier: White Bauer"},
		{a.Square(&pos, rules.NewSquare(3, 3)).String(), "David vier: empty"},
		{en.Square(&pos, rules.E8).String(), "Eva eight: Black King"},
		{a.Pieces(&pos, rules.White, rules.Knight).String(), "White Springer: Bella eins, Felix drei"},
		{a.Pieces(&pos, rules.Black, rules.King).String(), "Black Koenig: Eva acht"},
		{a.Pieces(&pos, rules.White, rules.Pawn).String(), "White Bauer: Anna zwei, Bella zwei, Caesar zwei, David zwei, Felix zwei, Gustav zwei, Hector zwei, Eva vier"},
		{en.Pieces(&pos, rules.Black, rules.Queen).String(), "Black Queen: David eight"},
		{a.Rank(&pos, 3).String(), "Rank vier: Eva vier White Bauer"},
		{a.Rank(&pos, 4).String(), "Rank fuenf: Eva fuenf Black Bauer"},
		{a.Rank(&pos, 2).String(), "Rank drei: Felix drei White Springer"},
		{a.File(&pos, 4).String(), "File Eva: Eva eins White Koenig, Eva vier White Bauer, Eva fuenf Black Bauer, Eva acht Black Koenig"},
		{a.File(&pos, 6).String(), "File Gustav: Gustav zwei White Bauer, Gustav sieben Black Bauer, Gustav acht Black Springer"},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%q, want %q", c.got, c.want)
		}
	}
	empty := position(t, "4k3/8/8/8/8/8/8/4K3 w - - 0 1")
	if got := a.Rank(&empty, 3).String(); got != "Rank vier: empty" {
		t.Errorf("empty rank: %q", got)
	}
	if got := a.Pieces(&empty, rules.White, rules.Queen).String(); got != "White Dame: none" {
		t.Errorf("no queen: %q", got)
	}
}

func TestLastMoves(t *testing.T) {
	g := rules.NewGame(rules.StartPosition())
	for _, u := range []string{"e2e4", "e7e5", "g1f3", "b8c6", "f1b5"} {
		if err := g.PlayUCI(u); err != nil {
			t.Fatal(err)
		}
	}
	a := Announcer{Style: Short}
	for n, want := range map[int][]string{
		0:  {},
		-1: {},
		2:  {"Move 2, Black: Springer Caesar sechs", "Move 3, White: Laeufer Bella fuenf"},
		9: {"Move 1, White: Eva vier", "Move 1, Black: Eva fuenf", "Move 2, White: Springer Felix drei",
			"Move 2, Black: Springer Caesar sechs", "Move 3, White: Laeufer Bella fuenf"},
	} {
		ps, err := a.LastMoves(g, n)
		if err != nil {
			t.Fatal(err)
		}
		if len(ps) != len(want) {
			t.Fatalf("last %d: %d phrases", n, len(ps))
		}
		for i := range ps {
			if ps[i].String() != want[i] {
				t.Errorf("last %d: %q, want %q", n, ps[i], want[i])
			}
		}
	}
	pos := g.Position()
	m := uciMove(t, &pos, "g8f6")
	if got := (Announcer{}).Ply(&pos, m).String(); got != "Move 3, Black: Springer Gustav acht Felix sechs" {
		t.Errorf("ply: %q", got)
	}
}

var digitsRE = regexp.MustCompile(`^[0-9]+(\.[0-9])?$`)

// TestLanguageWordsCover: every word of every kind of UI phrase is listed
// by AllWords, except Number words (digits) and Pause words.
func TestLanguageWordsCover(t *testing.T) {
	known := knownWords()
	l := English()
	pos := position(t, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")
	a := Announcer{}
	phrases := []Phrase{l.Clock(time.Hour+time.Minute, time.Second), l.Clock(2*time.Hour, 61*time.Second),
		l.MoveCount(1, 1), l.MoveCount(2, 2), a.Square(&pos, rules.E1), a.Square(&pos, rules.NewSquare(4, 3)),
		a.Pieces(&pos, rules.White, rules.Pawn), a.Pieces(&pos, rules.White, rules.Queen),
		a.Rank(&pos, 0), a.File(&pos, 0), a.Ply(&pos, uciMove(t, &pos, "e2e4"))}
	for r := range NumReasons {
		for _, res := range []rules.Result{rules.WhiteWins, rules.BlackWins, rules.Draw} {
			phrases = append(phrases, l.Ending(Ending{r, rules.White, res}), l.Ending(Ending{r, rules.Black, res}))
		}
	}
	for _, p := range phrases {
		for _, w := range p {
			switch {
			case w.Kind == Number && !digitsRE.MatchString(w.Text):
				t.Errorf("%q: number %q not in digits", p, w.Text)
			case w.Kind != Number && w.Kind != Pause && !known[w]:
				t.Errorf("%q: %v %q not in AllWords", p, w.Kind, w.Text)
			}
		}
	}
}

func TestWords(t *testing.T) {
	for _, v := range Vocabularies() {
		ws := v.Words()
		if len(ws) != 28 || len(unique(append([]Word(nil), ws...))) != 28 {
			t.Errorf("%s: %d words, want 28 distinct", v.Name, len(ws))
		}
	}
	all := AllWords()
	if len(unique(append([]Word(nil), all...))) != len(all) {
		t.Error("AllWords lists a word twice")
	}
	for _, w := range all {
		if w.Text == "" || w.Kind == Pause {
			t.Errorf("AllWords has %v %q", w.Kind, w.Text)
		}
	}
	if _, err := LookupLanguage("EN"); err != nil {
		t.Error(err)
	}
	if _, err := LookupLanguage("xx"); !errors.Is(err, ErrUnknownLanguage) {
		t.Errorf("xx: %v", err)
	}
}

func TestPhraseString(t *testing.T) {
	p := Phrase{{Kind: Message, Text: "Move"}, {Kind: Number, Text: "12"}, {Kind: Pause, Text: ","},
		{Kind: Message, Text: "Black"}, {Kind: Pause, Text: ":"}, {Kind: File, Text: "Eva"}, {Kind: Rank, Text: "vier"}}
	if got := p.String(); got != "Move 12, Black: Eva vier" {
		t.Errorf("%q", got)
	}
	if got := p.Spoken().String(); got != "Move 12 Black Eva vier" {
		t.Errorf("spoken %q", got)
	}
	if Pause.String() != "pause" || Kind(99).String() != "Kind(99)" {
		t.Error("kind names")
	}
}

func TestFill(t *testing.T) {
	cases := map[string]string{
		"{0} and {1}": "A and B", "{9}x": "x", "{": "{", "a{b}c": "a{b}c", "{0": "{0",
		"x, y.": "x, y.", "{0}{1}": "A B", "a {x} b": "a {x} b",
	}
	for tmpl, want := range cases {
		if got := fill(nil, "en", tmpl, builtinEnglish().message("A"), builtinEnglish().message("B")).String(); got != want {
			t.Errorf("%q: %q, want %q", tmpl, got, want)
		}
	}
}

func TestLanguageFor(t *testing.T) {
	for want, tags := range map[string][]string{
		"en": {}, "de": {"", "C", "de_AT.UTF-8", "es"}, "sk": {"xx:sk:cs", "pt"}, "pt": {"POSIX", "pt-BR"},
		"es": {"es_ES.UTF-8@euro"},
	} {
		if got := LanguageFor(tags...).Name; got != want {
			t.Errorf("LanguageFor(%q) = %s, want %s", tags, got, want)
		}
	}
}
