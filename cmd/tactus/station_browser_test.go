//go:build linux

package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/tactuschess/tactus/internal/browsertest"
	"github.com/tactuschess/tactus/internal/rulestest"
)

// browser is one headless chromium tab of Debian's chromium.
type browser struct {
	t   *testing.T
	ctx context.Context
}

// newBrowser starts chromium, or skips the test (fails it under
// TACTUS_INTEGRATION=1) when it is missing.
func newBrowser(t *testing.T) *browser {
	t.Helper()
	return &browser{t: t, ctx: browsertest.Tab(t)}
}

// run runs steps on the page (each browser has its own cookies: a second
// role needs a second browser).
func (b *browser) run(what string, steps ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, steps...); err != nil {
		b.t.Fatalf("%s: %v", what, err)
	}
}

// acceptConfirms answers yes to the page's questions (window.confirm)
// until it is loaded again.
func (b *browser) acceptConfirms() {
	b.t.Helper()
	if _, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](`window.confirm = () => true; true`)); err != nil {
		b.t.Fatalf("confirm: %v", err)
	}
}

// until waits until the JavaScript expression is true on the page.
func (b *browser) until(what, expr string) {
	b.t.Helper()
	if _, err := chromedp.Run(b.ctx, chromedp.Poll[bool](expr, chromedp.WithPollingTimeout(25*time.Second))); err != nil {
		b.t.Fatalf("waiting for %s: %v", what, err)
	}
}

// pair opens the station's page and pairs with code.
func (b *browser) pair(url, code string) {
	b.t.Helper()
	b.run("pair", chromedp.Navigate(url), chromedp.WaitVisible("#code"),
		chromedp.SendKeys("#code", code), chromedp.Click("#pair-form button"),
		chromedp.WaitVisible("#boards .sq"))
}

// typeMove types a move into the page's move field and enters it.
func (b *browser) typeMove(move string) {
	b.t.Helper()
	b.until("the move entry", `!document.getElementById("move").disabled`)
	b.run("type "+move, chromedp.SendKeys("#move", move), chromedp.Click("#enter"))
}

// text is the text content of an element, for the JavaScript checks.
func text(id string) string {
	return fmt.Sprintf(`(document.getElementById(%q).textContent || "")`, id)
}

// stateJS is what a page shows of the game, as JSON: everything but the
// running clocks, the connection line and the notices.
const stateJS = `JSON.stringify({
	whose: document.getElementById("whose").textContent,
	last: document.getElementById("last").textContent,
	divergence: document.getElementById("divergence").textContent,
	offer: document.getElementById("offer").textContent,
	result: document.getElementById("result").textContent,
	boards: Array.from(document.querySelectorAll("#boards .sq"), (b) => b.getAttribute("aria-label")),
	journal: Array.from(document.querySelectorAll("#journal li"), (l) => l.textContent),
	plies: Array.from(document.querySelectorAll("#restore-ply option"), (o) => o.textContent),
	said: Array.from(document.querySelectorAll("#said li"), (l) => l.textContent),
	enabled: Array.from(document.querySelectorAll("button[id], button[data-kind]"), (b) => (b.id || b.dataset.kind) + "=" + !b.disabled),
}, null, 1)`

// state returns what the page shows of the game (stateJS).
func (b *browser) state() string {
	b.t.Helper()
	s, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](stateJS))
	if err != nil {
		b.t.Fatalf("the page's state: %v", err)
	}
	return s
}

// appPID returns the process id of the program running in the pane: the
// child of the pane's shell.
func (p *tmuxPlay) appPID() int {
	p.t.Helper()
	shell := strings.TrimSpace(p.tmux("display", "-p", "-t", "play", "#{pane_pid}"))
	children, err := os.ReadFile(fmt.Sprintf("/proc/%s/task/%s/children", shell, shell))
	if err != nil {
		p.t.Fatalf("the app's process: %v", err)
	}
	for _, f := range strings.Fields(string(children)) {
		comm, _ := os.ReadFile("/proc/" + f + "/comm")
		if strings.TrimSpace(string(comm)) == "tactus" {
			pid, err := strconv.Atoi(f)
			if err != nil {
				p.t.Fatal(err)
			}
			return pid
		}
	}
	p.t.Fatalf("the pane's shell %s runs no tactus (children %q)", shell, children)
	return 0
}

