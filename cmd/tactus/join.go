package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/tactuschess/tactus/cmd/tactus/internal/app"
	"github.com/tactuschess/tactus/cmd/tactus/internal/app/game"
	"github.com/tactuschess/tactus/cmd/tactus/internal/app/plain"
	"github.com/tactuschess/tactus/cmd/tactus/internal/join"
)

// runJoin is `tactus join URL [--code CODE] [--voice V] [--ui LANG]`: a
// second station in the terminal, paired with another tactus's station,
// speaking the UI language chosen as play chooses it.
func runJoin(e *env, args []string) error {
	s, _ := loadSettings(e, args)
	fs := newFlagSet("join")
	s.Bind(fs)
	code := fs.String("code", "", "the station's six-digit pairing `code` (asked for when not given)")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	u := s.Language(os.Getenv)
	if len(rest) != 1 {
		return usagef("join: %s", u.Join.NeedAddress)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer stop()
	say, notices, closeVoice := app.Voice(ctx, app.SetupSpeech, s, os.Getenv)
	defer closeVoice()
	lines := plain.NewLines(e.stdin)
	defer lines.Stop()
	tell := func(line string) {
		fmt.Fprintln(e.stdout, plain.Clean(line))
		say(game.Output{Kind: game.Event, Text: line})
	}
	go func() {
		for n := range notices {
			fmt.Fprintln(e.stdout, plain.Clean(n.Text))
		}
	}()
	err = join.Run(ctx, join.Options{URL: rest[0], Code: *code, Lines: lines.C(), Tell: tell, UI: u})
	switch {
	case errors.Is(err, join.ErrPairing):
		return errors.New(u.Join.CodeError)
	case errors.Is(err, join.ErrUnreachable):
		return errors.New(u.F(u.Join.NoStation, rest[0]))
	}
	return err
}
