package table

import (
	"errors"
	"strings"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/narrate"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// moveContext says what a typed move is now, and whose: the repetition of
// the last move by the opponent (when the settings ask the opponent to
// confirm, or while the boards differ), else the move of the side to move.
func (g *Game) moveContext() (session.Kind, session.Actor) {
	plies := g.played()
	if ply, ok := g.diverged(); ok {
		return session.Repeat, g.actor(plies[ply-1].Before.SideToMove().Other())
	}
	if g.set.Confirm && g.at().AwaitingRepeat && g.at().Phase == session.Waiting && len(plies) > 0 {
		return session.Repeat, g.actor(plies[len(plies)-1].Before.SideToMove().Other())
	}
	if g.set.AutoPress && !g.afterSpeech {
		return session.Move, g.actor(g.at().ToMove)
	}
	return session.Announce, g.actor(g.at().ToMove)
}

// PressAfterSpeech says that a voice speaks the announcements here: with
// the auto-press setting, a typed move is announced, and its clock press
// follows when the announcement has been said (Said), never before it, so
// a slip can still be corrected while it is being said (D.2.8).
func (g *Game) PressAfterSpeech() { g.afterSpeech, g.kept.tactileAt = true, -1 }

// awaitSpeech marks the announcement among outs for its automatic press,
// when the auto-press setting waits for the speech.
func (g *Game) awaitSpeech(outs []Output) []Output {
	if !g.set.AutoPress || !g.afterSpeech {
		return outs
	}
	side, m, _, ok := g.announced()
	if !ok {
		return outs
	}
	w := &awaitPress{token: g.at().Actions, side: side, move: m, ply: len(g.played()) + 1}
	for i := range outs {
		if outs[i].Move && outs[i].Kind == Event {
			outs[i].Press, g.autoPress = w.token, w
		}
	}
	if g.autoPress != w {
		// nothing is said (no phrase): press now
		return append(outs, g.Said(w.token)...)
	}
	return outs
}

// Said presses the clock for the announcement token when it has been
// said, if it is still the announced move (not corrected, not pressed by
// hand, not replaced by another).
func (g *Game) Said(token int) []Output {
	w := g.autoPress
	if w == nil || w.token != token {
		return nil
	}
	g.kept.runKnown = false
	g.autoPress = nil
	side, m, _, ok := g.announced()
	if !ok || side != w.side || m != w.move || len(g.played())+1 != w.ply || g.done {
		return nil
	}
	return g.play(session.Action{Actor: g.actor(side), Kind: session.Press})
}

// move takes a typed move. While the opponent's move waits for its
// confirmation, a move that is no repetition of it but the confirmer's
// own reply accepts the move as announced and is played after it.
func (g *Game) move(text string) []Output {
	kind, actor := g.moveContext()
	uci, why := g.read(actor, kind, text)
	if why != "" && kind == session.Repeat {
		if outs, ok := g.reply(actor, text); ok {
			return outs
		}
	}
	if why != "" {
		return refuse(why)
	}
	return g.playTyped(session.Action{Actor: actor, Kind: kind, Move: uci})
}

// reply takes text as actor's own move while the opponent's last move
// waits for actor's confirmation (the confirm setting, the boards not
// differing): legal after the move as announced, it confirms that move and
// is played. A move legal neither as the repetition nor as the reply is
// refused as actor's own move, on actor's board after the move announced,
// never with the opponent's moves. ok is false when text is no move.
func (g *Game) reply(actor session.Actor, text string) ([]Output, bool) {
	plies := g.played()
	if _, diverged := g.diverged(); diverged || !g.set.Confirm || len(plies) == 0 {
		return nil, false
	}
	last := plies[len(plies)-1]
	if last.Before.SideToMove() == actor.Side {
		return nil, false
	}
	after := last.Before
	if after.Play(last.Move) != nil {
		return nil, false
	}
	_, err := announce.ReadTyped(&after, text, g.lang)
	if errors.Is(err, announce.ErrNeither) {
		return nil, false
	}
	if err != nil {
		return refuse(g.narr.InputProblemIn(&after, text, err, g.lang) + "."), true
	}
	outs := g.act(session.Action{Actor: actor, Kind: session.Confirm})
	if g.at().AwaitingRepeat || g.done {
		return outs, true // not confirmed: the refusal says why
	}
	return append(outs, g.move(text)...), true
}

// tryMove takes text as a move if it is one now; ok is false otherwise.
func (g *Game) tryMove(text string) ([]Output, bool) {
	kind, actor := g.moveContext()
	uci, why := g.read(actor, kind, text)
	if why != "" {
		return nil, false
	}
	return g.playTyped(session.Action{Actor: actor, Kind: kind, Move: uci}), true
}

// playTyped plays a typed move; an announcement waits for its automatic
// press when the settings ask for one.
func (g *Game) playTyped(a session.Action) []Output {
	outs := g.play(a)
	if a.Kind == session.Announce {
		outs = g.awaitSpeech(outs)
	}
	return outs
}

// read reads text as actor's move for an action of kind k, on the board
// the session says it is read on, and returns it in UCI, or why not in a
// sentence for the person who typed it.
func (g *Game) read(actor session.Actor, k session.Kind, text string) (uci, why string) {
	pos := g.r.InputPosition(actor, k)
	// English piece letters are read besides the notation language's.
	m, err := announce.ReadTyped(&pos, text, g.lang)
	if errors.Is(err, announce.ErrNeither) {
		return "", catalog.Fill(g.ui.Game.NeitherMove, firstWord(text))
	}
	// A move typed out of turn is refused for that reason, not as illegal
	// on a board it was not meant for.
	if xerr := g.r.Expect(actor, k); xerr != nil {
		return "", g.narr.Refusal(xerr)
	}
	if err == nil {
		return pos.UCI(m), ""
	}
	why = g.narr.InputProblemIn(&pos, text, err, g.lang)
	if k == session.Repeat {
		return "", catalog.Fill(g.ui.Game.RepeatFirst, why, g.side(actor.Side), g.ui.Of(int(actor.Side.Other())))
	}
	return "", why + "."
}

// play takes a move action: the clock of a resumed game starts first, and a
// completed move is taken on the opponent's board too unless the settings
// ask the opponent to confirm it.
func (g *Game) play(a session.Action) []Output {
	if g.heldByArbiter() {
		return refuse(g.ui.Trust.ArbiterHolds)
	}
	outs := g.startClock(a.Kind)
	evs, err := g.actOn(a)
	outs = append(outs, g.result(evs, err)...)
	if g.set.Confirm || g.done || !made(evs) {
		return outs
	}
	return append(outs, g.confirmQuietly()...)
}

// made reports whether the events tell of a completed move.
func made(evs []session.Event) bool {
	for _, e := range evs {
		if e.Kind == session.Made {
			return true
		}
	}
	return false
}

// confirmQuietly puts the last move on the opponent's board (one station,
// no confirmation asked): the boards agree, nothing is told. The journal
// records it as the station's copy, not as a confirmation by the opponent,
// who gave none.
func (g *Game) confirmQuietly() []Output {
	plies := g.played()
	if !g.at().AwaitingRepeat || len(plies) == 0 {
		return nil
	}
	g.silence++
	defer func() { g.silence-- }()
	evs, err := g.actOn(session.Action{Actor: session.Arbiter(), Kind: session.Copy})
	if errors.Is(err, session.ErrRecord) {
		return g.result(evs, err)
	}
	return g.tell(evs)
}

// startClock restarts a clock that stands still while the game goes on (a
// new game's before its first press, a resumed game's): a press or a move
// starts it; by is the action that does. A clock the arbiter stopped stays
// stopped (heldByArbiter).
func (g *Game) startClock(by session.Kind) []Output {
	if !g.stopped() {
		return nil
	}
	runs, first := g.ui.Trust.ClockRuns, g.waitsToBegin()
	if first {
		runs = g.ui.Trust.ClockStarts
	}
	outs := g.take(session.Action{Actor: session.Arbiter(), Via: session.ViaPress, Kind: session.Continue})
	kept := outs[:0]
	for _, o := range outs {
		if o.Kind == Event && o.Text == narrate.Capital(g.narr.Sentence(session.Event{Kind: session.Continued})) {
			if first && by != session.Press {
				continue // a new game's first move says whose clock runs
			}
			// a player's press or move started it, not the arbiter
			o.Text = runs
		}
		kept = append(kept, o)
	}
	return kept
}

// waitsToBegin reports whether the clock has stood since the game began:
// the last action is the pause at the beginning (ViaBegin).
func (g *Game) waitsToBegin() bool {
	g.stopped()
	return g.kept.begins
}

// heldByArbiter reports whether the clock stands still because the arbiter
// stopped it (6.11), at the keyboard after the PIN or from the arbiter's
// station, and has not restarted it: then only the arbiter's continue
// starts it, never a player's press or move. A clock stopped because
// tactus was quit or found running when it was reopened, or by the
// players of a casual game or a practice game, starts with a press.
func (g *Game) heldByArbiter() bool {
	return g.stopped() && g.kept.held
}

// whyStopped reads who stopped the clock and when, from the actions: the
// arbiter (heldByArbiter), or the pause at the beginning (waitsToBegin).
func (g *Game) whyStopped() (held, begins bool) {
	acts := g.r.Actions()
	if n := len(acts); n > 0 && acts[n-1].Kind == session.Pause && acts[n-1].Via == session.ViaBegin {
		begins = true
	}
	for i := len(acts) - 1; i >= 0; i-- {
		switch acts[i].Kind {
		case session.Continue:
			return false, begins
		case session.Pause:
			return acts[i].Via == session.ViaKeyboard || acts[i].Via == session.ViaStation, begins
		}
	}
	return false, begins
}

// errHeld: a player's move or press while the arbiter's stop stands.
var errHeld = errors.New("game: the arbiter stopped the clock")

// heldError is errHeld in the game's words, for the station's page.
type heldError struct{ text string }

func (e *heldError) Error() string   { return e.text }
func (e *heldError) Unwrap() []error { return []error{errHeld, session.ErrClock} }

// stopped reports whether the clock stands still in a game that goes on;
// the clock is read once for a line, and again after an action.
func (g *Game) stopped() bool {
	switch g.at().Phase {
	case session.Waiting, session.AnnouncedPhase:
	default:
		return false
	}
	if !g.kept.runKnown {
		r, ok := g.r.Clock(g.now())
		g.kept.stopped, g.kept.held, g.kept.begins, g.kept.runKnown = ok && !r.Running, false, false, true
		if g.kept.stopped {
			g.kept.held, g.kept.begins = g.whyStopped()
		}
	}
	return g.kept.stopped
}

// press completes the announced move, or starts a stopped clock.
func press(g *Game, _ []string) []Output {
	side, _, _, announced := g.announced()
	if g.heldByArbiter() {
		return refuse(g.ui.Trust.ArbiterHolds)
	}
	if g.stopped() {
		outs := g.startClock(session.Press)
		if !announced {
			return outs
		}
		return append(outs, g.play(session.Action{Actor: g.actor(side), Kind: session.Press})...)
	}
	if !announced {
		side = g.at().ToMove
	}
	return g.play(session.Action{Actor: g.actor(side), Kind: session.Press})
}

// correct replaces the announced move (D.2.8).
func correct(g *Game, args []string) []Output {
	if len(args) == 0 {
		return refuse(g.ui.Game.CorrectHow)
	}
	side, _, _, ok := g.announced()
	if !ok {
		side = g.at().ToMove
	}
	actor := g.actor(side)
	uci, why := g.read(actor, session.Correct, strings.Join(args, " "))
	if why != "" {
		return refuse(why)
	}
	return g.awaitSpeech(g.act(session.Action{Actor: actor, Kind: session.Correct, Move: uci}))
}

// confirm: the opponent confirms the last move as announced.
func confirm(g *Game, _ []string) []Output {
	side := g.at().ToMove
	plies := g.played()
	if ply, ok := g.diverged(); ok {
		side = plies[ply-1].Before.SideToMove().Other()
	} else if g.at().AwaitingRepeat && len(plies) > 0 {
		side = plies[len(plies)-1].Before.SideToMove().Other()
	}
	return g.act(session.Action{Actor: g.actor(side), Kind: session.Confirm})
}

// sideArg reads an optional white|black argument, in English or in the
// UI language (weiß, blancas, biely); def when there is none.
func (g *Game) sideArg(args []string, def rules.Color) (rules.Color, []string, error) {
	if len(args) == 0 {
		return def, args, nil
	}
	for _, c := range []rules.Color{rules.White, rules.Black} {
		if isTerm(args[0], announce.Term{Text: c.String(), Variants: []string{g.ui.Lang.Sides[c], g.ui.Sides[c]}}) {
			return c, args[1:], nil
		}
	}
	return def, args, nil
}