// killApp kills the process (SIGKILL) and waits until it is gone.
func killApp(t *testing.T, pid int) {
	t.Helper()
	proc, err := os.FindProcess(pid)
	if err != nil {
		t.Fatal(err)
	}
	if err := proc.Kill(); err != nil {
		t.Fatalf("kill -9 %d: %v", pid, err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
		if err != nil || strings.Contains(string(stat), ") Z ") {
			return // reaped by its shell, or dead and not yet reaped
		}
		if time.Now().After(deadline) {
			t.Fatalf("process %d still runs after SIGKILL", pid)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestStationInTheBrowser plays the sighted side of a short game on the
// station's page in a real browser, against the app running in tmux:
// pairing, a confirmation, a move entered on the page, a mis-heard
// repetition and its D.2.9 reconciliation from the arbiter's page, a page
// reload mid-ply, and the app killed (SIGKILL) with the opponent's move in
// flight and resumed from its journal: the pages come back by themselves to
// the exact state, the move applied once.
func TestStationInTheBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the program in tmux and chromium")
	}
	if _, err := exec.LookPath("tmux"); err != nil {
		rulestest.Require(t, "tmux")
	}
	opp, arb := newBrowser(t), newBrowser(t)
	dir := t.TempDir()
	bin := builtTactus(t)
	addr := fmt.Sprintf("127.0.0.1:%d", freePort(t))
	env := fmt.Sprintf("env XDG_DATA_HOME=%q XDG_CONFIG_HOME=%q", filepath.Join(dir, "data"), filepath.Join(dir, "config"))
	p := &tmuxPlay{t: t, socket: fmt.Sprintf("tactus-station-%d", os.Getpid())}
	start := func(cmd string) {
		t.Helper()
		// a tmux server just killed may still be going away: try again
		for try := 0; ; try++ {
			out, err := exec.Command("tmux", "-L", p.socket, "new-session", "-d", "-s", "play", "-x", "250", "-y", "80", cmd).CombinedOutput()
			if err == nil {
				return
			}
			if try == 20 {
				t.Fatalf("tmux new-session: %v\n%s", err, out)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	start(fmt.Sprintf("%s %q play --plain --voice none --white Ana --black Bo --blind white --control 10m --confirm --station=%s; sleep 60",
		env, bin, addr))
	t.Cleanup(func() { exec.Command("tmux", "-L", p.socket, "kill-server").Run() })

	p.waitFor("arbiter: ")
	re := regexp.MustCompile(`(station|arbiter): (http://\S+) code (\d{6})`)
	codes := map[string]string{}
	url := ""
	for _, m := range re.FindAllStringSubmatch(p.screen(), -1) {
		codes[m[1]], url = m[3], m[2]
	}
	opp.pair(url, codes["station"])
	p.waitFor("The opponent's station is paired.")
	arb.pair(url, codes["arbiter"])

	// the blind player's move, confirmed on the page with one tap
	p.send("e4")
	opp.until("the announcement on the page", text("last-text")+`.includes("Eva zwei Eva vier")`)
	opp.until("confirm enabled", `!document.getElementById("confirm").disabled`)
	opp.run("confirm", chromedp.Click("#confirm"))
	p.waitFor("the boards agree")

	// the opponent's move, entered on the page and pressed; heard here
	// (once the page has the confirmation: before it, the move field takes
	// the move understood, not the page's own move)
	opp.until("black to move on the page", text("whose")+`.includes("(you)")`)
	opp.typeMove("e5")
	p.waitFor("Black announces: Eva sieben Eva fuenf.")
	opp.until("press enabled", `!document.querySelector('[data-kind="press"]').disabled`)
	opp.run("press", chromedp.Click(`[data-kind="press"]`))
	p.waitFor("Black completes the move")
	p.send("ok")

	// a mis-heard repetition: Nf3 understood as Nc3
	p.send("Nf3")
	opp.until("Nf3 on the page", text("last-text")+`.includes("Springer Gustav eins Felix drei")`)
	opp.typeMove("Nc3") // the move as understood
	p.waitFor("The boards differ at white's move 2")
	arb.until("the divergence on the arbiter's page", text("divergence")+`.length > 0`)
	// D.2.9 from the arbiter's page: both boards back to ply 2
	arb.acceptConfirms()
	arb.run("restore", chromedp.SetValue("#restore-ply", "2"), chromedp.Click("#restore-form button"))
	p.waitFor("Both boards are back before white's move 2")

	// a page reload mid-ply: White announces, the page reloads and shows it
	p.send("Nf3")
	opp.until("Nf3 again", text("last-text")+`.includes("Springer Gustav eins Felix drei")`)
	opp.run("reload", chromedp.Reload())
	opp.until("the same state after the reload", text("last-text")+`.includes("Springer Gustav eins Felix drei")`)
	opp.until("confirm enabled", `!document.getElementById("confirm").disabled`)
	opp.run("confirm", chromedp.Click("#confirm"))
	p.waitFor("Black's board has Springer Gustav eins Felix drei, the boards agree.")

	// the app killed (SIGKILL) with the opponent's move in flight, then
	// resumed from its journal: the page comes back by itself and sends the
	// move again if it had no answer; the move is applied once
	pid := p.appPID()
	opp.typeMove("Nc6")
	// before the action arrives, while it is applied, or after its answer
	delay := time.Duration(rand.IntN(150)) * time.Millisecond
	time.Sleep(delay)
	killApp(t, pid)
	p.tmux("kill-server") // only the shell's sleep was left
	start(fmt.Sprintf("%s %q resume --plain --voice none --station=%s; sleep 60", env, bin, addr))
	p.waitFor("station: ")
	back := `document.getElementById("connection").textContent === "" && ` + text("last-text") + `.includes("Springer Bella acht Caesar sechs")`
	for _, b := range []*browser{opp, arb} {
		b.until("the page back after the restart, with the move", back)
	}
	notice, _ := chromedp.Run(opp.ctx, chromedp.Evaluate[string](text("notice")))
	t.Logf("killed %v after the move was entered; the opponent's page after the restart says %q; the app:\n%s", delay, notice, p.screen())
	// the exact state: the page that came back shows what a page loaded now shows
	for _, b := range []*browser{opp, arb} {
		was := b.state()
		b.run("reload", chromedp.Reload())
		b.until("the page after a reload", back)
		if now := b.state(); now != was {
			t.Errorf("the page that came back after the restart shows\n%s\na page loaded now shows\n%s", was, now)
		}
	}
	// and the move was applied once
	if n := len(regexp.MustCompile(` b8c6[ "]`).FindAllString(arb.state(), -1)); n != 1 {
		t.Errorf("the arbiter's page lists Nc6 (b8c6) %d times in the journal, want once:\n%s", n, arb.state())
	}
	opp.until("press enabled", `!document.querySelector('[data-kind="press"]').disabled`)
	opp.run("press", chromedp.Click(`[data-kind="press"]`))
	p.waitFor("Black completes the move")
	p.send("quit")
	p.waitFor("the game is saved")
	pgns, _ := filepath.Glob(filepath.Join(dir, "data", "tactus", "games", "*.pgn"))
	if len(pgns) != 1 {
		t.Fatalf("PGN files: %v", pgns)
	}
	pgn, err := os.ReadFile(pgns[0])
	if err != nil {
		t.Fatal(err)
	}
	moves := strings.Fields(regexp.MustCompile(`\{[^}]*\}|\d+\.(\.\.)?`).ReplaceAllString(string(pgn[strings.Index(string(pgn), "\n\n"):]), " "))
	if got := strings.Join(moves, " "); got != "e4 e5 Nf3 Nc6 *" {
		t.Errorf("the PGN's moves are %q, want e4 e5 Nf3 Nc6:\n%s", got, pgn)
	}
}
