//go:build linux

package main

import (
	"html"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/tactuschess/tactus/internal/winetest"
	"github.com/tactuschess/tactus/rules/session"
	"github.com/tactuschess/tactus/rules/session/journal"
	"github.com/tactuschess/tactus/speech/screenreader"
)

// nvdaExports are the controller client's calls the stand-in exports.
var nvdaExports = []string{"nvdaController_testIfRunning", "nvdaController_speakText", "nvdaController_cancelSpeech",
	"nvdaController_brailleMessage", "nvdaController_speakSsml", "nvdaController_setOnSsmlMarkReachedCallback"}

// nvdaFolder makes what a Windows user has after unpacking the archive and
// adding NVDA's controller client: a folder with tactus.exe (built for
// Windows without cgo) and, beside it, the stand-in nvdaControllerClient.dll
// (speech/screenreader/testdata/nvdastub.c) where the user puts NVDA's.
func nvdaFolder(t *testing.T, w *winetest.Wine) string {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("..", "..", "speech", "screenreader", "testdata", "nvdastub.c"))
	if err != nil {
		t.Fatal(err)
	}
	dll := w.BuildDLL(t, "nvdaControllerClient", string(src), nvdaExports)
	exe := winetest.Build(t, ".")
	dir := filepath.Join(t.TempDir(), "tactus")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for from, to := range map[string]string{exe: "tactus.exe", dll: screenreader.ClientDLL} {
		b, err := os.ReadFile(from)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, to), b, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	return filepath.Join(dir, "tactus.exe")
}

// wineConfig removes the Wine user's tactus config (%AppData%\tactus), so
// the next start is a first run, now and when the test ends.
func wineConfig(t *testing.T, w *winetest.Wine) {
	t.Helper()
	all, _ := filepath.Glob(filepath.Join(w.Prefix, "drive_c", "users", "*", "AppData", "Roaming"))
	for _, d := range all {
		os.RemoveAll(filepath.Join(d, "tactus"))
		t.Cleanup(func() { os.RemoveAll(filepath.Join(d, "tactus")) })
	}
}

// nvdaCall is one line of the stand-in's log: the call, its options
// (priority=2 …) and its text.
type nvdaCall struct {
	call, opts, text string
}

var ssmlTag = regexp.MustCompile(`<[^>]*>`)

// parseNVDA reads the stand-in's log.
func parseNVDA(b string) []nvdaCall {
	var calls []nvdaCall
	for _, line := range strings.Split(strings.TrimSuffix(b, "\n"), "\n") {
		c := nvdaCall{}
		c.call, c.text, _ = strings.Cut(line, " ")
		for strings.Contains(strings.SplitN(c.text, " ", 2)[0], "=") {
			opt, rest, _ := strings.Cut(c.text, " ")
			c.opts += opt + " "
			c.text = rest
		}
		calls = append(calls, c)
	}
	return calls
}

// normWords returns s's words, lowercased, without punctuation, for
// comparing a printed line with what NVDA was given.
func normWords(s string) string {
	s = html.UnescapeString(ssmlTag.ReplaceAllString(s, " "))
	s = strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss").Replace(s) // fünf is printed fuenf
	s = strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return unicode.ToLower(r)
		}
		return ' '
	}, s)
	return strings.Join(strings.Fields(s), " ")
}

// nvdaSaid reports whether calls hold a speech call (speakSsml or
// speakText) whose options hold opts and whose words hold line's.
func nvdaSaid(calls []nvdaCall, line, opts string) bool {
	for _, c := range calls {
		if (c.call == "speakSsml" || c.call == "speakText") && strings.Contains(c.opts, opts) &&
			strings.Contains(normWords(c.text), normWords(line)) {
			return true
		}
	}
	return false
}

// nvdaPlayer drives tactus.exe as a player who hears NVDA: after each
// line typed, they wait until NVDA has been given the answer.
type nvdaPlayer struct {
	t   *testing.T
	p   *winePty
	log *logWatch
}

