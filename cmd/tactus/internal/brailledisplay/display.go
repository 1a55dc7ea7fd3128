// Package brailledisplay drives the visually impaired player's refreshable Braille
// display for the app, through BRLTTY's BrlAPI: it shows the game's lines in
// the Braille chess code (the last move, the clocks, the board rank by rank,
// the scoresheet) and the app's messages on the cells, follows the display's
// own keys over them, and turns what the player does on the display into
// inputs for the game's loop: two routing keys over two squares, or a move
// typed on the display's Braille keyboard and ended with dot 8 (or Return),
// each become an input.BrailleMove in UCI ("e2e4"); dots 7 and 8 together
// are input.Listen.
//
// What each key does over the lines is Keys, which `tactus braille
// --display` uses too. Frames and messages are queued without blocking
// and never lost; frames queued one after another are drawn as the newest
// of them, so a display slow to take writes is sent the newest frame at
// its next write, never the backlog.
//
// The display is never needed for the game to go on: when BRLTTY is missing
// or goes away, the display keeps trying in the background and the app is
// told once, in one short sentence, as soon as the connection is lost, and
// again once when it is back.
//
//	d := brailledisplay.Open(ctx, brailledisplay.Options{Dial: dial, Code: braille.UK2015()})
//	defer d.Close()
//	d.Set(brailledisplay.Frame{Board: board, Clocks: &clocks, Input: pos})
//	for m := range d.Input() { … an input.BrailleMove or input.Listen for the loop … }
package brailledisplay

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/braille/brlapi"
	"github.com/tactuschess/tactus/cmd/tactus/internal/input"
	"github.com/tactuschess/tactus/rules"
)

// Frame is what the display shows of the game, and the position in which
// a move made on the display is read.
type Frame struct {
	// Board is the visually impaired player's record as a game.
	Board *rules.Game
	// Clocks are White's and Black's times left; nil: no clock line.
	Clocks *[2]time.Duration
	// Flip shows the board from Black's side.
	Flip bool
	// Input is the position a routed or typed move is read in.
	Input rules.Position
	// Top: go to the first line (the last move), as after a new move.
	Top bool
}

// Options say how to reach the display and how to write chess.
type Options struct {
	// Dial connects to BRLTTY (brlapi.DialContext with the address).
	Dial brlapi.Dialer
	// Code is the Braille chess code; nil means braille.UK2015().
	Code *braille.Code
	// Session tunes reconnection (zero: the package defaults).
	Session brlapi.SessionOptions
	// Gone makes the notice that the display cannot be used, from why (see
	// Problem); nil says it in English. Back is the notice of its return;
	// "" says it in English. The app passes its UI language's sentences.
	Gone func(why string) string
	Back string
	// Messages are what the display itself shows on its cells (a refused
	// routing or typed move); empty fields say it in English.
	Messages Messages
}

// Display is one Braille display in use by the app. Its methods may be
// called from any goroutine; none of them blocks on the display.
type Display struct {
	s       *brlapi.Session
	cancel  context.CancelFunc
	done    chan struct{}
	input   chan input.Msg
	notices chan string
	wake    chan struct{} // one token: updates are queued

	qmu     sync.Mutex
	queued  []update // updates the loop has not taken yet (see queue)
	goneMsg func(why string) string
	backMsg string

	// owned by the loop goroutine
	keys    *Keys
	lost    bool // told that the display is gone, not yet that it is back
	widthOK bool
	last    []byte // the cells written last

	mu     sync.Mutex
	writes int // cells written, for tests and benchmarks
}

// update is a frame or a message (or a notice) for the loop.
type update struct {
	frame *Frame
	msgs  []Msg
	note  bool
	moved bool // frames merged into this one were of other positions
}

// Msg is one line of a message on the cells: its text, then its moves in
// the Braille chess code (never spelt as text), each after a blank; with
// Numbered the first is written as an isolated numbered move (its move
// number, and Black's mark for a Black move), as a scoresheet line is.
type Msg struct {
	Text     string
	Moves    []Played
	Numbered bool
}

