package shell

import (
	"context"

	"github.com/tactuschess/tactus/braille/brlapi"
	"github.com/tactuschess/tactus/cmd/tactus/internal/brailledisplay"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
)

// BrailleAddress returns the BrlAPI address setting asks for (the brlapi
// setting: an address, auto, or none), and whether it asks for a display
// at all.
func BrailleAddress(setting string) (addr string, ok bool) {
	switch setting {
	case "", "none":
		return "", false
	case "auto":
		return "", true // brlapi reads $BRLAPI_HOST, else BRLTTY's default
	}
	return setting, true
}

// OpenBraille starts the Braille display the settings name, with the
// display's own messages and its notices of going and coming back in the
// UI language (Notices: each screen prints, says and shows them), for the
// game, review and join alike; nil when the settings ask for no display.
func (sh Shell) OpenBraille(ctx context.Context) *brailledisplay.Display {
	addr, ok := BrailleAddress(sh.Settings.BrlAPI)
	if !ok {
		return nil
	}
	return OpenDisplay(ctx, addr, sh.DialBraille, sh.Lang())
}

// OpenDisplay starts the Braille display at addr ("" for BRLTTY's
// default), telling its comings and goings in u's language; dial, when
// not nil, replaces the real connection (tests).
func OpenDisplay(ctx context.Context, addr string, dial brlapi.Dialer, u *catalog.UI) *brailledisplay.Display {
	if dial == nil {
		dial = func(ctx context.Context) (*brlapi.Client, error) {
			return brlapi.DialContext(ctx, addr, brlapi.Options{})
		}
	}
	return brailledisplay.Open(ctx, brailledisplay.Options{Dial: dial, Back: u.App.BrailleBack,
		Gone:     func(why string) string { return catalog.Fill(u.App.BrailleGone, why) },
		Messages: DisplayMessages(u)})
}

// DisplayMessages are the Braille display's own messages in u's language,
// for brailledisplay.Options.
func DisplayMessages(u *catalog.UI) brailledisplay.Messages {
	return brailledisplay.Messages{Promotion: u.App.BraillePromotion, TypePiece: u.App.BrailleTypePiece,
		NotLegal: u.App.BrailleNotLegal, NoPiece: u.App.BrailleNoPiece, NotAMove: u.App.BrailleNotAMove,
		Busy: u.App.BrailleBusy, Or: u.Or}
}

// ForwardNotices forwards the display's notices as notices for a screen
// onto out, until ctx ends.
func ForwardNotices(ctx context.Context, in <-chan string, out chan<- table.Output) {
	for {
		select {
		case s := <-in:
			select {
			case out <- table.Output{Kind: table.Notice, Text: s}:
			case <-ctx.Done():
				return
			}
		case <-ctx.Done():
			return
		}
	}
}
