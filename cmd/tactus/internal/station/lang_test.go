package station

import (
	"encoding/json"
	"html"
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/rules/session"
)

// getPage reads the station page as a browser gets it.
func getPage(t *testing.T, b *browser, path string) string {
	t.Helper()
	resp, err := b.c.Get(b.base + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %s", path, resp.Status)
	}
	if cc := resp.Header.Get("Cache-Control"); cc != "no-store" {
		t.Errorf("GET %s: Cache-Control %q", path, cc)
	}
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// Each language's page says its language and its texts, gives the script
// the same texts, and has none of English's.
func TestPageLanguages(t *testing.T) {
	for _, tc := range []struct {
		tag         string
		has, hasNot []string
	}{
		{"en", []string{"<title>tactus station</title>", "Pair this page", "Promote to", `<option value="white">White</option>`}, nil},
		{"de", []string{"<title>tactus-Station</title>", "Diese Seite koppeln", "Umwandeln in", "Schiedsrichter", `<option value="black">Schwarz</option>`},
			[]string{"Pair this page", "Promote to", "tactus station", "Enter move"}},
		{"es", []string{"Vincular esta página", "Tablas", `<option value="white">Las blancas</option>`}, []string{"Pair this page"}},
		{"pt", []string{"Emparelhar esta página", "Empate"}, []string{"Pair this page"}},
		{"sk", []string{"Spárovať túto stránku", "Remíza"}, []string{"Pair this page"}},
	} {
		t.Run(tc.tag, func(t *testing.T) {
			u, err := catalog.Lookup(tc.tag)
			if err != nil {
				t.Fatal(err)
			}
			r := newRigIn(t, u)
			page := getPage(t, r.browser(), "/")
			if !strings.Contains(page, `<html lang="`+tc.tag+`">`) {
				t.Errorf("no lang=%q in %.200s", tc.tag, page)
			}
			p := u.Station.Page
			for _, s := range append(tc.has, p.Title, p.PairTitle, p.CodeLabel, p.Pair, p.Confirm, p.Journal) {
				if !strings.Contains(page, html.EscapeString(s)) && !strings.Contains(page, s) {
					t.Errorf("the page lacks %q", s)
				}
			}
			for _, s := range tc.hasNot {
				if strings.Contains(page, s) {
					t.Errorf("the page still says %q", s)
				}
			}
			if again := getPage(t, r.browser(), "/index.html"); again != page {
				t.Error("/index.html is not the page at /")
			}
			_, rest, ok := strings.Cut(page, `<script type="application/json" id="strings">`)
			raw, _, ok2 := strings.Cut(rest, "</script>")
			if !ok || !ok2 {
				t.Fatal("the page has no strings for its script")
			}
			var got catalog.StationPage
			if err := json.Unmarshal([]byte(raw), &got); err != nil {
				t.Fatalf("the script's strings: %v", err)
			}
			if got != p {
				t.Errorf("the script's strings differ from the catalogue: %+v", got)
			}
		})
	}
}

// A German station refuses and tells in German.
func TestRefusalsGerman(t *testing.T) {
	u, err := catalog.Lookup("de")
	if err != nil {
		t.Fatal(err)
	}
	r := newRigIn(t, u)
	b := r.browser()
	resp, err := b.c.Get(b.base + "/api/view")
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	_ = json.NewDecoder(resp.Body).Decode(&m)
	resp.Body.Close()
	if m["error"] != "Kopple diese Seite zuerst mit dem Code." {
		t.Errorf("unpaired: %v", m)
	}
	wrong := "000000"
	for wrong == r.st.Code(Opponent) || wrong == r.st.Code(Arbiter) {
		wrong = "1" + wrong[1:]
	}
	if code, m := b.post("/api/pair", map[string]string{"code": wrong}); code != http.StatusForbidden || m["error"] != "Falscher Code." {
		t.Errorf("a wrong code: %d %v", code, m)
	}
	b.pair(r, Opponent)
	if ns := r.noticesOf(Paired); len(ns) != 1 || ns[0].Text != "Die Station des Gegners ist gekoppelt." {
		t.Errorf("the paired notice: %+v", ns)
	}
	if code, m := b.act("restore", ""); code != http.StatusUnprocessableEntity || m["error"] != "Diese Aktion steht dir nicht zu." {
		t.Errorf("the arbiter's action from the opponent: %d %v", code, m)
	}
	r.blind(session.Move, "e2e4")
	if _, v := b.view(); v.Last == nil || !strings.HasPrefix(v.Last.Text, "Weiß hat gespielt: ") {
		t.Errorf("the last move: %+v", v.Last)
	}
}

// TestEndingButtonsAsk: on the page, every button that ends the game or
// can bring a penalty (resign, accept a draw, claim one, rule an illegal
// move, quickplay) or cannot be undone (adjourn, open the envelope) asks
// before it acts, in every language, so one tap
// never ends the game; the others act at once.
func TestEndingButtonsAsk(t *testing.T) {
	button := regexp.MustCompile(`<button type="button" data-kind="([a-z]+)"([^>]*)>`)
	ends := map[string]bool{"resign": true, "accept": true, "claim": true, "illegal": true, "quickplay": true,
		"adjourn": true, "resume": true}
	for _, u := range catalog.All() {
		page := getPage(t, newRigIn(t, u).browser(), "/")
		p := u.Station.Page
		want := map[string]string{"resign": p.ResignAsk, "accept": p.AcceptAsk, "claim": p.ClaimAsk,
			"illegal": p.IllegalAsk, "quickplay": p.QuickplayAsk, "adjourn": p.AdjournAsk, "resume": p.OpenAsk}
		seen := map[string]bool{}
		for _, m := range button.FindAllStringSubmatch(page, -1) {
			kind, attrs := m[1], m[2]
			seen[kind] = true
			asks := strings.Contains(attrs, `data-ask="`)
			if asks != ends[kind] {
				t.Errorf("%s: the %s button asks %v", u.Tag, kind, asks)
			}
			if ends[kind] && !strings.Contains(attrs, `data-ask="`+html.EscapeString(want[kind])+`"`) {
				t.Errorf("%s: the %s button asks %q, want %q", u.Tag, kind, attrs, want[kind])
			}
		}
		for kind := range ends {
			if !seen[kind] {
				t.Errorf("%s: no %s button", u.Tag, kind)
			}
		}
	}
}
