package table

import (
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/command"
	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// journalText returns the journal as written.
func journalText(t *testing.T, g *Game) string {
	t.Helper()
	b, err := os.ReadFile(g.Path())
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// do types the lines one after the other and returns what the last said.
func do(g *Game, lines ...string) string {
	var out string
	for _, l := range lines {
		out = texts(g.Do(l))
	}
	return out
}

// TestArbiterPIN: in a tournament game the arbiter's commands are refused
// at the keyboard until arbiter and the PIN; the players' commands work
// meanwhile; wrong PINs are refused and counted; arbiter off closes them
// again. The PIN is never said nor written in the journal, and the
// journal says the arbiter acted at the keyboard.
func TestArbiterPIN(t *testing.T) {
	g, now := testGame(t, func(s *settings.Settings) { s.ArbiterPIN = "4711" })
	var all strings.Builder
	say := func(line string) string {
		out := texts(g.Do(line))
		all.WriteString(out)
		return out
	}
	g.Do("e4")
	*now += 10 * time.Second
	const refused = "Only the arbiter may use \"pause\": at the arbiter's station, or here after typing arbiter and the PIN.\n"
	if got := say("pause"); got != refused {
		t.Errorf("pause without the PIN: %q", got)
	}
	if got := say("arbiter 1234"); got != "Wrong PIN; wrong PINs so far: 1.\n" {
		t.Errorf("a wrong PIN: %q", got)
	}
	if got := say("arbiter 47111"); got != "Wrong PIN; wrong PINs so far: 2.\n" {
		t.Errorf("a second wrong PIN: %q", got)
	}
	if got := say("pause"); got != refused {
		t.Errorf("pause after wrong PINs: %q", got)
	}
	if got := say("arbiter 4711"); got != "The arbiter's commands are open at this keyboard until arbiter off; wrong PINs typed before: 2.\n" {
		t.Errorf("the PIN: %q", got)
	}
	if !g.ArbiterOpen() {
		t.Error("not open after the PIN")
	}
	if got := say("e5"); !strings.Contains(got, "Black announces") {
		t.Errorf("a player's move while the arbiter's commands are open: %q", got)
	}
	*now += 5 * time.Second
	if got := say("pause"); got != "The arbiter stops the clock.\n" {
		t.Errorf("pause after the PIN: %q", got)
	}
	if r, _ := g.Session().Clock(g.Now()); r.Running {
		t.Error("the clock runs after the arbiter's pause")
	}
	if got := say("arbiter off"); got != "The arbiter's commands are closed at this keyboard.\n" {
		t.Errorf("arbiter off: %q", got)
	}
	if got := say("continue"); got != "Only the arbiter may use \"continue\": at the arbiter's station, or here after typing arbiter and the PIN.\n" {
		t.Errorf("continue after arbiter off: %q", got)
	}
	if got := say("restore 1"); !strings.HasPrefix(got, "Only the arbiter may use \"restore\"") {
		t.Errorf("restore after arbiter off: %q", got)
	}
	j := journalText(t, g)
	if strings.Count(j, "arbiter@keyboard pause") != 1 || strings.Contains(j, "@keyboard continue") || strings.Contains(j, " restore") {
		t.Errorf("journal:\n%s", j)
	}
	if strings.Contains(j, "4711") || strings.Contains(all.String(), "4711") {
		t.Errorf("the PIN was written or said:\n%s\n%s", j, all.String())
	}
	if !strings.Contains(j, " pin=pbkdf2-sha256:") {
		t.Errorf("the journal has no hash of the PIN:\n%s", j)
	}
}

// TestArbiterWithoutPIN: without a PIN the arbiter's commands are refused
// at the keyboard of a tournament game in one sentence that says who may,
// and arbiter PIN says there is none.
func TestArbiterWithoutPIN(t *testing.T) {
	g, _ := testGame(t, nil)
	g.Do("e4")
	for _, line := range []string{"pause", "restore 0", "open", "continue"} {
		word := strings.Fields(line)[0]
		want := "Only the arbiter may use \"" + word + "\", at the arbiter's station; this game has no arbiter's PIN for the keyboard.\n"
		if got := texts(g.Do(line)); got != want {
			t.Errorf("%s: %q", line, got)
		}
	}
	if got := texts(g.Do("arbiter 4711")); got != "This game has no arbiter's PIN; the arbiter uses the arbiter's station.\n" {
		t.Errorf("arbiter without a PIN: %q", got)
	}
	if n := len(replayed(t, g).Plies()); n != 1 {
		t.Errorf("%d plies after the refusals", n)
	}
}

// TestCasualArbiterReadBack: in a casual game the players may give the
// arbiter's commands, each read back; anything but yes cancels it, and
// the journal says the players did it.
func TestCasualArbiterReadBack(t *testing.T) {
	g, now := testGame(t, func(s *settings.Settings) { s.Casual = true })
	g.Do("e4")
	*now += time.Second
	if got := texts(g.Do("pause")); got != "As the arbiter: pause; yes or no?\n" {
		t.Errorf("pause: %q", got)
	}
	if q, ok := g.Pending(); !ok || q != "As the arbiter: pause; yes or no?" {
		t.Errorf("Pending() = %q, %v", q, ok)
	}
	if got := texts(g.Do("ok")); got != "Cancelled; nothing was recorded.\n" {
		t.Errorf("ok to the read-back: %q", got)
	}
	if r, _ := g.Session().Clock(g.Now()); !r.Running {
		t.Error("a cancelled pause stopped the clock")
	}
	if got := do(g, "pause", "yes"); got != "The arbiter stops the clock.\n" {
		t.Errorf("pause, yes: %q", got)
	}
	if j := journalText(t, g); strings.Count(j, "arbiter@casual pause") != 1 {
		t.Errorf("journal:\n%s", j)
	}
}

// TestResignAsksWho: resign asks which side resigns and reads it back;
// typed while the opponent thinks it never resigns for the opponent.
func TestResignAsksWho(t *testing.T) {
	g, _ := testGame(t, nil)
	g.Do("e4") // black's clock runs: black thinks
	if got := texts(g.Do("resign")); got != "Who resigns: white or black?\n" {
		t.Fatalf("resign: %q", got)
	}
	if got := texts(g.Do("yes")); got != "Cancelled; nothing was recorded.\n" {
		t.Errorf("yes to who resigns: %q", got)
	}
	if got := do(g, "resign", "white"); got != "White resigns: yes or no?\n" {
		t.Errorf("white: %q", got)
	}
	if got := texts(g.Do("e5")); got != "Cancelled; nothing was recorded.\n" || g.Over() {
		t.Errorf("a move to the read-back: %q", got)
	}
	if got := do(g, "resign black", "n"); got != "Cancelled; nothing was recorded.\n" || g.Over() {
		t.Errorf("resign black, n: %q", got)
	}
	if got := do(g, "resign", "white", "yes"); !strings.Contains(got, "Game over: black wins, resignation.") {
		t.Errorf("white resigns, yes: %q", got)
	}
	if res, why := replayed(t, g).Result(); res != rules.BlackWins || why != session.Resignation {
		t.Errorf("journal: %v %v", res, why)
	}
}

// TestYesInTheUILanguage: the read-back takes the UI language's yes, and
// its side names.
func TestYesInTheUILanguage(t *testing.T) {
	g, _ := testGame(t, func(s *settings.Settings) { s.UI = "de" })
	if got := do(g, "aufgeben", "schwarz"); got != "Schwarz gibt auf: ja oder nein?\n" {
		t.Errorf("aufgeben schwarz: %q", got)
	}
	if got := do(g, "ja"); !strings.Contains(got, "Weiß") || !g.Over() {
		t.Errorf("ja: %q", got)
	}
}

// TestDrawAndClaimReadBack: a draw offer names its side (or asks), an
// acceptance and a claim are read back before they are recorded.
func TestDrawAndClaimReadBack(t *testing.T) {
	g, _ := testGame(t, nil)
	g.Do("e4")
	if got := texts(g.Do("draw")); got != "Who offers a draw: white or black?\n" {
		t.Errorf("draw: %q", got)
	}
	if got := texts(g.Do("white")); !strings.Contains(got, "offers a draw") {
		t.Errorf("white offers: %q", got)
	}
	if got := texts(g.Do("draw")); got != "Black accepts the draw: yes or no?\n" {
		t.Errorf("draw after the offer: %q", got)
	}
	if got := texts(g.Do("no")); got != "Cancelled; nothing was recorded.\n" || g.Over() {
		t.Errorf("no: %q", got)
	}
	g.Do("decline")
	if got := texts(g.Do("claim")); got != "Black claims a draw: yes or no?\n" {
		t.Errorf("claim: %q", got)
	}
	g.Do("no")
	if got := texts(g.Do("claim Nf6")); got != "Black claims a draw with Nf6: yes or no?\n" {
		t.Errorf("claim Nf6: %q", got)
	}
	g.Do("n")
	if strings.Contains(journalText(t, g), " claim") {
		t.Error("a cancelled claim was journaled")
	}
}

// TestStationActionsJournaled: an action from a station is journaled as
// the station's, so the arbiter's station and the keyboard differ.
func TestStationActionsJournaled(t *testing.T) {
	g, _ := testGame(t, nil)
	g.Do("e4")
	if _, _, err := g.Apply(session.Action{Actor: session.Arbiter(), Kind: session.Pause}); err != nil {
		t.Fatal(err)
	}
	if j := journalText(t, g); !strings.Contains(j, " arbiter@station pause") {
		t.Errorf("journal:\n%s", j)
	}
}

// TestResumedSaysWhoStoppedTheClock: a game quit while a clock ran is
// journaled as stopped by the quit, and the resumed game says whose clock
// stands and who stopped it; a journal that ends with a clock running says
// so too.
func TestResumedSaysWhoStoppedTheClock(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup func(g *Game)
		want  string
		line  string
	}{
		{"quit", func(g *Game) { g.Do("e4"); g.Quit() }, "Black's clock was stopped when tactus was quit.", "arbiter@quit pause"},
		{"arbiter", func(g *Game) { do(g, "e4", "e5", "arbiter 4711", "pause"); g.Quit() },
			"White's clock was stopped by the arbiter at this keyboard.", "arbiter@keyboard pause"},
		{"crash", func(g *Game) { g.Do("e4"); g.j.Close(); g.closed, g.done = true, true },
			"Black's clock was still running when tactus stopped unexpectedly; it was stopped at the last recorded action.", "arbiter@reopen pause"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, _ := testGame(t, func(s *settings.Settings) { s.ArbiterPIN = "4711" })
			tc.setup(g)
			r, outs, err := Resume(g.Path(), Options{Settings: settings.Defaults(), Since: func() time.Duration { return 0 },
				Wall: func() time.Time { return time.Date(2026, 11, 22, 11, 0, 0, 0, time.UTC) }})
			if err != nil {
				t.Fatal(err)
			}
			defer r.Quit()
			if got := texts(outs); !strings.Contains(got, tc.want+"\n") || strings.Contains(got, "The arbiter stops the clock.") {
				t.Errorf("resumed:\n%s\nwant %q, and not that the arbiter stopped it", got, tc.want)
			}
			if j := journalText(t, r); !strings.Contains(j, tc.line) {
				t.Errorf("journal lacks %q:\n%s", tc.line, j)
			}
			if got := texts(r.Do("arbiter 4711")); !strings.HasPrefix(got, "The arbiter's commands are open") {
				t.Errorf("the journal's PIN after resumption: %q", got)
			}
			if tc.name == "arbiter" {
				// the arbiter's stop stands until the arbiter's continue (6.11)
				if got := texts(outs); !strings.HasSuffix(got, "The arbiter stopped the clock; play goes on when the arbiter restarts it.\n") {
					t.Errorf("resumed after the arbiter's pause:\n%s", got)
				}
				before := journalText(t, r)
				if got := do(r, "press"); got != "The arbiter stopped the clock; play goes on when the arbiter restarts it.\n" || journalText(t, r) != before {
					t.Errorf("press after the arbiter's pause: %q", got)
				}
				if got := do(r, "continue"); !strings.Contains(journalText(t, r), "arbiter@keyboard continue") {
					t.Errorf("continue after resumption: %q", got)
				}
				return
			}
			if got := do(r, "press"); !strings.Contains(journalText(t, r), "arbiter@press continue") {
				t.Errorf("press after resumption: %q", got)
			}
		})
	}
}

