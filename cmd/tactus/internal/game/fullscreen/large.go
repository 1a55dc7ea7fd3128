package fullscreen

import "strings"

// bigGlyphs are digits and the colon five rows high, drawn with full
// blocks, for the clocks of the full screen.
var bigGlyphs = map[rune][5]string{
	'0': {"███", "█ █", "█ █", "█ █", "███"},
	'1': {" █ ", "██ ", " █ ", " █ ", "███"},
	'2': {"███", "  █", "███", "█  ", "███"},
	'3': {"███", "  █", "███", "  █", "███"},
	'4': {"█ █", "█ █", "███", "  █", "  █"},
	'5': {"███", "█  ", "███", "  █", "███"},
	'6': {"███", "█  ", "███", "█ █", "███"},
	'7': {"███", "  █", "  █", "  █", "  █"},
	'8': {"███", "█ █", "███", "█ █", "███"},
	'9': {"███", "█ █", "███", "  █", "███"},
	':': {"   ", " █ ", "   ", " █ ", "   "},
	' ': {"   ", "   ", "   ", "   ", "   "},
}

// big draws s (digits, colons and blanks) five rows high; other
// characters are left out.
func big(s string) [5]string {
	var rows [5]strings.Builder
	for _, r := range s {
		g, ok := bigGlyphs[r]
		if !ok {
			continue
		}
		for i := range rows {
			if rows[i].Len() > 0 {
				rows[i].WriteString(" ")
			}
			rows[i].WriteString(g[i])
		}
	}
	var out [5]string
	for i := range rows {
		out[i] = rows[i].String()
	}
	return out
}

// SGR codes of the high-contrast setting: bold text, and reverse video for
// the cursor and the last move (beside their shape marks, never instead).
const (
	sgrBold    = "\x1b[1m"
	sgrReverse = "\x1b[7m"
	sgrReset   = "\x1b[0m"
)
