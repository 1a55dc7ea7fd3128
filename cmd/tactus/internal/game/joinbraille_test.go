package game

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
		if d := OpenBraille(context.Background(), s, nil, nil); d != nil {
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
	d := OpenBraille(context.Background(), s, func(string) string { return "" }, nil)
	if d == nil {
		t.Fatal("no display")
	}
	defer d.Close()
	d.Show("Joined Ana - Bo")
	want := braille.Message("Joined Ana - Bo").Cells.Bytes()
	srv.WaitCells(t, 0, func(c []byte) bool { return bytes.HasPrefix(c, want) })
}
