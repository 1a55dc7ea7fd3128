package rules

import (
	"fmt"
	"go/format"
	"os"
	"slices"
	"strings"
	"testing"
)

// The search behind mateSignatures. For a material (the mater's knights and
// bishops, the victim's knights, bishops, rooks and queens, no pawns) it
// tries every placement of the pieces and both kings, bishops on their own
// square colour, with the victim to move, and asks whether the victim is
// checkmated in a legal position by checks a move can give (givable). A
// material can mate when the search finds such a mate; the test fails
// unless one of them is a witness. A mate counts as a witness only when the
// mater can have just given it: some piece of the mater's can step back to
// an empty square so that neither king is in check (a quiet position, which
// pawnless play can reach from any other with the same material). The
// victim king visits one square of each orbit of the four symmetries of the
// board that keep square colours (turns by half a circle, the two diagonal
// mirrors); the other pieces visit every square. Each material is searched
// with White and with Black as the mater; the test fails if they disagree.

// kindPiece is the piece type of each kind, and kindSquares the squares a
// piece of that kind may stand on.
var kindPiece = [numKinds]PieceType{Knight, Bishop, Bishop, Rook, Queen}

func kindSquares(k int) Bitboard {
	switch k {
	case kindLightBishop:
		return LightSquares
	case kindDarkBishop:
		return ^LightSquares
	}
	return ^Bitboard(0)
}

// symmetryRepresentatives holds one square of each orbit of the
// colour-keeping symmetries.
func symmetryRepresentatives() Bitboard {
	var reps Bitboard
	for s := Square(0); s < 64; s++ {
		f, r := s.File(), s.Rank()
		orbit := []Square{s, NewSquare(7-f, 7-r), NewSquare(r, f), NewSquare(7-r, 7-f)}
		if slices.Min(orbit) == s {
			reps |= SquareBB(s)
		}
	}
	return reps
}

// mateSearch enumerates the placements of one material. It skips a
// placement only when no way to finish it can be a mate: when the mater's
// pieces cannot check the victim king, or when the king has more escapes
// than victim's pieces remain to block them.
type mateSearch struct {
	p             Position
	mater         Color
	pieces        []Piece    // non-king pieces: the mater's first, then the victim's
	allowed       []Bitboard // squares each piece may stand on
	after         []int      // index of an identical earlier piece, or -1
	squares       []Square   // where each piece stands
	materPieces   int        // how many of pieces are the mater's
	mates         int        // checkmates found
	witness       string     // FEN of a mate the mater can have given, or ""
	stopAtWitness bool
	noPruning     bool // try every placement, for TestMateSearchPruning
}

func newMateSearch(mater Color, sig mateSignature) *mateSearch {
	m := &mateSearch{mater: mater}
	m.p.side = mater.Other()
	m.p.ep = NoSquare
	m.p.fullmove = 1
	for side, counts := range [2]kindCounts{sig.mater, sig.victim} {
		c := mater
		if side == 1 {
			c = mater.Other()
		}
		for k, n := range counts {
			for range n {
				prev := -1
				if len(m.pieces) > 0 && m.pieces[len(m.pieces)-1] == MakePiece(c, kindPiece[k]) &&
					m.allowed[len(m.allowed)-1] == kindSquares(k) {
					prev = len(m.pieces) - 1
				}
				m.pieces = append(m.pieces, MakePiece(c, kindPiece[k]))
				m.allowed = append(m.allowed, kindSquares(k))
				m.after = append(m.after, prev)
			}
		}
		if side == 0 {
			m.materPieces = len(m.pieces)
		}
	}
	m.squares = make([]Square, len(m.pieces))
	return m
}

// run tries every placement, or stops at the first witness when
// stopAtWitness is set.
func (m *mateSearch) run() {
	victim := m.mater.Other()
	for reps := symmetryRepresentatives(); reps != 0; {
		vk := reps.PopFirst()
		m.p.put(vk, MakePiece(victim, King))
		m.place(0)
		m.p.remove(vk)
		if m.stopAtWitness && m.witness != "" {
			return
		}
	}
}

