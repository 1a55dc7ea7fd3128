// Package brlapi is a client for BRLTTY's BrlAPI, written in pure Go (no
// cgo, no libbrlapi). It speaks protocol version 8 (BRLTTY 6.x): the
// handshake, authentication (none and key file), the driver and display
// queries, the display-size parameter, tty mode, writing exact dots, and
// reading keys, which it decodes into typed keys (routing keys with their
// cell, panning, line and paragraph moves, top and bottom, return, typed
// characters).
//
// Dial connects to an address written as BRLTTY writes it ("host:N",
// ":N", a bare host, or "" for $BRLAPI_HOST); NewClient runs the protocol
// over any connection, so tests can script a server over net.Pipe. Every
// request takes a context, whose deadline bounds it; packets are read only
// up to MaxPacketSize.
//
// The display can change size while a client writes to it, and BRLTTY 6.5
// crashes on a write with the old width. A client therefore watches the
// size (WatchDisplaySize), reads it again when BRLTTY reports a change
// (ReadKey returns KeyResize), writes with a region BRLTTY checks rather
// than one it trusts, and never writes with a width it knows to be stale.
//
// Session wraps a client with reconnection: when BRLTTY restarts it dials
// again with backoff, one dial for all its callers, re-enters tty mode,
// redraws the last cells and reports KeyReconnected. See the examples.
package brlapi
