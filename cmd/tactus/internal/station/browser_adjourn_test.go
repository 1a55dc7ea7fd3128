package station

import (
	"context"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/tactuschess/tactus/internal/browsertest"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// Adjournment and a touched piece in a real browser: the arbiter's page
// adjourns and opens the envelope, the opponent's page reports a touched
// piece, adjourns having the move and seals a move as written; each asks
// first (the test answers yes and reads the questions).
func TestBrowserAdjournment(t *testing.T) {
	ctx := browsertest.Tab(t)
	r := newRig(t)
	run := func(c context.Context, what string, steps ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		if err := chromedp.Do(c, steps...); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
	}
	yes := `window.asked = []; window.confirm = (m) => { asked.push(m); return true; }; ""`
	asked := func(c context.Context) string {
		t.Helper()
		s, err := chromedp.Run(c, chromedp.Evaluate[string](`window.asked.join("|")`))
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	run(ctx, "pair the opponent", chromedp.Navigate(r.st.URL()), chromedp.WaitVisible("#code"),
		chromedp.SendKeys("#code", r.st.Code(Opponent)), chromedp.Click("#pair-form button"),
		chromedp.WaitVisible("#boards .sq"))
	actx, cancel := chromedp.NewContext(ctx)
	defer cancel()
	run(actx, "pair the arbiter", chromedp.Navigate(strings.Replace(r.st.URL(), "127.0.0.1", "localhost", 1)),
		chromedp.WaitVisible("#code"), chromedp.SendKeys("#code", r.st.Code(Arbiter)),
		chromedp.Click("#pair-form button"), chromedp.WaitVisible("#restore-ply"))
	for _, c := range []context.Context{ctx, actx} {
		if _, err := chromedp.Run(c, chromedp.Evaluate[string](yes)); err != nil {
			t.Fatal(err)
		}
	}

	// the sighted player reports a piece they touched (D.2.10.5)
	run(ctx, "touch", chromedp.SendKeys("#touch-square", "g8"), chromedp.Click("#touch"))
	waitHost(t, r, "the touch", func(v View) bool {
		for _, l := range v.Journal {
			if strings.Contains(l.Text, "touch g8") {
				return true
			}
		}
		return false
	})
	if got := asked(ctx); got != "Report that you touched the piece on g8?" {
		t.Errorf("the question before the touch: %q", got)
	}

	// the arbiter adjourns; White seals at the keyboard; the arbiter opens
	adjourn := `#arbiter-actions [data-kind="adjourn"]`
	waitJS(t, actx, "the arbiter's adjourn", `!document.querySelector('`+adjourn+`').disabled`)
	run(actx, "adjourn", chromedp.Click(adjourn))
	waitHost(t, r, "sealing", func(v View) bool { return v.Phase == "sealing" })
	if _, err := r.host.Do(session.Action{Actor: session.Player(rules.White), Kind: session.Seal, Text: "e4", Move: "e2e4"}); err != nil {
		t.Fatal(err)
	}
	open := `#arbiter-actions [data-kind="resume"]`
	waitJS(t, actx, "the arbiter's open", `!document.querySelector('`+open+`').disabled`)
	run(actx, "open", chromedp.Click(open))
	waitHost(t, r, "the envelope opened", func(v View) bool { return v.Phase == "waiting" && v.ToMove == "black" })
	if got := asked(actx); !strings.HasPrefix(got, "Adjourn the game") || !strings.Contains(got, "|Open the envelope") {
		t.Errorf("the arbiter's questions: %q", got)
	}

	// Black, having the move, adjourns and seals Nf6 as written
	adjourn = `#opponent-actions [data-kind="adjourn"]`
	waitJS(t, ctx, "the opponent's adjourn", `!document.querySelector('`+adjourn+`').disabled`)
	run(ctx, "the opponent adjourns", chromedp.Click(adjourn))
	run(ctx, "seal", chromedp.WaitVisible("#seal-form"), chromedp.SendKeys("#seal-text", "Nf6"), chromedp.Click("#seal"))
	waitHost(t, r, "adjourned", func(v View) bool { return v.Phase == "adjourned" })
	r.host.Read(func(s *session.Session) {
		if env, ok := s.Envelope(); !ok || env.Sealed != "Nf6" || env.Move != "g8f6" || env.Sealer != rules.Black {
			t.Errorf("the envelope: %+v %v", env, ok)
		}
	})
	if got := asked(ctx); !strings.Contains(got, "|Adjourn the game") || !strings.HasSuffix(got, "|Seal Nf6? It cannot be changed.") {
		t.Errorf("the opponent's questions: %q", got)
	}
}
