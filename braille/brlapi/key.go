package brlapi

import "fmt"

// KeyKind says what a key means.
type KeyKind int

// Key kinds. Commands are BRLTTY commands (the display's own keys as
// BRLTTY binds them); KeySym is a typed character or keyboard key. The
// last two kinds are no keys but events a reader must act on.
const (
	KeyOther         KeyKind = iota // a command this package does not name
	KeyRoute                        // ROUTE: routing key; Arg is the 0-based cell
	KeyLineUp                       // LNUP: one line up
	KeyLineDown                     // LNDN: one line down
	KeyPanLeft                      // FWINLT: pan one display width left
	KeyPanRight                     // FWINRT: pan one display width right
	KeyHome                         // HOME: go to the cursor
	KeyReturn                       // RETURN: go to the cursor or back
	KeyPassDots                     // a chord typed on the Braille keyboard; Arg is the dots
	KeySym                          // a keyboard key; Sym is the X11 keysym, Rune the character if any
	KeyWinUp                        // WINUP: several lines up
	KeyWinDown                      // WINDN: several lines down
	KeyPrevDiffLine                 // PRDIFLN: up to a line that differs
	KeyNextDiffLine                 // NXDIFLN: down to a line that differs
	KeyTop                          // TOP: the top line
	KeyBottom                       // BOT: the bottom line
	KeyTopLeft                      // TOP_LEFT: the start of the top line
	KeyBottomLeft                   // BOT_LEFT: the start of the bottom line
	KeyPrevParagraph                // PRPGRPH: up to the first line of the paragraph
	KeyNextParagraph                // NXPGRPH: down to the next paragraph
	KeyCharLeft                     // CHRLT: one cell left
	KeyCharRight                    // CHRRT: one cell right
	KeyHalfLeft                     // HWINLT: half a display width left
	KeyHalfRight                    // HWINRT: half a display width right
	KeyPanLeftSkip                  // FWINLTSKIP: pan left, skipping blank windows
	KeyPanRightSkip                 // FWINRTSKIP: pan right, skipping blank windows
	KeyLineStart                    // LNBEG: the start of the line
	KeyLineEnd                      // LNEND: the end of the line
	KeyBack                         // BACK: back to where the reader was
	// KeyResize is no key: the display changed size. Read the width
	// again (Client.Width, Session.Width) and redraw.
	KeyResize
	// KeyReconnected is no key: a Session connected again after losing
	// BRLTTY and redrew the last cells; redraw for the width now.
	KeyReconnected
)

var kindNames = [...]string{"other", "route", "line-up", "line-down", "pan-left",
	"pan-right", "home", "return", "dots", "keysym", "window-up", "window-down",
	"previous-different-line", "next-different-line", "top", "bottom", "top-left",
	"bottom-left", "previous-paragraph", "next-paragraph", "character-left",
	"character-right", "half-left", "half-right", "pan-left-skip", "pan-right-skip",
	"line-start", "line-end", "back", "resize", "reconnected"}

// String names the kind.
func (k KeyKind) String() string {
	if k >= 0 && int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("kind%d", int(k))
}

// Key code layout (brlapi_keycodes.h, protocol 8).
const (
	keyTypeMask    = 0xE0000000
	keyTypeCommand = 0x20000000
	keyTypeSym     = 0x00000000
	keyBlockMask   = 0x1FFF0000
	keyArgMask     = 0x0000FFFF
	keyUnicodeSym  = 0x01000000

	blockBasic    = 0x0000
	blockRoute    = 0x0001
	blockPassDots = 0x0022
)

// basicKinds names the commands of the basic block by their argument
// (brlapi_constants.h: BRLAPI_KEY_CMD(0) + n).
var basicKinds = [...]KeyKind{
	1: KeyLineUp, 2: KeyLineDown, 3: KeyWinUp, 4: KeyWinDown,
	5: KeyPrevDiffLine, 6: KeyNextDiffLine, 9: KeyTop, 10: KeyBottom,
	11: KeyTopLeft, 12: KeyBottomLeft, 13: KeyPrevParagraph, 14: KeyNextParagraph,
	19: KeyCharLeft, 20: KeyCharRight, 21: KeyHalfLeft, 22: KeyHalfRight,
	23: KeyPanLeft, 24: KeyPanRight, 25: KeyPanLeftSkip, 26: KeyPanRightSkip,
	27: KeyLineStart, 28: KeyLineEnd, 29: KeyHome, 30: KeyBack, 31: KeyReturn,
}

