package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/signal"
	"syscall"

	"github.com/tactuschess/tactus/cmd/tactus/internal/review"
)

// runReview is `tactus review FILE.pgn [--game N] [play's flags]`: the
// review screen over a PGN file of any size, in plain mode — list and
// search its games, step through one with its comments, NAGs and
// variations, and ask the app's questions about the position.
func runReview(e *env, args []string) error {
	s, _ := loadSettings(e)
	flags := newFlagSet("review")
	s.Bind(flags)
	game := flags.Int("game", 0, "open game `N` at once (default: list the games)")
	rest, err := parseFlags(flags, args)
	if err != nil {
		return err
	}
	if len(rest) != 1 {
		return usagef("review: give one PGN file: tactus review FILE.pgn [--game N]")
	}
	lang, err := s.Notation()
	if err != nil {
		return usagef("review: %v", err)
	}
	say, err := s.Announcer()
	if err != nil {
		return usagef("review: %v", err)
	}
	f, err := os.Open(rest[0])
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return fmt.Errorf("review: cannot open %s: %w", rest[0], err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return fmt.Errorf("review: %w", err)
	}
	ix, err := review.Build(f, st.Size())
	if err != nil {
		return err
	}
	if *game < 0 || *game > ix.Len() {
		return usagef("review: --game %d: %s has %d games", *game, rest[0], ix.Len())
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer stop()
	r := review.New(review.Options{Index: ix, Say: say, UI: s.Language(os.Getenv), Lang: lang})
	return review.Run(ctx, r, *game, e.stdin, e.stdout, nil)
}