// place puts piece i and the rest; after the mater's pieces it prunes
// placements where they cannot check the victim king (later pieces only
// block lines), then puts the mater's king.
func (m *mateSearch) place(i int) {
	if m.stopAtWitness && m.witness != "" {
		return
	}
	if i == m.materPieces {
		vk := m.p.KingSquare(m.mater.Other())
		if !m.noPruning && m.p.AttackersTo(vk, m.p.byType[0])&m.p.byColor[m.mater] == 0 {
			return
		}
		for free := ^m.p.byType[0]; free != 0; {
			s := free.PopFirst()
			m.p.put(s, MakePiece(m.mater, King))
			m.place(i + 1)
			m.p.remove(s)
		}
		return
	}
	j := i
	if i > m.materPieces {
		j = i - 1 // the mater's king sits between the two sides' pieces
	}
	if !m.noPruning && i > m.materPieces && m.escapes() > len(m.pieces)-j {
		return // each victim's piece still to come blocks at most one escape
	}
	if j == len(m.pieces) {
		m.leaf()
		return
	}
	free := m.allowed[j] &^ m.p.byType[0]
	if prev := m.after[j]; prev >= 0 {
		free &^= SquareBB(m.squares[prev]+1) - 1 // identical pieces in rising order
	}
	for free != 0 {
		s := free.PopFirst()
		m.squares[j] = s
		m.p.put(s, m.pieces[j])
		m.place(i + 1)
		m.p.remove(s)
	}
}

// escapes counts the empty squares next to the victim king that the
// mater does not attack. A piece put down later can take one of them away
// but cannot add an attack.
func (m *mateSearch) escapes() int {
	p := &m.p
	vk := p.KingSquare(m.mater.Other())
	occ := p.byType[0] &^ SquareBB(vk)
	n := 0
	for next := tables.king[vk] &^ p.byType[0]; next != 0; {
		if !p.attacked(next.PopFirst(), m.mater, occ) {
			n++
		}
	}
	return n
}

// leaf judges one full placement.
func (m *mateSearch) leaf() {
	p := &m.p
	if p.attacked(p.KingSquare(m.mater), m.mater.Other(), p.byType[0]) {
		return
	}
	checkers := p.Checkers()
	if checkers == 0 || !givable(p, checkers) || p.HasLegalMove() {
		return
	}
	m.mates++
	if m.witness == "" && m.canHaveJustMated() {
		m.witness = p.FEN()
	}
}

// givable reports whether one move of a side without pawns can give the
// checks by checkers: one check always, two only when one checker is a
// bishop, rook or queen whose line to the king runs through an empty square
// the other checker can have come from, never three. So two bishops of one
// colour never give double check (the bishop that moved would have to
// leave one diagonal through the king for the other, parallel one), nor
// two knights (a knight uncovers no knight).
func givable(p *Position, checkers Bitboard) bool {
	switch checkers.Count() {
	case 1:
		return true
	case 2:
		ksq := p.KingSquare(p.side)
		a, b := checkers.First(), (checkers & (checkers - 1)).First()
		uncovers := func(mover, checker Square) bool {
			t := p.board[mover].Type()
			from := tables.king[mover]
			if t != King {
				from = p.pieceAttacks(t, mover)
			}
			return isSlider(p.board[checker].Type()) && from&^p.byType[0]&Between(ksq, checker) != 0
		}
		return uncovers(a, b) || uncovers(b, a)
	}
	return false
}

// canHaveJustMated reports whether some piece of the mater's can step back
// to an empty square, leaving a position, the mater to move, where neither
// king is in check.
func (m *mateSearch) canHaveJustMated() bool {
	p := &m.p
	occ := p.byType[0]
	for own := p.byColor[m.mater]; own != 0; {
		s := own.PopFirst()
		pc := p.board[s]
		from := p.pieceAttacks(pc.Type(), s) &^ occ
		for from != 0 {
			f := from.PopFirst()
			p.remove(s)
			p.put(f, pc)
			quiet := !p.attacked(p.KingSquare(m.mater.Other()), m.mater, p.byType[0]) &&
				!p.attacked(p.KingSquare(m.mater), m.mater.Other(), p.byType[0])
			p.remove(f)
			p.put(s, pc)
			if quiet {
				return true
			}
		}
	}
	return false
}

// kindNames spells a material: "N", "Bl", "Bd", "R", "Q".
var kindNames = [numKinds]string{"N", "Bl", "Bd", "R", "Q"}

