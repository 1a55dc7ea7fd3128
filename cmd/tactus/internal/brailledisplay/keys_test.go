package brailledisplay

import (
	"testing"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/braille/brlapi"
	"github.com/tactuschess/tactus/rules"
)

// TestKeysSayWhatTheyDid: each key over the board says what it did, with
// its square or move; a move is reported, never played.
func TestKeysSayWhatTheyDid(t *testing.T) {
	g := rules.NewGame(rules.StartPosition())
	k := NewKeys(nil, Messages{}, 20)
	k.SetFrame(Frame{Board: g, Input: g.Position()})
	key := func(code uint64) Did { return k.Key(brlapi.DecodeKey(code)) }
	down := func(n int) {
		for range n {
			if d := key(keyLineDown); d.Kind != DidNavigate {
				t.Fatalf("line down: %+v", d)
			}
		}
	}
	if d := key(keyLineUp); d.Kind != DidNoFurther {
		t.Errorf("line up from the top: %+v, want DidNoFurther", d)
	}
	down(1) // rank 8
	if d := key(keyRoute + 2); d.Kind != DidNoPiece || d.Square != rules.NewSquare(0, 7) || d.Shown != "no piece to move on a8" {
		t.Errorf("route over a black rook: %+v", d)
	}
	if d := key(keyRoute + 1); d.Kind != DidNoSquare {
		t.Errorf("route over the rank digit's blank: %+v", d)
	}
	down(6) // rank 2
	if d := key(keyRoute + 6); d.Kind != DidSelect || d.Square != rules.NewSquare(4, 1) {
		t.Errorf("route over e2: %+v", d)
	}
	if d := key(keyRoute + 6); d.Kind != DidDeselect || d.Square != rules.NewSquare(4, 1) {
		t.Errorf("route over e2 again: %+v", d)
	}
	key(keyRoute + 6)
	up := func(n int) {
		for range n {
			key(keyLineUp)
		}
	}
	up(3) // rank 5
	if d := key(keyRoute + 6); d.Kind != DidNotLegal || d.From != rules.NewSquare(4, 1) || d.To != rules.NewSquare(4, 4) ||
		d.Shown != "e2 to e5 is not legal" {
		t.Errorf("e2 to e5: %+v", d)
	}
	down(3)
	key(keyRoute + 6)
	up(2) // rank 4
	d := key(keyRoute + 6)
	pos := g.Position()
	if d.Kind != DidPlay || pos.UCI(d.Move) != "e2e4" {
		t.Fatalf("e2 to e4: %+v", d)
	}
	if g.Position() != pos {
		t.Error("the keys played the move")
	}
	if d := key(keyPassDots + uint64(braille.Dot1)); d.Kind != DidType || d.Typed != 1 {
		t.Errorf("a cell typed: %+v", d)
	}
	if d := key(keyPassDots + uint64(braille.Dot7)); d.Kind != DidRubOut || d.Typed != 0 {
		t.Errorf("rubbed out: %+v", d)
	}
	if d := key(keyPassDots + uint64(braille.Dot7|braille.Dot8)); d.Kind != DidListen {
		t.Errorf("dots 7 and 8: %+v", d)
	}
}
