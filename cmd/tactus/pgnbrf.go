package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/braille/brf"
	"github.com/tactuschess/tactus/cmd/tactus/internal/export"
	"github.com/tactuschess/tactus/rules/pgn"
)

// runPGNBRF implements `tactus pgn brf [--width N] [--lines N] FILE.pgn`:
// it writes the file's games as a Braille (BRF) scoresheet in the UK 2015
// chess code on standard output. A bad game stops it with its position.
func runPGNBRF(e *env, args []string) error {
	fs := newFlagSet("pgn brf")
	width := fs.Int("width", 40, "`N` cells a line")
	lines := fs.Int("lines", 25, "`N` lines a page")
	files, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(files) != 1 {
		return usagef("pgn brf: give one PGN file\n%s", flagUsage(fs))
	}
	if *width < 1 || *lines < 1 {
		return usagef("pgn brf: --width and --lines must be positive")
	}
	games, err := readPGNFile(e, files[0])
	if err != nil {
		return err
	}
	sheets := make([]brf.Game, len(games))
	for i, g := range games {
		sheets[i] = brf.Game{Title: export.Title(g), Start: g.Start, Moves: g.MainLine(), Result: string(g.Result)}
	}
	opts := brf.Options{LineLength: *width, PageLength: *lines}
	if err := brf.WriteGames(e.stdout, braille.UK2015(), sheets, opts); err != nil {
		if errors.Is(err, brf.ErrBadOptions) {
			return usagef("pgn brf: %v", err)
		}
		return fmt.Errorf("pgn brf: %w", err)
	}
	return nil
}

// readPGNFile reads every game of a file ("-" for standard input); the
// first bad game is an error naming FILE:LINE:COLUMN.
func readPGNFile(e *env, name string) ([]*pgn.Game, error) {
	var in io.Reader = e.stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return nil, fmt.Errorf("pgn: %w", err)
		}
		defer f.Close()
		in = f
	}
	r := pgn.NewReader(in)
	var games []*pgn.Game
	for {
		g, err := r.Next()
		if err == io.EOF {
			return games, nil
		}
		var perr *pgn.Error
		if errors.As(err, &perr) {
			return nil, fmt.Errorf("%s:%d:%d: game %d: %v: %w", name, perr.Line, perr.Column, perr.Game, perr.Kind, perr.Err)
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		games = append(games, g)
	}
}