func (s mateSignature) String() string {
	side := func(c kindCounts) string {
		var b strings.Builder
		b.WriteString("K")
		for k, n := range c {
			b.WriteString(strings.Repeat("+"+kindNames[k], int(n)))
		}
		return b.String()
	}
	return side(s.mater) + " v " + side(s.victim)
}

// materials lists every signature with total non-king pieces, the mater
// holding at least one and only knights and bishops.
func materials(total int) []mateSignature {
	var out []mateSignature
	var rec func(sig mateSignature, k, left int, victim bool)
	rec = func(sig mateSignature, k, left int, victim bool) {
		if !victim {
			if k == kindRook {
				if left < total {
					rec(sig, 0, left, true)
				}
				return
			}
		} else if k == numKinds {
			if left == 0 {
				out = append(out, sig)
			}
			return
		}
		for n := 0; n <= left; n++ {
			next := sig
			if victim {
				next.victim[k] = uint8(n)
			} else {
				next.mater[k] = uint8(n)
			}
			rec(next, k+1, left-n, victim)
		}
	}
	rec(mateSignature{}, 0, total, false)
	return out
}

// within reports whether s is b or fits within it.
func (s mateSignature) within(b mateSignature) bool { return s.fits(b.mater, b.victim) }

// searchSignatures searches each material for both colours of mater and
// returns the mating ones. A material counts as mating when a mate exists
// with either colour mating; the test fails if the colours disagree or a
// mating material has no witness.
func searchSignatures(t *testing.T, sigs []mateSignature) []mateSignature {
	t.Helper()
	var mating []mateSignature
	for _, sig := range sigs {
		var found [2]bool
		for _, c := range []Color{White, Black} {
			m := newMateSearch(c, sig)
			m.stopAtWitness = true
			m.run()
			if m.mates > 0 && m.witness == "" {
				t.Errorf("%s, %s mating: %d mates, none the mater can have just given", sig, c, m.mates)
			}
			found[c] = m.mates > 0
			if m.witness != "" {
				t.Logf("%s, %s mates: %s", sig, c, m.witness)
			}
		}
		if found[White] != found[Black] {
			t.Errorf("%s: white mates %v, black mates %v", sig, found[White], found[Black])
		}
		if found[White] {
			mating = append(mating, sig)
		}
	}
	return mating
}

// minimal keeps the signatures no other one of the list fits within.
func minimal(sigs []mateSignature) []mateSignature {
	var out []mateSignature
	for i, s := range sigs {
		keep := true
		for j, o := range sigs {
			if i != j && o.within(s) && o != s {
				keep = false
			}
		}
		if keep {
			out = append(out, s)
		}
	}
	return out
}

// TestMateSignatures proves mateSignatures: searching every material of one
// to three pieces besides the kings finds a mate exactly for the materials
// the table says can mate, and the table lists just the smallest of them.
// Without -short it searches every material of four pieces too (some
// twenty seconds). With TACTUS_GEN_MATES=1 it rewrites matetable.go from
// the search.
func TestMateSignatures(t *testing.T) {
	var sigs []mateSignature
	for n := 1; n <= 3; n++ {
		sigs = append(sigs, materials(n)...)
	}
	mating := searchSignatures(t, sigs)
	want := minimal(mating)
	if os.Getenv("TACTUS_GEN_MATES") == "1" {
		writeMateTable(t, want)
		return
	}
	if !slices.Equal(want, mateSignatures[:]) {
		t.Errorf("mateSignatures = %v, the search finds %v", mateSignatures, want)
	}
	check := func(sigs, mating []mateSignature) {
		for _, sig := range sigs {
			fits := false
			for _, e := range mateSignatures {
				fits = fits || e.within(sig)
			}
			if got := slices.Contains(mating, sig); got != fits {
				t.Errorf("%s: the search finds a mate %v, the table says %v", sig, got, fits)
			}
		}
	}
	check(sigs, mating)
	if testing.Short() {
		return
	}
	four := materials(4)
	check(four, searchSignatures(t, four))
}

