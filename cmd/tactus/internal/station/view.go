package station

import (
	"strconv"
	"strings"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/narrate"
	"github.com/tactuschess/tactus/cmd/tactus/internal/stationapi"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
	"github.com/tactuschess/tactus/rules/session"
	"github.com/tactuschess/tactus/rules/session/journal"
)

// The wire types of a view (package stationapi, which join shares).
type (
	// View is what one role's page shows.
	View = stationapi.View
	// Asking is a device asking to pair.
	Asking = stationapi.Asking
	// Board is one side's record.
	Board = stationapi.Board
	// Clock is both times at the moment of the view.
	Clock = stationapi.Clock
	// Line is one thing said or recorded.
	Line = stationapi.Line
)

// SnapshotOptions say how Snapshot describes the game.
type SnapshotOptions struct {
	Role Role
	// Opponent is the side the opponent's station plays.
	Opponent rules.Color
	// Now is the game time to read the clock at.
	Now time.Duration
	// Narrator says moves and events in the players' words.
	Narrator narrate.Narrator
	// Said are the latest sentences, oldest first.
	Said []Line
}

// opponentKinds and arbiterKinds are the actions each role may post.
var (
	opponentKinds = []session.Kind{session.Announce, session.Correct, session.Press, session.Repeat,
		session.Confirm, session.Offer, session.Accept, session.Decline, session.Claim, session.Resign,
		session.Adjourn, session.Seal, session.Touch}
	arbiterKinds = []session.Kind{session.Restore, session.SetTime, session.Illegal,
		session.Pause, session.Continue, session.Declare, session.CorrectResult, session.Adjust,
		session.SetMoves, session.SetControl, session.Quickplay, session.Decide, session.Adjourn, session.Resume}
)

// Snapshot describes s for a role. A Host that holds its own session calls it
// under its lock; len(s.Actions()) is the sequence number.
func Snapshot(s *session.Session, o SnapshotOptions) View {
	cfg := s.Config()
	v := View{Seq: seqOf(s), Role: o.Role.String(), Side: o.Opponent.String(), White: cfg.White, Black: cfg.Black,
		Phase: s.Phase().String(), ToMove: s.ToMove().String(), Said: o.Said, Can: []string{}}
	if v.Said == nil {
		v.Said = []Line{}
	}
	actor, kinds := session.Player(o.Opponent), opponentKinds
	if o.Role == Arbiter {
		actor, kinds = session.Arbiter(), arbiterKinds
		v.Boards = []Board{board(s, rules.White), board(s, rules.Black)}
		v.Journal, v.Plies = journalLines(s), plyLines(s, narratorUI(o.Narrator))
	} else {
		v.Boards = []Board{board(s, o.Opponent)}
		v.Moves = moveLines(s)
		v.Input = map[string]string{}
		for _, k := range []session.Kind{session.Announce, session.Correct, session.Repeat, session.Seal} {
			p := s.InputPosition(actor, k)
			v.Input[k.String()] = p.FEN()
		}
	}
	for _, k := range kinds {
		if s.Expect(actor, k) == nil {
			v.Can = append(v.Can, k.String())
		}
	}
	if r, ok := s.Clock(max(o.Now, s.Now())); ok {
		v.Clock = &Clock{White: r.Remaining[rules.White].Milliseconds(), Black: r.Remaining[rules.Black].Milliseconds()}
		if r.Running {
			v.Clock.Running = r.Turn.String()
		}
	}
	if plies := s.Plies(); len(plies) > 0 {
		v.Start = plies[0].Before.FEN()
	}
	v.Last = lastAnnouncement(s, o.Narrator)
	if ply, _, ok := s.Divergence(); ok {
		v.Divergence = divergence(s, ply, narratorUI(o.Narrator))
	}
	if side, ok := s.Offer(); ok {
		v.Offer = side.String()
	}
	if res, why := s.Result(); res != rules.Unfinished {
		v.Result = narrate.Capital(o.Narrator.Decided(res, why, s.ResultText()))
	}
	return v
}

// seqOf returns the number of actions s has recorded.
func seqOf(s *session.Session) int {
	acts := s.Actions()
	if len(acts) == 0 {
		return 0
	}
	return acts[len(acts)-1].Seq
}

// board describes side's record.
func board(s *session.Session, side rules.Color) Board {
	g := s.Board(side)
	p := g.Position()
	b := Board{Side: side.String(), FEN: p.FEN()}
	if ms := g.Moves(); len(ms) > 0 {
		before, err := g.PositionAt(len(ms) - 1)
		if err == nil {
			b.Last = notation.UCI(&before, ms[len(ms)-1])
		}
	}
	return b
}

