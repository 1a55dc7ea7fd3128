package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/narrate"
	"github.com/tactuschess/tactus/rules/notation"
	"github.com/tactuschess/tactus/rules/pgn"
)

// pgnUsage lists the pgn subcommands.
const pgnUsage = `usage:
  tactus pgn check FILE...                         read every game; print "FILE: games N, plies N, errors N"
  tactus pgn brf [--width N] [--lines N] FILE.pgn  write the games as a Braille (BRF) scoresheet`

// runPGN implements `tactus pgn SUBCOMMAND ...`.
func runPGN(e *env, args []string) error {
	if len(args) == 0 {
		return usagef("pgn: missing subcommand\n%s", pgnUsage)
	}
	switch args[0] {
	case "check":
		return runPGNCheck(e, args[1:])
	case "brf":
		return runPGNBRF(e, args[1:])
	case "-h", "--help", "help":
		return &helpRequest{text: pgnUsage + "\n"}
	}
	return usagef("pgn: unknown subcommand %q\n%s", args[0], pgnUsage)
}

// runPGNCheck implements `tactus pgn check FILE...`: every game of every
// file is read; each bad game is reported on standard error as
// FILE:LINE:COLUMN: message, and the exit status is 1 if any was bad.
// "-" reads standard input.
func runPGNCheck(e *env, args []string) error {
	fs := newFlagSet("pgn check")
	files, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(files) == 0 {
		return usagef("pgn check: no files given\n%s", pgnUsage)
	}
	failed := false
	for _, name := range files {
		c, err := checkPGN(e, name)
		if err != nil {
			fmt.Fprintf(e.stderr, "tactus: pgn check: %s\n", checkProblem(name, err))
			failed = true
			continue
		}
		fmt.Fprintf(e.stdout, "%s: games %d, plies %d, errors %d\n", name, c.games, c.plies, c.errors)
		failed = failed || c.errors > 0
	}
	if failed {
		return errSilentFailure
	}
	return nil
}

// pgnCount is what pgn check counts in one file: every game (good or
// bad), the main-line plies of the good games, and the bad games.
type pgnCount struct{ games, plies, errors int }

// checkPGN reads one file, reporting each bad game on e.stderr.
func checkPGN(e *env, name string) (pgnCount, error) {
	var c pgnCount
	var in io.Reader = e.stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return c, err
		}
		defer f.Close()
		in = f
	}
	r := pgn.NewReader(in)
	for {
		g, err := r.Next()
		if err == io.EOF {
			return c, nil
		}
		var perr *pgn.Error
		switch {
		case errors.As(err, &perr):
			c.games++
			c.errors++
			fmt.Fprintf(e.stderr, "%s:%d:%d: game %d: %s\n", name, perr.Line, perr.Column, perr.Game, pgnProblem(perr))
		case err != nil:
			return c, failed(name, err)
		default:
			c.games++
			c.plies += len(g.Moves)
			for _, w := range g.Warnings {
				fmt.Fprintf(e.stderr, "%s:%d:%d: game %d: warning: %s\n", name, w.Line, w.Column, c.games, w.Text)
			}
		}
	}
}

// pgnProblem says what is wrong with a bad game for a person: a move that
// cannot be played as every command says it (`"Ke3": no king can move to
// e3; legal: Ke2.`), anything else from its typed reason
// (catalog.UI.PGNReason).
func pgnProblem(perr *pgn.Error) string {
	var me *notation.MoveError
	if errors.Is(perr.Kind, pgn.ErrIllegalMove) && errors.As(perr.Err, &me) {
		return narrate.InputProblem(me.Input, perr.Err, notation.English) + "." // as playMoves says it
	}
	return catalog.English().PGNReason(perr)
}

// checkProblem says why the file name could not be checked at all.
func checkProblem(name string, err error) string {
	u := catalog.English()
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return u.FileProblem(name, err)
	}
	return said(u, err)
}