// TestArbiterStopHolds: a clock the arbiter stopped (FIDE 6.11: the
// arbiter decides when the game restarts) is not started by a player's
// move or press, typed here or sent by the opponent's page: each is
// refused in one sentence and nothing is journaled, until the arbiter's
// continue. The players of a casual game, who stop the clock themselves,
// start it again with a press.
func TestArbiterStopHolds(t *testing.T) {
	const held = "The arbiter stopped the clock; play goes on when the arbiter restarts it.\n"
	for _, from := range []string{"keyboard", "station"} {
		t.Run(from, func(t *testing.T) {
			g, _ := testGame(t, func(s *settings.Settings) { s.ArbiterPIN = "4711" })
			do(g, "e4", "press")
			if from == "keyboard" {
				do(g, "arbiter 4711", "pause", "arbiter off")
			} else if _, _, err := g.Apply(session.Action{Actor: session.Arbiter(), Kind: session.Pause}); err != nil {
				t.Fatal(err)
			}
			before := journalText(t, g)
			if got := do(g, "whose"); !strings.HasSuffix(got, held) {
				t.Errorf("whose while the arbiter's stop stands: %q", got)
			}
			for _, line := range []string{"e5", "press", "Nf6"} {
				if got := do(g, line); got != held {
					t.Errorf("%q while the arbiter's stop stands: %q", line, got)
				}
			}
			for _, a := range []session.Action{
				{Actor: session.Player(rules.Black), Kind: session.Move, Move: "e7e5"},
				{Actor: session.Player(rules.Black), Kind: session.Announce, Move: "e7e5"},
				{Actor: session.Player(rules.Black), Kind: session.Press},
			} {
				_, _, err := g.Apply(a)
				if !errors.Is(err, session.ErrClock) || err.Error() != strings.TrimSuffix(held, "\n") {
					t.Errorf("the page's %v while the arbiter's stop stands: %v", a.Kind, err)
				}
			}
			if after := journalText(t, g); after != before {
				t.Errorf("the journal changed while the arbiter's stop stood:\n%s", after[len(before):])
			}
			if _, _, err := g.Apply(session.Action{Actor: session.Arbiter(), Kind: session.Continue}); err != nil {
				t.Fatal(err)
			}
			if got := do(g, "e5"); strings.Contains(got, "arbiter stopped") || !strings.Contains(journalText(t, g), " e7e5 ") {
				t.Errorf("e5 after the arbiter's continue: %q", got)
			}
		})
	}
	casual, _ := testGame(t, func(s *settings.Settings) { s.Casual = true })
	do(casual, "e4", "press", "pause", "yes")
	if got := do(casual, "e5"); strings.Contains(got, "arbiter stopped") || !strings.Contains(journalText(t, casual), "arbiter@press continue") {
		t.Errorf("a casual game's move after the players' pause: %q\n%s", got, journalText(t, casual))
	}
}

