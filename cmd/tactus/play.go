package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"net"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/charmbracelet/x/term"

	"github.com/tactuschess/tactus/cmd/tactus/internal/firstrun"
	"github.com/tactuschess/tactus/cmd/tactus/internal/game"
	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
	"github.com/tactuschess/tactus/cmd/tactus/internal/shell"
	"github.com/tactuschess/tactus/cmd/tactus/internal/station/host"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
	"github.com/tactuschess/tactus/speech/screenreader"
)

// runPlay is `tactus play [flags]`: a new game at once.
func runPlay(e *env, args []string) error { return startApp(e, "play", args, game.NewGame) }

// runResume is `tactus resume [flags] [JOURNAL]`: the latest unfinished
// game, or the one in JOURNAL, with its clock stopped until a player presses.
func runResume(e *env, args []string) error { return startApp(e, "resume", args, game.ResumeLatest) }

// runApp is `tactus` with no arguments: it offers to resume the latest
// unfinished game, else starts a new one with the config's settings.
func runApp(e *env) error { return runAppWith(e, nil) }

// runAppWith is `tactus [flags]`: runApp with play's flags (--ui de,
// --plain, --voice …), which win over the config file.
func runAppWith(e *env, args []string) error { return startApp(e, "", args, game.Offer) }

// loadSettings reads the config file into the defaults; a bad file or
// key is said in one sentence, in the language of a --ui in args, else the
// file's, else the environment's, and the defaults stand for it.
func loadSettings(e *env, args []string) (s settings.Settings, path string) {
	s = settings.Defaults()
	path = settings.Path(os.Getenv)
	if err := s.LoadFile(path); err != nil {
		u := frontUI(args, s.UI, os.Getenv) // s.UI is the file's ui when it is good
		var fe *settings.FileError
		switch {
		case errors.As(err, &fe) && fe.Syntax:
			fmt.Fprintf(e.stderr, "tactus: %s\n", u.F(u.Front.Config.Skipped, fe.In(u)))
		case fe != nil:
			fmt.Fprintf(e.stderr, "tactus: %s\n", u.F(u.Front.Config.Kept, fe.In(u)))
		default:
			fmt.Fprintf(e.stderr, "tactus: %s\n", u.F(u.Front.Config.Kept, said(u, err)))
		}
	}
	return s, path
}

// newShell is what every screen is given, wired once at this program's
// edges: settings s in their UI language, the environment, the wall clock,
// and the voice on the process's one sound context.
func newShell(e *env, s settings.Settings) shell.Shell {
	sh := shell.New(s, os.Getenv, time.Now)
	sh.Speech = shell.SpeechOn(e.oto)
	return sh
}

// appOptions returns the app's options for settings s at this program's
// edges: the shell, the standard streams, the timers.
func appOptions(e *env, s settings.Settings, start game.Start) game.Options {
	o := game.Options{
		Shell:   newShell(e, s),
		Start:   start,
		In:      e.stdin,
		Out:     e.stdout,
		Err:     e.stderr,
		After:   time.After,
		Devices: deviceList,
	}
	o.Reader = screenReader(s)
	o.Plain = s.Plain || os.Getenv("ACCESSIBLE") != "" || os.Getenv("TERM") == "dumb" ||
		!isTerminal(e.stdin) || !isTerminal(e.stdout) || s.ReaderPlain && o.Reader != screenreader.None
	t0 := time.Now()
	o.Since = func() time.Duration { return time.Since(t0) }
	return o
}

// secondStation wires the second station's host (station/host) into the
// game screen, which knows it only as a game.Second: served at addr ("" is
// the machine's LAN address and a free port).
func secondStation(addr string) game.StartSecond {
	return func(ctx context.Context, g *table.Game, plain bool, notices chan<- table.Output) (game.Second, []table.Output, []string, error) {
		return host.Start(ctx, addr, g, plain, notices)
	}
}

