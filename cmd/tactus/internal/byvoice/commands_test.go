package byvoice

import (
	"bytes"
	"context"
	"os/exec"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/command"
	"github.com/tactuschess/tactus/internal/rulestest"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/speech/listen"
)

// TestCommandWords: every UI language has a phrase for every command
// heard by voice, in its own words (the typed command words); none is an
// arbiter's command, none changes the game, and none is a word of a move
// phrase in any vocabulary.
func TestCommandWords(t *testing.T) {
	de := CommandWords(mustUI(t, "de"))
	if got := texts(de["clock"]); got != "uhr" {
		t.Errorf("German clock: %q, want uhr", got)
	}
	if got := texts(de["whose"]); got != "wer" {
		t.Errorf("German whose: %q, want wer", got)
	}
	if got := texts(CommandWords(catalog.English())["last"]); got != "last" {
		t.Errorf("English last: %q, want last", got)
	}
	if got := texts(CommandWords(mustUI(t, "sk"))["board"]); got != "sachovnica" {
		t.Errorf("Slovak board: %q, want sachovnica (šachovnica folded once)", got)
	}
	moveWords := map[string]bool{}
	for _, name := range announce.VocabularyNames() {
		v, err := announce.LookupVocabulary(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range v.GrammarWords() {
			moveWords[w] = true
		}
	}
	for _, u := range catalog.All() {
		ws := CommandWords(u)
		for _, name := range VoiceCommands {
			c, _ := command.Lookup(name)
			if c == nil || c.ArbiterOnly() {
				t.Errorf("%s: %s is no player's command", u.Tag, name)
			}
			if len(ws[name]) == 0 {
				t.Errorf("%s: no phrase for %s", u.Tag, name)
			}
			for _, p := range ws[name] {
				if p.Lang != u.Tag {
					t.Errorf("%s: %s in %s", u.Tag, name, p.Lang)
				}
				for _, w := range p.Words {
					if moveWords[w] {
						t.Errorf("%s: %s's word %q is a move word", u.Tag, name, w)
					}
				}
			}
		}
		for _, name := range []string{"press", "ok", "draw", "resign", "claim", "correct"} {
			if _, ok := ws[name]; ok {
				t.Errorf("%s: %s, which changes the game, is heard by voice", u.Tag, name)
			}
		}
	}
}

func mustUI(t *testing.T, tag string) *catalog.UI {
	t.Helper()
	u, err := catalog.Lookup(tag)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func texts(ps []listen.Phrase) string {
	var out []string
	for _, p := range ps {
		out = append(out, p.Text())
	}
	return strings.Join(out, "|")
}

// TestCommandWordSpoken: "Uhr" said by espeak-ng's German voice, heard at
// the start of a game among the 40 phrases of the legal moves and the
// German command words, is the command clock; "clock" said by its
// American voice, with the English command words, too. It needs
// pocketsphinx and espeak-ng. The verdicts are this engine's, measured.
func TestCommandWordSpoken(t *testing.T) {
	eng, err := listen.NewSphinx(listen.SphinxOptions{})
	if err != nil {
		rulestest.Require(t, "pocketsphinx (Debian packages pocketsphinx and pocketsphinx-en-us): "+err.Error())
	}
	if _, err := exec.LookPath("espeak-ng"); err != nil {
		rulestest.Require(t, "espeak-ng (Debian package espeak-ng)")
	}
	ctx := context.Background()
	for _, tt := range []struct {
		ui, voice, say, want string
		clear                bool // heard clearly enough to be given to the game
	}{
		{"de", "de", "Uhr", "clock", true},
		{"en", "en-us", "clock", "clock", true},
		{"de", "de", "nochmal", "repeat", true},
		// "Brett": with the en-us model unadapted, the best phrase but not
		// clearly enough ahead of "Uhr"; with the MLLR transform, clear
		{"de", "de", "Brett", "board", true},
	} {
		cmd := exec.CommandContext(ctx, "espeak-ng", "-v", tt.voice, "-s", "150", "--stdout", tt.say)
		out, err := cmd.Output()
		if err != nil {
			t.Fatal(err)
		}
		pcm, err := listen.ReadWAV(bytes.NewReader(out))
		if err != nil {
			t.Fatal(err)
		}
		pad := make([]int16, listen.Rate/2)
		pcm = append(append(append([]int16(nil), pad...), pcm...), pad...)
		l := &listen.Listener{Engine: eng, Vocab: announce.AppendixD(), Commands: eng.Pronounceable(ctx, CommandWords(mustUI(t, tt.ui)))}
		pos := rules.StartPosition()
		v, err := l.Listen(ctx, &pos, pcm)
		if err != nil {
			t.Fatal(err)
		}
		if v.Command != tt.want || (v.Kind == listen.Heard) != tt.clear {
			t.Errorf("%s said by %s: %s %q (command %q, second %q, margin %.0f), want the command %s (clear %v)",
				tt.say, tt.voice, v.Kind, v.Heard, v.Command, v.Second, v.Margin, tt.want, tt.clear)
		}
	}
}
