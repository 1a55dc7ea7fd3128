// Package clock is the FIDE chess clock of tactus: time controls (Article
// 6.3), the two displays with their flags (6.1, 6.9), arbiter pauses and
// adjustments (6.10, 6.11, 7.1, D.2.9), penalty times (7.5.5, 9.5.3, A.3,
// Guidelines III.4) and the talking schedule of the clock for visually
// impaired players (Appendix D.2.6.1).
//
// The clock never reads the wall clock: time comes from an injected monotonic
// source, so tests drive it to the millisecond without sleeping.
//
//	ctl, err := clock.Parse("40/90m+30s, 30m+30s")
//	if err != nil { ... }
//	c, err := clock.New(ctl, monotonicNow) // monotonicNow func() time.Duration
//	c.Start()            // White's clock runs (6.6)
//	c.Press()            // White completes move 1 (6.2.1); Black's clock runs
//	side, at, ok := c.NextFlag() // whose flag falls when, for one timer
//
// The verdict of a flag fall needs the rules engine; it is asked through the
// small MateChecker interface defined here:
//
//	outcome := c.FlagVerdict(engine) // WhiteWins, BlackWins or Draw (6.9)
//
// The talking clock is a Talker: the application asks it when the next
// announcement is due, sets one timer, and takes the announcements due when
// it fires; it holds them back while a move is being announced.
//
//	tk, _ := clock.NewTalker(c, clock.DefaultSchedule(clock.White))
//	at, ok := tk.Next()      // set a timer for at
//	for _, a := range tk.Due() { speak(a.Side, a.Remaining, a.Moves) }
//
// The examples (ExampleClock, ExampleTalker) run these steps on a fake time
// source.
package clock
