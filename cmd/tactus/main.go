// Command tactus lets blind and visually impaired chess players play over the
// board against sighted opponents under FIDE Laws of Chess Appendix D.
//
// Run it without arguments to play (or resume) a game; tactus help lists
// the subcommands.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/game"
	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
	"github.com/tactuschess/tactus/speech/oto"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// env carries the standard streams to a subcommand, so tests can run the
// whole program in process.
type env struct {
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	// oto is the process's one oto context (the default device on macOS
	// and cgo-free Windows builds), shared by the first-run setup and the
	// game: oto refuses a second one.
	oto *oto.Device
}

// command is one subcommand of tactus.
type command struct {
	name string
	// summary is a tool's summary, in English; "" for a player's command,
	// whose summary is in the UI language (catalog.Front).
	summary string
	run     func(e *env, args []string) error
}

// commands lists every subcommand in the order the usage shows them.
func commands() []command {
	return []command{
		{"play", "", runPlay},
		{"resume", "", runResume},
		{"join", "", runJoin},
		{"practice", "", runPractice},
		{"review", "", runReview},
		{"perft", "count leaf nodes of the move tree (engine self-test)", runPerft},
		{"status", "play moves from a position and print the game status", runStatus},
		{"announce", "play moves and print their Appendix D announcements", runAnnounce},
		{"hear", "play spoken move phrases and print the SAN of each", runHear},
		{"clock", "describe a time control (info) or replay clock events (simulate)", runClock},
		{"say", "announce moves through a voice, or render them to a WAV file", runSay},
		{"audio", "list sound output devices (audio devices)", runAudio},
		{"braille", "moves or the board in Braille chess code, or a live Braille display", runBraille},
		{"notation", "convert moves between SAN, long algebraic and UCI, in any language", runNotation},
		{"session", "play a game under Appendix D from a script, replay or export its journal", runSession},
		{"pgn", "check PGN files (pgn check), or write a game as a BRF scoresheet (pgn brf)", runPGN},
	}
}

// usageError marks an error in how tactus was invoked: exit status 2. Its
// msg is the app's own sentence; err, when not nil, is a library's error
// that msg leads in to (what the command was reading, "announce:
// --vocab"), worded in the UI language when it is printed (said).
type usageError struct {
	msg string
	err error
}

func (e *usageError) Error() string {
	if e.err == nil {
		return e.msg
	}
	return e.msg + ": " + e.err.Error()
}

// Unwrap returns the library's error.
func (e *usageError) Unwrap() error { return e.err }

// usagef returns a usageError with a formatted message.
func usagef(format string, a ...any) error {
	return &usageError{msg: fmt.Sprintf(format, a...)}
}

// badUsage returns a usageError: err, a library's error, after doing.
func badUsage(doing string, err error) error { return &usageError{msg: doing, err: err} }

// failure is a command's error from a library: what the command was doing
// ("pgn brf") and the error, worded in the UI language when it is printed
// (said), never in the library's English.
type failure struct {
	doing string
	err   error
}

func (f *failure) Error() string { return f.doing + ": " + f.err.Error() }

// Unwrap returns the library's error.
func (f *failure) Unwrap() error { return f.err }

// failed returns a failure: err after doing.
func failed(doing string, err error) error { return &failure{doing: doing, err: err} }

// problem is an error tactus words itself (exit status 1): its text is
// printed as it is.
type problem struct{ msg string }

func (p *problem) Error() string { return p.msg }

// problemf returns a problem with a formatted message.
func problemf(format string, a ...any) error { return &problem{msg: fmt.Sprintf(format, a...)} }

