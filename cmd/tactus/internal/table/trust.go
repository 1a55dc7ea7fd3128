package table

import (
	"strings"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/narrate"
	"github.com/tactuschess/tactus/cmd/tactus/internal/pin"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// Who may change the game at this keyboard (TRUST.md): the players' own
// commands always; the arbiter's commands after the arbiter's PIN (in a
// tournament game), or by the players in a casual game, each read back
// for a yes; and what cannot be undone (resign, claim, seal, a draw
// accepted, and the arbiter's rulings) only after a yes to its read-back. A command that acts for a side that the line does not
// name asks which side first.

// question is what the game asked the people at the keyboard and waits
// for: a side (side is set), or a yes to a read-back (yes is set).
type question struct {
	text string
	side func(rules.Color) []Output
	yes  func() []Output
}

// Pending returns the question the game waits an answer for: the next
// line typed answers it, and anything but its answer cancels it.
func (g *Game) Pending() (string, bool) {
	if g.pending == nil {
		return "", false
	}
	return g.pending.text, true
}

// Tournament reports whether the game is played in tournament mode (FIDE
// 11.3.1): no legal moves in refusals, no attack maps, no hint of a
// claimable draw, and the arbiter's commands only for the arbiter.
func (g *Game) Tournament() bool { return !g.config().Casual }

// ArbiterOpen reports whether the arbiter's commands are open at this
// keyboard (after arbiter and the PIN).
func (g *Game) ArbiterOpen() bool { return g.arbiterOpen }

// askSide asks which side a command acts for; then is called with the
// side answered.
func (g *Game) askSide(text string, then func(rules.Color) []Output) []Output {
	g.pending = &question{text: text, side: then}
	return []Output{{Kind: Notice, Text: text, Question: true}}
}

// askYes reads back what is about to be done and waits for a yes.
func (g *Game) askYes(text string, then func() []Output) []Output {
	g.pending = &question{text: text, yes: then}
	return []Output{{Kind: Notice, Text: text, Question: true}}
}

// takeAnswer takes line as the answer to the pending question: the side
// asked for, or a yes; anything else cancels, and nothing is done.
func (g *Game) takeAnswer(line string) []Output {
	q := g.pending
	g.pending = nil
	if q.side != nil {
		if c, ok := g.sideAnswer(line); ok {
			return q.side(c)
		}
	} else if g.isYes(line) {
		g.confirmed = true
		defer func() { g.confirmed = false }()
		return q.yes()
	}
	return []Output{{Kind: Notice, Text: g.ui.Trust.Cancelled}}
}

// isYes reports whether line is yes: yes, y, or the UI language's word
// (not ok, which confirms a move, nor anything else).
func (g *Game) isYes(line string) bool {
	a := strings.ToLower(strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), "/")))
	if a == "yes" || a == "y" {
		return true
	}
	for _, w := range g.ui.YesWords {
		if a == strings.ToLower(w) {
			return true
		}
	}
	return false
}

// sideAnswer reads a side named alone: white or black, in English or in
// the UI language, or a player's name.
func (g *Game) sideAnswer(line string) (rules.Color, bool) {
	w := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), "/"))
	cfg := g.config()
	for _, c := range []rules.Color{rules.White, rules.Black} {
		if g.isSide(w, c) || strings.EqualFold(w, [2]string{cfg.White, cfg.Black}[c]) && w != "" {
			return c, true
		}
	}
	return 0, false
}

// isSide reports whether the word w names side c: white or black, the
// UI language's names for them ("weiß", "las blancas", "blancas").
func (g *Game) isSide(w string, c rules.Color) bool {
	variants := []string{g.ui.Lang.Sides[c], g.ui.Sides[c]}
	if s := strings.Split(g.ui.Help.Args.Sides, "|"); len(s) == 2 {
		variants = append(variants, s[c])
	}
	return isTerm(w, announce.Term{Text: c.String(), Variants: variants})
}

// forSide runs do for the side the arguments name, or asks which side
// with the question who.
func (g *Game) forSide(args []string, who string, do func(rules.Color) []Output) []Output {
	if side, rest, _ := g.sideArg(args, rules.White); len(rest) < len(args) {
		return do(side)
	}
	return g.askSide(who, do)
}

