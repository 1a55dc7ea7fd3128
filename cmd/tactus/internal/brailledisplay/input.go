package brailledisplay

import (
	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/braille/brlapi"
	"github.com/tactuschess/tactus/cmd/tactus/internal/input"
)

// X11 keysyms of the keys a Braille keyboard sends for dots 7 and 8 when
// BRLTTY translates them.
const (
	symBackSpace = 0xff08
	symReturn    = 0xff0d
	symEscape    = 0xff1b
)

// route selects the square under a routing key; the second square of a
// legal move plays it.
func (d *Display) route(cell int) {
	sq, ok := d.view.Route(cell)
	if !ok {
		return // a routing key over no square: BRLTTY's own use, nothing here
	}
	pos := d.frame.Input
	ev := d.sel.Select(&pos, sq)
	d.promo = nil
	switch {
	case ev.Kind == braille.ToSelected && len(ev.Moves) == 1:
		d.emit(pos.UCI(ev.Moves[0]))
	case ev.Kind == braille.ToSelected && len(ev.Moves) > 1:
		d.promo = ev.Moves
		d.show(d.msgs.Promotion, d.code.PromotionLetters(d.msgs.Or))
	case ev.Kind == braille.ToSelected:
		d.show(d.msgs.NotLegal, ev.From, ev.To)
	case ev.Kind == braille.FromSelected, ev.Kind == braille.Cleared:
		// the selection is marked on the board line
	default:
		d.show(d.msgs.NoPiece, sq)
	}
	d.view.SetLines(d.lines())
}

// chord takes a cell typed on the Braille keyboard: dots 7 and 8 together
// (listen), the piece of a pending promotion, dot 7 alone (rub out), dot 8
// alone (enter), or one more cell of a move being typed in the chess code.
func (d *Display) chord(c braille.Cell) {
	switch {
	case c == braille.Dot7|braille.Dot8:
		d.listen()
	case d.promo != nil:
		d.promote(c)
	case c == braille.Dot8:
		d.enter()
	case c == braille.Dot7:
		d.rubOut()
	case c&(braille.Dot7|braille.Dot8) != 0:
		d.typed = append(d.typed, c&^(braille.Dot7|braille.Dot8))
		d.enter()
	default:
		d.typed = append(d.typed, c)
		d.showTyped()
	}
}

// sym takes a keyboard key: Return, BackSpace and Escape act on a move
// being typed; a typed character is read as ASCII Braille.
func (d *Display) sym(k brlapi.Key) {
	switch k.Sym {
	case symReturn:
		d.enter()
		return
	case symBackSpace:
		d.rubOut()
		return
	case symEscape:
		d.typed, d.promo = nil, nil
		d.view.Dismiss()
		return
	}
	if k.Rune > 0 && k.Rune < 0x80 {
		if c, ok := braille.FromASCII(byte(k.Rune)); ok {
			d.chord(c)
		}
	}
}

// showTyped shows the cells typed so far.
func (d *Display) showTyped() {
	d.put(nil, braille.Line{Kind: braille.LineMessage, Cells: append(braille.Cells(nil), d.typed...)})
}

// rubOut takes back the last cell typed.
func (d *Display) rubOut() {
	if len(d.typed) == 0 {
		return
	}
	d.typed = d.typed[:len(d.typed)-1]
	if len(d.typed) == 0 {
		d.view.Dismiss()
		return
	}
	d.showTyped()
}

// enter reads the cells typed as a move.
func (d *Display) enter() {
	if len(d.typed) == 0 {
		return
	}
	cells := d.typed
	d.typed = nil
	pos := d.frame.Input
	m, err := d.code.ParseMove(&pos, cells)
	if err != nil {
		msg := braille.Message(d.msgs.NotAMove)
		msg.Cells = append(append(msg.Cells, braille.Blank), cells...)
		d.put(nil, msg)
		return
	}
	d.emit(pos.UCI(m))
}

// promote chooses the piece of a pending promotion.
func (d *Display) promote(c braille.Cell) {
	t, ok := d.code.PieceType(c)
	for _, m := range d.promo {
		if ok && m.Promotion() == t {
			pos := d.frame.Input
			d.promo = nil
			d.emit(pos.UCI(m))
			return
		}
	}
	d.show(d.msgs.TypePiece, d.code.PromotionLetters(d.msgs.Or))
}

// listen asks the app to listen (input.Listen: dots 7 and 8 together, no
// cell of the chess code); a move being typed stays.
func (d *Display) listen() {
	select {
	case d.input <- input.Listen{}:
	default:
		d.put(nil, braille.Message(d.msgs.Busy))
	}
}

// emit hands a move to the app; the frame that follows shows what the
// game made of it.
func (d *Display) emit(uci string) {
	d.sel.Reset()
	d.view.Dismiss()
	select {
	case d.input <- input.BrailleMove{Move: uci}:
	default:
		d.put(nil, braille.Message(d.msgs.Busy))
	}
}
