package speech

import (
	"testing"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/assets"
)

func TestSpoken(t *testing.T) {
	list, err := assets.Words()
	if err != nil {
		t.Fatal(err)
	}
	for in, want := range map[string][2]string{
		"Koenig Eva eins schlaegt Laeufer David fuenf": {"König Eva eins schlägt Läufer David fünf", "de"},
		"Knight Golf one Foxtrot three":                {"Knight Golf one Foxtrot three", "en"},
		"Knight Gustav one Felix three":                {"Knight Gustav one Felix three", "en"},
		"Dame Eva vier":                                {"Dame Eva vier", "de"},
		"Magnus":                                       {"Magnus", "en"},
	} {
		text, lang := Spoken(words(in), list)
		if text != want[0] || lang != want[1] {
			t.Errorf("Spoken(%q) = %q %q, want %q", in, text, lang, want)
		}
	}
}

func TestSpokenPause(t *testing.T) {
	p := announce.Phrase{{Kind: announce.Message, Text: "Move"}, {Kind: announce.Number, Text: "12"},
		{Kind: announce.Pause, Text: ","}, {Kind: announce.Message, Text: "Black"}, {Kind: announce.Pause, Text: ":"},
		{Kind: announce.File, Text: "Eva"}, {Kind: announce.Rank, Text: "vier"}}
	if text, lang := Spoken(p, nil); text != "Move 12, Black: Eva vier" || lang != "en" {
		t.Fatalf("Spoken = %q %q", text, lang)
	}
}
