package main

import (
	"errors"
	"flag"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/clock"
	"github.com/tactuschess/tactus/rules/notation"
)

// newFlagSet returns a flag set for a subcommand whose errors are reported
// by the caller rather than by the flag package.
func newFlagSet(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(strings.TrimSpace("tactus "+name), flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// parseFlags parses args, allowing flags and positional arguments to be
// interleaved ("status e2e4 --fen …"); "--" ends flag parsing. It returns
// the positional arguments, or a usage error. A player's command (one with
// a --ui flag) says its errors and -h in the player's UI language (see
// flagUI); a tool says them in English.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	all := args
	var positional []string
	var refused setError
	restore := record(fs, &refused)
	defer restore()
	for {
		if err := fs.Parse(args); err != nil {
			restore() // the help names the flags' own types
			u := flagUI(fs, all, os.Getenv)
			if errors.Is(err, flag.ErrHelp) {
				return nil, &helpRequest{text: flagUsageIn(u, fs)}
			}
			cmd := strings.TrimPrefix(fs.Name(), "tactus ")
			msg := u.F(u.Front.FlagError, cmd, flagProblem(u, fs, args, refused, err), fs.Name())
			return nil, &usageError{msg: strings.TrimPrefix(msg, "tactus: ")} // bare tactus names itself once
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

// setError is a value a flag's Set refused, with its error.
type setError struct {
	name, value string
	err         error
}

// recorded is a flag's Value that keeps the error its Set returns, so
// that parseFlags says it from the error's type and data rather than from
// the flag package's text.
type recorded struct {
	flag.Value
	name    string
	refused *setError
}

// Set sets the value and keeps its error.
func (r recorded) Set(v string) error {
	err := r.Value.Set(v)
	if err != nil {
		*r.refused = setError{name: r.name, value: v, err: err}
	}
	return err
}

// IsBoolFlag is the value's own: --plain stands alone.
func (r recorded) IsBoolFlag() bool { return isBoolValue(r.Value) }

// isBoolValue reports whether a flag's value stands alone (--plain).
func isBoolValue(v flag.Value) bool {
	b, ok := v.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// record has every flag of fs keep the error of its Set in refused;
// restore (idempotent) gives the flags their own values back.
func record(fs *flag.FlagSet, refused *setError) (restore func()) {
	own := map[*flag.Flag]flag.Value{}
	fs.VisitAll(func(f *flag.Flag) {
		own[f] = f.Value
		f.Value = recorded{Value: f.Value, name: f.Name, refused: refused}
	})
	return func() {
		for f, v := range own {
			f.Value = v
		}
	}
}

// flagUI returns the UI language of what parseFlags says for fs's
// command: for a player's command (one with a --ui flag) the language of
// the last --ui in args, else of the ui flag's value (the config file's),
// else of the environment; English for a tool.
func flagUI(fs *flag.FlagSet, args []string, getenv func(string) string) *catalog.UI {
	f := fs.Lookup("ui")
	if f == nil {
		return catalog.English()
	}
	return frontUI(args, f.Value.String(), getenv)
}

// frontUI returns the UI language of what tactus prints around a game:
// the last --ui in args (--ui de, --ui=de) that names one, else cfg (the
// config file's ui), else the first of LANGUAGE, LC_ALL, LC_MESSAGES and
// LANG that names one, else the user's choice in the Windows or macOS
// settings (catalog.System), else English.
func frontUI(args []string, cfg string, getenv func(string) string) *catalog.UI {
	tags := append(argUI(args), cfg)
	for _, v := range []string{"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"} {
		tags = append(tags, getenv(v))
	}
	if !catalog.Named(tags...) {
		tags = catalog.System()
	}
	return catalog.For(tags...)
}

// argUI returns the values of the --ui flags in args, last first; "--"
// ends the flags.
func argUI(args []string) []string {
	var tags []string
	for i := 0; i < len(args) && args[i] != "--"; i++ {
		if !strings.HasPrefix(args[i], "-") {
			continue
		}
		name, v, ok := strings.Cut(strings.TrimLeft(args[i], "-"), "=")
		if name != "ui" {
			continue
		}
		if !ok && i+1 < len(args) {
			i++
			v = args[i]
		}
		tags = append([]string{v}, tags...)
	}
	return tags
}

// flagProblem says in u's language what is wrong with the flags in args,
// the way tactus says its other problems: a value a flag refused
// (refused: `--control "5x": …`), else a flag fs does not have (`--bogus
// is not a flag`) or one without its value, found in args as the flag
// package reads them; the flag package's own text only when neither
// explains err.
func flagProblem(u *catalog.UI, fs *flag.FlagSet, args []string, refused setError, err error) string {
	if refused.err != nil {
		return valueProblem(u, refused)
	}
	if why := syntaxProblem(u, fs, args); why != "" {
		return why
	}
	return err.Error()
}

// valueProblem says why flag e.name does not take e.value: its reason
// (a time control's in u's language, a setting's in English), after the
// value quoted (a hostile value is named, not repeated).
func valueProblem(u *catalog.UI, e setError) string {
	if errors.Is(e.err, settings.ErrNameTooLong) {
		return u.F(u.Front.NameTooLong, e.name, settings.MaxName)
	}
	var (
		ce  *clock.ControlError
		fe  *rules.FENError
		why string
	)
	switch {
	case errors.As(e.err, &ce):
		why = u.ControlProblem(e.value, ce)
	case errors.As(e.err, &fe):
		why = u.Explain(fe)
	default:
		why = settings.Why(e.err)
	}
	if why == "" {
		why = "not a valid value" // a number's, a boolean's, a duration's
	}
	v := settings.Quoted(e.value)
	return badValue(u, e.name, v, strings.ReplaceAll(why, strconv.Quote(e.value), v))
}

// syntaxProblem finds in args, read as the flag package reads them up to
// the first argument that is not a flag, a flag fs does not define or a
// flag that lacks its value; "" when there is none.
func syntaxProblem(u *catalog.UI, fs *flag.FlagSet, args []string) string {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" || len(a) < 2 || a[0] != '-' {
			return ""
		}
		name := strings.TrimPrefix(a[1:], "-")
		name, _, hasValue := strings.Cut(name, "=")
		f := fs.Lookup(name)
		switch {
		case name == "" || name[0] == '-':
			return u.F(u.Front.NotAFlag, strings.TrimLeft(a, "-"))
		case f == nil && (name == "h" || name == "help"):
			return ""
		case f == nil:
			return u.F(u.Front.NotAFlag, name)
		case hasValue || isBoolValue(f.Value):
		case i+1 == len(args):
			return u.F(u.Front.NeedsValue, name)
		default:
			i++ // the flag's value
		}
	}
	return ""
}

// badValue says that flag name does not take value (quoted): English
// gives the reason why, another language the values the flag takes or
// examples of them.
func badValue(u *catalog.UI, name, value, why string) string {
	f := &u.Front
	values, closed := flagAccepted(name)
	switch {
	case len(values) == 0:
		return u.F(f.BadValue, name, value, why)
	case closed:
		return u.F(f.BadChoice, name, value, why, settings.List(u, values))
	default:
		return u.F(f.BadExample, name, value, why, settings.List(u, values))
	}
}

// flagAccepted returns the values a player's command's flag takes (closed)
// or examples of them, as settings.Accepted does for the settings' flags.
func flagAccepted(name string) (values []string, closed bool) {
	if v, c := settings.Accepted(name); v != nil {
		return v, c
	}
	switch name {
	case "station":
		return []string{"192.168.1.5:8080", ":8080"}, false
	case "think":
		return []string{"1s", "500ms", "5s"}, false
	case "elo":
		return []string{"1500", "2000"}, false
	case "level":
		return []string{"1", "10", "20"}, false
	case "game":
		return []string{"1", "12"}, false
	}
	return nil, false
}

// flagUsage describes the flags of fs in English.
func flagUsage(fs *flag.FlagSet) string { return flagUsageIn(catalog.English(), fs) }

// flagUsageIn describes the flags of fs in u's language: another language
// than English takes the descriptions of the player's commands' flags
// from u.Front.Flags.
func flagUsageIn(u *catalog.UI, fs *flag.FlagSet) string {
	f := &u.Front
	var b strings.Builder
	b.WriteString(u.F(f.FlagsOf, fs.Name()) + "\n")
	translate := u.Tag != catalog.English().Tag && fs.Lookup("ui") != nil
	if translate {
		// the flags' own (English) descriptions come back once printed
		cmd := strings.TrimPrefix(fs.Name(), "tactus ")
		english := map[*flag.Flag]string{}
		fs.VisitAll(func(fl *flag.Flag) {
			if d, ok := f.Flag(cmd, fl.Name); ok {
				english[fl], fl.Usage = fl.Usage, d
			}
		})
		defer func() {
			for fl, usage := range english {
				fl.Usage = usage
			}
		}()
	}
	fs.SetOutput(&b)
	fs.PrintDefaults()
	fs.SetOutput(io.Discard)
	// A screen reader would read the whole start FEN aloud.
	out := strings.ReplaceAll(b.String(), `(default "`+rules.StartFEN+`")`, f.StartPosition)
	if !translate {
		return out
	}
	lines := strings.Split(out, "\n")
	for i, l := range lines {
		if at := strings.LastIndex(l, " (default "); at >= 0 && strings.HasSuffix(l, ")") {
			lines[i] = l[:at] + u.F(f.Default, l[at+len(" (default "):len(l)-1])
		}
	}
	return strings.Join(lines, "\n")
}

// helpRequest is returned when the user asked for a command's flags with
// -h or --help: the text goes to standard output and the exit status is 0.
type helpRequest struct{ text string }

func (h *helpRequest) Error() string { return h.text }

// langUsage describes the --lang flag of the commands that read moves.
const langUsage = "piece letters of the moves: `L` is en, de, fr, es, it, pt, nl, sk, cs, pl or fig"

// chess960Usage describes the --chess960 flag of the commands that take
// --fen.
const chess960Usage = "read --fen as a Chess960 position: KQkq castles with the rooks wherever they stand"

// readFEN reads a --fen value, as Chess960 when chess960 (--chess960) is
// set. A FEN that only a Chess960 reading makes a position is a usage
// error saying to add --chess960; other errors are returned as they are.
func readFEN(cmd, fen string, chess960 bool) (rules.Position, error) {
	if chess960 {
		return rules.ParseFEN960(fen)
	}
	pos, err := rules.ParseFEN(fen)
	if err != nil {
		if _, err960 := rules.ParseFEN960(fen); err960 == nil {
			castling := "its castling"
			if f := strings.Fields(fen); len(f) > 2 {
				castling = strconv.Quote(f[2])
			}
			return pos, usagef("%s: --fen: %s needs a Chess960 reading; add --chess960 to read it so", cmd, castling)
		}
	}
	return pos, err
}

// gameAndLanguage reads the --fen, --chess960 and --lang flags shared by
// the commands that play moves: the game to play them in and their
// notation language.
func gameAndLanguage(cmd, fen string, chess960 bool, lang string) (*rules.Game, notation.Language, error) {
	pos, err := readFEN(cmd, fen, chess960)
	var ue *usageError
	if errors.As(err, &ue) {
		return nil, 0, err
	}
	if err != nil {
		return nil, 0, badUsage(cmd+": --fen", err)
	}
	l, err := parseLang(cmd, "lang", lang)
	if err != nil {
		return nil, 0, err
	}
	return rules.NewGame(pos), l, nil
}