// hears waits until NVDA has been given line (at the priority opts
// names, "" any), failing the test when tactus.exe ends first.
func (n *nvdaPlayer) hears(line, opts string) {
	n.t.Helper()
	ok := func(text string) bool { return nvdaSaid(parseNVDA(text), line, opts) }
	if _, said := n.log.until(n.p.done, ok); !said {
		b, _ := os.ReadFile(n.log.path)
		n.t.Fatalf("NVDA was never given %q (%s); its log:\n%s\ntactus.exe said:\n%s", line, opts, b, strings.Join(n.p.seen, "\n"))
	}
}

// answer types line and returns the first line of tactus's answer (the
// console echoes what is typed: that line is passed over).
func (n *nvdaPlayer) answer(line string) string {
	n.t.Helper()
	n.p.send(line)
	for {
		got, ok := n.p.next()
		if !ok {
			n.t.Fatalf("tactus.exe ended after %q:\n%s", line, strings.Join(n.p.seen, "\n"))
		}
		if got != line {
			return got
		}
	}
}

// question matches a first-run question (and the resume offer).
var question = regexp.MustCompile(`\? Enter keeps |\? \(yes/no\)$`)

// TestNVDAGameUnderWine is issue 23's "done when" as far as Wine and the
// stand-in NVDA show it. A new Windows user (no config, no HOME, no XDG
// folders, no LANG) runs tactus.exe in a console from the folder they
// unpacked, NVDA's controller client beside it (the stand-in, which
// logs each call) and NVDA running. They hear each first-run question
// through NVDA before answering it (help once); the game starts in plain
// mode because NVDA runs; each move is given to NVDA as SSML with a mark
// per word at the priority that interrupts, with its Appendix D words,
// and shown as NVDA's Braille message; a refusal, the board and the
// clock are given to NVDA; then quit, and a second start offers the game, the offer
// heard through NVDA, and goes on with it.
func TestNVDAGameUnderWine(t *testing.T) {
	if testing.Short() {
		t.Skip("builds tactus.exe and plays under Wine")
	}
	w := winetest.New(t)
	exe := nvdaFolder(t, w)
	games := wineGames(t, w)
	wineConfig(t, w)
	logDir := t.TempDir()
	logPath := filepath.Join(logDir, "nvda.log")
	start := func() *nvdaPlayer {
		cmd := wineTactus(w, exe)
		cmd.Env = append(cmd.Env, "NVDA_STUB_LOG="+winetest.ToWindows(logPath))
		p := startPty(t, cmd, 90*time.Second)
		return &nvdaPlayer{t: t, p: p, log: watchLog(t, logPath)}
	}

	// the first run, then the new game's questions, each heard before it
	// is answered
	n := start()
	asked, helped := 0, false
	for {
		line, ok := n.p.next()
		if !ok {
			t.Fatalf("tactus.exe ended in the first run:\n%s", strings.Join(n.p.seen, "\n"))
		}
		if strings.HasPrefix(line, "Game begins") {
			break // after the first run's questions and the new game's
		}
		if !question.MatchString(line) {
			continue
		}
		asked++
		n.hears(line, "")
		switch {
		case strings.HasPrefix(line, "Who is"):
			n.p.send("white")
		case strings.HasPrefix(line, "White's name"):
			n.p.send("Ana")
		case strings.HasPrefix(line, "Black's name"):
			n.p.send("Bo")
		case strings.HasPrefix(line, "Time control") && !helped:
			helped = true
			n.hears(n.answer("help"), "") // an answer to help, through NVDA too
		case strings.HasPrefix(line, "Time control"):
			n.p.send("90m+30s")
		case strings.HasPrefix(line, "Should the opponent confirm"):
			n.p.send("no")
		default:
			n.p.send("") // Enter keeps what is offered
		}
	}
	if asked < 10 {
		t.Errorf("the first run asked %d questions:\n%s", asked, strings.Join(n.p.seen, "\n"))
	}

	// the game, in plain mode since NVDA runs (the console is a terminal);
	// each move's line starts with the move, for NVDA's Braille display
	moves := []struct{ typed, line, words string }{
		{"e4", "Eva zwei Eva vier (white).", "Eva zwei Eva vier"},
		{"e5", "Eva sieben Eva fuenf (black).", "Eva sieben Eva fuenf"},
	}
	for _, m := range moves {
		n.p.send(m.typed)
		n.p.expect(m.line)
		n.hears(m.words, "priority=2")
		n.p.expect("completes the move") // the press, once the move is said
	}
	refusal := n.answer("Ke3")
	n.hears(refusal, "priority=1")
	n.p.send("board")
	last := n.p.expect("Rank ")
	for !strings.HasPrefix(last, "Rank one") && !strings.HasPrefix(last, "Rank eins") {
		last = n.p.expect("Rank ")
	}
	n.hears(last, "priority=0") // the last line of the board
	// the clock reading, its numbers in words ("one hour thirty minutes")
	if clock := n.answer("clock"); !strings.HasPrefix(clock, "White ") {
		t.Errorf("clock answered %q", clock)
	}
	if _, ok := n.log.until(n.p.done, func(text string) bool {
		for _, c := range parseNVDA(text) {
			w := normWords(c.text)
			if c.call == "speakSsml" && strings.Contains(c.opts, "priority=1") && strings.HasPrefix(w, "white ") &&
				strings.Contains(w, " black ") && strings.HasSuffix(w, " move played") {
				return true
			}
		}
		return false
	}); !ok {
		t.Fatalf("NVDA was not given the clock reading")
	}
	n.p.send("help")
	n.p.expect("help (h, ?)")
	n.p.send("Nf3")
	n.p.expect("Springer Gustav eins Felix drei (white).")
	n.hears("Springer Gustav eins Felix drei", "priority=2")
	n.p.expect("completes the move")
	n.p.send("quit")
	out := strings.Join(n.p.wait(), "\n")
	for _, want := range []string{"Game begins", "NVDA speaks to you", "game is saved"} {
		if !strings.Contains(out, want) {
			t.Errorf("tactus.exe did not say %q:\n%s", want, out)
		}
	}
	b, _ := os.ReadFile(logPath)
	calls := parseNVDA(string(b))
	if len(calls) == 0 || calls[0].call != "testIfRunning" {
		t.Errorf("tactus.exe did not first ask whether NVDA runs:\n%s", b)
	}
	for _, m := range moves {
		checkMove(t, calls, m.words)
	}
	checkMove(t, calls, "Springer Gustav eins Felix drei")
	t.Logf("tactus.exe said:\n%s\nNVDA was given:\n%s", out, b)

	// the second start offers the game, the offer heard through NVDA
	n = start()
	n.hears(n.p.expect("(yes/no)"), "")
	n.p.send("yes")
	n.p.expect("Resumed the game")
	n.p.send("Nc6")
	n.p.expect("Springer Bella acht Caesar sechs (black).")
	n.hears("Springer Bella acht Caesar sechs", "priority=2")
	n.p.send("quit")
	n.p.wait()
	journals := gameFiles(t, games)
	if len(journals) != 1 {
		t.Fatalf("Documents\\tactus holds journals %q, want one", journals)
	}
	acts, torn, err := journal.ReadFile(filepath.Join(games, journals[0]))
	if err != nil || torn != nil {
		t.Fatalf("the journal: %v, torn %v", err, torn)
	}
	var played []string
	for _, a := range acts {
		if a.Kind == session.Announce || a.Kind == session.Move {
			played = append(played, a.Move)
		}
	}
	if got := strings.Join(played, " "); got != "e2e4 e7e5 g1f3 b8c6" {
		t.Errorf("the journal's moves: %q, want e2e4 e7e5 g1f3 b8c6", got)
	}
}

