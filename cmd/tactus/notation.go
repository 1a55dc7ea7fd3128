package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

// runNotation implements `tactus notation [--fen FEN] [--lang L]
// [--to san|lan|uci] [--out-lang L] MOVE...`: it plays the moves in order
// and prints each one converted, one per line.
func runNotation(e *env, args []string) error {
	fs := newFlagSet("notation")
	fen := fs.String("fen", rules.StartFEN, "start from this `FEN`")
	chess960 := fs.Bool("chess960", false, chess960Usage)
	langCode := fs.String("lang", "en", "piece letters of the moves typed: `L` is en, de, fr, es, it, pt, nl, sk, cs, pl or fig")
	to := fs.String("to", "san", "write the moves as `FORM`: san, lan or uci")
	outCode := fs.String("out-lang", "", "piece letters of the output, `L` as for --lang (default: --lang)")
	moves, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	lang, err := parseLang("notation", "lang", *langCode)
	if err != nil {
		return err
	}
	out := lang
	if *outCode != "" {
		if out, err = parseLang("notation", "out-lang", *outCode); err != nil {
			return err
		}
	}
	format, err := moveFormat(*to, out)
	if err != nil {
		return err
	}
	if len(moves) == 0 {
		return usagef("notation: no moves given\n%s", flagUsage(fs))
	}
	pos, err := readFEN("notation", *fen, *chess960)
	var ue *usageError
	if errors.As(err, &ue) {
		return err
	}
	if err != nil {
		return badUsage("notation: --fen", err)
	}
	return playMoves(rules.NewGame(pos), moves, lang, typed(lang), func(before *rules.Position, m rules.Move) error {
		fmt.Fprintln(e.stdout, format(before, m))
		return nil
	})
}

// moveFormat returns the function writing a move in the form named by to.
func moveFormat(to string, lang notation.Language) (func(*rules.Position, rules.Move) string, error) {
	switch to {
	case "san":
		return lang.SAN, nil
	case "lan":
		return lang.LAN, nil
	case "uci":
		return notation.UCI, nil
	}
	return nil, usagef("notation: --to %q: use san, lan or uci", to)
}

// parseLang reads the value of a language flag of cmd (--lang, --out-lang),
// or returns a usage error that names the value and lists the languages:
// `notation: --lang "xx": not a notation language; write en, de, … or fig.`
func parseLang(cmd, flagName, code string) (notation.Language, error) {
	l, err := notation.ParseLanguage(code)
	if err != nil {
		langs := notation.Languages()
		codes := make([]string, len(langs))
		for i, l := range langs {
			codes[i] = l.Code()
		}
		last := len(codes) - 1
		list := strings.Join(codes[:last], ", ") + " or " + codes[last]
		return l, usagef("%s: --%s %q: not a notation language; write %s.", cmd, flagName, code, list)
	}
	return l, nil
}