// lastAnnouncement is the move announced and not yet pressed, or the last
// made one.
func lastAnnouncement(s *session.Session, n narrate.Narrator) *Line {
	u := narratorUI(n)
	side, m, before, ok := s.Announced()
	ply := len(s.Plies()) + 1
	verb := u.Station.Announces
	if !ok {
		plies := s.Plies()
		if len(plies) == 0 {
			return nil
		}
		last := plies[len(plies)-1]
		side, m, before, ply, verb = last.Side, last.Move, last.Before, last.Number, u.Station.Played
	}
	return &Line{Seq: seqOf(s), Ply: ply, Text: narrate.Capital(catalog.Fill(verb, u.Side(int(side)), n.Move(before, m))),
		SAN: notation.SAN(&before, m), UCI: notation.UCI(&before, m)}
}

// divergence says what each board has at the ply where they differ.
func divergence(s *session.Session, ply int, u *catalog.UI) string {
	text := catalog.Fill(u.Station.Differ, plyMove(s, ply))
	for _, side := range []rules.Color{rules.White, rules.Black} {
		g := s.Board(side)
		if g.Len() < ply {
			continue
		}
		if before, err := g.PositionAt(ply - 1); err == nil {
			text += ", " + catalog.Fill(u.Station.BoardHas, u.Of(int(side)), notation.SAN(&before, g.Moves()[ply-1]))
		}
	}
	return text + "."
}

// narratorUI returns n's language, English by default.
func narratorUI(n narrate.Narrator) *catalog.UI {
	if n.UI == nil {
		return catalog.English()
	}
	return n.UI
}

// journalLines lists every action as the journal writes it, without the
// line's checksum (it is for the program, not for the arbiter's eyes).
func journalLines(s *session.Session) []Line {
	acts := s.Actions()
	out := make([]Line, 0, len(acts))
	for _, a := range acts {
		out = append(out, Line{Seq: a.Seq, Text: unsealed(journal.Format(a))})
	}
	return out
}

// unsealed is a journal line without its checksum (" #" and 8 hex digits).
func unsealed(line string) string {
	i := strings.LastIndex(line, " #")
	if i < 0 || len(line)-i != 10 {
		return line
	}
	for _, c := range line[i+2:] {
		if !strings.ContainsRune("0123456789abcdefABCDEF", c) {
			return line
		}
	}
	return line[:i]
}

// moveNumber numbers a move as a scoresheet does: "2." for White's
// second move, "2…" for Black's, from the position before it.
func moveNumber(before *rules.Position) string {
	n := strconv.Itoa(before.FullmoveNumber())
	if before.SideToMove() == rules.Black {
		return n + "…"
	}
	return n + "."
}

// plyMove names the move of the ply-th ply of the agreed record, or of
// either board when the record is shorter, in a sentence: "2" for White's
// second move, "2…" for Black's.
func plyMove(s *session.Session, ply int) string {
	var before *rules.Position
	if plies := s.Plies(); ply >= 1 && ply <= len(plies) {
		before = &plies[ply-1].Before
	}
	for _, side := range []rules.Color{rules.White, rules.Black} {
		if p, err := s.Board(side).PositionAt(ply - 1); before == nil && err == nil {
			before = &p
		}
	}
	if before == nil {
		return strconv.Itoa((ply + 1) / 2)
	}
	return strings.TrimSuffix(moveNumber(before), ".")
}

// plyLines lists the plies both boards agree on (the points D.2.9 can
// restore to), each as the scoresheet writes its move ("2… e5"), with both
// clocks after it.
func plyLines(s *session.Session, u *catalog.UI) []Line {
	var out []Line
	differ, _, diverged := s.Divergence()
	for _, p := range s.Plies() {
		if diverged && p.Number >= differ {
			break
		}
		text := moveNumber(&p.Before) + " " + notation.SAN(&p.Before, p.Move)
		if s.Timed() {
			text += " (" + u.Side(0) + " " + narrate.HMS(p.Clock[rules.White]) + ", " + u.Side(1) + " " + narrate.HMS(p.Clock[rules.Black]) + ")"
		}
		out = append(out, Line{Ply: p.Number, Text: text, SAN: notation.SAN(&p.Before, p.Move), UCI: notation.UCI(&p.Before, p.Move)})
	}
	return out
}

// moveLines lists the moves both boards agree on (the scoresheet the
// opponent may keep), each in UCI and SAN with its ply number and draw
// offer.
func moveLines(s *session.Session) []Line {
	var out []Line
	differ, _, diverged := s.Divergence()
	for _, p := range s.Plies() {
		if diverged && p.Number >= differ {
			break
		}
		out = append(out, Line{Ply: p.Number, SAN: notation.SAN(&p.Before, p.Move), UCI: notation.UCI(&p.Before, p.Move), Offer: p.Offer})
	}
	return out
}
