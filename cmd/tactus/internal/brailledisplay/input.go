package brailledisplay

import (
	"context"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/braille/brlapi"
	"github.com/tactuschess/tactus/cmd/tactus/internal/input"
)

// key acts on one key of the display: a size change or a reconnection
// here, every other key by the display's Keys; a move made goes to the
// app, as does the listen chord.
func (d *Display) key(ctx context.Context, k brlapi.Key) {
	switch k.Kind {
	case brlapi.KeyResize:
		d.last = nil
		d.resize(ctx)
		return
	case brlapi.KeyReconnected:
		d.last = nil
		d.resize(ctx)
		if d.lost && d.widthOK {
			d.lost = false
			d.notify(d.backMsg)
		}
		return
	}
	switch did := d.keys.Key(k); did.Kind {
	case DidPlay:
		pos := d.keys.Frame().Input
		d.emit(input.BrailleMove{Move: pos.UCI(did.Move)})
	case DidListen:
		d.emit(input.Listen{})
	}
}

// emit hands an input to the app; when the app has not taken the inputs
// before, the display says it is busy rather than wait.
func (d *Display) emit(m input.Msg) {
	select {
	case d.input <- m:
	default:
		d.keys.put(nil, braille.Message(d.keys.msgs.Busy))
	}
}
