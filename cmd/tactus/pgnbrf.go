package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/tactuschess/tactus/braille/brf"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/export"
	"github.com/tactuschess/tactus/rules/pgn"
)

// runPGNBRF implements `tactus pgn brf [--width N] [--lines N] [--table
// NAME | --builtin] [--no-page-numbers] FILE.pgn`: it writes the file's
// games as a Braille (BRF) scoresheet on standard output, the moves in the
// UK 2015 chess code, the headings in literary Braille through liblouis
// (or the built-in UEB grade 1, with a note on standard error when
// liblouis is missing or fails). A null move is written "--". A game that
// cannot be read or whose moves cannot be played is left out with a
// warning on standard error (its number and why); the others are written.
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
	var headings brf.Translator = brf.Louis{Table: *table}
	if *builtin {
		headings = brf.Grade1{}
	}
	opts := brf.Options{LineLength: *width, PageLength: *lines, NoPageNumbers: *noNumbers, Headings: headings}
	bw, err := export.NewBRFWriter(context.Background(), e.stdout, opts)
	if errors.Is(err, brf.ErrBadOptions) {
		return usagef("pgn brf: --width must be 12 to 200 cells and --lines 2 to 1000 (1 with --no-page-numbers)")
	}
	if err != nil {
		return failed("pgn brf", err)
	}
	leftOut, err := eachPGNGame(e, files[0], func(n int, g *pgn.Game) error {
		if long := export.LongTags(g); len(long) > 0 {
			fmt.Fprintf(e.stderr, "Game %d: %s too long for a heading; cut to %d characters.\n", n, tagList(long), export.MaxHeading)
		}
		return bw.Add(g)
	})
	if err != nil {
		return failed("pgn brf", err)
	}
	written, err := bw.Close()
	if err != nil {
		return failed("pgn brf", err)
	}
	for _, s := range written.Skipped {
		fmt.Fprintf(e.stderr, "Game %d is left out: its move %d for %s cannot be played.\n", fileNumber(s.Game, leftOut), s.Move, s.Side)
	}
	if note := written.Note(); note != "" {
		fmt.Fprintln(e.stderr, note)
	}
	if written.Pages == 0 && len(leftOut)+len(written.Skipped) > 0 {
		return problemf("pgn brf: no game could be written")
	}
	return nil
}

// tagList names tags for a sentence: "The tag White is", "The tags White
// and Black are".
func tagList(names []string) string {
	if len(names) == 1 {
		return "the tag " + names[0] + " is"
	}
	return "the tags " + strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1] + " are"
}

// fileNumber is the number in the file of the i-th game read well (from
// 1), given the numbers of the games left out, in order.
func fileNumber(i int, leftOut []int) int {
	n := i
	for _, l := range leftOut {
		if l > n {
			break
		}
		n++
	}
	return n
}

// eachPGNGame reads the games of a file ("-" for standard input) one at a
// time and hands each to f with its number in the file, holding one game
// in memory. A game that cannot be read is left out with a warning on
// standard error ("FILE:LINE:COLUMN: game N: why: it is left out.") and
// its number returned among leftOut.
func eachPGNGame(e *env, name string, f func(n int, g *pgn.Game) error) (leftOut []int, err error) {
	var in io.Reader = e.stdin
	if name != "-" {
		file, err := os.Open(name)
		if err != nil {
			return nil, err
		}
		defer file.Close()
		in = file
	}
	r := pgn.NewReader(in)
	for n := 1; ; n++ {
		g, err := r.Next()
		if err == io.EOF {
			return leftOut, nil
		}
		var perr *pgn.Error
		if errors.As(err, &perr) {
			fmt.Fprintf(e.stderr, "%s:%d:%d: game %d: %s: it is left out.\n", name, perr.Line, perr.Column, perr.Game, catalog.English().PGNReason(perr))
			leftOut = append(leftOut, n)
			continue
		}
		if err != nil {
			return nil, failed(name, err)
		}
		if err := f(n, g); err != nil {
			return nil, err
		}
	}
}
