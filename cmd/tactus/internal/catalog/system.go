package catalog

import (
	"strings"

	"github.com/tactuschess/tactus/announce"
)

// Named reports whether any of the tags (as For takes them) names a
// language; when none does, For gives English, and a program asks System
// first.
func Named(tags ...string) bool {
	for _, t := range tags {
		for _, tag := range strings.Split(t, ":") {
			if _, err := announce.LookupLanguage(tag); err == nil && tag != "" {
				return true
			}
		}
	}
	return false
}

// parseAppleLanguages reads what `defaults read -g AppleLanguages` prints,
// a property list array such as
//
//	(
//	    "de-DE",
//	    en
//	)
//
// and returns its entries in order; nothing for anything else.
func parseAppleLanguages(out string) []string {
	out = strings.TrimSpace(out)
	if !strings.HasPrefix(out, "(") || !strings.HasSuffix(out, ")") {
		return nil
	}
	var tags []string
	for _, item := range strings.Split(out[1:len(out)-1], ",") {
		item = strings.TrimSpace(item)
		if len(item) >= 2 && item[0] == '"' && item[len(item)-1] == '"' {
			item = item[1 : len(item)-1]
		}
		if item == "" || strings.ContainsAny(item, "\"(){}= \t\n") {
			continue
		}
		tags = append(tags, item)
	}
	return tags
}

// appleLocale reads what `defaults read -g AppleLocale` prints ("de_DE",
// "en_US@rg=dezzzz"): the locale without its @ options; "" for anything
// that is not one word.
func appleLocale(out string) string {
	out, _, _ = strings.Cut(strings.TrimSpace(out), "@")
	if out == "" || strings.ContainsAny(out, " \t\n\"(){}=") {
		return ""
	}
	return out
}
