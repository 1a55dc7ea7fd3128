package rules_test

// Random playouts comparing the engine with the oracle of oracle_test.go
// ply by ply: move lists, state, status and FEN.

import (
	"bufio"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules"
)

func keysOf(moves []oMove) []uint32 {
	out := make([]uint32, len(moves))
	for i, m := range moves {
		out[i] = m.key()
	}
	slices.Sort(out)
	return out
}

// playout plays up to plies random moves from fen, comparing the engine
// with the oracle after every ply. In shuffle mode pieces are moved back
// and forth to bring about repetitions.
func playout(t *testing.T, fen string, rng *rand.Rand, plies int, shuffle bool, seen map[string]int) int {
	t.Helper()
	start, err := rules.ParseFEN(fen)
	if err != nil {
		t.Fatalf("ParseFEN(%q): %v", fen, err)
	}
	g := rules.NewGame(start)
	ob := oFromPosition(&start)
	var history []string
	var played []oMove
	for ply := 0; ; ply++ {
		pos := g.Position()
		omoves := ob.legal()
		var l rules.MoveList
		pos.LegalMoves(&l)
		ekeys := make([]uint32, 0, l.Len())
		for _, m := range l.Slice() {
			ekeys = append(ekeys, engineKey(m))
		}
		slices.Sort(ekeys)
		if okeys := keysOf(omoves); !slices.Equal(ekeys, okeys) {
			t.Errorf("%s: legal moves differ from the oracle: engine %d, oracle %d (start %q, moves %v)",
				pos.FEN(), len(ekeys), len(okeys), fen, g.Moves())
			return ply
		}
		if !sameState(t, &pos, &ob, omoves) {
			return ply
		}
		key := ob.repKey(omoves)
		history = append(history, key)
		reps := 0
		for _, h := range history {
			if h == key {
				reps++
			}
		}
		st := g.Status()
		want := oStatus(&ob, omoves, reps)
		seen[want]++
		if ob.legalEP(omoves) >= 0 {
			seen["legal e.p."]++
		} else if pos.EnPassantSquare() != rules.NoSquare {
			seen["e.p. square without a legal capture"]++
		}
		for _, m := range omoves {
			if m.castle {
				seen["castling available"]++
				break
			}
		}
		if got := st.String(); got != want {
			dead := st.Termination == rules.DeadPosition && strings.HasPrefix(want, "ongoing") &&
				ob.onlyKingsAndPawns() && ob.pawnsFrozen()
			if !dead {
				t.Errorf("%s: status %q, oracle %q (start %q)", pos.FEN(), got, want, fen)
				return ply
			}
		}
		if st.Repetitions != reps {
			t.Errorf("%s: %d repetitions, oracle %d", pos.FEN(), st.Repetitions, reps)
			return ply
		}
		if st.Over() || ply >= plies {
			return ply
		}
		m := pickMove(rng, &ob, omoves, played, shuffle && ply > 20)
		em := findEngineMove(l.Slice(), m)
		if back, err := pos.ParseUCI(pos.UCI(em)); err != nil || back != em {
			t.Errorf("%s: UCI %q reads back as %v, %v", pos.FEN(), pos.UCI(em), back, err)
		}
		if err := g.Play(em); err != nil {
			t.Fatalf("%s: Game.Play(%v): %v", pos.FEN(), pos.UCI(em), err)
		}
		ob.play(m)
		played = append(played, m)
	}
}

func findEngineMove(l []rules.Move, m oMove) rules.Move {
	for _, em := range l {
		if engineKey(em) == m.key() {
			return em
		}
	}
	panic("move lists were compared equal")
}

// pickMove prefers special moves (castling, en passant, promotion, double
// step) half of the time, and in shuffle mode undoes the mover's last
// reversible move most of the time.
func pickMove(rng *rand.Rand, b *oBoard, moves []oMove, played []oMove, shuffle bool) oMove {
	if shuffle && len(played) >= 2 && rng.IntN(10) < 8 {
		last := played[len(played)-2]
		for _, m := range moves {
			if !last.castle && m.from == last.to && m.to == last.from && b.sq[m.to] == rules.NoPiece &&
				b.sq[m.from].Type() != rules.Pawn {
				return m
			}
		}
	}
	if rng.IntN(2) == 0 {
		var special []oMove
		for _, m := range moves {
			d := m.to - m.from
			if m.castle || m.promo != rules.NoPieceType || m.to == b.ep && b.sq[m.from].Type() == rules.Pawn ||
				b.sq[m.from].Type() == rules.Pawn && (d == 16 || d == -16) {
				special = append(special, m)
			}
		}
		if len(special) > 0 {
			return special[rng.IntN(len(special))]
		}
	}
	return moves[rng.IntN(len(moves))]
}

// sameState compares placement, side, castling rights, the legal en
// passant square and the halfmove clock, and checks that FEN output reads
// back to the same FEN and the same repetition key.
func sameState(t *testing.T, p *rules.Position, b *oBoard, moves []oMove) bool {
	t.Helper()
	fen := p.FEN()
	for s := range 64 {
		if p.PieceAt(rules.Square(s)) != b.sq[s] {
			t.Errorf("%s: %v holds %v, oracle %v", fen, rules.Square(s), p.PieceAt(rules.Square(s)), b.sq[s])
			return false
		}
	}
	for i := range 4 {
		r, ok := p.CastlingRook(rules.Color(i/2), i%2 == 0)
		if ok != (b.rook[i] >= 0) || ok && int(r) != b.rook[i] {
			t.Errorf("%s: castling right %d = %v,%v, oracle %d", fen, i, r, ok, b.rook[i])
			return false
		}
	}
	if p.SideToMove() != b.side || p.HalfmoveClock() != b.half || int(p.LegalEnPassant()) != b.legalEP(moves) {
		t.Errorf("%s: side/halfmove/e.p. differ from the oracle (%v %d %d)", fen, b.side, b.half, b.legalEP(moves))
		return false
	}
	back, err := rules.ParseFEN(fen)
	if err != nil || back.FEN() != fen || back.RepetitionKey() != p.RepetitionKey() {
		t.Errorf("%s: FEN does not read back to the same position (%v)", fen, err)
		return false
	}
	return true
}

// epdFENs returns every every-th position of a perft suite, less the
// unreachable ones ParseFEN refuses (unreachableSuiteFENs).
func epdFENs(t *testing.T, name string, every int) []string {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "perft", name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for i := 0; sc.Scan(); i++ {
		fen := strings.TrimSpace(strings.Split(sc.Text(), ";")[0])
		if _, unreachable := unreachableSuiteFENs[fen]; i%every == 0 && !unreachable {
			out = append(out, fen)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}
