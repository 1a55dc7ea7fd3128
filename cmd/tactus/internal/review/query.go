package review

import (
	"errors"
	"fmt"
	"strings"
	"unicode"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
)

// ErrQuery is wrapped by ParseQuery's errors.
var ErrQuery = errors.New("review: bad search")

// queryError is an error of ParseQuery: what is wrong, and with which
// word; it wraps ErrQuery.
type queryError struct {
	kind queryKind
	word string
}

// queryKind says what is wrong with a query.
type queryKind uint8

// The kinds of bad query.
const (
	badField  queryKind = iota // a field that is not one
	noValue                    // a term without a value
	badResult                  // a result that is not one
	openQuote                  // a quote not closed
)

// Error says what is wrong, in English.
func (e *queryError) Error() string {
	switch e.kind {
	case badField:
		return fmt.Sprintf("%s: %q is not a field (white, black, player, event, site, date, round, result, eco, opening)", ErrQuery, e.word)
	case noValue:
		return fmt.Sprintf("%s: %q has no value", ErrQuery, e.word)
	case badResult:
		return fmt.Sprintf("%s: %q is not a result (1-0, 0-1, draw, unfinished)", ErrQuery, e.word)
	}
	return fmt.Sprintf("%s: a quote is not closed", ErrQuery)
}

// Unwrap returns ErrQuery.
func (e *queryError) Unwrap() error { return ErrQuery }

// Query is a parsed search of the game list: every term must match.
//
// The syntax: words separated by spaces; a word field:value matches one
// tag, a word without a field matches any of White, Black, Event, Site,
// Date, Opening and ECO. Matching ignores case and finds the value inside
// the tag ("white:carlsen" matches "Carlsen, Magnus"); date matches the
// start of the Date tag ("date:2024.12"). A value with spaces is quoted:
// event:"world championship". The fields: white, black, player (either
// side), event, site, date, round, result, eco, opening. result takes 1-0,
// 0-1, draw (or 1/2-1/2, ½-½), unfinished (or *), white and black (who won).
// ParseQueryIn takes the fields and result words of a UI language too.
type Query struct {
	terms []term
}

// term is one word of a query.
type term struct {
	field string // "" for any
	value string // lower case
}

// fields are the fields a query may name.
var fields = map[string]bool{"white": true, "black": true, "player": true, "event": true, "site": true,
	"date": true, "round": true, "result": true, "eco": true, "opening": true}

// results maps the result words of a query to the Result tag's value.
var results = map[string]string{"1-0": "1-0", "white": "1-0", "0-1": "0-1", "black": "0-1",
	"draw": "1/2-1/2", "1/2-1/2": "1/2-1/2", "½-½": "1/2-1/2", "1/2": "1/2-1/2", "=": "1/2-1/2",
	"*": "*", "unfinished": "*"}

// ParseQuery reads a search in English (see Query). The empty query
// matches every game.
func ParseQuery(s string) (Query, error) { return ParseQueryIn(nil, s) }

// ParseQueryIn reads a search whose fields and result words are English's
// or those of UI u ("weiß:carlsen ergebnis:remis"); nil u is English.
func ParseQueryIn(u *catalog.UI, s string) (Query, error) {
	words, err := splitWords(s)
	if err != nil {
		return Query{}, err
	}
	local, localResults := localWords(u)
	var q Query
	for _, w := range words {
		t := term{value: strings.ToLower(w)}
		f, v, ok := strings.Cut(w, ":")
		name := strings.ToLower(f)
		if eng, known := local[name]; ok && known {
			name = eng
		}
		if ok && fields[name] {
			t = term{field: name, value: strings.ToLower(unquote(v))}
		} else if ok && isFieldLike(f) && !strings.Contains(f, "\"") {
			return Query{}, &queryError{kind: badField, word: f}
		} else {
			t.value = strings.ToLower(unquote(w))
		}
		if t.value == "" {
			return Query{}, &queryError{kind: noValue, word: w}
		}
		if t.field == "result" {
			r, ok := results[t.value]
			if !ok {
				r, ok = localResults[t.value]
			}
			if !ok {
				return Query{}, &queryError{kind: badResult, word: t.value}
			}
			t.value = r
		}
		q.terms = append(q.terms, t)
	}
	return q, nil
}

