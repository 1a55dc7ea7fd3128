package speech

import (
	"testing"
	"time"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/assets"
	"github.com/tactuschess/tactus/rules"
)

// inLang returns the words of s, each of language lang.
func inLang(s, lang string) announce.Phrase {
	p := words(s)
	for i := range p {
		p[i].Lang = lang
	}
	return p
}

func TestSpoken(t *testing.T) {
	list, err := assets.Words()
	if err != nil {
		t.Fatal(err)
	}
	es, _ := announce.LookupLanguage("es")
	sk, _ := announce.LookupLanguage("sk")
	cases := []struct {
		p          announce.Phrase
		text, lang string
	}{
		{inLang("Koenig Eva eins schlaegt Laeufer David fuenf", "de"), "König Eva eins schlägt Läufer David fünf", "de"},
		{inLang("Knight Golf one Foxtrot three", "en"), "Knight Golf one Foxtrot three", "en"},
		{inLang("Knight Gustav one Felix three", ""), "Knight Gustav one Felix three", "en"},
		{words("Magnus"), "Magnus", "en"},
		{es.SideTime(rules.White, 21*time.Minute), "Blancas, veintiún minutos", "es"},
		{es.MoveCount(21, -1), "veintiuna jugadas hechas", "es"},
		{sk.SideTime(rules.Black, 2*time.Hour+9*time.Second/10), "Čierny, dve hodiny", "sk"},
		{append(inLang("Zug", "de"), inLang("Eva vier Eva fuenf", "en")...), "Zug Eva vier Eva fuenf", "en"},
	}
	for _, c := range cases {
		text, lang := Spoken(c.p, list)
		if text != c.text || lang != c.lang {
			t.Errorf("Spoken(%q) = %q %q, want %q %q", c.p, text, lang, c.text, c.lang)
		}
	}
}

func TestSpokenPause(t *testing.T) {
	p := announce.Phrase{{Kind: announce.Message, Text: "Move"}, {Kind: announce.Number, Text: "12"},
		{Kind: announce.Pause, Text: ","}, {Kind: announce.Message, Text: "Black"}, {Kind: announce.Pause, Text: ":"},
		{Kind: announce.File, Text: "Eva", Lang: "de"}, {Kind: announce.Rank, Text: "vier", Lang: "de"}}
	if text, lang := Spoken(p, nil); text != "Move twelve, Black: Eva vier" || lang != "en" {
		t.Fatalf("Spoken = %q %q", text, lang)
	}
	runs := ByLanguage(p)
	if len(runs) != 2 || runs[0].String() != "Move 12, Black:" || runs[1].String() != "Eva vier" {
		t.Fatalf("ByLanguage = %q", runs)
	}
	if ByLanguage(nil) != nil {
		t.Fatal("ByLanguage(nil)")
	}
}
