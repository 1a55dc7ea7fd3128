package announce

import (
	"fmt"
	"strings"
)

// Gender is the grammatical gender a number takes from the word it counts:
// "una hora" but "un minuto", "dve hodiny" but "dva ťahy".
type Gender uint8

// The genders numbers agree with.
const (
	// Counting is the bare number, as said when counting or naming a
	// move number: "eins", "uno", "um", "jeden".
	Counting Gender = iota
	// Masculine: "ein Zug", "un minuto", "um lance", "dva ťahy".
	Masculine
	// Feminine: "eine Minute", "una hora", "duas horas", "dve hodiny".
	Feminine
)

// genderNames are the genders as a language file writes them.
var genderNames = [...]string{"counting", "masculine", "feminine"}

// MarshalText writes g as a language file does: "counting",
// "masculine" or "feminine".
func (g Gender) MarshalText() ([]byte, error) {
	if int(g) >= len(genderNames) {
		return nil, fmt.Errorf("%w: gender %d", ErrBadLanguage, int(g))
	}
	return []byte(genderNames[g]), nil
}

// UnmarshalText reads a gender as MarshalText writes it.
func (g *Gender) UnmarshalText(b []byte) error {
	for i, n := range genderNames {
		if string(b) == n {
			*g = Gender(i)
			return nil
		}
	}
	return fmt.Errorf("%w: gender %q is not counting, masculine or feminine", ErrBadLanguage, b)
}

// speller says numbers in digits as words of one language.
type speller struct {
	// whole returns the words of n (0 ≤ n ≤ 999999) counting a word of
	// gender g.
	whole func(n int, g Gender) []string
	// point returns the word between a decimal's whole part and its
	// fraction digits ("point", "Komma", "celých" after 5).
	point func(whole int) string
	// fracGender is the gender of a decimal's whole part ("jedna celá").
	fracGender Gender
}

// spell returns the words of num ("12", "9.5", "0,04") counting a word of
// gender g: the whole part, then the decimal word and each fraction digit.
func (s speller) spell(num string, g Gender) ([]string, bool) {
	o, ok := parseOperands(num)
	if !ok || o.i > 999999 {
		return nil, false
	}
	if o.v == 0 {
		return s.whole(o.i, g), true
	}
	out := append(s.whole(o.i, s.fracGender), s.point(o.i))
	_, frac, _ := strings.Cut(strings.Replace(strings.TrimSpace(num), ",", ".", 1), ".")
	for _, d := range frac {
		out = append(out, s.whole(int(d-'0'), Counting)...)
	}
	return out, true
}

// SpellNumber returns the words a Number word (in digits, "12", "9,5") is
// said as in its language (w.Lang; English when empty or unknown), in the
// form w.Gender asks for: "21" Feminine in Spanish is "veintiuna". ok is
// false when w is not a number in digits or is above 999999. The words
// are those of the language's Numbers, so a voice has a clip for each.
func SpellNumber(w Word) (words []string, ok bool) {
	l := builtinEnglish()
	for _, c := range builtin() {
		if c.Name == baseLang(w.Lang) {
			l = c
		}
	}
	return l.SpellNumber(w.Text, w.Gender)
}

// SpellNumber returns the words of num, a number in digits, in l, counting
// a word of gender g (see the package function SpellNumber).
func (l *Language) SpellNumber(num string, g Gender) ([]string, bool) {
	s := l.spell
	if s.whole == nil {
		s = builtinEnglish().spell
	}
	return s.spell(num, g)
}

// spellAll returns every word s can say: the numbers 0 to 2100 in every
// gender (every part below a thousand, and the words a thousand brings),
// some larger multiples, and the decimal words. FuzzSpellNumber checks
// that no number says a word beyond them.
func spellAll(s speller) []string {
	seen := map[string]bool{}
	var out []string
	add := func(ws []string) {
		for _, w := range ws {
			if !seen[w] {
				seen[w] = true
				out = append(out, w)
			}
		}
	}
	for n := range 2101 {
		for g := Counting; g <= Feminine; g++ {
			add(s.whole(n, g))
		}
	}
	for _, n := range []int{21000, 100001, 201002, 999999} {
		for g := Counting; g <= Feminine; g++ {
			add(s.whole(n, g))
		}
	}
	for n := range 10 {
		add(s.whole(n, s.fracGender))
		add([]string{s.point(n)})
	}
	return out
}

// composer is the shape of number words every tactus language shares:
// one word for each number from 0 to 59 (small), the tens above composed
// (tens), then the hundreds and thousands (h or t, and the rest below).
// Each function is given the composer to say the parts with.
type composer struct {
	small     func(n int, g Gender) string
	tens      func(n int, g Gender) []string
	hundreds  func(c composer, h, rest int, g Gender) []string
	thousands func(c composer, t, rest int, g Gender) []string
}

// whole returns the words of n counting a word of gender g.
func (c composer) whole(n int, g Gender) []string {
	switch {
	case n < 60:
		return []string{c.small(n, g)}
	case n < 100:
		return c.tens(n, g)
	case n < 1000:
		return c.hundreds(c, n/100, n%100, g)
	}
	return c.thousands(c, n/1000, n%1000, g)
}

// withRest appends the words of rest unless it is 0.
func withRest(out []string, rest int, g Gender, c composer) []string {
	if rest == 0 {
		return out
	}
	return append(out, c.whole(rest, g)...)
}
