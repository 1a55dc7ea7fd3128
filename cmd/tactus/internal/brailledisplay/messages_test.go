package brailledisplay

import (
	"strings"
	"testing"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/input"
	"github.com/tactuschess/tactus/rules"
)

// messagesOf are u's sentences for the display, as the app passes them.
func messagesOf(u *catalog.UI) Messages {
	return Messages{Promotion: u.App.BraillePromotion, TypePiece: u.App.BrailleTypePiece,
		NotLegal: u.App.BrailleNotLegal, NoPiece: u.App.BrailleNoPiece, NotAMove: u.App.BrailleNotAMove,
		Busy: u.App.BrailleBusy, Or: u.Or}
}

// shown is the start of the cells that show msg.
func shown(msg string) string { return cellString(braille.Message(msg).Cells.Bytes()) }

// TestGermanMessages: a German player's display refuses a routing key over
// an empty square, a typed nonsense move and a wrong promotion piece in
// German, and plays the promotion.
func TestGermanMessages(t *testing.T) {
	de := catalog.For("de")
	r := newRigWith(t, 40, messagesOf(de))
	r.set(true, "")
	// the first line, then ranks 8 … 4: e4 is empty
	for range 5 {
		r.press(keyLineDown, "")
	}
	r.press(keyRoute+6, shown(catalog.Fill(de.App.BrailleNoPiece, "e4")))
	// a typed cell that is no move
	r.press(keyPassDots+uint64(braille.Dot1), "⠁")
	r.press(keyPassDots+uint64(braille.Dot8), shown(de.App.BrailleNotAMove))

	pos, err := rules.ParseFEN("8/4P3/8/8/8/8/k7/4K3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	r.g = rules.NewGame(pos)
	r.set(true, "")
	r.press(keyLineDown, "") // rank 8
	r.press(keyLineDown, "") // rank 7
	r.press(keyRoute+6, "")  // e7
	r.press(keyLineUp, "")
	letters := r.d.keys.code.PromotionLetters(r.d.keys.msgs.Or)
	if !strings.Contains(letters, " oder ") {
		t.Fatalf("piece letters %q without German's oder", letters)
	}
	r.press(keyRoute+6, shown(catalog.Fill(de.App.BraillePromotion, letters))) // e8
	r.press(keyPassDots+uint64(braille.Dot1), shown(catalog.Fill(de.App.BrailleTypePiece, letters)))
	r.press(keyPassDots+uint64(braille.UK2015().Pieces[rules.Queen]), "")
	if got := r.input(); got != (input.BrailleMove{Move: "e7e8q"}) {
		t.Fatalf("input %#v, want e7e8q", got)
	}
}

// TestEnglishWhenUnset: fields left empty are said in English.
func TestEnglishWhenUnset(t *testing.T) {
	m := Messages{Busy: "beschäftigt"}.orEnglish()
	if m.Busy != "beschäftigt" || m.NotAMove != "not a legal move:" || m.Or != "or" {
		t.Fatalf("%+v", m)
	}
}

// TestEveryLanguageFitsALine: each language's messages, with the longest
// arguments they take, fit a 40-cell display.
func TestEveryLanguageFitsALine(t *testing.T) {
	for _, u := range catalog.All() {
		d := NewKeys(nil, messagesOf(u), 40)
		letters := d.code.PromotionLetters(d.msgs.Or)
		for _, s := range []string{
			catalog.Fill(d.msgs.Promotion, letters), catalog.Fill(d.msgs.TypePiece, letters),
			catalog.Fill(d.msgs.NotLegal, "e2", "e5"), catalog.Fill(d.msgs.NoPiece, "e4"),
			d.msgs.NotAMove + " nf3", d.msgs.Busy,
		} {
			if n := len(braille.Message(s).Cells); n > 40 || strings.Contains(s, "%!") {
				t.Errorf("%s: %q takes %d cells", u.Tag, s, n)
			}
		}
	}
}
