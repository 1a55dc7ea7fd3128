package shell

import (
	"bytes"
	"context"
	"testing"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
	"github.com/tactuschess/tactus/internal/brltest"
)

// TestOpenBraille opens no display for none (nor for no setting), and the
// display the address names otherwise, which shows a message.
func TestOpenBraille(t *testing.T) {
	s := settings.Defaults()
	for _, v := range []string{"", "none"} {
		s.BrlAPI = v
		if d := New(s, nil, nil).OpenBraille(context.Background()); d != nil {
			d.Close()
			t.Fatalf("brlapi %q opened a display", v)
		}
	}
	srv, err := brltest.NewServer(40)
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	s.BrlAPI = srv.Address()
	d := New(s, func(string) string { return "" }, nil).OpenBraille(context.Background())
	if d == nil {
		t.Fatal("no display")
	}
	defer d.Close()
	d.Show("Joined Ana - Bo")
	want := braille.Message("Joined Ana - Bo").Cells.Bytes()
	srv.WaitCells(t, 0, func(c []byte) bool { return bytes.HasPrefix(c, want) })
}

// TestBrailleAddress: the brlapi setting's none and empty ask for no
// display, auto for BRLTTY's default, anything else is the address.
func TestBrailleAddress(t *testing.T) {
	for _, tt := range []struct {
		in   string
		addr string
		ok   bool
	}{
		{"", "", false}, {"none", "", false}, {"auto", "", true}, {"127.0.0.1:4101", "127.0.0.1:4101", true}, {":1", ":1", true},
	} {
		if addr, ok := BrailleAddress(tt.in); addr != tt.addr || ok != tt.ok {
			t.Errorf("BrailleAddress(%q) = %q, %v; want %q, %v", tt.in, addr, ok, tt.addr, tt.ok)
		}
	}
}