// screenReader returns the player's screen reader: the one the settings
// name, else the one running here (NVDA, JAWS, VoiceOver, Orca).
func screenReader(s settings.Settings) screenreader.Kind {
	return s.Reader(func() screenreader.Kind {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		return screenreader.Detect(ctx, screenreader.Env{})
	})
}

// looksLikeAddr reports whether arg, after a bare --station, is the
// station's address: it has a colon (host:port, :port) and, for resume,
// whose argument may be a journal, no file has that name.
func looksLikeAddr(arg string, start game.Start) bool {
	if !strings.Contains(arg, ":") {
		return false
	}
	if start != game.ResumeLatest {
		return true
	}
	_, err := os.Stat(arg)
	return err != nil
}

// startApp reads the config file and the flags, and runs the game.
func startApp(e *env, name string, args []string, start game.Start) error {
	s, path := loadSettings(e, args)
	fs := newFlagSet(name)
	s.Bind(fs)
	var st stationFlag
	if start != game.Offer {
		fs.Var(&st, "station", "serve the second station: a web page for the opponent or the arbiter, at `ADDR` (default: this machine's network address and a free port)")
	}
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if err := checkDeviceFlags(fs, args, soundDevices); err != nil {
		return err
	}
	if st.on && st.addr == "" && len(rest) > 0 && looksLikeAddr(rest[0], start) {
		st.addr, rest = rest[0], rest[1:] // --station ADDR
	}
	o := appOptions(e, s, start)
	if st.on {
		o.Station = secondStation(st.addr)
	}
	switch {
	case start == game.ResumeLatest && len(rest) == 1:
		o.Journal = rest[0]
	case len(rest) > 0:
		u := s.Language(os.Getenv)
		return &usageError{msg: strings.TrimPrefix(u.F(u.Front.Unexpected, name, rest[0]), ": ")} // bare tactus: no name
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer stop()
	if start == game.Offer && firstRun(path) && isTerminal(e.stdin) {
		// a person at a terminal, not a script: ask, save, and go on with
		// the answers (flags given still win)
		if err := game.FirstRun(ctx, &s, path, o); err != nil {
			u := s.Language(os.Getenv)
			fmt.Fprintf(e.stderr, "tactus: %s\n", u.F(u.Reasons.AnswersKept, said(u, err)))
		}
		o.Shell = newShell(e, s)     // the language the answers chose
		o.Plain = o.Plain || s.Plain // the screen reader's answer
	}
	if start != game.ResumeLatest && isTerminal(e.stdin) {
		// a new game asks its players, unless the flags named them
		given := map[string]bool{}
		fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
		for _, k := range firstrun.GameKeys {
			if !given[k] {
				o.AskGame = append(o.AskGame, k)
			}
		}
	}
	err = game.Run(ctx, o)
	if errors.Is(err, game.ErrDeclined) {
		return nil // the person chose; the app said so
	}
	if errors.Is(err, game.ErrNothingToResume) {
		u := o.Shell.Lang()
		return &problem{msg: u.Front.NoResume}
	}
	return err
}

// isTerminal reports whether a standard stream is a terminal.
func isTerminal(v any) bool {
	f, ok := v.(*os.File)
	return ok && term.IsTerminal(f.Fd())
}

// firstRun reports whether there is a place for the config file and no
// file there yet.
func firstRun(path string) bool {
	if path == "" {
		return false
	}
	_, err := os.Stat(path)
	return errors.Is(err, fs.ErrNotExist)
}

// stationFlag is --station, alone or with an address (--station=ADDR).
type stationFlag struct {
	on   bool
	addr string
}

func (f *stationFlag) String() string { return f.addr }

func (f *stationFlag) Set(v string) error {
	f.on = true
	if v == "true" {
		return nil
	}
	if v == "false" {
		f.on = false
		return nil
	}
	if _, _, err := net.SplitHostPort(v); err != nil {
		return &settings.InvalidError{Value: v, Why: fmt.Sprintf("%q is not host:port", v), Err: err}
	}
	f.addr = v
	return nil
}

// IsBoolFlag lets --station stand alone.
func (f *stationFlag) IsBoolFlag() bool { return true }
