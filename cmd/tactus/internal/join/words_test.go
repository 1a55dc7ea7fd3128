package join

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/station"
	"github.com/tactuschess/tactus/cmd/tactus/internal/stationapi"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// lookup returns the UI called name.
func lookup(t *testing.T, name string) *catalog.UI {
	t.Helper()
	u, err := catalog.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func TestCheckCode(t *testing.T) {
	for _, tc := range []struct{ lang, code, want string }{
		{"en", "123456", ""}, {"en", "12345", "That is 5 digits; the code has six."},
		{"en", "1", "That is 1 digit; the code has six."}, {"en", "12a456", "The code is six digits, like 123456."},
		{"de", "1", "Das ist 1 Ziffer; der Code hat sechs."}, {"de", "1234", "Das sind 4 Ziffern; der Code hat sechs."},
		{"de", "x", "Der Code besteht aus sechs Ziffern, etwa 123456."},
		{"sk", "1", "To je 1 číslica; kód má šesť."}, {"sk", "123", "To sú 3 číslice; kód má šesť."},
		{"sk", "1234", "To sú 4 číslice; kód má šesť."}, {"sk", "12345", "To je 5 číslic; kód má šesť."},
		{"sk", "1234567", "To je 7 číslic; kód má šesť."}, {"sk", "kód", "Kód má šesť číslic, napríklad 123456."},
		{"sk", "654321", ""},
	} {
		if got := checkCode(lookup(t, tc.lang), tc.code); got != tc.want {
			t.Errorf("%s %q: %q, want %q", tc.lang, tc.code, got, tc.want)
		}
	}
}

func TestJoinedLine(t *testing.T) {
	v := stationapi.View{White: "Ana", Black: "Bo", Role: "opponent", Side: "black", ToMove: "white"}
	a := stationapi.View{White: "Ana", Black: "Bo", Role: "arbiter", Side: "white", ToMove: "black"}
	for _, tc := range []struct {
		lang string
		v    stationapi.View
		want string
	}{
		{"en", v, "Joined Ana - Bo as the opponent; Bo plays black, white to move."},
		{"de", v, "Verbunden mit Ana - Bo als Gegner; Bo spielt Schwarz, Weiß am Zug."},
		{"de", a, "Verbunden mit Ana - Bo als Schiedsrichter; Ana spielt Weiß, Schwarz am Zug."},
		{"sk", v, "Pripojené k partii Ana - Bo ako súper; Bo hrá za čierneho, na ťahu je biely."},
		{"sk", a, "Pripojené k partii Ana - Bo ako rozhodca; Ana hrá za bieleho, na ťahu je čierny."},
		{"es", v, "Unido a Ana - Bo como rival; Bo juega con las negras, mueven las blancas."},
		{"pt", v, "Conectado a Ana - Bo como adversário; Bo joga com as pretas, é a vez das brancas."},
	} {
		j := &joined{ui: lookup(t, tc.lang)}
		if got := j.joinedLine(tc.v); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.lang, got, tc.want)
		}
	}
}

func TestVerb(t *testing.T) {
	for _, tc := range []struct{ lang, word, want string }{
		{"en", "ok", "ok"}, {"en", "yes", "ok"}, {"en", "confirm", "ok"}, {"en", "q", "quit"},
		{"en", "?", "help"}, {"en", "y", "y"}, {"en", "r", "r"}, {"en", "e4", "e4"}, {"en", "bestätigen", "bestätigen"},
		{"de", "bestätigen", "ok"}, {"de", "bestaetigen", "ok"}, {"de", "ja", "ok"}, {"de", "ok", "ok"},
		{"de", "drücken", "press"}, {"de", "remis", "draw"}, {"de", "ablehnen", "decline"},
		{"de", "reklamieren", "claim"}, {"de", "aufgeben", "resign"}, {"de", "nochmal", "repeat"},
		{"de", "hilfe", "help"}, {"de", "ende", "quit"}, {"de", "resign", "resign"},
		{"sk", "potvrď", "ok"}, {"sk", "áno", "ok"}, {"sk", "stlac", "press"}, {"sk", "remíza", "draw"},
		{"sk", "vzdať", "resign"}, {"sk", "opakuj", "repeat"}, {"sk", "koniec", "quit"}, {"sk", "pomoc", "help"},
		{"en", "clock", "clock"}, {"en", "c", "clock"}, {"en", "b", "board"}, {"de", "brett", "board"},
		{"de", "uhr", "clock"}, {"es", "última", "last"}, {"sk", "figúry", "pieces"}, {"en", "whose", "whose"},
		{"en", "score", "score"}, {"en", "changed", "changed"}, {"en", "verify", "verify"},
		{"de", "partie", "score"}, {"de", "neu", "changed"}, {"de", "prüfen", "verify"},
		{"es", "planilla", "score"}, {"es", "cambios", "changed"}, {"pt", "planilha", "score"}, {"pt", "mudou", "changed"},
		{"sk", "zápis", "score"}, {"sk", "zmeny", "changed"}, {"sk", "overiť", "verify"},
	} {
		j := &joined{ui: lookup(t, tc.lang)}
		if got := j.verb(tc.word); got != tc.want {
			t.Errorf("%s %q: %q, want %q", tc.lang, tc.word, got, tc.want)
		}
	}
}

