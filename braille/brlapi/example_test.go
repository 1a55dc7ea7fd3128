package brlapi_test

import (
	"context"
	"errors"
	"fmt"
	"log"
	"time"

	"github.com/tactuschess/tactus/braille/brlapi"
	"github.com/tactuschess/tactus/internal/brltest"
)

// A client shows two cells and reads a routing key. The server here is a
// fake BRLTTY with a 20-cell display; with a real one, Dial its address
// ("" for $BRLAPI_HOST, then the local server).
func Example() {
	srv, err := brltest.NewServer(20)
	if err != nil {
		log.Fatal(err)
	}
	defer srv.Close()

	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, err := brlapi.DialContext(ctx, srv.Address(), brlapi.Options{Auth: "none"})
	if err != nil {
		log.Fatal(err)
	}
	defer c.Close()
	width, _, err := c.WatchDisplaySize(ctx)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("cells:", width)
	if err := c.EnterTTYMode(ctx); err != nil {
		log.Fatal(err)
	}
	if err := c.WriteDots(ctx, []byte{0x01, 0x03}); err != nil { // ⠁⠃, then blank cells
		log.Fatal(err)
	}

	srv.Press(0x20010005) // the display's routing key over cell 5
	k, err := c.ReadKey(ctx)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(k, k.Kind == brlapi.KeyRoute, k.Arg)
	// Output:
	// cells: 20
	// route 5 true 5
}

// A session survives BRLTTY restarts: ReadKey reports the loss at once
// (ErrDisconnected), then reconnects, redraws the last cells and reports
// it, so that the caller redraws for the width now (as it does for
// KeyResize when the display changes size).
func ExampleSession() {
	srv, err := brltest.NewServer(40)
	if err != nil {
		log.Fatal(err)
	}
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()

	s := brlapi.NewSession(func(ctx context.Context) (*brlapi.Client, error) {
		return brlapi.DialContext(ctx, srv.Address(), brlapi.Options{Auth: "none"})
	}, brlapi.SessionOptions{})
	if err := s.Connect(ctx); err != nil {
		log.Fatal(err)
	}
	defer s.Close()

	srv.Hangup() // BRLTTY restarts
	_, err = s.ReadKey(ctx)
	fmt.Println(errors.Is(err, brlapi.ErrDisconnected))
	k, err := s.ReadKey(ctx)
	if err != nil {
		log.Fatal(err)
	}
	width, err := s.Width(ctx)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(k, width, s.Connections())
	// Output:
	// true
	// reconnected 40 2
}
