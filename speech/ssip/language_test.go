package ssip

import (
	"context"
	"errors"
	"testing"
)

// TestSetLanguage: each utterance's language goes to the server as SET
// SELF LANGUAGE before it, byte for byte; a bad tag is refused unsent.
func TestSetLanguage(t *testing.T) {
	ctx := context.Background()
	c, done := serve(t, []step{
		{[]string{"SET SELF LANGUAGE es"}, "201 OK LANGUAGE SET\r\n"},
		{[]string{"SPEAK"}, "230 OK RECEIVING DATA\r\n"},
		{[]string{"Blancas, cinco minutos", "."}, "225-1\r\n225 OK MESSAGE QUEUED\r\n"},
		{[]string{"SET SELF LANGUAGE de"}, "201 OK LANGUAGE SET\r\n"},
		{[]string{"SPEAK"}, "230 OK RECEIVING DATA\r\n"},
		{[]string{"Springer Gustav eins Felix drei", "."}, "225-2\r\n225 OK MESSAGE QUEUED\r\n"},
		{[]string{"SET SELF LANGUAGE pt-BR"}, "201 OK LANGUAGE SET\r\n"},
		{[]string{"SET SELF LANGUAGE xx"}, "410 ERR UNKNOWN LANGUAGE\r\n"},
	})
	for i, u := range []struct{ lang, text string }{{"es", "Blancas, cinco minutos"}, {"de", "Springer Gustav eins Felix drei"}} {
		if err := c.SetLanguage(ctx, u.lang); err != nil {
			t.Fatal(err)
		}
		if id, err := c.Speak(ctx, u.text); err != nil || id != i+1 {
			t.Fatalf("Speak %q = %d, %v", u.text, id, err)
		}
	}
	for _, bad := range []string{"", "de\r\nQUIT", "de fr", "-de", "de-", "1de", "toolonglang", "de--at", "ü"} {
		if err := c.SetLanguage(ctx, bad); !errors.Is(err, ErrLanguage) {
			t.Errorf("SetLanguage(%q) = %v", bad, err)
		}
	}
	if err := c.SetLanguage(ctx, "pt-BR"); err != nil {
		t.Fatal(err)
	}
	var e *Error
	if err := c.SetLanguage(ctx, "xx"); !errors.As(err, &e) || e.Code != 410 {
		t.Fatalf("xx: %v", err)
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}
