package clips

import (
	"strconv"
	"strings"
)

var ones = [...]string{"zero", "one", "two", "three", "four", "five", "six",
	"seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen",
	"fifteen", "sixteen", "seventeen", "eighteen", "nineteen"}

var tens = [...]string{"", "", "twenty", "thirty", "forty", "fifty", "sixty",
	"seventy", "eighty", "ninety"}

// numberKeys spells a number written in digits ("7", "125", "9.5") as the
// keys of English number clips; ok is false for anything else.
func numberKeys(s string) ([]string, bool) {
	whole, frac, hasFrac := strings.Cut(s, ".")
	n, err := strconv.Atoi(whole)
	if err != nil || n < 0 || n > 999999 || whole == "" || whole[0] == '+' || whole[0] == '-' {
		return nil, false
	}
	keys := spell(n, nil)
	if !hasFrac {
		return keys, true
	}
	if frac == "" || len(frac) > 3 {
		return nil, false
	}
	keys = append(keys, "point")
	for _, d := range frac {
		if d < '0' || d > '9' {
			return nil, false
		}
		keys = append(keys, ones[d-'0'])
	}
	return keys, true
}

// spell appends the keys for n: whole clips below 60, composed above
// ("two hundred thirty-four" is two, hundred, thirty-four).
func spell(n int, keys []string) []string {
	switch {
	case n < 20:
		return append(keys, ones[n])
	case n < 60:
		if n%10 == 0 {
			return append(keys, tens[n/10])
		}
		return append(keys, tens[n/10]+"-"+ones[n%10])
	case n < 100:
		keys = append(keys, tens[n/10])
		if n%10 != 0 {
			keys = append(keys, ones[n%10])
		}
		return keys
	case n < 1000:
		keys = append(spell(n/100, keys), "hundred")
	default:
		keys = append(spell(n/1000, keys), "thousand")
		if n%1000 != 0 && n%1000 < 100 {
			keys = append(keys, "and")
		}
		return spellRest(n%1000, keys)
	}
	return spellRest(n%100, keys)
}

func spellRest(n int, keys []string) []string {
	if n == 0 {
		return keys
	}
	return spell(n, keys)
}
