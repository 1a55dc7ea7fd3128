package notation

import (
	"errors"
	"testing"

	"github.com/tactuschess/tactus/rules"
)

// FuzzParseSAN feeds arbitrary text to ParseMove in every language: it must
// never panic, and a move it accepts must be legal and must read back from
// its own SAN, LAN and UCI forms (read → write → read). A pawn capture it
// accepts is refused without its file (FIDE Appendix C.9.3).
func FuzzParseSAN(f *testing.F) {
	for _, s := range []string{"Nf3", "e4", "O-O-O", "0-0", "exd6 e.p.", "e8=Q+", "e8(Q)", "Ng1-f3", "bc4", "♘f3",
		"e7e8q", "Qa1b2", "Sf3", "dd4", "Nf3!?", "exd8=D#", "e8/Q", "d6", "exd6", "d8=Q"} {
		f.Add(s, uint8(0))
	}
	fens := []string{fenStart, fenTwoKnights, fenQueens, fenPromo, fenCastle, fenEP, fen960, fenBC4}
	f.Fuzz(func(t *testing.T, s string, which uint8) {
		pos := mustFEN(t, fens[int(which)%len(fens)])
		lang := Language(int(which/8) % int(numLanguages))
		m, err := ParseMove(&pos, s, lang)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
		}
		var l rules.MoveList
		pos.LegalMoves(&l)
		legal := false
		for _, x := range l.Slice() {
			legal = legal || x == m
		}
		if !legal {
			t.Fatalf("ParseMove(%q) returned an illegal move %v", s, m)
		}
		san := lang.SAN(&pos, m)
		if back, err := ParseMove(&pos, san, lang); err != nil || back != m {
			t.Fatalf("SAN %q of %q reads back as %v, %v", san, s, back, err)
		}
		lan := lang.LAN(&pos, m)
		if back, err := ParseMove(&pos, lan, lang); err != nil || back != m {
			t.Fatalf("LAN %q of %q reads back as %v, %v", lan, s, back, err)
		}
		if back, err := ParseMove(&pos, UCI(&pos, m), lang); err != nil || back != m {
			t.Fatalf("UCI %q of %q reads back as %v, %v", UCI(&pos, m), s, back, err)
		}
		if pos.PieceAt(m.From()).Type() == rules.Pawn && m.From().File() != m.To().File() {
			bare := m.To().String()
			if p := m.Promotion(); p != rules.NoPieceType {
				bare += "=" + string(lang.Letter(p, pos.SideToMove()))
			}
			if _, err := ParseMove(&pos, bare, lang); !errors.Is(err, ErrPawnCaptureFile) {
				t.Fatalf("%q without its file, %q, reads as %v, want ErrPawnCaptureFile", s, bare, err)
			}
		}
	})
}
