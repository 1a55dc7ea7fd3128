package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/rules/clock"
)

// clockHelp describes the clock subcommands.
const clockHelp = `usage:
  tactus clock info --control TC       the periods in words; the class (blitz, rapid, standard) last
  tactus clock simulate --control TC [--talk white|black|both]
                                       replay clock events read from standard input

TC is a PGN TimeControl (40/5400+30:1800+30, 300+3, *180) or the human form
(40/90m+30s, 30m+30s; 5m+3s; 90m d10s for a delay; 25m b10s for Bronstein).

simulate reads one event a line: <milliseconds since start> <action>, with the
actions start, press, pause, resume, end, add white|black <duration> (1m, -30s,
1500ms), penalty white|black (white|black made an illegal move: the opponent
gets the 7.5.5 / A.3 time; the move is taken back on the clock, and a second one loses) and request white|black (with --talk). Times never
go back; blank lines and # comments are skipped. It prints after each press
"move <n> <side> white=<h:mm:ss.mmm> black=<h:mm:ss.mmm>" (the side that
pressed and the number of its move just completed), "flag <side> at <ms>" once
a flag has fallen, and at the end "final white=... black=... running=...
flag=...". With --talk it also prints the talking clock's announcements.`

// runClock is "tactus clock info|simulate --control TC".
func runClock(e *env, args []string) error {
	if len(args) == 0 {
		return usagef("clock: missing subcommand\n%s", clockHelp)
	}
	switch args[0] {
	case "help", "-h", "--help":
		fmt.Fprintln(e.stdout, clockHelp)
		return nil
	case "info":
		return runClockInfo(e, args[1:])
	case "simulate":
		return runClockSimulate(e, args[1:])
	}
	return usagef("clock: unknown subcommand %q (want info or simulate)", args[0])
}

// clockControl parses the --control flag of a clock subcommand, and the
// --talk flag when talk is not nil.
func clockControl(name string, args []string, talk *string) (clock.Control, error) {
	fs := newFlagSet(name)
	tc := fs.String("control", "", "time control, PGN (40/5400+30:1800+30) or human (40/90m+30s, 30m+30s)")
	if talk != nil {
		fs.StringVar(talk, "talk", "", "announce the time of white, black or both by the default schedule")
	}
	rest, err := parseFlags(fs, args)
	switch {
	case err != nil:
		return clock.Control{}, err
	case len(rest) > 0:
		return clock.Control{}, usagef("%s: unexpected argument %q", name, rest[0])
	case *tc == "":
		return clock.Control{}, usagef("%s: --control is required\n%s", name, flagUsage(fs))
	}
	ctl, err := clock.Parse(*tc)
	if err != nil {
		return ctl, usagef("%s: --control %q: %s.", name, *tc, controlProblem(catalog.English(), *tc, err))
	}
	return ctl, nil
}

// runClockInfo prints the control in both forms, its periods in words and
// its classification as the last line.
func runClockInfo(e *env, args []string) error {
	ctl, err := clockControl("clock info", args, nil)
	if err != nil {
		return err
	}
	if ctl.Kind == clock.Unknown {
		return problemf("clock info: the time control is unknown (\"?\"): no classification")
	}
	fmt.Fprintf(e.stdout, "control: %s\n", ctl)
	if pgn, err := ctl.PGN(); err == nil {
		fmt.Fprintf(e.stdout, "pgn: %s\n", pgn)
	} else {
		fmt.Fprintln(e.stdout, "pgn: none (PGN has no delay)")
	}
	for _, line := range ctl.Words() {
		fmt.Fprintln(e.stdout, line)
	}
	class := ctl.Classify()
	if ctl.Kind == clock.Timed {
		fmt.Fprintf(e.stdout, "time for 60 moves: %s\n", clock.SpokenDuration(ctl.Budget60()))
		fmt.Fprintf(e.stdout, "penalty (7.5.5, 9.5.3): %s\n", clock.SpokenDuration(clock.Penalty(class, false)))
	}
	fmt.Fprintln(e.stdout, class)
	return nil
}

// simulation replays clock events read from a script against a fake time
// source.
type simulation struct {
	out       io.Writer
	errOut    io.Writer
	clk       *clock.Clock
	talker    *clock.Talker // nil without --talk
	now       time.Duration
	flagShown bool
	illegal   [2]int // completed illegal moves of each side (7.5.5)
}

