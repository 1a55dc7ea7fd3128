package brailledisplay

import (
	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/braille/brlapi"
	"github.com/tactuschess/tactus/rules"
)

// X11 keysyms of the keys a Braille keyboard sends for dots 7 and 8 when
// BRLTTY translates them.
const (
	symBackSpace = 0xff08
	symReturn    = 0xff0d
	symEscape    = 0xff1b
)

// Keys is what the display's keys do over a frame of the game: the lines
// the reader moves through and the messages over them, a square selected
// by a routing key, a move being typed on the Braille keyboard and a
// promotion waiting for its piece. It is written once for every user of a
// display: Display drives one for the app, and `tactus braille --display`
// drives one to describe each key. Keys never plays a move: Key reports
// it, and the caller plays it. It is not safe for concurrent use.
type Keys struct {
	code  *braille.Code
	msgs  Messages
	view  *braille.View
	frame Frame
	sel   braille.Selector
	typed braille.Cells
	promo []rules.Move
	base  []Msg // the message showing, which notes go after
}

// NewKeys returns the keys over no frame yet, on a display width cells
// wide; a nil code means braille.UK2015(), and msgs' empty fields are said
// in English.
func NewKeys(code *braille.Code, msgs Messages, width int) *Keys {
	if code == nil {
		code = braille.UK2015()
	}
	return &Keys{code: code, msgs: msgs.orEnglish(), view: braille.NewView(nil, width)}
}

// View is the view the keys move; its Cells are what to write.
func (k *Keys) View() *braille.View { return k.view }

// Frame is the frame shown now.
func (k *Keys) Frame() Frame { return k.frame }

// Lines are the frame's lines, the square selected by a routing key
// marked.
func (k *Keys) Lines() []braille.Line {
	if k.frame.Board == nil {
		return nil
	}
	l := braille.Layout{Clocks: k.frame.Clocks, Flip: k.frame.Flip}
	if from, ok := k.sel.Selected(); ok {
		l.Selected = []rules.Square{from}
	}
	return k.code.Lines(k.frame.Board, l)
}

// SetFrame shows a new frame; when its Input is another position, a
// half-made selection, typed move or promotion is void. A message on the
// cells stays until the reader moves, unless f.Top asks for the first line.
func (k *Keys) SetFrame(f Frame) {
	k.setFrame(f, false)
}

// setFrame is SetFrame; moved says that the game moved on in between,
// even if Input came back to the position shown.
func (k *Keys) setFrame(f Frame, moved bool) {
	if moved || f.Input != k.frame.Input {
		k.sel.Reset()
		k.promo, k.typed = nil, nil
	}
	k.frame = f
	k.view.SetLines(k.Lines())
	if f.Top {
		k.view.Dismiss()
		k.view.Goto(0)
	}
}

// Show puts a message on the cells until the reader moves.
func (k *Keys) Show(msg string) { k.showMsgs([]Msg{{Text: msg}}, false) }

// showMsgs puts a message of several lines on the cells; a note goes
// after the message showing (never instead), and alone when there is none.
func (k *Keys) showMsgs(msgs []Msg, note bool) {
	if note && k.view.Showing() && k.base != nil {
		lines := append([]Msg(nil), k.base...)
		if last := &lines[len(lines)-1]; len(last.Moves) == 0 {
			last.Text += "; " + msgs[0].Text
		} else {
			lines = append(lines, msgs[0])
		}
		k.view.ShowLines(k.messageLines(lines))
		return
	}
	base := msgs
	if note {
		base = nil // a later note replaces this one
	}
	k.put(base, k.messageLines(msgs)...)
}

// messageLines returns each message line as cells: its text, then its
// move in the chess code.
func (k *Keys) messageLines(msgs []Msg) []braille.Line {
	lines := make([]braille.Line, len(msgs))
	for i, m := range msgs {
		lines[i] = braille.Message(m.Text)
		for j, p := range m.Moves {
			if len(lines[i].Cells) > 0 {
				lines[i].Cells = append(lines[i].Cells, braille.Blank)
			}
			if j == 0 && m.Numbered {
				lines[i].Cells = append(lines[i].Cells, k.code.NumberedMove(&p.Before, p.Move)...)
				continue
			}
			lines[i].Cells = k.code.AppendMove(lines[i].Cells, &p.Before, p.Move)
		}
	}
	return lines
}