// Played is a move and the position before it.
type Played struct {
	Before rules.Position
	Move   rules.Move
}

// Open starts using the display in the background and returns at once.
func Open(ctx context.Context, o Options) *Display {
	ctx, cancel := context.WithCancel(ctx)
	d := &Display{
		s:       brlapi.NewSession(o.Dial, o.Session),
		cancel:  cancel,
		done:    make(chan struct{}),
		input:   make(chan input.Msg, 8),
		notices: make(chan string, 8),
		wake:    make(chan struct{}, 1),
		keys:    NewKeys(o.Code, o.Messages, 40),
		goneMsg: o.Gone,
		backMsg: o.Back,
	}
	if d.goneMsg == nil {
		d.goneMsg = func(why string) string {
			return "The Braille display is not available (" + why + "); tactus goes on and keeps trying."
		}
	}
	if d.backMsg == "" {
		d.backMsg = "The Braille display is back."
	}
	go d.run(ctx)
	return d
}

// Input delivers what the player made on the display: moves
// (input.BrailleMove, in UCI) and the listen chord (input.Listen).
func (d *Display) Input() <-chan input.Msg { return d.input }

// Notices delivers one short sentence when the display goes away or comes
// back, for the app to print and say.
func (d *Display) Notices() <-chan string { return d.notices }

// Set shows a new frame of the game; a message on the cells stays until the
// reader moves, unless f.Top asks for the first line.
func (d *Display) Set(f Frame) { d.send(update{frame: &f}) }

// Show puts a message on the cells (a refused move, an answer, the result)
// until the reader moves.
func (d *Display) Show(msg string) { d.send(update{msgs: []Msg{{Text: msg}}}) }

// ShowLines puts a message of several lines on the cells (an answer, line
// by line): panning right goes through each line and on to the next, and
// each line starts on a window of its own.
func (d *Display) ShowLines(msgs []string) {
	ms := make([]Msg, len(msgs))
	for i, m := range msgs {
		ms[i] = Msg{Text: m}
	}
	d.ShowMsgs(ms)
}

// ShowMsgs is ShowLines with moves: each line's move is shown in the
// Braille chess code after its text.
func (d *Display) ShowMsgs(msgs []Msg) {
	if len(msgs) > 0 {
		d.send(update{msgs: append([]Msg(nil), msgs...)})
	}
}

// Note shows a notice from outside the game (the voice failed) without
// taking the place of the message on the cells: the notice goes after it
// (the result of the game stays), and alone when there is none.
func (d *Display) Note(msg string) { d.send(update{msgs: []Msg{{Text: msg}}, note: true}) }

// send queues an update for the loop and wakes it; it never blocks, and
// never loses what the display must end showing (see queue).
func (d *Display) send(u update) {
	d.qmu.Lock()
	d.queued = queue(d.queued, u)
	d.qmu.Unlock()
	d.wakeUp()
}

// wakeUp tells the loop that updates are queued.
func (d *Display) wakeUp() {
	select {
	case d.wake <- struct{}{}:
	default: // the loop is woken already
	}
}

// next takes the oldest update queued; more says others wait.
func (d *Display) next() (u update, ok, more bool) {
	d.qmu.Lock()
	defer d.qmu.Unlock()
	if len(d.queued) == 0 {
		return update{}, false, false
	}
	u = d.queued[0]
	d.queued = d.queued[1:]
	return u, true, len(d.queued) > 0
}

// queue adds u to the updates the loop has not taken. A frame queued
// right after a frame replaces it (the newest frame wins; the first line
// asked for by either, and the game having moved on in between, are
// kept), so that a display slow to take writes is sent the newest frame
// at its next write, never the backlog; messages and notes are never
// dropped, and each is drawn in its turn.
func queue(q []update, u update) []update {
	if n := len(q); n > 0 && u.frame != nil && q[n-1].frame != nil {
		q[n-1] = newer(q[n-1], u)
		return q
	}
	return append(q, u)
}

