package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"time"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
	"github.com/tactuschess/tactus/rules/session"
	"github.com/tactuschess/tactus/rules/session/journal"
	"github.com/tactuschess/tactus/rules/session/script"
)

// sessionHelp describes the session subcommands.
const sessionHelp = `usage:
  tactus session simulate [--control TC] [--fen FEN] [--lang L] [--blind white|black]
                          [--white NAME] [--black NAME] [--journal FILE]
                          [--event standard|rapid|blitz] [--arbiter-per-game] [SCRIPT]
  tactus session replay JOURNAL
  tactus session export [--pgn|--brf] [--out FILE] JOURNAL

simulate plays a game under Appendix D from a script (a file, or standard input):
one action a line, "SECONDS SIDE ACTION [ARG...]", # comments. SECONDS is the
time since the game began, SIDE is white, black or arbiter (or white-assistant,
black-assistant), and ACTION one of: move M (announce and press), announce M,
correct M, press, repeat M, confirm, offer, accept, decline, claim [M], resign,
illegal [PLY], restore PLY, time white|black H:MM:SS, adjourn, seal M, resume,
pause, continue, touch SQUARE, declare RESULT [REASON], copy, correct-result
RESULT [REASON], adjust white|black +M:SS|-M:SS, moves white|black N, control TC,
quickplay white|black, decide white|black draw|postpone [M:SS]|reject, clock. Moves are SAN, long
algebraic or UCI in the --lang notation, or Appendix D words. It prints a line
for each event and ends with both boards, the clock and the result.

replay prints the events of a game's journal and the same four lines.
export writes the game as PGN (the default) or as a Braille (BRF) scoresheet.`

// runSession is "tactus session simulate|replay|export".
func runSession(e *env, args []string) error {
	if len(args) == 0 {
		return usagef("session: missing subcommand\n%s", sessionHelp)
	}
	switch args[0] {
	case "help", "-h", "--help":
		fmt.Fprintln(e.stdout, sessionHelp)
		return nil
	case "simulate":
		return runSessionSimulate(e, args[1:])
	case "replay":
		return runSessionReplay(e, args[1:])
	case "export":
		return runSessionExport(e, args[1:])
	}
	return usagef("session: unknown subcommand %q (want simulate, replay or export)", args[0])
}

// runSessionSimulate runs a script.
func runSessionSimulate(e *env, args []string) error {
	fs := newFlagSet("session simulate")
	control := fs.String("control", "-", "time control, PGN (40/5400+30:1800+30) or human (90m/40+30s, 30m+30s); - for none")
	fen := fs.String("fen", rules.StartFEN, "start from this `FEN`")
	lang := fs.String("lang", "en", langUsage)
	blind := fs.String("blind", "white", "the side of the visually impaired player: white, black or both")
	white := fs.String("white", "White", "White's `name`")
	black := fs.String("black", "Black", "Black's `name`")
	jpath := fs.String("journal", "", "also write the game's journal to `FILE` (must not exist)")
	event := fs.String("event", "", "the event's `class` of game: standard, rapid or blitz (default: the time control's)")
	perGame := fs.Bool("arbiter-per-game", false, "rapid or blitz with an arbiter for each game (A.4, B.2)")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(rest) > 1 {
		return usagef("session simulate: one script at most, got %d", len(rest))
	}
	l, err := parseLang("session simulate", "lang", *lang)
	if err != nil {
		return err
	}
	cfg := session.Config{White: *white, Black: *black, Control: *control, Notation: *lang, ArbiterPerGame: *perGame}
	if cfg.Class, err = session.ParseEventClass(*event); err != nil {
		return badUsage("session simulate: --event", err)
	}
	if *fen != rules.StartFEN {
		cfg.FEN = *fen
	}
	if cfg.Blind, err = blindSides(*blind); err != nil {
		return badUsage("session simulate: --blind", err)
	}
	cfg.Assisted = [2]bool{true, true}
	in := e.stdin
	if len(rest) == 1 && rest[0] != "-" {
		f, err := os.Open(rest[0])
		if err != nil {
			return failed("cannot open the script", err)
		}
		defer f.Close()
		in = f
	}
	lines, err := script.Read(in)
	if err != nil {
		return badUsage("session simulate", err)
	}
	var now time.Duration
	opts := session.Options{Now: func() time.Duration { return now }}
	if *jpath != "" {
		j, err := journal.Create(*jpath)
		if err != nil {
			return err
		}
		defer j.Close()
		opts.Recorder = j
	}
	s, evs, err := session.New(cfg, opts)
	if err != nil {
		return badUsage("session simulate", err)
	}
	p := newEventPrinter(e.stdout)
	p.print(evs)
	for _, ln := range lines {
		now = ln.At
		if err := simulateLine(s, p, ln, l); err != nil {
			return err
		}
	}
	return p.final(s, now)
}

// blindSides reads --blind.
func blindSides(v string) ([2]bool, error) {
	switch v {
	case "white":
		return [2]bool{true, false}, nil
	case "black":
		return [2]bool{false, true}, nil
	case "both":
		return [2]bool{true, true}, nil
	case "none":
		return [2]bool{}, nil
	}
	return [2]bool{}, problemf("%q is not white, black, both or none", v)
}

// simulateLine takes one script line; a refused action prints why and goes
// on. A flag that fell before the line is recorded first, whether the line
// is then taken or refused.
func simulateLine(s *session.Session, p *eventPrinter, ln script.Line, l notation.Language) error {
	evs, err := s.Tick()
	if err != nil {
		return err
	}
	p.print(evs)
	if ln.Verb == "clock" {
		p.clock(s, ln.At)
		return nil
	}
	a, err := script.Action(s, ln, script.Moves{Lang: l, Words: announce.Hear})
	if err == nil {
		evs, err = s.Act(a)
		p.print(evs)
		if errors.Is(err, session.ErrRecord) {
			return err
		}
	}
	if err != nil {
		p.refused(ln, err)
	}
	return nil
}

// runSessionReplay prints a journal's events and the final state.
func runSessionReplay(e *env, args []string) error {
	fs := newFlagSet("session replay")
	rest, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(rest) != 1 {
		return usagef("session replay: give one journal file")
	}
	s, evs, err := replayJournal(e.stderr, rest[0])
	if err != nil {
		return fileError("session replay", rest[0], err)
	}
	p := newEventPrinter(e.stdout)
	p.print(evs)
	return p.final(s, s.Now())
}

// replayJournal reads a journal and replays it, reporting a torn last line.
func replayJournal(stderr io.Writer, path string) (*session.Session, []session.Event, error) {
	actions, torn, err := journal.ReadFile(path)
	if err != nil {
		return nil, nil, err
	}
	if torn != nil {
		fmt.Fprintf(stderr, "The last line of the journal was cut short and is left out (line %d).\n", torn.Line)
	}
	return session.ReplayEvents(actions, session.Options{})
}

// fileError is err, from reading the file path for cmd, said for a person
// ("session replay: there is no file /x"); what the file holds is worded
// from its typed reason after cmd ("session replay: this is not a tactus
// journal").
func fileError(cmd, path string, err error) error {
	var pe *fs.PathError
	if !errors.As(err, &pe) {
		return failed(cmd, err)
	}
	return problemf("%s: %s", cmd, catalog.English().FileProblem(path, err))
}
