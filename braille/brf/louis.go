package brf

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os/exec"
	"strings"
	"time"

	"github.com/tactuschess/tactus/braille"
)

// Louis translates through liblouis, the translator BRLTTY, NVDA and Orca
// use, by running its lou_translate program (Debian: liblouis-bin) with
// the table and the BRF display table en-us-brf.dis; no cgo. lou_translate
// finds the table the way liblouis does (LOUIS_TABLEPATH, then its data
// directory). One run translates every line.
type Louis struct {
	Program string        // default "lou_translate", looked up in PATH
	Table   string        // default DefaultTable
	Timeout time.Duration // for one run; default 10 seconds
}

// DefaultTable is the liblouis table Louis uses by default: Unified English
// Braille, uncontracted, as the built-in Grade1 writes it.
const DefaultTable = "en-ueb-g1.ctb"

// Errors of Louis.
var (
	// ErrNoLiblouis: the lou_translate program is not installed.
	ErrNoLiblouis = errors.New("brf: liblouis (lou_translate) is not installed")
	// ErrLiblouis is wrapped by the other failures of lou_translate: it
	// exited with an error, took too long, or wrote something else than
	// one line of six-dot BRF per line.
	ErrLiblouis = errors.New("brf: liblouis failed")
)

// Translate translates lines forward. A line is cleaned as Grade1 does
// (one line, single spaces).
func (l Louis) Translate(ctx context.Context, lines []string) ([]braille.Cells, error) {
	in := make([]string, len(lines))
	for i, s := range lines {
		in[i] = cleanLine(s)
	}
	out, err := l.run(ctx, "--forward", in)
	if err != nil {
		return nil, err
	}
	cells := make([]braille.Cells, len(out))
	for i, s := range out {
		cs, err := braille.DecodeBRF(s)
		if err != nil {
			return nil, fmt.Errorf("%w: line %d: %w", ErrLiblouis, i+1, err)
		}
		cells[i] = cs
	}
	return cells, nil
}

// Backward translates Braille back to print (for tests and checks).
func (l Louis) Backward(ctx context.Context, lines []braille.Cells) ([]string, error) {
	in := make([]string, len(lines))
	for i, cs := range lines {
		s, err := braille.EncodeBRF(cs)
		if err != nil {
			return nil, fmt.Errorf("brf: line %d: %w", i+1, err)
		}
		in[i] = upperBRF(s)
	}
	return l.run(ctx, "--backward", in)
}

// run runs lou_translate over lines and returns its lines.
func (l Louis) run(ctx context.Context, dir string, lines []string) ([]string, error) {
	prog, table, timeout := l.Program, l.Table, l.Timeout
	if prog == "" {
		prog = "lou_translate"
	}
	if table == "" {
		table = DefaultTable
	}
	if timeout <= 0 {
		timeout = 10 * time.Second
	}
	path, err := exec.LookPath(prog)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrNoLiblouis, err)
	}
	if len(lines) == 0 {
		return nil, nil
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, path, dir, "en-us-brf.dis,"+table)
	cmd.Stdin = strings.NewReader(louisInput(lines))
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	cmd.WaitDelay = time.Second // a child left holding the output does not keep Run waiting
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("%w: %w: %s", ErrLiblouis, err, firstLine(stderr.String()))
	}
	if i := strings.Index(stderr.String(), "error"); i >= 0 {
		return nil, fmt.Errorf("%w: %s", ErrLiblouis, firstLine(stderr.String()[i:]))
	}
	out := strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n")
	if len(out) != len(lines) {
		return nil, fmt.Errorf("%w: %d lines in, %d out", ErrLiblouis, len(lines), len(out))
	}
	for i := range out {
		out[i] = strings.TrimSuffix(out[i], "\r")
	}
	return out, nil
}

// louisInput is lines as lou_translate reads them: one a line, with the
// backslash (its escape character) doubled.
func louisInput(lines []string) string {
	var b strings.Builder
	for _, s := range lines {
		b.WriteString(strings.ReplaceAll(s, `\`, `\\`))
		b.WriteByte('\n')
	}
	return b.String()
}

// firstLine is the first line of s, trimmed.
func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return s
}