// TestMateSearchPruning: the search's shortcuts lose no mate. For a few
// materials it counts the mates with and without them.
func TestMateSearchPruning(t *testing.T) {
	for _, sig := range []mateSignature{
		{mater: kindCounts{kindKnight: 1}, victim: kindCounts{kindRook: 1}},
		{mater: kindCounts{kindLightBishop: 1}, victim: kindCounts{kindKnight: 1}},
		{mater: kindCounts{kindKnight: 1, kindDarkBishop: 1}},
		{mater: kindCounts{kindLightBishop: 1}, victim: kindCounts{kindDarkBishop: 1}},
	} {
		fast, slow := newMateSearch(White, sig), newMateSearch(White, sig)
		slow.noPruning = true
		fast.run()
		slow.run()
		if fast.mates == 0 || fast.mates != slow.mates {
			t.Errorf("%s: %d mates found with the shortcuts, %d without", sig, fast.mates, slow.mates)
		}
	}
}

func writeMateTable(t *testing.T, sigs []mateSignature) {
	t.Helper()
	var b strings.Builder
	b.WriteString("// Code generated by TestMateSignatures; DO NOT EDIT.\n\npackage rules\n\n")
	b.WriteString("// mateSignatures lists the smallest materials with which a side of only\n")
	b.WriteString("// knights and bishops can checkmate: a search of every placement of each\n")
	b.WriteString("// material of up to three pieces besides the kings (four in the slow run)\n")
	b.WriteString("// finds a mate for these and for no material that holds none of them.\n")
	b.WriteString("var mateSignatures = [...]mateSignature{\n")
	for _, s := range sigs {
		fmt.Fprintf(&b, "\t{mater: %s, victim: %s}, // %s\n", kindsLiteral(s.mater), kindsLiteral(s.victim), s)
	}
	b.WriteString("}\n")
	src, err := format.Source([]byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("matetable.go", src, 0o644); err != nil {
		t.Fatal(err)
	}
}

func kindsLiteral(c kindCounts) string {
	var parts []string
	for k, n := range c {
		if n > 0 {
			parts = append(parts, fmt.Sprintf("%s: %d", [numKinds]string{"kindKnight", "kindLightBishop", "kindDarkBishop", "kindRook", "kindQueen"}[k], n))
		}
	}
	return "kindCounts{" + strings.Join(parts, ", ") + "}"
}

// TestDeadMatchesSearch: 5.2.2 calls a position dead when neither side can
// mate. For every pawnless material of up to three pieces besides the kings
// (rooks and queens included, on either side), IsDead must agree with the
// search run for each side as the mater.
func TestDeadMatchesSearch(t *testing.T) {
	var split func(white, black kindCounts, k, left int)
	checked := 0
	split = func(white, black kindCounts, k, left int) {
		if k == numKinds {
			if left == 0 {
				checked++
				checkDead(t, white, black)
			}
			return
		}
		for w := 0; w <= left; w++ {
			for b := 0; w+b <= left; b++ {
				white[k], black[k] = uint8(w), uint8(b)
				split(white, black, k+1, left-w-b)
			}
		}
	}
	for n := 0; n <= 3; n++ {
		split(kindCounts{}, kindCounts{}, 0, n)
	}
	if checked == 0 {
		t.Fatal("no material checked")
	}
}

// checkDead puts the material on the board (IsDead of a pawnless position
// reads its material only) and compares IsDead with the search.
func checkDead(t *testing.T, white, black kindCounts) {
	t.Helper()
	var p Position
	p.side, p.ep, p.fullmove = White, NoSquare, 1
	p.put(NewSquare(0, 0), MakePiece(White, King))
	p.put(NewSquare(7, 7), MakePiece(Black, King))
	for c, counts := range [2]kindCounts{white, black} {
		for k, n := range counts {
			for range n {
				free := kindSquares(k) &^ p.byType[0] &^ (Rank1 | Rank8)
				p.put(free.First(), MakePiece(Color(c), kindPiece[k]))
			}
		}
	}
	canMate := func(mater Color) bool {
		sig := mateSignature{mater: white, victim: black}
		if mater == Black {
			sig = mateSignature{mater: black, victim: white}
		}
		if sig.mater == (kindCounts{}) {
			return false // a king alone never gives check
		}
		m := newMateSearch(mater, sig)
		m.stopAtWitness = true
		m.run()
		return m.witness != ""
	}
	want := !canMate(White) && !canMate(Black)
	if got := p.IsDead(); got != want {
		t.Errorf("%s: IsDead = %v, the search finds a mate for neither side %v",
			mateSignature{mater: white, victim: black}, got, want)
	}
}