// localWords maps u's field names to the English ones, and its result
// words to the Result tag's values; nil maps for English.
func localWords(u *catalog.UI) (names, results map[string]string) {
	if u == nil {
		return nil, nil
	}
	f := &u.Review.Fields
	names, results = map[string]string{}, map[string]string{}
	for eng, words := range map[string]string{"white": f.White, "black": f.Black, "player": f.Player,
		"event": f.Event, "site": f.Site, "date": f.Date, "round": f.Round, "result": f.Result,
		"eco": f.ECO, "opening": f.Opening} {
		for _, w := range strings.Fields(strings.ToLower(words)) {
			names[w] = eng
		}
	}
	for value, words := range map[string]string{"1-0": f.White, "0-1": f.Black,
		"1/2-1/2": u.Review.Draw, "*": u.Review.Unfinished} {
		for _, w := range strings.Fields(strings.ToLower(words)) {
			results[w] = value
		}
	}
	return names, results
}

// isFieldLike reports whether f looks like a field name (letters only),
// so that "white:carlsen" is a field and "12:30" a free word.
func isFieldLike(f string) bool {
	if f == "" {
		return false
	}
	for _, r := range f {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// splitWords splits s at spaces outside double quotes.
func splitWords(s string) ([]string, error) {
	var words []string
	var b strings.Builder
	quoted := false
	for _, r := range s {
		switch {
		case r == '"':
			quoted = !quoted
			b.WriteRune(r)
		case unicode.IsSpace(r) && !quoted:
			if b.Len() > 0 {
				words = append(words, b.String())
				b.Reset()
			}
		default:
			b.WriteRune(r)
		}
	}
	if quoted {
		return nil, &queryError{kind: openQuote}
	}
	if b.Len() > 0 {
		words = append(words, b.String())
	}
	return words, nil
}

// unquote drops the quotes of a value.
func unquote(v string) string { return strings.TrimSpace(strings.ReplaceAll(v, "\"", "")) }

// Empty reports whether q matches every game.
func (q Query) Empty() bool { return len(q.terms) == 0 }

// Match reports whether the game e matches every term of q. A bad game
// matches only the empty query.
func (q Query) Match(e Entry) bool {
	if e.Bad {
		return q.Empty()
	}
	for _, t := range q.terms {
		if !t.match(e) {
			return false
		}
	}
	return true
}

// match reports whether one term matches e.
func (t term) match(e Entry) bool {
	has := func(tag string) bool { return containsFold(tag, t.value) }
	switch t.field {
	case "white":
		return has(e.White)
	case "black":
		return has(e.Black)
	case "player":
		return has(e.White) || has(e.Black)
	case "event":
		return has(e.Event)
	case "site":
		return has(e.Site)
	case "date":
		return strings.HasPrefix(strings.ToLower(e.Date), t.value)
	case "round":
		return strings.EqualFold(e.Round, t.value)
	case "result":
		return e.Result == t.value
	case "eco":
		return strings.HasPrefix(strings.ToLower(e.ECO), t.value)
	case "opening":
		return has(e.Opening)
	}
	return has(e.White) || has(e.Black) || has(e.Event) || has(e.Site) || has(e.Date) || has(e.Opening) || has(e.ECO)
}

// containsFold reports whether s contains sub (lower case), ignoring case.
func containsFold(s, sub string) bool {
	return strings.Contains(strings.ToLower(s), sub)
}

// Search returns the numbers of the games that match q, in file order.
func (ix *Index) Search(q Query) []int {
	var out []int
	for n := 1; n <= ix.Len(); n++ {
		if e, _ := ix.Entry(n); q.Match(e) {
			out = append(out, n)
		}
	}
	return out
}
