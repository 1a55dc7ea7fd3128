package main

import (
	"errors"
	"flag"
	"io"
	"strings"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

// newFlagSet returns a flag set for a subcommand whose errors are reported
// by the caller rather than by the flag package.
func newFlagSet(name string) *flag.FlagSet {
	fs := flag.NewFlagSet("tactus "+name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// parseFlags parses args, allowing flags and positional arguments to be
// interleaved ("status e2e4 --fen …"); "--" ends flag parsing. It returns
// the positional arguments, or a usage error.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	var positional []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, &helpRequest{text: flagUsage(fs)}
			}
			return nil, usagef("%s: %v\n%s", strings.TrimPrefix(fs.Name(), "tactus "), err, flagUsage(fs))
		}
		args = fs.Args()
		if len(args) == 0 {
			return positional, nil
		}
		if args[0] == "--" {
			return append(positional, args[1:]...), nil
		}
		positional = append(positional, args[0])
		args = args[1:]
	}
}

// flagUsage describes the flags of fs.
func flagUsage(fs *flag.FlagSet) string {
	var b strings.Builder
	b.WriteString("flags of " + fs.Name() + ":\n")
	fs.SetOutput(&b)
	fs.PrintDefaults()
	fs.SetOutput(io.Discard)
	// A screen reader would read the whole start FEN aloud.
	return strings.ReplaceAll(b.String(), `(default "`+rules.StartFEN+`")`, "(default: the standard starting position)")
}

// helpRequest is returned when the user asked for a command's flags with
// -h or --help: the text goes to standard output and the exit status is 0.
type helpRequest struct{ text string }

func (h *helpRequest) Error() string { return h.text }

// langUsage describes the --lang flag of the commands that read moves.
const langUsage = "piece letters of the moves: `L` is en, de, fr, es, it, pt, nl, sk, cs, pl or fig"

// gameAndLanguage reads the --fen and --lang flags shared by the commands
// that play moves: the game to play them in and their notation language.
func gameAndLanguage(cmd, fen, lang string) (*rules.Game, notation.Language, error) {
	pos, err := rules.ParseFEN(fen)
	if err != nil {
		return nil, 0, usagef("%s: --fen: %v", cmd, err)
	}
	l, err := notation.ParseLanguage(lang)
	if err != nil {
		return nil, 0, usagef("%s: --lang: %v", cmd, err)
	}
	return rules.NewGame(pos), l, nil
}