// TestTournamentTellsNoMore: in a tournament game a refused move is only
// not legal, and attackers is refused; a casual game keeps the helpful
// forms.
func TestTournamentTellsNoMore(t *testing.T) {
	tour, _ := testGame(t, nil)
	casual, _ := testGame(t, func(s *settings.Settings) { s.Casual = true })
	for _, tc := range []struct{ line, tournament, casual string }{
		{"Ke2", "\"Ke2\": it is not a legal move here.\n", "\"Ke2\": no king can move to e2; legal: Springer Bella eins Anna drei, Springer Bella eins Caesar drei, Springer Gustav eins Felix drei, Springer Gustav eins Hector drei, Anna zwei Anna drei, Bella zwei Bella drei, Caesar zwei Caesar drei, David zwei David drei, Eva zwei Eva drei, Felix zwei Felix drei, Gustav zwei Gustav drei, Hector zwei Hector drei, Anna zwei Anna vier, Bella zwei Bella vier, Caesar zwei Caesar vier, David zwei David vier, Eva zwei Eva vier, Felix zwei Felix vier, Gustav zwei Gustav vier, Hector zwei Hector vier.\n"},
		{"Nd2", "\"Nd2\": it is not a legal move here.\n", "\"Nd2\": no knight can move to d2; legal: Springer Bella eins Anna drei, Springer Bella eins Caesar drei, Springer Gustav eins Felix drei, Springer Gustav eins Hector drei.\n"},
		{"attackers e4", "In a tournament game tactus does not say which pieces attack a square (FIDE 11.3.1).\n",
			"Eva four: empty; White does not attack; Black does not attack.\n"},
	} {
		if got := texts(tour.Do(tc.line)); got != tc.tournament {
			t.Errorf("tournament %s: %q", tc.line, got)
		}
		if got := texts(casual.Do(tc.line)); got != tc.casual {
			t.Errorf("casual %s: %q", tc.line, got)
		}
	}
	if !tour.Tournament() || casual.Tournament() {
		t.Error("modes")
	}
}