// newer is frame b applied after frame a, as one frame.
func newer(a, b update) update {
	f := *b.frame
	f.Top = f.Top || a.frame.Top
	return update{frame: &f, moved: a.moved || b.moved || a.frame.Input != b.frame.Input}
}

// Writes counts the times cells were written to the display.
func (d *Display) Writes() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.writes
}

// Close stops using the display and gives it back to BRLTTY.
func (d *Display) Close() error {
	d.cancel()
	<-d.done
	if err := d.s.Close(); err != nil {
		return fmt.Errorf("display: %w", err)
	}
	return nil
}

// run is the loop: it connects, then draws after every update and key.
func (d *Display) run(ctx context.Context) {
	defer close(d.done)
	// The first connection is made before keys are read, so that a missing
	// BRLTTY is told at once; ReadKey makes every later one.
	if err := d.s.Connect(ctx); err != nil && ctx.Err() == nil {
		d.gone(err)
	} else if err == nil {
		d.resize(ctx)
		d.draw(ctx) // what came before the connection
	}
	keys := make(chan keyOrErr)
	go d.readKeys(ctx, keys)
	for {
		select {
		case <-ctx.Done():
			return
		case <-d.wake:
			u, ok, more := d.next()
			if more {
				d.wakeUp()
			}
			if ok {
				d.apply(u)
			}
		case k := <-keys:
			if k.err != nil {
				d.gone(k.err)
				continue
			}
			d.key(ctx, k.key)
		}
		d.draw(ctx)
	}
}

// keyOrErr is one result of ReadKey.
type keyOrErr struct {
	key brlapi.Key
	err error
}

// readKeys reads the display's keys until ctx ends; ReadKey itself
// reconnects when BRLTTY goes away.
func (d *Display) readKeys(ctx context.Context, out chan<- keyOrErr) {
	for {
		k, err := d.s.ReadKey(ctx)
		if ctx.Err() != nil || errors.Is(err, brlapi.ErrClosed) {
			return
		}
		select {
		case out <- keyOrErr{k, err}:
		case <-ctx.Done():
			return
		}
	}
}

// apply takes a frame or a message.
func (d *Display) apply(u update) {
	if u.frame != nil {
		d.keys.setFrame(*u.frame, u.moved)
		return
	}
	d.keys.showMsgs(u.msgs, u.note)
}

// draw writes the window the view shows.
func (d *Display) draw(ctx context.Context) {
	if !d.widthOK {
		return
	}
	cells := d.keys.View().Cells().Bytes()
	if bytes.Equal(cells, d.last) {
		return
	}
	err := d.s.WriteDots(ctx, cells)
	switch {
	case err == nil:
		d.last = cells
		d.mu.Lock()
		d.writes++
		d.mu.Unlock()
	case ctx.Err() != nil:
	default:
		// ErrDisconnected: the cells are kept and drawn on reconnection
		d.last = nil
		d.gone(err)
	}
}

// gone tells the app once that the display cannot be used now.
func (d *Display) gone(err error) {
	if d.lost {
		return
	}
	d.lost = true
	d.notify(d.goneMsg(Problem(err)))
}

// notify queues a notice; a full queue drops it rather than block.
func (d *Display) notify(s string) {
	select {
	case d.notices <- s:
	default:
	}
}

// resize reads the display's width again (never write with a stale one).
func (d *Display) resize(ctx context.Context) {
	w, err := d.s.Width(ctx)
	if err != nil {
		d.widthOK = false
		d.gone(err)
		return
	}
	d.keys.View().SetWidth(w)
	d.widthOK = true
}

// Problem says in a few words what is wrong with the display.
func Problem(err error) string {
	var be *brlapi.Error
	switch {
	case errors.As(err, &be):
		return "BRLTTY reports " + be.Code.String()
	case errors.Is(err, brlapi.ErrBadAddress):
		return "the BrlAPI address is wrong"
	case errors.Is(err, brlapi.ErrNoDisplay):
		return "BRLTTY has no display connected"
	case errors.Is(err, brlapi.ErrNoAuthMethod):
		return "BRLTTY asks for an authentication tactus cannot give"
	}
	return "BRLTTY cannot be reached"
}
