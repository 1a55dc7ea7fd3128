package announce

import "slices"

// The tables below are the package's own. Every exported function that hands
// one out returns a copy, so a caller's edit never changes what another
// caller (or the package itself) announces.

// clone returns a deep copy of t.
func (t Term) clone() Term {
	t.Variants = slices.Clone(t.Variants)
	return t
}

// clone returns a deep copy of v.
func (v *Vocabulary) clone() *Vocabulary {
	c := *v
	for i := range c.Files {
		c.Files[i] = c.Files[i].clone()
		c.Ranks[i] = c.Ranks[i].clone()
	}
	for i := range c.Pieces {
		c.Pieces[i] = c.Pieces[i].clone()
	}
	for _, t := range []*Term{&c.Capture, &c.Check, &c.Mate, &c.EnPassant, &c.ShortCastling, &c.LongCastling} {
		*t = t.clone()
	}
	c.Fillers = slices.Clone(c.Fillers)
	return &c
}

// clone returns a deep copy of l.
func (l *Language) clone() *Language {
	c := *l
	return &c
}