// TestArbiterRulingsReadBack: after the PIN the arbiter's clock stop is
// taken at once, but a ruling (here a restore) is read back first, and
// only a yes takes it.
func TestArbiterRulingsReadBack(t *testing.T) {
	g, _ := testGame(t, func(s *settings.Settings) { s.ArbiterPIN = "4711" })
	do(g, "e4", "e5", "arbiter 4711")
	if got := texts(g.Do("restore 1")); got != "As the arbiter: restore 1; yes or no?\n" {
		t.Fatalf("restore 1: %q", got)
	}
	if got := texts(g.Do("restore 1")); got != "Cancelled; nothing was recorded.\n" || len(g.Session().Plies()) != 2 {
		t.Errorf("the line again instead of yes: %q", got)
	}
	if got := do(g, "restore 1", "yes"); !strings.HasPrefix(got, "Both boards are back before black's move 1, black to move.") {
		t.Errorf("restore 1, yes: %q", got)
	}
	if j := journalText(t, g); !strings.Contains(j, " arbiter@keyboard restore 1 ") {
		t.Errorf("journal:\n%s", j)
	}
}

// TestEveryArbiterCommandGated: every command of the table that is not a
// player's (restore, pause, the rulings: illegal, time, adjust, moves,
// control, result, quickplay, decide …) is refused at the keyboard of a
// tournament game without the PIN, before its arguments are read, and
// nothing is journaled; after the PIN each of them is taken or read back.
func TestEveryArbiterCommandGated(t *testing.T) {
	g, _ := testGame(t, func(s *settings.Settings) { s.ArbiterPIN = "4711" })
	do(g, "e4", "e5")
	before := journalText(t, g)
	var gated []string
	for _, c := range command.Commands() {
		if !c.ArbiterOnly() {
			continue
		}
		gated = append(gated, c.Name)
		want := "Only the arbiter may use \"" + c.Name + "\": at the arbiter's station, or here after typing arbiter and the PIN.\n"
		if got := texts(g.Do(c.Name + " white 1")); got != want {
			t.Errorf("%s: %q", c.Name, got)
		}
	}
	for _, name := range []string{"restore", "pause", "continue", "open", "illegal", "time", "adjust", "moves", "control", "result", "quickplay", "decide"} {
		if c, _ := command.Lookup(name); c != nil && !c.ArbiterOnly() {
			t.Errorf("%s is not the arbiter's", name)
		}
	}
	for _, name := range []string{"resign", "draw", "claim", "adjourn", "seal", "touch", "clock", "board", "help", "quit", "arbiter", "ok", "press"} {
		if c, _ := command.Lookup(name); c == nil || c.ArbiterOnly() {
			t.Errorf("%s is not the players'", name)
		}
	}
	if after := journalText(t, g); after != before {
		t.Errorf("refused commands were journaled:\n%s", after[len(before):])
	}
	t.Logf("gated: %v", gated)
	g.Do("arbiter 4711")
	if got := texts(g.Do("illegal")); got != "As the arbiter: illegal; yes or no?\n" {
		t.Errorf("illegal after the PIN: %q", got)
	}
	if got := texts(g.Do("yes")); !strings.Contains(got, "was illegal") {
		t.Errorf("illegal, yes: %q", got)
	}
	if j := journalText(t, g); !strings.Contains(j, " arbiter@keyboard illegal") {
		t.Errorf("journal:\n%s", j)
	}
}