// said is err as tactus prints it, in u's language: the app's own
// sentences as they are, a library's error worded by u.Explain from its
// typed reason after what the command was doing, so that no Go package
// prefix ("fen:", "clock:") reaches a person.
func said(u *catalog.UI, err error) string {
	var refusal *game.Refusal
	switch e := err.(type) {
	case *usageError:
		if e.err == nil {
			return e.msg
		}
		return e.msg + ": " + said(u, e.err)
	case *failure:
		return e.doing + ": " + said(u, e.err)
	case *problem, *moveInputError:
		return err.Error()
	}
	if errors.As(err, &refusal) {
		return refusal.Text
	}
	return u.Explain(err)
}

// run executes one invocation and returns the exit status. A panic inside a
// subcommand is reported as an internal error, never as a stack trace.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) (status int) {
	e := &env{stdin: stdin, stdout: stdout, stderr: stderr, oto: oto.NewDevice(oto.Options{})}
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "tactus: internal error: %v\n", r)
			status = 1
		}
	}()
	if len(args) == 0 {
		return exitStatus(stdout, stderr, startUI(nil), runApp(e))
	}
	if args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		printUsage(stdout, startUI(args[1:]))
		return 0
	}
	if strings.HasPrefix(args[0], "-") {
		// bare tactus with the game's flags: tactus --ui de --plain
		return exitStatus(stdout, stderr, startUI(args), runAppWith(e, args))
	}
	for _, c := range commands() {
		if c.name == args[0] {
			return exitStatus(stdout, stderr, commandUI(c, args[1:]), c.run(e, args[1:]))
		}
	}
	u := startUI(args)
	fmt.Fprintf(stderr, "tactus: %s\n", u.F(u.Front.UnknownCommand, args[0]))
	printUsage(stderr, u)
	return 2
}

// startUI returns the UI language of what tactus prints before a command
// runs: --ui in args, else the config file's ui, else the environment's.
func startUI(args []string) *catalog.UI {
	s := settings.Defaults()
	_ = s.LoadFile(settings.Path(os.Getenv)) // its errors are said when a game starts
	return frontUI(args, s.UI, os.Getenv)
}

// commandUI returns the language command c says its errors in: a
// player's command's UI language (startUI), English for a tool.
func commandUI(c command, args []string) *catalog.UI {
	if c.summary == "" {
		return startUI(args)
	}
	return catalog.English()
}

// exitStatus prints err (if any) in u's language (said) and maps it to an
// exit status. A request for help is printed on standard output and is not
// an error.
func exitStatus(stdout, stderr io.Writer, u *catalog.UI, err error) int {
	if err == nil {
		return 0
	}
	var help *helpRequest
	if errors.As(err, &help) {
		fmt.Fprint(stdout, help.text)
		return 0
	}
	if errors.Is(err, errSilentFailure) {
		return 1
	}
	fmt.Fprintf(stderr, "tactus: %s\n", said(u, err))
	var ue *usageError
	if errors.As(err, &ue) {
		return 2
	}
	return 1
}

// errSilentFailure makes tactus exit with status 1 after the subcommand has
// already reported what went wrong.
var errSilentFailure = errors.New("failed")

// printUsage lists the commands in u's language: a player's first, then
// the tools (whose summaries are English).
func printUsage(w io.Writer, u *catalog.UI) {
	f := &u.Front
	fmt.Fprintln(w, f.Usage)
	fmt.Fprintln(w)
	fmt.Fprintln(w, f.Commands)
	for _, c := range commands() {
		if c.summary == "" {
			fmt.Fprintf(w, "  %-10s %s\n", c.name, playerSummary(f, c.name))
		}
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, f.Tools)
	for _, c := range commands() {
		if c.summary != "" {
			fmt.Fprintf(w, "  %-10s %s\n", c.name, c.summary)
		}
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, f.More)
}

// playerSummary returns the summary of a player's command.
func playerSummary(f *catalog.Front, name string) string {
	switch name {
	case "play":
		return f.Play
	case "resume":
		return f.Resume
	case "join":
		return f.Join
	case "practice":
		return f.Practice
	case "review":
		return f.Review
	}
	return name
}
