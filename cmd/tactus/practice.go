package main

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/game"
	"github.com/tactuschess/tactus/cmd/tactus/internal/input"
	"github.com/tactuschess/tactus/cmd/tactus/internal/practice"
	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/uci"
)

// runPractice is `tactus practice [--engine CMD] [--elo N | --level N]
// [--color white|black|random] [--think D] [--engine-timeout D] [play's
// flags]`: a game against
// a UCI engine, in the app, with hint and takeback.
func runPractice(e *env, args []string) error {
	s, _ := loadSettings(e, args)
	fs := newFlagSet("practice")
	s.Bind(fs)
	engine := fs.String("engine", "", "the UCI engine `command` (default: stockfish on PATH or in /usr/games)")
	elo := fs.Int("elo", 0, "the engine plays at this `Elo` (Stockfish: 1350 to 2850)")
	level := fs.Int("level", 0, "the engine plays at this `level`, 1 (weakest) to 20")
	color := fs.String("color", "white", "your `side`: white, black or random")
	think := fs.Duration("think", time.Second, "the engine's thinking `time` a move")
	wait := fs.Duration("engine-timeout", practice.Timeout, "the longest `time` the engine may take to answer before it is taken to hang")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if err := checkDeviceFlags(fs, args, soundDevices); err != nil {
		return err
	}
	u := s.Language(os.Getenv)
	if len(rest) > 0 {
		return usagef("%s", u.F(u.Front.Unexpected, "practice", rest[0]))
	}
	if *elo != 0 && *level != 0 {
		return usagef("practice: %s", u.Practice.BothStrengths)
	}
	if *level < 0 || *level > 20 || *elo < 0 {
		return usagef("practice: %s", u.Practice.Strengths)
	}
	me, err := practiceSide(u, *color, rand.IntN)
	if err != nil {
		return err
	}
	if *think <= 0 || *think > time.Minute {
		return usagef("practice: %s", u.F(u.Practice.Think, *think))
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer stop()

	fields := strings.Fields(*engine)
	cfg := practice.EngineConfig{Strength: uci.Strength{Elo: *elo, Level: *level}, Think: *think, Timeout: *wait, Language: u.Name()}
	if len(fields) > 0 {
		cfg.Command, cfg.Args = fields[0], fields[1:]
	}
	var lines *input.Lines
	if appOptions(e, s, game.NewGame).Plain {
		lines = input.NewLines(e.stdin) // one reader for every game of the session
		defer lines.Stop()
	}
	for {
		d, err := practiceGame(ctx, e, s, u, cfg, me, *elo, *level, lines)
		if err != nil || d == nil || !d.Again() || ctx.Err() != nil {
			return err
		}
		fmt.Fprintln(e.stdout, u.Practice.NewGame)
	}
}

// practiceGame plays one game against the engine; the driver it returns
// (nil without an engine) says whether the player asked for another. It
// speaks u's language.
func practiceGame(ctx context.Context, e *env, s settings.Settings, u *catalog.UI, cfg practice.EngineConfig,
	me rules.Color, elo, level int, lines *input.Lines) (*practice.Driver, error) {
	startCtx, cancel := context.WithTimeout(ctx, 20*time.Second)
	eng, note, err := practice.StartUCI(startCtx, cfg)
	cancel()

	s.Blind = me.String()
	opponent := u.Practice.Engine
	if err == nil {
		opponent = eng.Name()
		switch {
		case elo > 0:
			opponent = u.F(u.Practice.Elo, opponent, elo)
		case level > 0:
			opponent = u.F(u.Practice.Level, opponent, level)
		}
	}
	if me == rules.White {
		s.Black = opponent
	} else {
		s.White = opponent
	}
	s.Confirm, s.AutoPress, s.Assistant = false, true, "none"
	// the player is their own arbiter (takeback restores), and tactus
	// gives the helpful forms: not a tournament game
	s.Practice = true
	o := appOptions(e, s, game.NewGame)
	o.Lines = lines
	var d *practice.Driver
	switch {
	case err != nil:
		var why interface{ Sentence() string }
		if errors.As(err, &why) {
			fmt.Fprintln(e.stdout, u.F(u.Practice.NotStarted, why.Sentence()))
		} else {
			fmt.Fprintln(e.stdout, u.Practice.Unusable)
		}
	default:
		if note != "" {
			fmt.Fprintln(e.stdout, note)
		}
		d = practice.New(eng, me.Other(), mustAnnouncer(s), u)
		o.Practice = d
	}
	return d, game.Run(ctx, o)
}

// practiceSide reads --color; random picks with intn; the error is in u's
// language.
func practiceSide(u *catalog.UI, v string, intn func(int) int) (rules.Color, error) {
	switch strings.ToLower(v) {
	case "white", "w":
		return rules.White, nil
	case "black", "b":
		return rules.Black, nil
	case "random", "r":
		if intn(2) == 0 {
			return rules.White, nil
		}
		return rules.Black, nil
	}
	return rules.White, usagef("practice: %s", u.F(u.Practice.Color, v))
}

// mustAnnouncer returns the settings' announcer; the flags were checked
// already, so an error leaves the default Appendix D one.
func mustAnnouncer(s settings.Settings) announce.Announcer {
	a, err := s.Announcer()
	if err != nil {
		return announce.Announcer{}
	}
	return a
}