// TestPlayerAdjourns: Guidelines I.1.2 lets the player having the move
// adjourn the game (TRUST.md: the arbiter, or a player when to move). In a
// tournament game without the arbiter's PIN, adjourn at the keyboard is
// the player to move's, read back for a yes; anything else cancels it.
// After the arbiter's PIN it is the arbiter's.
func TestPlayerAdjourns(t *testing.T) {
	g, _ := testGame(t, nil)
	do(g, "e4", "e5")
	if got := texts(g.Do("adjourn")); got != "White adjourns the game and must seal a move: yes or no?\n" {
		t.Fatalf("adjourn: %q", got)
	}
	if got := texts(g.Do("no")); got != "Cancelled; nothing was recorded.\n" || g.Session().Phase() == session.Sealing {
		t.Fatalf("adjourn, no: %q, phase %v", got, g.Session().Phase())
	}
	g.Do("adjourn")
	g.Do("yes")
	if g.Session().Phase() != session.Sealing {
		t.Fatalf("adjourn, yes: phase %v", g.Session().Phase())
	}
	if j := journalText(t, g); !strings.Contains(j, " white adjourn ") {
		t.Errorf("journal:\n%s", j)
	}

	h, _ := testGame(t, func(s *settings.Settings) { s.ArbiterPIN = "4711" })
	do(h, "e4", "arbiter 4711", "adjourn", "yes")
	if h.Session().Phase() != session.Sealing {
		t.Fatalf("the arbiter's adjourn: phase %v", h.Session().Phase())
	}
	if j := journalText(t, h); !strings.Contains(j, " arbiter@keyboard adjourn ") {
		t.Errorf("journal:\n%s", j)
	}
}