// talkSides reads the --talk flag.
func talkSides(v string) ([]clock.Color, error) {
	switch v {
	case "white":
		return []clock.Color{clock.White}, nil
	case "black":
		return []clock.Color{clock.Black}, nil
	case "both":
		return []clock.Color{clock.White, clock.Black}, nil
	}
	return nil, usagef("clock simulate: --talk %q: want white, black or both", v)
}

// runClockSimulate reads "<ms> <action>" lines from stdin and prints the
// moves, the flag and the final state.
func runClockSimulate(e *env, args []string) error {
	var talk string
	ctl, err := clockControl("clock simulate", args, &talk)
	if err != nil {
		return err
	}
	s := &simulation{out: e.stdout, errOut: e.stderr}
	if s.clk, err = clock.New(ctl, func() time.Duration { return s.now }); err != nil {
		return failed("clock simulate", err)
	}
	if talk != "" {
		sides, err := talkSides(talk)
		if err != nil {
			return err
		}
		if s.talker, err = clock.NewTalker(s.clk, clock.DefaultSchedule(sides...)); err != nil {
			return err
		}
	}
	sc := bufio.NewScanner(e.stdin)
	n := 1
	for ; sc.Scan(); n++ {
		if err := s.line(sc.Text()); err != nil {
			return failed(fmt.Sprintf("clock simulate: line %d", n), err)
		}
	}
	if err := sc.Err(); errors.Is(err, bufio.ErrTooLong) {
		return problemf("clock simulate: line %d: longer than %d bytes", n, bufio.MaxScanTokenSize)
	} else if err != nil {
		return failed(fmt.Sprintf("clock simulate: reading input after line %d", n-1), err)
	}
	s.revealFlag()
	st := s.clk.Status()
	running, flag := "none", "none"
	if st.State == clock.Running {
		running = st.Turn.String()
	}
	if st.Flag != nil {
		flag = st.Flag.Side.String()
	}
	fmt.Fprintf(s.out, "final white=%s black=%s running=%s flag=%s\n",
		clockTime(st.Remaining[clock.White]), clockTime(st.Remaining[clock.Black]), running, flag)
	return nil
}

// line applies one input line.
func (s *simulation) line(text string) error {
	if i := strings.IndexByte(text, '#'); i >= 0 {
		text = text[:i]
	}
	w := strings.Fields(text)
	if len(w) == 0 {
		return nil
	}
	ms, err := strconv.ParseInt(w[0], 10, 64)
	if err != nil || ms < 0 || ms > int64(1<<40) {
		return problemf("time %q: want milliseconds since the start", w[0])
	}
	t := time.Duration(ms) * time.Millisecond
	if t < s.now {
		return problemf("time %d goes back before %d", ms, s.now/time.Millisecond)
	}
	if len(w) < 2 {
		return problemf("missing action")
	}
	s.talkUntil(t)
	s.now = t
	s.revealFlag()
	if st := s.clk.Status(); st.Flag != nil {
		fmt.Fprintf(s.errOut, "tactus: clock simulate: ignored %q: %s's flag has fallen\n",
			strings.Join(w[1:], " "), st.Flag.Side)
		return checkAction(w[1:])
	}
	if err := s.apply(w[1:]); err != nil {
		return err
	}
	s.talkUntil(t)
	return nil
}

// talkUntil prints the announcements falling due up to t, moving the time
// from one to the next as the application's single timer would.
func (s *simulation) talkUntil(t time.Duration) {
	if s.talker == nil {
		return
	}
	for range 100000 { // a bound, never reached: each step is a distinct mark
		at, ok := s.talker.Next()
		if !ok || at > t {
			return
		}
		s.now = max(s.now, at)
		for _, a := range s.talker.Due() {
			fmt.Fprintf(s.out, "announce %s %s moves=%d period=%d at %d %s\n", a.Side, clockTime(a.Remaining),
				a.Moves, a.Period, a.At/time.Millisecond, a.Reason)
		}
	}
}

// revealFlag prints the flag line once a flag has fallen.
func (s *simulation) revealFlag() {
	if f, ok := s.clk.Flag(); ok && !s.flagShown {
		s.flagShown = true
		fmt.Fprintf(s.out, "flag %s at %d\n", f.Side, f.At/time.Millisecond)
	}
}

