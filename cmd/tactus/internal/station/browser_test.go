package station

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/internal/browsertest"
	"github.com/tactuschess/tactus/rules/session"
)

// waitJS waits until the expression is true on the page.
func waitJS(t *testing.T, ctx context.Context, what, expr string) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](expr, chromedp.WithPollingTimeout(20*time.Second))); err != nil {
		t.Fatalf("waiting for %s: %v", what, err)
	}
}

// waitHost waits until the host's view satisfies ok.
func waitHost(t *testing.T, r *rig, what string, ok func(View) bool) {
	t.Helper()
	for range 400 {
		if ok(r.host.View(Arbiter)) {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("the game never reached: %s (%+v)", what, r.host.View(Arbiter))
}

// The sighted player's side in a real browser: pair, confirm the
// announcement, enter a move by tapping two squares, reload the page before
// pressing the clock and find the same state, press, and type a move.
func TestBrowser(t *testing.T) {
	ctx := browsertest.Tab(t)
	r := newRig(t)
	do := func(what string, steps ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		if err := chromedp.Do(ctx, steps...); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
	}
	do("pair", chromedp.Navigate(r.st.URL()), chromedp.WaitVisible("#code"),
		chromedp.SendKeys("#code", r.st.Code(Opponent)), chromedp.Click("#pair-form button"),
		chromedp.WaitVisible("#boards .sq"))

	r.blind(session.Move, "e2e4")
	waitJS(t, ctx, "the confirmation", `!document.getElementById("confirm").disabled`)
	waitJS(t, ctx, "the announcement in the live region", `document.getElementById("live").textContent.includes("Eva zwei Eva vier")`)
	for len(r.changed) > 0 {
		<-r.changed
	}
	tap := time.Now()
	do("confirm", chromedp.Click("#confirm"))
	select {
	case at := <-r.changed:
		t.Logf("tap on Confirm to the host's update: %v", at.Sub(tap))
	case <-time.After(20 * time.Second):
		t.Fatal("the confirmation never reached the host")
	}
	waitHost(t, r, "the boards agree", func(v View) bool { return v.Seq == 3 })

	waitJS(t, ctx, "the move entry", `document.getElementById("move-label").textContent === "Your move"`)
	do("tap e7 e5", chromedp.Click(`.sq[data-square="e7"]`), chromedp.Click(`.sq[data-square="e5"]`))
	waitHost(t, r, "e5 announced", func(v View) bool { return v.Phase == "announced" })
	waitJS(t, ctx, "e5 shown", `document.getElementById("last-san").textContent === "(e5)"`)

	do("reload", chromedp.Reload())
	waitJS(t, ctx, "e5 shown after the reload", `document.getElementById("last-san").textContent === "(e5)"`)
	waitJS(t, ctx, "the press after the reload", `!document.querySelector('[data-kind="press"]').disabled`)
	seq := r.seq()
	do("press", chromedp.Click(`[data-kind="press"]`))
	waitHost(t, r, "e5 made", func(v View) bool { return v.Seq == seq+1 && v.ToMove == "white" })

	r.blind(session.Move, "g1f3")
	waitJS(t, ctx, "the second confirmation", `!document.getElementById("confirm").disabled`)
	do("confirm Nf3", chromedp.Click("#confirm"))
	waitJS(t, ctx, "the move entry", `document.getElementById("confirm").disabled`)
	do("type Nc6", chromedp.SendKeys("#move", "Nc6"), chromedp.Click("#enter"))
	waitHost(t, r, "Nc6 announced", func(v View) bool { return v.Phase == "announced" && v.Boards[1].Last == "b8c6" })
	do("press", chromedp.Click(`[data-kind="press"]`))
	waitHost(t, r, "Nc6 made", func(v View) bool { return v.Phase == "waiting" && v.ToMove == "white" })

	// The app is killed and resumed from its journal: the page reconnects
	// by itself, still paired, and shows the same state.
	r.restart()
	r.blind(session.Move, "f1b5")
	waitJS(t, ctx, "Bb5 after the restart", `document.getElementById("confirm").textContent === "Confirm Bb5"`)

	// A mis-heard move: the opponent types Bc4; the arbiter, on its own page
	// (localhost, so its own cookie), takes both boards back to ply 4.
	do("mis-heard", chromedp.SendKeys("#move", "Bc4"), chromedp.Click("#enter"))
	waitJS(t, ctx, "the divergence", `!document.getElementById("divergence").hidden`)
	actx, cancel := chromedp.NewContext(ctx)
	defer cancel()
	arbiter := strings.Replace(r.st.URL(), "127.0.0.1", "localhost", 1)
	if err := chromedp.Do(actx, chromedp.Navigate(arbiter), chromedp.WaitVisible("#code"),
		chromedp.SendKeys("#code", r.st.Code(Arbiter)), chromedp.Click("#pair-form button"),
		chromedp.WaitVisible("#restore-ply")); err != nil {
		t.Fatalf("the arbiter's page: %v", err)
	}
	if _, err := chromedp.Run(actx, chromedp.Poll[bool](`document.querySelector('#restore-ply option[value="4"]') !== null`,
		chromedp.WithPollingTimeout(20*time.Second))); err != nil {
		t.Fatalf("the arbiter's plies: %v", err)
	}
	// The last agreed move is offered first, numbered as a move, and the
	// page asks before it acts (the test answers the question yes).
	if _, err := chromedp.Run(actx, chromedp.Poll[bool](
		`document.querySelector("#restore-ply").value === "4" && document.querySelector("#restore-ply option").textContent.startsWith("after 2… Nc6")`,
		chromedp.WithPollingTimeout(20*time.Second))); err != nil {
		t.Fatalf("the last agreed move first: %v", err)
	}
	asked, err := chromedp.Run(actx, chromedp.Evaluate[string](`window.asked = []; window.confirm = (m) => { asked.push(m); return true; }; ""`))
	if err != nil {
		t.Fatalf("confirm: %v %q", err, asked)
	}
	if err := chromedp.Do(actx, chromedp.Click("#restore-form button")); err != nil {
		t.Fatalf("restore: %v", err)
	}
	asked, err = chromedp.Run(actx, chromedp.Evaluate[string](`window.asked.join("|")`))
	if err != nil || !strings.HasPrefix(asked, "Restore both boards to after 2… Nc6") {
		t.Errorf("the question before the restore: %q %v", asked, err)
	}
	waitHost(t, r, "both boards at ply 4", func(v View) bool { return v.Phase == "waiting" && v.Boards[0].Last == "b8c6" })
	// every form of the arbiter's asks first, with the values chosen
	if err := chromedp.Do(actx, chromedp.SetValue("#time-side", "black"), chromedp.SetValue("#time-min", "10"),
		chromedp.SetValue("#time-sec", "0"), chromedp.Click("#time-form button")); err != nil {
		t.Fatalf("set time: %v", err)
	}
	waitHost(t, r, "Black's time set", func(v View) bool { return v.Clock != nil && v.Clock.Black == 600_000 })
	asked, err = chromedp.Run(actx, chromedp.Evaluate[string](`window.asked.join("|")`))
	if err != nil || !strings.HasSuffix(asked, "|Set time (Black, 10, 0): are you sure?") {
		t.Errorf("the questions: %q %v", asked, err)
	}
	waitJS(t, ctx, "the divergence gone", `document.getElementById("divergence").hidden`)
}

// A German station in a real browser: the page's own labels and the
// sentences its script builds are German.
func TestBrowserGerman(t *testing.T) {
	ctx := browsertest.Tab(t)
	u, err := catalog.Lookup("de")
	if err != nil {
		t.Fatal(err)
	}
	r := newRigIn(t, u)
	if err := chromedp.Do(ctx, chromedp.Navigate(r.st.URL()), chromedp.WaitVisible("#code")); err != nil {
		t.Fatalf("open: %v", err)
	}
	waitJS(t, ctx, "the German page", `document.documentElement.lang === "de" && document.title === "tactus-Station"`)
	waitJS(t, ctx, "the German pairing label", `document.querySelector('label[for="code"]').textContent.startsWith("Code, den die Station")`)
	if err := chromedp.Do(ctx, chromedp.SendKeys("#code", r.st.Code(Opponent)), chromedp.Click("#pair-form button"),
		chromedp.WaitVisible("#boards .sq")); err != nil {
		t.Fatalf("pair: %v", err)
	}
	waitJS(t, ctx, "the names", `document.getElementById("name-white").textContent === "Weiß Ana"`)
	waitJS(t, ctx, "the board's name", `document.querySelector("#boards h2").textContent === "Brett von Schwarz"`)
	waitJS(t, ctx, "a square's label", `document.querySelector('.sq[data-square="e8"]').getAttribute("aria-label") === "e8, König von Schwarz"`)
	r.blind(session.Move, "e2e4")
	waitJS(t, ctx, "the confirmation", `document.getElementById("confirm").textContent === "e4 bestätigen"`)
	waitJS(t, ctx, "the last move", `document.getElementById("last-text").textContent.startsWith("Weiß ")`)
}