// checkMove checks NVDA's calls for a move: SSML at the priority that
// interrupts (NVDANow), a mark before each word and one after the last,
// and the move as NVDA's Braille message.
func checkMove(t *testing.T, calls []nvdaCall, words string) {
	t.Helper()
	var ssml, braille bool
	for _, c := range calls {
		switch {
		case c.call == "speakSsml" && normWords(c.text) == normWords(words):
			ssml = true
			if !strings.Contains(c.opts, "priority=2") {
				t.Errorf("the move %q went to NVDA at %s, want priority=2 (it interrupts)", words, c.opts)
			}
			if got, want := strings.Count(c.text, "<mark "), len(strings.Fields(words))+1; got != want {
				t.Errorf("the move %q went to NVDA with %d marks, want %d: %s", words, got, want, c.text)
			}
		case c.call == "brailleMessage" && normWords(c.text) == normWords(words):
			braille = true
		}
	}
	if !ssml {
		t.Errorf("NVDA was not given the move %q as SSML", words)
	}
	if !braille {
		t.Errorf("NVDA's Braille display was not given the move %q", words)
	}
}

// TestNVDAQuitsUnderWine: NVDA runs when tactus.exe starts (so plain mode
// and NVDA's voice for the player) and quits in the middle of the game
// (the stand-in answers every call with 1722 from then on): the next move
// is still announced, tactus says in one sentence that the voice failed,
// and the game goes on and is saved.
func TestNVDAQuitsUnderWine(t *testing.T) {
	if testing.Short() {
		t.Skip("builds tactus.exe and plays under Wine")
	}
	w := winetest.New(t)
	exe := nvdaFolder(t, w)
	wineGames(t, w)
	wineConfig(t, w)
	dir := t.TempDir()
	logPath, quit := filepath.Join(dir, "nvda.log"), filepath.Join(dir, "nvda-quit")
	cmd := wineTactus(w, exe, "play", "--white", "Ana", "--black", "Bo", "--blind", "white", "--control", "90m+30s", "--brlapi", "none")
	cmd.Env = append(cmd.Env, "NVDA_STUB_LOG="+winetest.ToWindows(logPath), "NVDA_STUB_QUIT="+winetest.ToWindows(quit))
	n := &nvdaPlayer{t: t, p: startPty(t, cmd, 90*time.Second), log: watchLog(t, logPath)}
	n.p.expect("Game begins")
	n.p.send("e4")
	n.p.expect("Eva zwei Eva vier (white).")
	n.hears("Eva zwei Eva vier", "priority=2")
	n.p.expect("completes the move")
	if err := os.WriteFile(quit, nil, 0o644); err != nil { // NVDA quits
		t.Fatal(err)
	}
	n.p.send("e5")
	n.p.expect("Eva sieben Eva fuenf (black).")
	n.hears("Eva sieben Eva fuenf", "priority=2") // tried, and refused
	n.p.expect("The voice failed")
	n.p.expect("completes the move")
	n.p.send("quit")
	out := strings.Join(n.p.wait(), "\n")
	if !strings.Contains(out, "game is saved") {
		t.Errorf("tactus.exe did not save the game:\n%s", out)
	}
	t.Logf("tactus.exe said:\n%s", out)
}

