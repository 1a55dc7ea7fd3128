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

// usageError marks an error in how tactus was invoked: exit status 2.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

// usagef returns a usageError with a formatted message.
func usagef(format string, a ...any) error {
	return &usageError{msg: fmt.Sprintf(format, a...)}
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
		return exitStatus(stdout, stderr, runApp(e))
	}
	if args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		printUsage(stdout, startUI(args[1:]))
		return 0
	}
	if strings.HasPrefix(args[0], "-") {
		// bare tactus with the game's flags: tactus --ui de --plain
		return exitStatus(stdout, stderr, runAppWith(e, args))
	}
	for _, c := range commands() {
		if c.name == args[0] {
			return exitStatus(stdout, stderr, c.run(e, args[1:]))
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

// exitStatus prints err (if any) and maps it to an exit status. A request
// for help is printed on standard output and is not an error.
func exitStatus(stdout, stderr io.Writer, err error) int {
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
	fmt.Fprintf(stderr, "tactus: %s\n", forPeople(err.Error()))
	var ue *usageError
	if errors.As(err, &ue) {
		return 2
	}
	return 1
}

// internalPrefixes are the package names that errors of the libraries
// begin with: useful in a log, noise to a person, who hears "tactus: clock
// info: --control: clock: bad time control: …" read out.
var internalPrefixes = []string{"rules: ", "clock: ", "notation: ", "pgn: ", "announce: ",
	"session: ", "journal: ", "script: ", "settings: ", "brlapi: ", "braille: ", "brf: ",
	"speech: ", "speechd: ", "setup: ", "export: ", "atomicfile: ", "game: ", "app: "}

// forPeople drops the library package prefixes from an error message after
// its first part (the subcommand), so that what is printed reads as one
// sentence: "status: --fen: bad FEN: …".
func forPeople(msg string) string {
	for _, p := range internalPrefixes {
		msg = strings.ReplaceAll(msg, ": "+p, ": ")
	}
	return msg
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
