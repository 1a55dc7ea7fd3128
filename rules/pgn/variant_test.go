package pgn_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules/pgn"
)

// TestVariantsNotPlayed: a game whose Variant tag names another game than
// chess as the rules play it is an *Error of kind ErrVariant whose cause,
// a *VariantError, names the variant; it is never read as standard chess,
// and the game after it is read whole.
func TestVariantsNotPlayed(t *testing.T) {
	const next = "\n[Event \"next\"]\n\n1. d4 d5 *\n"
	for _, tt := range []struct{ variant, moves string }{
		{"Atomic", "1. e4 d5 2. exd5 Qxd5 *"},
		{"Crazyhouse", "1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. N@h5 *"},
		{"Three-check", "1. e4 e5 2. Bc4 Nc6 3. Bxf7+ Kxf7 *"},
		{"King of the Hill", "1. e4 e5 2. Ke2 Ke7 3. Ke3 Ke6 4. Kd3 Kd6 5. Kd4 1-0"},
		{"Antichess", "1. e3 b5 2. Bxb5 *"},
		{"Racing Kings", "1. Kh3 *"},
		{"Horde", "1. e5 *"},
		{"Suicide", "1. e4 d5 2. exd5 *"},
		{"Giveaway", "1. e3 *"},
		{"Losers", "1. e4 *"},
		{"Bughouse", "1. e4 e5 2. P@f3 *"},
		{"threecheck", "1. e4 *"},
		{"Shatranj", "1. e3 *"},
		{"Normal with a twist", "1. e4 *"},
	} {
		text := "[Event \"v\"]\n[Variant \"" + tt.variant + "\"]\n\n" + tt.moves + "\n" + next
		res := rvRead(t, text)
		if len(res) != 2 {
			t.Errorf("%s: %d results, want 2 (%v)", tt.variant, len(res), firstErr(res))
			continue
		}
		var perr *pgn.Error
		var verr *pgn.VariantError
		if !errors.As(res[0].err, &perr) || !errors.Is(res[0].err, pgn.ErrVariant) || !errors.As(res[0].err, &verr) ||
			verr.Variant != tt.variant || perr.Line != 2 || perr.Column != 1 || perr.Game != 1 {
			t.Errorf("%s: %v, want an ErrVariant *Error at line 2 naming the variant", tt.variant, res[0].err)
			continue
		}
		if !strings.Contains(res[0].err.Error(), `"`+tt.variant+`"`) {
			t.Errorf("%s: message %q does not name it", tt.variant, res[0].err)
		}
		if res[1].err != nil || rvLine(res[1].g) != "d4 d5" {
			t.Errorf("%s: next game %v", tt.variant, res[1].err)
		}
	}
	// a variant game without moves, the next game's tags following
	res := rvRead(t, "[Event \"v\"]\n[Variant \"Atomic\"]\n"+next)
	if len(res) != 2 || !errors.Is(res[0].err, pgn.ErrVariant) || res[1].err != nil || rvLine(res[1].g) != "d4 d5" {
		t.Errorf("variant without moves: %d results, %v", len(res), firstErr(res))
	}
}

// TestVariantsPlayed: standard chess under its names, a game from a set-up
// position ("From Position") and Chess960 under its names are read.
func TestVariantsPlayed(t *testing.T) {
	for _, v := range []string{"Standard", "standard", "Chess", "Normal", "From Position", "fromPosition", ""} {
		g := rvOne(t, "[Variant \""+v+"\"]\n\n1. e4 e5 *\n")
		if rvLine(g) != "e4 e5" || g.Start.IsChess960() {
			t.Errorf("%q: %q, chess960 %v", v, rvLine(g), g.Start.IsChess960())
		}
	}
	const fen = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"
	for _, v := range []string{"Chess960", "chess 960", "Fischerandom", "Fischer Random", "960"} {
		g := rvOne(t, "[Variant \""+v+"\"]\n[FEN \""+fen+"\"]\n\n1. g3 g6 *\n")
		if rvLine(g) != "g3 g6" || !g.Start.IsChess960() {
			t.Errorf("%q: %q, chess960 %v", v, rvLine(g), g.Start.IsChess960())
		}
	}
	g := rvOne(t, "[Variant \"From Position\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 *\n")
	if rvLine(g) != "e4" {
		t.Errorf("From Position: %q", rvLine(g))
	}
}