// TestJoinInGerman pairs in German: the code is checked and refused in
// German, the joined line, help and quit are German, and German command
// words confirm White's move.
func TestJoinInGerman(t *testing.T) {
	srv := serve(t)
	lines := make(chan string, 8)
	h := &heard{}
	done := make(chan error, 1)
	go func() {
		done <- Run(context.Background(), Options{URL: srv.st.URL(), Lines: lines, Tell: h.tell, UI: lookup(t, "de")})
	}()
	h.wait(t, "Verbindung zur Station unter http://")
	h.wait(t, "Gib den sechsstelligen Code der Station ein.")
	lines <- "12 34"
	h.wait(t, "Das sind 4 Ziffern; der Code hat sechs.\nGib den sechsstelligen Code der Station ein.")
	lines <- "000000"
	h.wait(t, "Falscher Code.\nGib den sechsstelligen Code der Station ein.")
	lines <- srv.st.Code(station.Opponent)
	h.wait(t, "Verbunden mit Ana - Bo als Gegner; Bo spielt Schwarz, Weiß am Zug.")
	lines <- "hilfe"
	h.wait(t, "bestätigen bestätigt den angesagten Zug")
	lines <- "nochmal"
	h.wait(t, "Nenne den verstandenen Zug: nochmal e4.")
	if _, err := srv.host.Do(session.Action{Actor: session.Player(rules.White), Kind: session.Move, Move: "e2e4"}); err != nil {
		t.Fatal(err)
	}
	h.wait(t, "Eva zwei Eva vier")
	lines <- "bestätigen"
	lines <- "e5"
	waitPlies(t, srv, h, 2)
	lines <- "uhr"
	h.wait(t, "Es gibt keine Uhr.")
	lines <- "ende" // quit leaves the station, in German too
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	h.wait(t, "Du hast die Station verlassen; die Partie geht an der anderen Station weiter.")
}

// TestConnectionLostAndBackInSlovak: a stream that ends and cannot be
// opened again is said lost, then back, in Slovak.
func TestConnectionLostAndBackInSlovak(t *testing.T) {
	var n atomic.Int32
	view := func(w http.ResponseWriter, seq int) {
		data, _ := json.Marshal(stationapi.View{Seq: seq, Role: "opponent", White: "Ana", Black: "Bo", Side: "black", ToMove: "white"})
		fmt.Fprintf(w, "id: %d\ndata: %s\n\n", seq, data)
		w.(http.Flusher).Flush()
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/api/pair", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `{"ok":true,"role":"opponent"}`)
	})
	mux.HandleFunc("/api/events", func(w http.ResponseWriter, r *http.Request) {
		switch n.Add(1) {
		case 1: // one view, then the stream ends
			view(w, 1)
		case 2: // the station is away
			http.Error(w, "away", http.StatusServiceUnavailable)
		default:
			view(w, 2)
			<-r.Context().Done()
		}
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()
	lines := make(chan string)
	h := &heard{}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		done <- Run(ctx, Options{URL: srv.URL, Code: "123456", Lines: lines, Tell: h.tell, UI: lookup(t, "sk")})
	}()
	h.wait(t, "Pripojené k partii Ana - Bo ako súper; Bo hrá za čierneho, na ťahu je biely.")
	h.wait(t, "Spojenie so stanicou sa prerušilo; skúšam znova.\nSpojenie so stanicou je obnovené.")
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

// TestWrongCodeGivenEndsInItsLanguage: a --code of five digits ends Run
// with ErrPairing, told in Slovak, without asking the station.
func TestWrongCodeGivenEndsInItsLanguage(t *testing.T) {
	srv := serve(t)
	h := &heard{}
	err := Run(context.Background(), Options{URL: srv.st.URL(), Code: "12345", Lines: make(chan string), Tell: h.tell, UI: lookup(t, "sk")})
	if !errors.Is(err, ErrPairing) {
		t.Fatalf("error %v", err)
	}
	h.wait(t, "To je 5 číslic; kód má šesť.")
}

// FuzzCheckCode: any typed code is either accepted as six digits or
// refused with one of the catalogue's sentences, in every language.
func FuzzCheckCode(f *testing.F) {
	for _, s := range []string{"123456", "12345", "", "abcdef", "１２３４５６", "12 34"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, code string) {
		for _, u := range catalog.All() {
			why := checkCode(u, code)
			six := len(code) == 6 && strings.Trim(code, "0123456789") == ""
			if (why == "") != six || strings.Contains(why, "%!") {
				t.Fatalf("%s %q: %q", u.Tag, code, why)
			}
		}
	})
}