// TestOpponentSealIsSecret: Guidelines I.1.1, the sealed move goes into an
// envelope that is opened only at resumption. When the sighted player seals
// at the visually impaired player's keyboard, whose read-back that player
// hears, nothing said names the move; the journal (the envelope) holds it.
// The visually impaired player's own seal is read back with its move.
func TestOpponentSealIsSecret(t *testing.T) {
	g, _ := testGame(t, nil) // White is the visually impaired player
	do(g, "e4", "adjourn", "yes")
	said := texts(g.Do("seal Nf6")) + texts(g.Do("yes"))
	if g.Session().Phase() != session.Adjourned {
		t.Fatalf("seal Nf6, yes: phase %v; said %q", g.Session().Phase(), said)
	}
	for _, secret := range []string{"Nf6", "f6", "Springer", "Knight"} {
		if strings.Contains(said, secret) {
			t.Errorf("the sealed move was said to the opponent (%q): %q", secret, said)
		}
	}
	if j := journalText(t, g); !strings.Contains(j, " black seal Nf6 g8f6 ") {
		t.Errorf("journal:\n%s", j)
	}

	h, _ := testGame(t, nil)
	do(h, "e4", "e5", "adjourn", "yes")
	if got := texts(h.Do("seal Nf3")); !strings.Contains(got, "Nf3") {
		t.Errorf("the sealer's own read-back: %q", got)
	}
}
