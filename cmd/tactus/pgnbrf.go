package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/tactuschess/tactus/braille/brf"
	"github.com/tactuschess/tactus/cmd/tactus/internal/export"
	"github.com/tactuschess/tactus/rules/pgn"
)

// runPGNBRF implements `tactus pgn brf [--width N] [--lines N] [--table
// NAME | --builtin] [--no-page-numbers] FILE.pgn`: it writes the file's
// games as a Braille (BRF) scoresheet on standard output, the moves in the
// UK 2015 chess code, the headings in literary Braille through liblouis
// (or the built-in UEB grade 1, with a note on standard error when
// liblouis is missing or fails). A bad game stops it with its position.
func runPGNBRF(e *env, args []string) error {
	fs := newFlagSet("pgn brf")
	width := fs.Int("width", 40, "`N` cells a line")
	lines := fs.Int("lines", 25, "`N` lines a page")
	table := fs.String("table", brf.DefaultTable, "liblouis `TABLE` for the headings (en-ueb-g2.ctb: contracted)")
	builtin := fs.Bool("builtin", false, "headings in the built-in UEB grade 1, without liblouis")
	noNumbers := fs.Bool("no-page-numbers", false, "leave out the braille page numbers")
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
	var headings brf.Translator = brf.Louis{Table: *table}
	if *builtin {
		headings = brf.Grade1{}
	}
	opts := brf.Options{LineLength: *width, PageLength: *lines, NoPageNumbers: *noNumbers, Headings: headings}
	note, err := export.WriteBRF(context.Background(), e.stdout, games, opts)
	if errors.Is(err, brf.ErrBadOptions) {
		return usagef("pgn brf: --width must be 12 to 200 cells and --lines 2 to 1000 (1 with --no-page-numbers)")
	}
	if err != nil {
		return fmt.Errorf("pgn brf: %w", err)
	}
	if note != "" {
		fmt.Fprintln(e.stderr, note)
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
