package game

import (
	"context"

	"github.com/tactuschess/tactus/braille/brlapi"
	"github.com/tactuschess/tactus/cmd/tactus/internal/brailledisplay"
	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
)

// OpenBraille starts the Braille display settings s name (brlapi: an
// address, auto, or none), as Run does for a game, with the display's own
// messages and its notices of going and coming back in s's UI language
// (getenv may be nil); dial, when not nil, replaces the connection
// (tests). It returns nil when s ask for no brailledisplay. tactus join shows
// its lines and the player's board on it.
func OpenBraille(ctx context.Context, s settings.Settings, getenv func(string) string, dial brlapi.Dialer) *brailledisplay.Display {
	addr, ok := brailleAddress(s.BrlAPI)
	if !ok {
		return nil
	}
	return openDisplay(ctx, addr, dial, s.Language(getenv))
}
