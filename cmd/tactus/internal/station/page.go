package station

import (
	"bytes"
	"fmt"
	"html/template"
	"net/http"
	"unicode"
	"unicode/utf8"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/narrate"
)

// pageTemplate is the station page; it takes a pageData. Its cap starts
// a name with a capital ("White" in a list).
var pageTemplate = template.Must(template.New("index.html").
	Funcs(template.FuncMap{"cap": capital}).ParseFS(webFS, "web/index.html"))

// pageData is what the page is made of: its language and its texts (the
// script takes Page as JSON from the page itself).
type pageData struct {
	Lang string
	T    catalog.StationPage
}

// capital starts s with a capital letter.
func capital(s string) string {
	if s == "" {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// t returns the station's sentences in its UI language.
func (st *Station) t() *catalog.Station { return &st.ui().Station }

// ui returns the station's UI language, English by default.
func (st *Station) ui() *catalog.UI {
	if st.cfg.UI == nil {
		return catalog.English()
	}
	return st.cfg.UI
}

// narrator says the session's refusals and move problems in the UI
// language.
func (st *Station) narrator() narrate.Narrator { return narrate.Narrator{UI: st.ui()} }

// Page renders the station page in the station's UI language.
func (st *Station) Page() ([]byte, error) {
	var b bytes.Buffer
	u := st.ui()
	if err := pageTemplate.Execute(&b, pageData{Lang: u.Tag, T: u.Station.Page}); err != nil {
		return nil, fmt.Errorf("station: page: %w", err)
	}
	return b.Bytes(), nil
}

// page serves the station page.
func (st *Station) page(w http.ResponseWriter, r *http.Request) {
	b, err := st.Page()
	if err != nil {
		http.Error(w, st.t().Failed, http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_, _ = w.Write(b)
}