// TestNVDAAbsentUnderWine: the controller client is beside tactus.exe but
// NVDA does not run (the stand-in answers testIfRunning with 1717):
// tactus asks, finds no screen reader, gives NVDA nothing to say, and
// does not force plain mode on the console: the full screen opens.
func TestNVDAAbsentUnderWine(t *testing.T) {
	if testing.Short() {
		t.Skip("builds tactus.exe and plays under Wine")
	}
	w := winetest.New(t)
	exe := nvdaFolder(t, w)
	wineGames(t, w)
	wineConfig(t, w)
	logPath := filepath.Join(t.TempDir(), "nvda.log")
	cmd := wineTactus(w, exe, "play", "--white", "Ana", "--black", "Bo", "--blind", "white", "--control", "90m+30s", "--brlapi", "none")
	cmd.Env = append(cmd.Env, "NVDA_STUB_LOG="+winetest.ToWindows(logPath), "NVDA_STUB_ABSENT=1")
	p := startPty(t, cmd, 30*time.Second)
	lw := watchLog(t, logPath)
	text, ok := lw.until(p.done, func(s string) bool { return strings.Contains(s, "testIfRunning") })
	if !ok {
		t.Fatalf("tactus.exe did not ask whether NVDA runs; log:\n%s", text)
	}
	for {
		if _, ok := p.next(); !ok || strings.Contains(p.rawOutput(), "\x1b[?1049h") {
			break
		}
	}
	raw := p.rawOutput()
	t.Logf("tactus.exe wrote:\n%q", raw)
	if !strings.Contains(raw, "\x1b[?1049h") {
		t.Errorf("tactus.exe did not open its full screen with NVDA absent")
	}
	b, _ := os.ReadFile(logPath)
	for _, c := range parseNVDA(string(b)) {
		if c.call != "testIfRunning" {
			t.Errorf("NVDA, absent, was called: %s %s", c.call, c.text)
		}
	}
}
