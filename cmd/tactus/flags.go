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
			return nil, usagef("%s: %s; %s -h lists the flags", strings.TrimPrefix(fs.Name(), "tactus "), flagProblem(err), fs.Name())
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

// flagProblem says a flag package error the way tactus says the others:
// `--control "5x": …` rather than `invalid value "5x" for flag -control: …`,
// and `--bogus is not a flag` rather than `flag provided but not defined`.
func flagProblem(err error) string {
	msg := err.Error()
	if rest, ok := strings.CutPrefix(msg, "invalid boolean value "); ok {
		msg = "invalid value " + strings.Replace(rest, " for -", " for flag -", 1)
	}
	if rest, ok := strings.CutPrefix(msg, "invalid value "); ok {
		// invalid value "V" for flag -NAME: WHY
		if v, after, ok := strings.Cut(rest, " for flag -"); ok {
			if name, why, ok := strings.Cut(after, ": "); ok {
				why = strings.TrimPrefix(why, "parse error")
				why = strings.TrimPrefix(forPeople(": "+why), ": ")
				why = strings.TrimPrefix(why, "invalid value: ")
				if why == "invalid value" {
					why = "not a valid value"
				}
				if why == "" || strings.HasPrefix(why, "strconv.") {
					why = "not a valid value"
				}
				return "--" + name + " " + v + ": " + why
			}
		}
	}
	if name, ok := strings.CutPrefix(msg, "flag provided but not defined: -"); ok {
		return "--" + strings.TrimPrefix(name, "-") + " is not a flag"
	}
	if name, ok := strings.CutPrefix(msg, "flag needs an argument: -"); ok {
		return "--" + strings.TrimPrefix(name, "-") + " needs a value"
	}
	return msg
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