// arbiterAtKeyboard is the command arbiter PIN (opens the arbiter's commands at
// this keyboard) or arbiter off (closes them). The PIN is never
// repeated, journaled or kept.
func arbiterAtKeyboard(g *Game, args []string) []Output {
	t := g.ui.Trust
	if len(args) != 1 {
		return refuse(t.PINHow)
	}
	word := strings.ToLower(args[0])
	for _, off := range append([]string{"off"}, t.Off...) {
		if word == off {
			g.arbiterOpen = false
			return []Output{{Kind: Notice, Text: t.Closed}}
		}
	}
	hash := g.pinHash()
	if hash == "" {
		return refuse(t.NoPIN)
	}
	if !pin.Check(hash, args[0]) {
		g.wrongPINs++
		return refuse(catalog.Fill(t.WrongPIN, g.wrongPINs))
	}
	g.arbiterOpen = true
	if g.wrongPINs > 0 {
		n := g.wrongPINs
		g.wrongPINs = 0
		return []Output{{Kind: Notice, Text: catalog.Fill(t.OpenAfterWrong, n)}}
	}
	return []Output{{Kind: Notice, Text: t.Open}}
}

// pinHash returns the hash of the arbiter's PIN: the journal's, else the
// one the settings gave at resumption; "" when there is none.
func (g *Game) pinHash() string {
	if h := g.config().ArbiterPIN; h != "" {
		return h
	}
	return g.lateHash
}

// ArbiterDeviceRefusal is "" when the keyboard may allow or drop a device
// of the arbiter's now: in a game without an arbiter's PIN (the player
// consents, as for the opponent's devices), or where the arbiter's
// commands are open here (after arbiter and the PIN, casual, practice);
// else the sentence that says who may (TRUST.md).
func (g *Game) ArbiterDeviceRefusal() string {
	if g.pinHash() == "" {
		return ""
	}
	if _, why := g.mayArbiter(""); why == "" {
		return ""
	}
	return g.ui.Trust.ArbiterDevice
}

// mayArbiter says whether the arbiter's command word may be used at this
// keyboard now, and if not why, in one sentence that says who may.
func (g *Game) mayArbiter(word string) (session.Via, string) {
	switch {
	case g.set.Practice:
		return session.ViaPractice, ""
	case g.arbiterOpen:
		return session.ViaKeyboard, ""
	case !g.Tournament():
		return session.ViaCasual, ""
	case g.pinHash() == "":
		return 0, catalog.Fill(g.ui.Trust.OnlyArbiterNoPIN, word)
	}
	return 0, catalog.Fill(g.ui.Trust.OnlyArbiter, word)
}

// irrevocable are the players' actions that cannot be undone: read back
// for a yes before they are taken.
var irrevocable = map[session.Kind]bool{
	session.Resign: true, session.Claim: true, session.Seal: true, session.Accept: true,
	session.Adjourn: true,
}

// arbiterQuick are the arbiter's actions taken at once after the PIN: the
// clock stopped or started again. Every other action of the arbiter's at
// a keyboard (a ruling, a result, a restore, a time set, and any kind the
// session learns later) is read back for a yes first, as is everything the
// players of a casual game do for the arbiter.
var arbiterQuick = map[session.Kind]bool{session.Pause: true, session.Continue: true}

// readBack returns the question that reads a back, or "" when a is
// taken without one.
func (g *Game) readBack(a session.Action) string {
	t := g.ui.Trust
	if a.Actor.Role == session.ArbiterRole {
		if a.Via == session.ViaPractice || a.Via == session.ViaKeyboard && arbiterQuick[a.Kind] {
			return ""
		}
		return catalog.Fill(t.AsArbiter, g.line)
	}
	if !irrevocable[a.Kind] {
		return ""
	}
	side := g.side(a.Actor.Side)
	switch a.Kind {
	case session.Resign:
		return narrate.Capital(catalog.Fill(t.Resigns, side))
	case session.Accept:
		return narrate.Capital(catalog.Fill(t.Accepts, side))
	case session.Claim:
		if a.Move != "" {
			pos := g.r.InputPosition(a.Actor, session.Claim)
			if m, err := pos.ParseUCI(a.Move); err == nil {
				return narrate.Capital(catalog.Fill(t.ClaimsWith, side, g.lang.SAN(&pos, m)))
			}
		}
		return narrate.Capital(catalog.Fill(t.Claims, side))
	case session.Seal:
		if a.Actor.Side != g.owner() {
			// the visually impaired player hears the read-back: the
			// opponent's sealed move stays secret (I.1.1)
			return narrate.Capital(catalog.Fill(t.SealsSecret, side))
		}
		return narrate.Capital(catalog.Fill(t.Seals, side, a.Text))
	case session.Adjourn:
		return narrate.Capital(catalog.Fill(t.Adjourns, side))
	}
	return narrate.Capital(catalog.Fill(t.AsArbiter, g.line))
}