// put puts msgs on the cells, line by line; base is their text when a
// later note is added to them, nil when a note may replace them.
func (k *Keys) put(base []Msg, msgs ...braille.Line) {
	k.base = base
	k.view.ShowLines(msgs)
}

// show puts one of the display's own messages on the cells and returns
// it.
func (k *Keys) show(template string, args ...any) string {
	msg := announce.Fill(template, args...)
	k.put(nil, braille.Message(msg))
	return msg
}

// Did is what one key did.
type Did struct {
	Kind DidKind
	// Square is the square selected or no longer selected, or the one
	// holding no piece to move; for DidNotLegal, From and To are the move's.
	Square, From, To rules.Square
	// Move is the move made (DidPlay), in Frame().Input.
	Move rules.Move
	// Typed counts the cells of the move being typed (DidType, DidRubOut).
	Typed int
	// Shown is the message the key put on the cells, in the display's
	// words ("" when none).
	Shown string
}

// DidKind is the kind of thing a key did.
type DidKind int

// The kinds of Did.
const (
	// DidNothing: a key the keys leave alone (BRLTTY's own, a size change,
	// a reconnection: the caller's).
	DidNothing DidKind = iota
	// DidNavigate: the reader moved through the lines (or left a message).
	DidNavigate
	// DidNoFurther: a key to move through the lines, with nowhere to go.
	DidNoFurther
	// DidNoSquare: a routing key over no square.
	DidNoSquare
	// DidSelect: a routing key selected Square.
	DidSelect
	// DidDeselect: a routing key over the selected Square cleared it.
	DidDeselect
	// DidNoPiece: a routing key over a square (Square) with no piece of the
	// side to move; Shown says so.
	DidNoPiece
	// DidNotLegal: a second routing key made no legal move From To.
	DidNotLegal
	// DidAskPiece: a promotion waits for its piece; Shown asks for it.
	DidAskPiece
	// DidAskPieceAgain: a cell that is no promotion piece; Shown asks again.
	DidAskPieceAgain
	// DidPlay: a move was made (Move): routed, typed or promoted. The
	// caller plays it; the frame that follows shows what came of it.
	DidPlay
	// DidListen: dots 7 and 8 together, asking to listen.
	DidListen
	// DidType: one more cell of a move typed (Typed cells now).
	DidType
	// DidRubOut: the last cell typed taken back (Typed cells left).
	DidRubOut
	// DidNotAMove: the cells typed are no legal move; Shown says so.
	DidNotAMove
	// DidClear: Escape cleared what was typed and the message.
	DidClear
)

// Key acts on one key of the display and says what it did.
func (k *Keys) Key(key brlapi.Key) Did {
	switch key.Kind {
	case brlapi.KeyResize, brlapi.KeyReconnected:
		return Did{}
	case brlapi.KeyRoute:
		return k.route(key.Arg)
	case brlapi.KeyPassDots:
		return k.chord(braille.Cell(key.Arg))
	case brlapi.KeySym:
		return k.sym(key)
	case brlapi.KeyReturn:
		// the display's Return clears what was typed on its keyboard (and
		// a pending promotion), then goes back to the top as Home does
		k.typed, k.promo = nil, nil
		fallthrough
	case brlapi.KeyHome:
		k.view.Dismiss()
		k.view.Goto(0)
		return Did{Kind: DidNavigate}
	}
	n := braille.NavOf(key)
	switch {
	case n == braille.NavNone:
		return Did{}
	case k.view.Do(n):
		return Did{Kind: DidNavigate}
	}
	return Did{Kind: DidNoFurther}
}

