package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"sync"
	"syscall"

	"github.com/tactuschess/tactus/cmd/tactus/internal/ask"
	"github.com/tactuschess/tactus/cmd/tactus/internal/game/plain"
	"github.com/tactuschess/tactus/cmd/tactus/internal/input"
	"github.com/tactuschess/tactus/cmd/tactus/internal/join"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
)

// joinFlags are the settings tactus join takes as flags (besides --code):
// how it speaks and shows, not how a game is played.
var joinFlags = []string{"ui", "lang", "vocab", "style", "voice", "device", "rate", "spawn-speechd", "brlapi"}

// runJoin is `tactus join URL [--code CODE] [--voice V] [--brlapi ADDRESS]
// [--ui LANG]`: a second station in the terminal, paired with another
// tactus's station, speaking the UI language chosen as play chooses it and
// showing its lines and the player's board on the Braille display play
// would use.
func runJoin(e *env, args []string) error {
	s, _ := loadSettings(e, args)
	fs := newFlagSet("join")
	s.BindOnly(fs, joinFlags...)
	code := fs.String("code", "", "the station's six-digit pairing `code` (asked for when not given)")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	sh := newShell(e, s) // the screen's voice, display and words
	u := sh.UI
	if len(rest) != 1 {
		return usagef("join: %s", u.Join.NeedAddress)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer stop()
	say, notices, closeVoice := sh.Voice(ctx)
	defer closeVoice()
	lines := input.NewLines(e.stdin)
	defer lines.Stop()
	var mu sync.Mutex // the lines come from join, the voice and the display
	printLine := func(line string) {
		mu.Lock()
		defer mu.Unlock()
		fmt.Fprintln(e.stdout, plain.Clean(line))
	}
	tell := func(line string) {
		printLine(line)
		say(table.Output{Kind: table.Event, Text: line})
	}
	go func() {
		for n := range notices {
			printLine(n.Text)
		}
	}()
	o := join.Options{URL: rest[0], Code: *code, Lines: lines.C(), Tell: tell, UI: u}
	if say, err := s.Announcer(); err == nil { // the questions answered in the player's words
		say.Lang = u.Lang
		o.Asker = ask.Asker{Say: say, UI: u}
		if lang, err := s.NotationIn(u); err == nil {
			o.Asker.Lang = lang
		}
	}
	if d := sh.OpenBraille(ctx); d != nil {
		defer d.Close()
		o.Braille = d
		go func() { // told once when it goes, once when it is back
			for {
				select {
				case n := <-d.Notices():
					tell(n)
				case <-ctx.Done():
					return
				}
			}
		}()
	}
	err = join.Run(ctx, o)
	switch {
	case errors.Is(err, join.ErrPairing):
		return &problem{msg: u.Join.CodeError}
	case errors.Is(err, join.ErrUnreachable):
		return &problem{msg: u.F(u.Join.NoStation, rest[0])}
	}
	return err
}