// Keysym modifier flags (high 32 bits of a key code).
const (
	FlagShift   uint32 = 0x01
	FlagUpper   uint32 = 0x02
	FlagControl uint32 = 0x04
	FlagMeta    uint32 = 0x08
)

// Key is one decoded KEY packet.
type Key struct {
	Code  uint64  // the raw 64-bit key code
	Kind  KeyKind // what it means
	Arg   int     // KeyRoute: cell (0-based); KeyPassDots: dot bits; KeyOther: argument
	Block int     // command block (commands only)
	Sym   uint32  // KeySym: the X11 keysym
	Rune  rune    // KeySym: the character typed, 0 if none
	Flags uint32  // high 32 bits: modifiers and command flags
}

// DecodeKey interprets a 64-bit BrlAPI key code.
func DecodeKey(code uint64) Key {
	k := Key{Code: code, Flags: uint32(code >> 32)}
	lo := uint32(code)
	if lo&keyTypeMask == keyTypeCommand {
		k.Block = int((lo & keyBlockMask) >> 16)
		k.Arg = int(lo & keyArgMask)
		k.Kind = commandKind(k.Block, k.Arg)
		if k.Kind != KeyRoute && k.Kind != KeyPassDots && k.Kind != KeyOther {
			k.Arg = 0
		}
		return k
	}
	if lo&keyTypeMask != keyTypeSym {
		return k
	}
	k.Kind, k.Sym = KeySym, lo
	k.Rune = keysymRune(lo)
	return k
}

// commandKind names a command from its block and argument.
func commandKind(block, arg int) KeyKind {
	switch block {
	case blockRoute:
		return KeyRoute
	case blockPassDots:
		return KeyPassDots
	case blockBasic:
		if arg < len(basicKinds) {
			return basicKinds[arg] // KeyOther (0) where unnamed
		}
	}
	return KeyOther
}

// keysymRune maps Latin-1 and Unicode keysyms to their character, and the
// keysyms of Return, Tab, BackSpace and Escape to their control code.
func keysymRune(sym uint32) rune {
	switch {
	case sym >= 0x20 && sym <= 0x7E, sym >= 0xA0 && sym <= 0xFF:
		return rune(sym)
	case sym&0xFF000000 == keyUnicodeSym:
		r := rune(sym & 0x00FFFFFF)
		if r <= 0x10FFFF {
			return r
		}
	case sym == 0xFF0D:
		return '\r'
	case sym == 0xFF09:
		return '\t'
	case sym == 0xFF08:
		return '\b'
	case sym == 0xFF1B:
		return 0x1B
	}
	return 0
}

// String describes the key for people ("route 5", "pan-right",
// "keysym 'a'").
func (k Key) String() string {
	switch k.Kind {
	case KeyRoute:
		return fmt.Sprintf("route %d", k.Arg)
	case KeyPassDots:
		return fmt.Sprintf("dots %s", DotNumbers(byte(k.Arg)))
	case KeySym:
		if k.Rune >= 0x20 {
			return fmt.Sprintf("keysym %q", k.Rune)
		}
		return fmt.Sprintf("keysym 0x%x", k.Sym)
	case KeyOther:
		return fmt.Sprintf("command block 0x%x arg %d (code 0x%x)", k.Block, k.Arg, k.Code)
	}
	return k.Kind.String()
}

// DotNumbers writes a dot pattern as its dot numbers ("1245"), "0" for none.
func DotNumbers(d byte) string {
	if d == 0 {
		return "0"
	}
	var b []byte
	for i := 0; i < 8; i++ {
		if d&(1<<i) != 0 {
			b = append(b, byte('1'+i))
		}
	}
	return string(b)
}
