package journal

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// TestRefRoundTrip writes every kind of action with a station's id and
// reads it back, the id in the same line as the action; texts that end
// in something like an id stay texts.
func TestRefRoundTrip(t *testing.T) {
	for _, a := range everyKind() {
		for _, ref := range []string{"reply-0001", "a", "A_b-9", strings.Repeat("z", 64)} {
			a.Ref = ref
			line := Format(a)
			if !strings.HasSuffix(line[:len(line)-10], " id="+ref) {
				t.Errorf("%s: the id is not the last word of %q", a.Kind, line)
			}
			got, err := Parse(line)
			if err != nil || !sameAction(got, a) {
				t.Errorf("%s %q: Parse(%q) = %+v, %v", a.Kind, ref, line, got, err)
			}
		}
	}
	for _, text := range []string{"id=abc", "x id=abc", "id=", " id=abcdefgh", "id=abc def"} {
		for _, ref := range []string{"", "r1234567"} {
			a := session.Action{Seq: 3, Actor: session.Player(rules.White), Kind: session.Seal, Text: text, Ref: ref}
			got, err := Parse(Format(a))
			if err != nil || got.Text != text || got.Ref != ref {
				t.Errorf("seal %q with id %q: Parse(%q) = text %q, id %q, %v", text, ref, Format(a), got.Text, got.Ref, err)
			}
		}
	}
}

// TestRefBad: an id word that is not a plain id is not an id, and Record
// refuses to write an action whose id is not one.
func TestRefBad(t *testing.T) {
	for _, body := range []string{
		"2 1.000 - white press id=",
		"2 1.000 - white press id=a\"b",
		"2 1.000 - white press id=a=b",
		"2 1.000 - white press id=" + strings.Repeat("z", 65),
		"2 1.000 - white press id=x id=y",
	} {
		if a, err := Parse(seal(body)); err == nil {
			t.Errorf("Parse(%q) = %+v, want an error", body, a)
		}
	}
	path := filepath.Join(t.TempDir(), "g.journal")
	j, err := Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	for _, ref := range []string{"a b", "a=b", "a\"b", "é", strings.Repeat("z", 65)} {
		if err := j.Record(session.Action{Seq: 1, Actor: session.Arbiter(), Kind: session.Pause, Ref: ref}); err == nil {
			t.Errorf("Record with id %q succeeded", ref)
		}
	}
	if data, _ := os.ReadFile(path); string(data) != Header()+"\n" {
		t.Errorf("the refused actions were written: %q", data)
	}
}

// TestVersion1StillReads reads a journal written by tactus before ids
// (format 1), then goes on with it: the new lines may carry ids.
func TestVersion1StillReads(t *testing.T) {
	g := game()
	old := seal("tactus journal 1") + "\n" + strings.Join(g, "\n") + "\n"
	path := filepath.Join(t.TempDir(), "g.journal")
	if err := os.WriteFile(path, []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	j, acts, torn, err := Open(path)
	if err != nil || torn != nil || len(acts) != len(g) {
		t.Fatalf("Open: %d actions, torn %v, %v", len(acts), torn, err)
	}
	next := session.Action{Seq: len(g) + 1, Actor: session.Player(rules.White), Kind: session.Press, Ref: "reply-0001"}
	if err := j.Record(next); err != nil {
		t.Fatal(err)
	}
	j.Close()
	all, _, err := ReadFile(path)
	if err != nil || len(all) != len(g)+1 || all[len(g)].Ref != "reply-0001" {
		t.Fatalf("ReadFile: %d actions, %v", len(all), err)
	}
}
