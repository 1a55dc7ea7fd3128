// Package brlapi is a client for BRLTTY's BrlAPI, written in pure Go (no
// cgo, no libbrlapi). It speaks protocol version 8 (BRLTTY 6.x): the
// handshake, authentication (none and key file), the driver and display
// queries, tty mode, writing exact dots, and reading keys, which it decodes
// into typed keys (routing keys with their cell, panning, line up/down,
// return, typed characters).
//
// Dial connects to an address written as BRLTTY writes it ("host:N",
// ":N", a bare host, or "" for $BRLAPI_HOST); NewClient runs the protocol
// over any connection, so tests can script a server over net.Pipe.
// Session wraps a client with reconnection: when BRLTTY restarts it dials
// again with backoff, re-enters tty mode and redraws the last cells.
//
//	c, err := brlapi.Dial("localhost:1", brlapi.Options{})
//	if err != nil { ... }
//	defer c.Close()
//	width, _, err := c.DisplaySize()
//	err = c.EnterTTYMode()
//	err = c.WriteDots([]byte{0x01, 0x03}) // ⠁⠃, then blank cells
//	k, err := c.ReadKey(ctx)               // k.Kind == brlapi.KeyRoute, k.Arg == cell
//
// Protocol facts are in the repository's design/BRLAPI.md.
package brlapi
