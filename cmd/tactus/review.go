package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/tactuschess/tactus/cmd/tactus/internal/review"
	"github.com/tactuschess/tactus/cmd/tactus/internal/review/analysis"
	"github.com/tactuschess/tactus/cmd/tactus/internal/review/tui"
	"github.com/tactuschess/tactus/cmd/tactus/internal/shell"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
	"github.com/tactuschess/tactus/speech/screenreader"
)

// reviewFlags are the settings tactus review takes as flags (besides its
// own): the words, the view, the voice and the display, not how a game is
// played.
var reviewFlags = []string{"ui", "lang", "vocab", "style", "plain", "voice", "device", "rate", "spawn-speechd", "brlapi"}

// runReview is `tactus review FILE.pgn [--game N] [play's flags]`: the
// review screen over a PGN file of any size, in plain mode — list and
// search its games, step through one with its comments, NAGs and
// variations, and ask the app's questions about the position.
func runReview(e *env, args []string) error {
	s, _ := loadSettings(e, args)
	flags := newFlagSet("review")
	s.BindOnly(flags, reviewFlags...)
	game := flags.Int("game", 0, "open game `N` at once (default: list the games)")
	engine := flags.String("engine", "", "the UCI engine `command` that answers analyse (default: stockfish where it is installed; none for no engine)")
	think := flags.Duration("think", time.Second, "the engine's thinking `time` for analyse")
	rest, err := parseFlags(flags, args)
	if err != nil {
		return err
	}
	sh := newShell(e, s) // the screen's voice, display and words
	u := sh.UI
	if len(rest) != 1 {
		return usagef("review: %s", u.Review.OneFile)
	}
	lang, err := s.NotationIn(u)
	if err != nil {
		return badUsage("review", err)
	}
	say, err := s.Announcer()
	if err != nil {
		return badUsage("review", err)
	}
	f, err := os.Open(rest[0])
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		if errors.Is(err, fs.ErrNotExist) {
			return problemf("review: %s", u.F(u.Review.NoFile, rest[0]))
		}
		return problemf("review: %s", u.F(u.Review.CannotOpenFile, rest[0], u.Explain(err)))
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return failed("review", err)
	}
	ix, err := review.Build(f, st.Size())
	if err != nil {
		return failed("review", err)
	}
	if *game < 0 || *game > ix.Len() {
		return usagef("review: %s", u.N(u.Review.GameRange, ix.Len(), *game, rest[0]))
	}
	if *game == 0 && ix.Len() == 1 {
		*game = 1 // a file with one game opens it
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer stop()
	opts := review.Options{Index: ix, Say: say, UI: u, Lang: lang}
	if *engine != "none" {
		fields := strings.Fields(*engine)
		cfg := analysis.Config{Think: *think, UI: u}
		if len(fields) > 0 {
			cfg.Command, cfg.Args = fields[0], fields[1:]
		}
		startCtx, cancel := context.WithTimeout(ctx, 20*time.Second)
		a, err := analysis.Start(startCtx, cfg)
		cancel()
		switch {
		case err == nil:
			defer a.Close()
			opts.Analyst = a
		case *engine != "":
			// asked for by name: say why it is missing, and go on
			fmt.Fprintln(e.stdout, u.F(u.Review.NoAnalysis, strings.TrimSuffix(u.EngineProblem(err), ".")))
		}
	}
	// a script (standard input not a terminal) gets each answer before
	// its next line is read, so its output keeps the script's order; a
	// person may go on while the engine thinks
	opts.Await = !isTerminal(e.stdin)
	r := review.New(opts)
	speak, closeVoice := reviewVoice(ctx, e, sh)
	defer closeVoice()
	// the shell opens the Braille display, as for a game: its loss and
	// return come as notices the review prints, says and shows
	var touch func(*review.Review, []review.Line)
	var extra review.Extra
	if d := sh.OpenBraille(ctx); d != nil {
		defer d.Close()
		touch, extra = review.OnDisplay(d)
	}
	plain := s.Plain || os.Getenv("ACCESSIBLE") != "" || os.Getenv("TERM") == "dumb" ||
		!isTerminal(e.stdin) || !isTerminal(e.stdout) || s.ReaderPlain && screenReader(s) != screenreader.None
	if !plain {
		m := tui.New(ctx, r, *game, tui.Options{Say: speak, Touch: touch, Extra: extra})
		_, err := tea.NewProgram(m, tea.WithContext(ctx), tea.WithInput(e.stdin), tea.WithOutput(e.stdout)).Run()
		if err != nil && !errors.Is(err, tea.ErrProgramKilled) && !errors.Is(err, context.Canceled) {
			return failed("review: the screen", err)
		}
		return nil
	}
	sayAndShow := func(l review.Line) {
		if speak != nil {
			speak(l)
		}
		if touch != nil {
			touch(r, []review.Line{l})
		}
	}
	return review.RunWith(ctx, r, *game, e.stdin, e.stdout, sayAndShow, extra)
}

// reviewVoice opens the settings' voice beside the review, as the app
// does (shell.Voice: speech-dispatcher if it runs, else the embedded voice,
// else none), and returns what says each line — a move at move priority in
// its vocabulary phrase to the player (a review has no opponent), a
// refusal at clock priority, the rest as answers that give way to the next
// key — and what closes it. Saying never waits for the voice; lines before
// it is open are said once it is. What the voice tells of itself (it
// cannot be had, it failed) goes to standard error; the lines go on.
func reviewVoice(ctx context.Context, e *env, sh shell.Shell) (review.Say, func()) {
	if sh.Settings.Voice == "none" {
		return nil, func() {}
	}
	sh.Settings.OpponentHears = false
	say, notices, closer := sh.Voice(ctx)
	go func() {
		for n := range notices {
			fmt.Fprintln(e.stderr, "tactus: "+n.Text)
		}
	}()
	return func(l review.Line) {
		o := table.Output{Kind: table.Answer, Text: l.Text, Phrase: l.Phrase}
		switch l.Kind {
		case review.Move:
			o.Kind, o.Move = table.Event, true
		case review.Refusal:
			o.Kind = table.Refusal
		}
		say(o)
	}, closer
}