// route selects the square under a routing key; the second square of a
// legal move plays it.
func (k *Keys) route(cell int) Did {
	sq, ok := k.view.Route(cell)
	if !ok {
		return Did{Kind: DidNoSquare} // BRLTTY's own use, nothing here
	}
	pos := k.frame.Input
	ev := k.sel.Select(&pos, sq)
	k.promo = nil
	var did Did
	switch {
	case ev.Kind == braille.ToSelected && len(ev.Moves) == 1:
		did = k.play(ev.Moves[0])
	case ev.Kind == braille.ToSelected && len(ev.Moves) > 1:
		k.promo = ev.Moves
		did = Did{Kind: DidAskPiece, Shown: k.show(k.msgs.Promotion, k.code.PromotionLetters(k.msgs.Or))}
	case ev.Kind == braille.ToSelected:
		did = Did{Kind: DidNotLegal, From: ev.From, To: ev.To, Shown: k.show(k.msgs.NotLegal, ev.From, ev.To)}
	case ev.Kind == braille.FromSelected:
		did = Did{Kind: DidSelect, Square: sq} // marked on the board line
	case ev.Kind == braille.Cleared:
		did = Did{Kind: DidDeselect, Square: sq}
	default:
		did = Did{Kind: DidNoPiece, Square: sq, Shown: k.show(k.msgs.NoPiece, sq)}
	}
	k.view.SetLines(k.Lines())
	return did
}

// chord takes a cell typed on the Braille keyboard: dots 7 and 8 together
// (listen), the piece of a pending promotion, dot 7 alone (rub out), dot 8
// alone (enter), or one more cell of a move being typed in the chess code.
func (k *Keys) chord(c braille.Cell) Did {
	switch {
	case c == braille.Dot7|braille.Dot8:
		return Did{Kind: DidListen} // a move being typed stays
	case k.promo != nil:
		return k.promote(c)
	case c == braille.Dot8:
		return k.enter()
	case c == braille.Dot7:
		return k.rubOut()
	case c&(braille.Dot7|braille.Dot8) != 0:
		k.typed = append(k.typed, c&^(braille.Dot7|braille.Dot8))
		return k.enter()
	}
	k.typed = append(k.typed, c)
	k.showTyped()
	return Did{Kind: DidType, Typed: len(k.typed)}
}

// sym takes a keyboard key: Return, BackSpace and Escape act on a move
// being typed; a typed character is read as ASCII Braille.
func (k *Keys) sym(key brlapi.Key) Did {
	switch key.Sym {
	case symReturn:
		return k.enter()
	case symBackSpace:
		return k.rubOut()
	case symEscape:
		k.typed, k.promo = nil, nil
		k.view.Dismiss()
		return Did{Kind: DidClear}
	}
	if key.Rune > 0 && key.Rune < 0x80 {
		if c, ok := braille.FromASCII(byte(key.Rune)); ok {
			return k.chord(c)
		}
	}
	return Did{}
}

// showTyped shows the cells typed so far.
func (k *Keys) showTyped() {
	k.put(nil, braille.Line{Kind: braille.LineMessage, Cells: append(braille.Cells(nil), k.typed...)})
}

// rubOut takes back the last cell typed.
func (k *Keys) rubOut() Did {
	if len(k.typed) == 0 {
		return Did{Kind: DidNoFurther}
	}
	k.typed = k.typed[:len(k.typed)-1]
	if len(k.typed) == 0 {
		k.view.Dismiss()
	} else {
		k.showTyped()
	}
	return Did{Kind: DidRubOut, Typed: len(k.typed)}
}

// enter reads the cells typed as a move.
func (k *Keys) enter() Did {
	if len(k.typed) == 0 {
		return Did{Kind: DidNoFurther}
	}
	cells := k.typed
	k.typed = nil
	pos := k.frame.Input
	m, err := k.code.ParseMove(&pos, cells)
	if err != nil {
		msg := braille.Message(k.msgs.NotAMove)
		msg.Cells = append(append(msg.Cells, braille.Blank), cells...)
		k.put(nil, msg)
		return Did{Kind: DidNotAMove, Shown: k.msgs.NotAMove}
	}
	return k.play(m)
}

// promote chooses the piece of a pending promotion.
func (k *Keys) promote(c braille.Cell) Did {
	t, ok := k.code.PieceType(c)
	for _, m := range k.promo {
		if ok && m.Promotion() == t {
			return k.play(m)
		}
	}
	return Did{Kind: DidAskPieceAgain, Shown: k.show(k.msgs.TypePiece, k.code.PromotionLetters(k.msgs.Or))}
}

// play reports a move made; the selection and the message go.
func (k *Keys) play(m rules.Move) Did {
	k.promo = nil
	k.sel.Reset()
	k.view.Dismiss()
	return Did{Kind: DidPlay, Move: m}
}
