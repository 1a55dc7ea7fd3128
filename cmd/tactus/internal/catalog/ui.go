// Package catalog is the tactus app's message catalogue: every sentence the app
// says, shows or prints to a player, in the player's user interface
// language (en, de, es, pt, sk). Clock readings, move counts, game endings
// and the answers to board queries come from announce's Language, which
// each UI carries; the app's own sentences are the typed Messages here.
//
// Each language is one TOML file, lang/<tag>.toml, embedded and decoded
// the first time the language is asked for into the typed Messages, whose
// fields are the file's keys: code names a message as a field (a missing
// one is a compile error), a file's unknown or misspelled key is an error
// (langfile.Decode), and the tests check that every language has every
// message with English's placeholders and that no translation is of an
// English text that has changed since ([Source]). Templates take numbered
// placeholders {0} … {9} (announce.Fill), the style of announce's files;
// words many messages share are the file's [Terms], written once.
//
//	u := catalog.For(flagUI, cfgUI, os.Getenv("LANGUAGE"), os.Getenv("LC_ALL"), os.Getenv("LC_MESSAGES"), os.Getenv("LANG"))
//	fmt.Println(u.F(u.Game.NoCommand, "xyz")) // Es gibt keinen Befehl "xyz". …
//	fmt.Println(u.N(u.Game.SquaresNotEight, 5, "4P")) // "4P" hat 5 Felder, nicht acht.
package catalog

import (
	"errors"
	"fmt"
	"io/fs"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/tactuschess/tactus/announce"
)

// ErrUnknown is wrapped by Lookup's error for a language tactus does not
// speak.
var ErrUnknown = errors.New("ui: unknown language")

// ErrBadFile is wrapped by Load's error for a language file that is not a
// whole catalogue: a key the catalogue does not have (a misspelled
// message), a message missing or taking other placeholders than
// English's.
var ErrBadFile = errors.New("catalog: bad language file")

// UI is one user interface language: announce's Language (clock readings,
// counts, endings, board answers) and the app's Messages.
type UI struct {
	// Lang says times, counts and endings; its Name is the BCP 47 tag.
	Lang *announce.Language
	Messages
}

// build returns the UI of announce language l, English when tactus has no
// catalogue for it.
func build(l *announce.Language) *UI {
	if m, ok := messages(l.Name); ok {
		return &UI{Lang: l, Messages: m}
	}
	m, _ := messages("en")
	return &UI{Lang: announce.English(), Messages: m}
}

// Load returns the UI of a language tactus does not ship: its messages
// from the file name of fsys (a copy of lang/en.toml, translated), its
// clock readings, counts and endings from lang. Every message must be
// there, with English's placeholders, and every key one the catalogue
// has, or the error wraps ErrBadFile.
func Load(fsys fs.FS, name string, lang *announce.Language) (*UI, error) {
	m, err := decode(fsys, name, lang)
	if err != nil {
		return nil, err
	}
	en, _ := messages("en")
	if probs := check(en, m); len(probs) > 0 {
		return nil, fmt.Errorf("%w: %s: %s", ErrBadFile, name, strings.Join(probs, "; "))
	}
	if m.Tag != lang.Name {
		return nil, fmt.Errorf("catalog: %s is the catalogue of %q, not of %q", name, m.Tag, lang.Name)
	}
	return &UI{Lang: lang, Messages: m}, nil
}

// English returns the English UI, the default.
func English() *UI { return build(announce.English()) }

// For returns the UI of the first language the tags name (see
// announce.LanguageFor: the --ui flag, the config file, then LANGUAGE,
// LC_ALL, LC_MESSAGES and LANG), English when none does.
func For(tags ...string) *UI { return build(announce.LanguageFor(tags...)) }

// Lookup returns the UI called name ("de", "pt-BR"), or an error wrapping
// ErrUnknown.
func Lookup(name string) (*UI, error) {
	l, err := announce.LookupLanguage(name)
	if err != nil {
		return nil, fmt.Errorf("%w: %q is not %s", ErrUnknown, name, strings.Join(Names(), ", "))
	}
	return build(l), nil
}

// All returns every UI, English first.
func All() []*UI {
	out := make([]*UI, 0, len(parsed))
	for _, n := range Names() {
		u, _ := Lookup(n)
		out = append(out, u)
	}
	return out
}

// Names returns the names of the UI languages: en, de, es, pt, sk.
func Names() []string { return announce.LanguageNames() }

// Name returns the language's tag ("de").
func (u *UI) Name() string { return u.Tag }

// Fill fills a message template: its placeholders {0} … {9} are args
// (announce.Fill).
func Fill(template string, args ...any) string { return announce.Fill(template, args...) }

// F fills a message template with args (Fill).
func (u *UI) F(template string, args ...any) string { return announce.Fill(template, args...) }

// N fills a counted template: the plural form CLDR gives n in this
// language, with args; n itself is the last argument.
func (u *UI) N(p announce.Plural, n int, args ...any) string {
	form := p.Form(announce.PluralCategory(u.Tag, strconv.Itoa(n)))
	return announce.Fill(form, append(args, n)...)
}

// Side returns a side's name as a sentence of this language uses it
// ("white", "Weiß", "las blancas"): 0 is White, 1 Black.
func (u *UI) Side(c int) string { return u.Sides[c&1] }

// Of returns a side's possessive ("white's", "von Weiß").
func (u *UI) Of(c int) string { return u.Possessive[c&1] }

// Yes reports whether answer means yes in this language or in English;
// no is true when it means no.
func (u *UI) Yes(answer string) (yes, no bool) {
	a := strings.ToLower(strings.TrimSpace(answer))
	for _, w := range append(append([]string(nil), u.YesWords...), "y", "yes", "true", "ok") {
		if a == w {
			return true, false
		}
	}
	for _, w := range append(append([]string(nil), u.NoWords...), "n", "no", "false") {
		if a == w {
			return false, true
		}
	}
	return false, false
}

// Capital starts s with a capital letter and ends it with a full stop
// (unless it ends with one already, or with ? or !).
func Capital(s string) string {
	if s == "" {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	s = string(unicode.ToUpper(r)) + s[n:]
	if !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "?") && !strings.HasSuffix(s, "!") {
		s += "."
	}
	return s
}