// checkAction validates an action without applying it.
func checkAction(w []string) error {
	_, _, err := parseAction(w)
	return err
}

// parseAction checks the words of an action and returns its side and
// duration arguments, where it has them.
func parseAction(w []string) (clock.Color, time.Duration, error) {
	want := map[string]int{"start": 1, "press": 1, "pause": 1, "resume": 1, "end": 1, "add": 3, "penalty": 2, "request": 2}
	n, ok := want[w[0]]
	if !ok {
		return 0, 0, problemf("unknown action %q (want start, press, pause, resume, end, add, penalty or request)", w[0])
	}
	if len(w) != n {
		return 0, 0, problemf("%s: want %d argument(s), got %d", w[0], n-1, len(w)-1)
	}
	var side clock.Color
	if n >= 2 {
		switch w[1] {
		case "white":
			side = clock.White
		case "black":
			side = clock.Black
		default:
			return 0, 0, problemf("%s: side %q: want white or black", w[0], w[1])
		}
	}
	var d time.Duration
	if n == 3 {
		var err error
		if d, err = clock.ParseDuration(w[2]); err != nil {
			return 0, 0, failed(fmt.Sprintf("add: duration %q", w[2]), err)
		}
	}
	return side, d, nil
}

// apply performs an action on the clock.
func (s *simulation) apply(w []string) error {
	side, d, err := parseAction(w)
	if err != nil {
		return err
	}
	switch w[0] {
	case "start":
		return s.clk.Start()
	case "press":
		mover := s.clk.Status().Turn
		if err := s.clk.Press(); err != nil {
			return err
		}
		st := s.clk.Status()
		fmt.Fprintf(s.out, "move %d %s white=%s black=%s\n", st.Moves[mover], mover,
			clockTime(st.Remaining[clock.White]), clockTime(st.Remaining[clock.Black]))
		return nil
	case "pause":
		return s.clk.Pause()
	case "resume":
		return s.clk.Resume()
	case "end":
		s.clk.End()
		return nil
	case "add":
		return s.clk.AddTime(side, d)
	case "request":
		if s.talker == nil {
			return problemf("request: needs --talk")
		}
		s.talker.Request(side)
		return nil
	}
	return s.penalty(side) // "penalty": side made the last completed move, and it was illegal
}

// penalty applies Article 7.5 for side's completed illegal move, as a game
// session does: the move is taken back on the clock (its counter and bonus,
// side's time as at the press), the opponent gets the penalty time, and a
// second illegal move loses (unless the opponent cannot mate: the board
// decides that, and this command has none).
func (s *simulation) penalty(side clock.Color) error {
	s.illegal[side]++
	if s.illegal[side] >= 2 {
		s.clk.End()
		fmt.Fprintf(s.out, "illegal %s: second illegal move, %s loses unless %s cannot checkmate (7.5.5)\n", side, side, side.Other())
		return nil
	}
	what := ""
	if st := s.clk.Status(); st.Turn != side && st.Moves[side] > 0 {
		if _, err := s.clk.UndoPress(); err != nil { // side pressed last
			return err
		}
		what = "move taken back, "
	}
	d, err := s.clk.IllegalMove(side)
	if err != nil {
		return err
	}
	st := s.clk.Status()
	fmt.Fprintf(s.out, "illegal %s: %s%s gets %s, white=%s black=%s\n", side, what, side.Other(),
		clock.FormatDuration(d), clockTime(st.Remaining[clock.White]), clockTime(st.Remaining[clock.Black]))
	return nil
}

// clockTime writes d as h:mm:ss.mmm.
func clockTime(d time.Duration) string {
	sign := ""
	if d < 0 {
		sign, d = "-", -d
	}
	ms := int64(d / time.Millisecond)
	return fmt.Sprintf("%s%d:%02d:%02d.%03d", sign, ms/3600000, ms/60000%60, ms/1000%60, ms%1000)
}

// controlProblem says in u's language why a time control could not be
// read, from the reason rules/clock gives (catalog.UI.ControlProblem);
// any other error as catalog.UI.Explain words it.
func controlProblem(u *catalog.UI, control string, err error) string {
	var ce *clock.ControlError
	if errors.As(err, &ce) {
		return u.ControlProblem(control, ce)
	}
	return u.Explain(err)
}
