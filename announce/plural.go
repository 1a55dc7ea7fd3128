package announce

import (
	"fmt"
	"strings"
)

// Category is a CLDR plural category: which form of a word a number takes.
// The five languages tactus speaks use four of CLDR's six.
type Category uint8

// The plural categories (CLDR's "zero" and "two" are used by none of
// tactus's languages).
const (
	// CategoryOther is the general plural (and the only form some words
	// need): "5 moves", "5 ťahov".
	CategoryOther Category = iota
	// CategoryOne is the singular: "1 move", "1 ťah"; in Portuguese also
	// 0 and 0.5, in Spanish also 1.0.
	CategoryOne
	// CategoryFew is Slovak's 2 to 4: "3 ťahy".
	CategoryFew
	// CategoryMany is Slovak's decimals ("9,5 sekundy") and Spanish and
	// Portuguese round millions ("un millón de jugadas").
	CategoryMany
)

var categoryNames = [...]string{"other", "one", "few", "many"}

// String returns the CLDR name of the category ("one"), or "Category(n)"
// for a value out of range.
func (c Category) String() string {
	if int(c) < len(categoryNames) {
		return categoryNames[c]
	}
	return fmt.Sprintf("Category(%d)", int(c))
}

// Plural is a word or template in the forms a count needs, with the
// grammatical gender the number before it takes ("una hora", "un
// minuto"). One and Other are needed in every language; Few and Many only
// where the language has them (Slovak): an empty form falls back to
// Other.
type Plural struct {
	Gender                Gender
	One, Few, Many, Other string
}

// Form returns the form for category c, Other when the form is empty.
func (u Plural) Form(c Category) string {
	s := u.Other
	switch c {
	case CategoryOne:
		s = u.One
	case CategoryFew:
		s = u.Few
	case CategoryMany:
		s = u.Many
	}
	if s == "" {
		return u.Other
	}
	return s
}

// operands are CLDR's plural operands of a decimal number: i the integer
// digits, v the count of visible fraction digits, f their value.
type operands struct {
	i, v, f int
}

// parseOperands reads a non-negative number in digits with "." or "," as
// decimal separator ("12", "9.5", "0,04"); ok is false for anything else.
func parseOperands(num string) (operands, bool) {
	num = strings.TrimSpace(num)
	whole, frac, hasFrac := strings.Cut(strings.Replace(num, ",", ".", 1), ".")
	var o operands
	var ok bool
	if o.i, ok = digits(whole); !ok || len(whole) > 9 {
		return o, false
	}
	if !hasFrac {
		return o, true
	}
	if o.f, ok = digits(frac); !ok || len(frac) > 6 {
		return o, false
	}
	o.v = len(frac)
	return o, true
}

// digits reads a non-empty run of ASCII digits.
func digits(s string) (int, bool) {
	if s == "" {
		return 0, false
	}
	n := 0
	for _, c := range []byte(s) {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}

// PluralCategory returns the CLDR plural category of num, a number in
// digits ("5", "1.0", "9,5"), in language lang ("sk"). Languages other
// than en, de, es, pt and sk, and anything that is not a number, take
// English's rule and CategoryOther.
//
// The rules are CLDR's (plurals.xml, version 44) for the five languages:
//
//	en, de  one: i = 1 and v = 0
//	es      one: n = 1; many: i != 0 and i % 1000000 = 0 and v = 0
//	pt      one: i = 0..1; many: as es
//	sk      one: i = 1 and v = 0; few: i = 2..4 and v = 0; many: v != 0
func PluralCategory(lang, num string) Category {
	o, ok := parseOperands(num)
	if !ok {
		return CategoryOther
	}
	millions := o.i != 0 && o.i%1000000 == 0 && o.v == 0
	switch baseLang(lang) {
	case "es":
		switch {
		case o.i == 1 && o.f == 0:
			return CategoryOne
		case millions:
			return CategoryMany
		}
	case "pt":
		switch {
		case o.i <= 1:
			return CategoryOne
		case millions:
			return CategoryMany
		}
	case "sk":
		switch {
		case o.v != 0:
			return CategoryMany
		case o.i == 1:
			return CategoryOne
		case o.i >= 2 && o.i <= 4:
			return CategoryFew
		}
	default: // en, de
		if o.i == 1 && o.v == 0 {
			return CategoryOne
		}
	}
	return CategoryOther
}

// baseLang returns the language subtag of a BCP 47 tag in lower case:
// "pt-BR" → "pt".
func baseLang(tag string) string {
	tag, _, _ = strings.Cut(tag, "-")
	tag, _, _ = strings.Cut(tag, "_")
	return strings.ToLower(tag)
}

// requiredForms returns the plural categories whose forms a table of
// language lang must fill: Spanish and Portuguese "many" (round millions)
// may fall back to Other.
func requiredForms(lang string) []Category {
	if baseLang(lang) == "sk" {
		return []Category{CategoryOne, CategoryFew, CategoryMany, CategoryOther}
	}
	return []Category{CategoryOne, CategoryOther}
}
