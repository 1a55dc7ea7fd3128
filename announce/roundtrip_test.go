package announce

import (
	"bufio"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

// unreachableEPD is the one position of the perft suites no game can
// reach (two bishops check along one diagonal): ParseFEN refuses it.
const unreachableEPD = "B6b/8/8/8/2K5/5k2/8/b6B b - - 0 1"

// readEPD returns every step-th position of an EPD file of package
// rules's perft suites (../rules/testdata/perft), less unreachableEPD.
func readEPD(t *testing.T, name string, step int) []rules.Position {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "rules", "testdata", "perft", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []rules.Position
	sc := bufio.NewScanner(f)
	for n := 0; sc.Scan(); n++ {
		fen, _, _ := strings.Cut(sc.Text(), ";")
		if fen = strings.TrimSpace(fen); fen == "" || fen == unreachableEPD || n%step != 0 {
			continue
		}
		pos, err := rules.ParseFEN(fen)
		if err != nil {
			t.Fatalf("%s line %d: %v", name, n+1, err)
		}
		out = append(out, pos)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(out) == 0 {
		t.Fatalf("%s: no positions", name)
	}
	return out
}

// fromNotation writes the phrase a move in SAN or LAN should have, word
// by word from its characters: an oracle independent of Vocabulary.Move.
func fromNotation(v *Vocabulary, s string, enPassant bool) string {
	var words []string
	suffix := ""
	s, suffix = strings.TrimRight(s, "+#"), s[len(strings.TrimRight(s, "+#")):]
	switch s {
	case "O-O":
		words = append(words, v.ShortCastling.Text)
	case "O-O-O":
		words = append(words, v.LongCastling.Text)
	default:
		for _, c := range s {
			switch {
			case strings.ContainsRune("KQRBN", c):
				words = append(words, v.Pieces[pieceOfLetter(byte(c))].Text)
			case 'a' <= c && c <= 'h':
				words = append(words, v.Files[c-'a'].Text)
			case '1' <= c && c <= '8':
				words = append(words, v.Ranks[c-'1'].Text)
			case c == 'x':
				words = append(words, v.Capture.Text)
			}
		}
	}
	if enPassant {
		words = append(words, v.EnPassant.Text)
	}
	switch suffix {
	case "+":
		words = append(words, v.Check.Text)
	case "#":
		words = append(words, v.Mate.Text)
	}
	return strings.Join(words, " ")
}

func pieceOfLetter(c byte) rules.PieceType {
	return rules.PieceType(strings.IndexByte(" PNBRQK", c))
}

// checkAllMoves announces every legal move of pos in every vocabulary and
// style, compares with the notation oracle, and hears each back.
func checkAllMoves(t *testing.T, pos *rules.Position, hearers map[string]*Hearer, known map[Word]bool) (n int) {
	t.Helper()
	var list rules.MoveList
	pos.LegalMoves(&list)
	for _, m := range list.Slice() {
		for _, v := range Vocabularies() {
			for _, st := range []Style{Long, Short} {
				p := v.Move(pos, m, st)
				want := fromNotation(v, notation.SAN(pos, m), m.IsEnPassant())
				if st == Long {
					want = fromNotation(v, notation.LAN(pos, m), m.IsEnPassant())
				}
				if p.String() != want {
					t.Fatalf("%s: %s %s %s: %q, want %q", pos.FEN(), v.Name, st, pos.UCI(m), p, want)
				}
				checkWordsKnown(t, p, known)
				for name, h := range map[string]*Hearer{"all": hearers["all"], v.Name: hearers[v.Name]} {
					got, err := h.Hear(pos, p.String())
					if err != nil || got != m {
						t.Fatalf("%s: hearer %s: %q = %v, %v; want %s", pos.FEN(), name, p, got, err, pos.UCI(m))
					}
					n++
				}
				if v == vocab("appendix-d") {
					if got, err := hearers["all"].Hear(pos, respell(p)); err != nil || got != m {
						t.Fatalf("%s: %q = %v, %v; want %s", pos.FEN(), respell(p), got, err, pos.UCI(m))
					}
				}
			}
		}
	}
	return n
}

// respell writes an appendix-d phrase as a listener might type it: upper
// case, umlauts, accents, the variant spellings of the translations, ranks
// as digits.
func respell(p Phrase) string {
	variants := map[string]string{"Koenig": "König", "Laeufer": "Läufer", "schlaegt": "schlägt",
		"Caesar": "César", "Bella": "Bello", "Hector": "Héctor", "Felix": "Félix"}
	words := make([]string, len(p))
	for i, w := range p {
		switch v, ok := variants[w.Text]; {
		case ok:
			words[i] = strings.ToUpper(v)
		case w.Kind == Rank:
			r := slices.IndexFunc(vocab("appendix-d").Ranks[:], func(t Term) bool { return t.Text == w.Text })
			words[i] = string(rune('1' + r))
		default:
			words[i] = strings.ToUpper(w.Text)
		}
	}
	return strings.Join(words, " ")
}

// checkWordsKnown fails when p has a word AllWords does not list.
func checkWordsKnown(t *testing.T, p Phrase, known map[Word]bool) {
	t.Helper()
	for _, w := range p {
		if !known[w] && w.Kind != Pause && w.Kind != Number {
			t.Fatalf("%q: word %v %q is not in AllWords", p, w.Kind, w.Text)
		}
	}
}

func testHearers(t *testing.T) map[string]*Hearer {
	t.Helper()
	hs := map[string]*Hearer{}
	var err error
	if hs["all"], err = NewHearer(); err != nil {
		t.Fatal(err)
	}
	for _, v := range Vocabularies() {
		if hs[v.Name], err = NewHearer(v); err != nil {
			t.Fatal(err)
		}
	}
	return hs
}

func knownWords() map[Word]bool {
	known := map[Word]bool{}
	for _, w := range AllWords() {
		known[w] = true
	}
	return known
}

// TestRoundTripStandard: every legal move of every position of
// standard.epd, and of the positions one move later, in each vocabulary
// and style, is phrased as SAN/LAN dictate and heard back as itself.
func TestRoundTripStandard(t *testing.T) {
	hs, known := testHearers(t), knownWords()
	positions := readEPD(t, "standard.epd", 1)
	n := 0
	for _, pos := range positions {
		n += checkAllMoves(t, &pos, hs, known)
	}
	defer func() { t.Logf("%d phrases heard back", n) }()
	if testing.Short() {
		return
	}
	for _, pos := range positions { // one ply deeper: more captures, checks, mates
		var list rules.MoveList
		pos.LegalMoves(&list)
		for _, m := range list.Slice() {
			next := pos
			if err := next.Play(m); err != nil {
				t.Fatal(err)
			}
			n += checkAllMoves(t, &next, hs, known)
		}
	}
}

// TestRoundTripChess960 does the same for every 8th position of
// chess960.epd and the positions one move later.
func TestRoundTripChess960(t *testing.T) {
	hs, known := testHearers(t), knownWords()
	n := 0
	defer func() { t.Logf("%d phrases heard back", n) }()
	for _, pos := range readEPD(t, "chess960.epd", 8) {
		n += checkAllMoves(t, &pos, hs, known)
		var list rules.MoveList
		pos.LegalMoves(&list)
		for i, m := range list.Slice() {
			if i%4 == 0 {
				next := pos
				if err := next.Play(m); err != nil {
					t.Fatal(err)
				}
				n += checkAllMoves(t, &next, hs, known)
			}
		}
	}
}
