package braille

import "fmt"

// nabcc lists North American ASCII Braille (the BRF character set): the
// six-dot cell of each printable ASCII character, as dot numbers. Letters
// are the literary letters; digits are the lower cells. Source: the ASCII
// Braille table (BANA; design/BRAILLE.md in this repository).
var nabcc = [...]struct {
	ch   byte
	dots string
}{
	{' ', "0"}, {'a', "1"}, {'b', "12"}, {'c', "14"}, {'d', "145"}, {'e', "15"},
	{'f', "124"}, {'g', "1245"}, {'h', "125"}, {'i', "24"}, {'j', "245"},
	{'k', "13"}, {'l', "123"}, {'m', "134"}, {'n', "1345"}, {'o', "135"},
	{'p', "1234"}, {'q', "12345"}, {'r', "1235"}, {'s', "234"}, {'t', "2345"},
	{'u', "136"}, {'v', "1236"}, {'w', "2456"}, {'x', "1346"}, {'y', "13456"},
	{'z', "1356"},
	{'1', "2"}, {'2', "23"}, {'3', "25"}, {'4', "256"}, {'5', "26"},
	{'6', "235"}, {'7', "2356"}, {'8', "236"}, {'9', "35"}, {'0', "356"},
	{'\'', "3"}, {'@', "4"}, {'"', "5"}, {',', "6"}, {'*', "16"}, {'/', "34"},
	{'-', "36"}, {'.', "46"}, {';', "56"}, {'<', "126"}, {'%', "146"},
	{'^', "45"}, {'[', "246"}, {'>', "345"}, {'+', "346"}, {'_', "456"},
	{'\\', "1256"}, {'?', "1456"}, {'$', "1246"}, {'!', "2346"}, {'#', "3456"},
	{'(', "12356"}, {']', "12456"}, {')', "23456"}, {'&', "12346"},
	{'=', "123456"}, {':', "156"},
}

// asciiTables are the two directions of nabcc, built once; read-only.
type asciiTables struct {
	toCell  [128]int16 // -1: not a BRF character
	toASCII [64]byte
}

var ascii = buildASCII()

func buildASCII() *asciiTables {
	t := &asciiTables{}
	for i := range t.toCell {
		t.toCell[i] = -1
	}
	for _, e := range nabcc {
		c := mustDots(e.dots)
		t.toCell[e.ch] = int16(c)
		t.toASCII[c] = e.ch
		if e.ch >= 'a' && e.ch <= 'z' {
			t.toCell[e.ch-'a'+'A'] = int16(c)
		}
	}
	// lower-case forms of @ [ \ ] ^ some BRF files use
	for _, p := range [...][2]byte{{'`', '@'}, {'{', '['}, {'|', '\\'}, {'}', ']'}, {'~', '^'}} {
		t.toCell[p[0]] = t.toCell[p[1]]
	}
	return t
}

// FromASCII returns the cell of a BRF character (letters in either case).
func FromASCII(ch byte) (Cell, bool) {
	if ch >= 128 || ascii.toCell[ch] < 0 {
		return 0, false
	}
	return Cell(ascii.toCell[ch]), true
}

// ToASCII returns the BRF character of a six-dot cell (letters in lower
// case); cells with dot 7 or 8 have none.
func ToASCII(c Cell) (byte, bool) {
	if !c.SixDot() {
		return 0, false
	}
	return ascii.toASCII[c], true
}

// EncodeBRF writes cells as BRF text. Dots 7 and 8 cannot be embossed in
// BRF and are an error.
func EncodeBRF(cs Cells) (string, error) {
	b := make([]byte, len(cs))
	for i, c := range cs {
		ch, ok := ToASCII(c)
		if !ok {
			return "", fmt.Errorf("braille: cell %d (dots %s) has dot 7 or 8, which BRF cannot hold", i, c.Numbers())
		}
		b[i] = ch
	}
	return string(b), nil
}

// DecodeBRF reads BRF text into cells.
func DecodeBRF(s string) (Cells, error) {
	cs := make(Cells, len(s))
	for i := 0; i < len(s); i++ {
		c, ok := FromASCII(s[i])
		if !ok {
			return nil, fmt.Errorf("braille: BRF byte %d (%q) is not a braille character", i, s[i])
		}
		cs[i] = c
	}
	return cs, nil
}

// Text transcribes print text letter by letter through the BRF table
// (uncontracted, without capital signs, so in lower case): letters,
// digits as lower cells,
// ASCII punctuation as BRF has it. A letter with a diacritic is written
// without it (é as e, ß as ss: see Fold); any other character BRF lacks
// is written as ⠹, BRF's "?".
func Text(s string) Cells {
	var cs Cells
	for _, r := range Fold(s) {
		c, ok := Cell(0), false
		if r < 128 {
			c, ok = FromASCII(byte(r))
		}
		if !ok {
			c, _ = FromASCII('?')
		}
		cs = append(cs, c)
	}
	return cs
}
