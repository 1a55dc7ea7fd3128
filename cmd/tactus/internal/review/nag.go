package review

import "github.com/tactuschess/tactus/cmd/tactus/internal/catalog"

// NAGWords says the standard NAG n (PGN standard, section 10) in words a
// player hears, in u's language ("a blunder", "White is better"; nil u is
// English). ok is false for a NAG with no standard meaning ($0, the null
// annotation, and $140 and above).
func NAGWords(u *catalog.UI, n int) (words string, ok bool) {
	if u == nil {
		u = catalog.English()
	}
	rv := &u.Review
	switch {
	case n > 0 && n <= len(rv.NAGs):
		return rv.NAGs[n-1], true
	case n > len(rv.NAGs) && n < 14+2*len(rv.NAGSides):
		return u.F(rv.NAGSides[(n-14)/2], rv.Sides[n&1]), true
	}
	return "", false
}
