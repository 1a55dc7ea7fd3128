package brlapi

import (
	"context"
	"errors"
	"testing"

	"github.com/tactuschess/tactus/internal/brltest"
)

// TestRealBRLTTYException sends BRLTTY a WRITE it must refuse (a region
// past the end of the display) and expects the EXCEPTION back from ReadKey
// as a typed error naming the WRITE.
func TestRealBRLTTYException(t *testing.T) {
	d := brltest.Start(t, brltest.Config{Cells: 20})
	c, err := Dial(d.Address(), Options{Auth: "none", Getenv: noEnv})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.EnterTTYMode(context.Background()); err != nil {
		t.Fatal(err)
	}
	body := be(int(writeRegion|writeText|writeCharset), 100, 5, 5, "\u2801ab", byte(5), "UTF-8")
	if err := c.send(context.Background(), Packet{TypeWrite, body}); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), brltest.Timeout)
	defer cancel()
	_, err = c.ReadKey(ctx)
	var e *Error
	if !errors.As(err, &e) || !e.Exception || e.PacketType != TypeWrite {
		t.Fatalf("ReadKey = %v, want an exception about WRITE", err)
	}
	t.Logf("BRLTTY answered: %v", err)
}
