package catalog

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/clock"
	"github.com/tactuschess/tactus/rules/pgn"
	"github.com/tactuschess/tactus/rules/session"
	"github.com/tactuschess/tactus/rules/session/journal"
	"github.com/tactuschess/tactus/rules/session/script"
)

// numbered lists a template's numbered placeholders {0} … {9}, sorted
// and each once.
func numbered(s string) []string {
	p := regexp.MustCompile(`\{[0-9]\}`).FindAllString(s, -1)
	slices.Sort(p)
	return slices.Compact(p)
}

// TestReasonsComplete: every language has every reason, each with the
// placeholders of the English (the first entry of each indexed list,
// no reason, stays empty).
func TestReasonsComplete(t *testing.T) {
	en := reflect.ValueOf(English().Reasons)
	for _, u := range All() {
		v := reflect.ValueOf(u.Reasons)
		for i := range v.NumField() {
			name := v.Type().Field(i).Name
			f, e := v.Field(i), en.Field(i)
			if f.Kind() == reflect.String {
				if f.String() == "" || !slices.Equal(numbered(f.String()), numbered(e.String())) {
					t.Errorf("%s: %s is %q (English %q)", u.Tag, name, f.String(), e.String())
				}
				continue
			}
			for j := range f.Len() {
				s, es := f.Index(j).String(), e.Index(j).String()
				if (s == "") != (es == "") || !slices.Equal(numbered(s), numbered(es)) {
					t.Errorf("%s: %s[%d] is %q (English %q)", u.Tag, name, j, s, es)
				}
			}
		}
	}
	r := English().Reasons
	for i := 1; i < len(r.FENProblems); i++ {
		if r.FENProblems[i] == "" {
			t.Errorf("FEN problem %d has no words", i)
		}
	}
	for i := 1; i < len(r.ScriptProblems); i++ {
		if r.ScriptProblems[i] == "" {
			t.Errorf("script problem %d has no words", i)
		}
	}
}

// badFEN returns ParseFEN's error for fen.
func badFEN(fen string) error {
	_, err := rules.ParseFEN(fen)
	return err
}

// badLine returns the error of script line text.
func badLine(text string) error {
	_, _, err := script.ParseLine(text, 4)
	return err
}

// firstPGNError returns the first error reading text as PGN.
func firstPGNError(text string) error {
	r := pgn.NewReader(strings.NewReader(text))
	for {
		if _, err := r.Next(); err != nil {
			return err
		}
	}
}

// TestExplain: each library error is said from its typed reason and data,
// in English word for word here, in every language without the library's
// English or a package prefix.
func TestExplain(t *testing.T) {
	dir := t.TempDir()
	_, missing := os.Open(filepath.Join(dir, "nonexist"))
	_, vocab := announce.LookupVocabulary("klingon")
	_, control := clock.Parse("90x")
	tests := []struct {
		err  error
		want string
	}{
		{badFEN("8/8/8 w - - 0 1"), "piece placement: it must have eight ranks"},
		{badFEN("nonsense"), "a FEN has six fields, the last two may be left out"},
		{badFEN("4k3/8/8/8/8/8/8/4K3 x - - 0 1"), "side to move: write w or b"},
		{badFEN("4k3/8/8/8/8/8/8/4K3 w - - x 1"), "halfmove clock: it must be a number in its range"},
		{fmt.Errorf("wrapped: %w", badFEN("4k3/8/8/8/8/8/8/4K2P w - - 0 1")), "piece placement: a pawn stands on the first or eighth rank"},
		{vocab, `"klingon" is not one of appendix-d, english, nato, german, spanish, portuguese or slovak`},
		{control, "write hours, minutes and seconds as h, m and s, largest first (1h30m, 90s)"},
		{missing, "there is no file " + filepath.Join(dir, "nonexist")},
		{badLine("0 white dance"), `line 4: unknown action "dance"`},
		{badLine("0 white press e4"), "line 4: press takes no argument, got 1"},
		{badLine("0 arbiter time white 1:00:00 extra"), "line 4: time takes 2 arguments, got 3"},
		{firstPGNError("1. e4 ) e5 *\n"), "line 1, column 7 (game 1): this is not well-formed PGN: a ')' has no '('"},
		{firstPGNError("[Variant \"Atomic\"]\n\n1. e4 *\n"), `line 1, column 1 (game 1): the variant "Atomic" is neither standard chess nor Chess960`},
		{firstPGNError("[FEN \"8/8/8 w - - 0 1\"]\n\n1. e4 *\n"), "line 1, column 1 (game 1): the FEN tag is wrong: piece placement: it must have eight ranks"},
		{&journal.Damage{Kind: journal.Newer, Version: 9}, fmt.Sprintf("a newer tactus wrote this journal (format 9; this tactus reads up to %d): update tactus", journal.Version)},
		{&journal.Damage{Kind: journal.LineBad, Line: 7, Checksum: true}, "line 7 does not match its checksum"},
		{&session.ReplayError{Seq: 4, Err: session.ErrNotYourTurn}, "the rules refuse line 5 of the journal: " + strings.TrimSuffix(English().Refuse.NotYourTurn, ".")},
		{fmt.Errorf("clock: %w", clock.ErrNotRunning), "the clock is not running"},
		{fmt.Errorf("cmd: %w", errors.New("lib: the disk is on fire")), "something went wrong (the disk is on fire)"},
		{errors.New("Lib: two words: kept"), "something went wrong (Lib: two words: kept)"},
		{errors.New("no colon at all"), "something went wrong (no colon at all)"},
		{fmt.Errorf("outer: %w", &fs.PathError{Op: "open", Path: "x", Err: errors.New("odd")}), "x cannot be read"},
	}
	prefix := regexp.MustCompile(`(?:^|[^\w-])(rules|fen|clock|notation|pgn|announce|session|journal|script): `)
	for _, tt := range tests {
		if tt.err == nil {
			t.Fatalf("no error for %q", tt.want)
		}
		if got := English().Explain(tt.err); got != tt.want {
			t.Errorf("%v:\n got %q\nwant %q", tt.err, got, tt.want)
		}
		for _, u := range All()[1:] {
			got := u.Explain(tt.err)
			if strings.HasPrefix(tt.want, "something went wrong") {
				continue // the detail is the error's own
			}
			if got == "" || got == tt.want || prefix.MatchString(got) {
				t.Errorf("%s: %v said %q", u.Tag, tt.err, got)
			}
		}
	}
}
