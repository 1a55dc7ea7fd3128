package speechd

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/speech"
)

// TestLanguagePerRun: a Spanish move header and an Appendix D move are two
// messages, each after SET SELF LANGUAGE of its language; a setting the
// connection already has is not sent again.
func TestLanguagePerRun(t *testing.T) {
	f := fake(t)
	es, err := announce.LookupLanguage("es")
	if err != nil {
		t.Fatal(err)
	}
	pos := rules.StartPosition()
	m, err := pos.ParseUCI("g1f3")
	if err != nil {
		t.Fatal(err)
	}
	ply := announce.Announcer{Lang: es}.Ply(&pos, m)
	for range 2 {
		if err := f.v.Speak(context.Background(), speech.Utterance{Phrase: ply, Priority: speech.Move}); err != nil {
			t.Fatal(err)
		}
	}
	var got []string
	for _, l := range f.d.Log() {
		if strings.HasPrefix(l, "SET SELF LANGUAGE") || strings.HasPrefix(l, "SPEAK") {
			got = append(got, l)
		}
	}
	want := []string{"SET SELF LANGUAGE es", "SPEAK Jugada uno, Blancas:", "SET SELF LANGUAGE de",
		"SPEAK Springer Gustav eins Felix drei", "SET SELF LANGUAGE es", "SPEAK Jugada uno, Blancas:",
		"SET SELF LANGUAGE de", "SPEAK Springer Gustav eins Felix drei"}
	if !slices.Equal(got, want) {
		t.Fatalf("daemon saw %q, want %q", got, want)
	}
}
