package session

import (
	"fmt"
	"time"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/pgn"
)

// AgreedPlies returns the made plies both scoresheets agree on: all of them,
// or those before the ply where the boards diverged.
func (s *Session) AgreedPlies() []Ply {
	n := len(s.plies)
	if s.diverged != nil {
		n = s.diverged.ply - 1
	}
	return append([]Ply(nil), s.plies[:n]...)
}

// AgreedGame returns the agreed line as a rules game.
func (s *Session) AgreedGame() (*rules.Game, error) {
	g := rules.NewGame(s.start)
	for _, p := range s.AgreedPlies() {
		if err := g.Play(p.Move); err != nil {
			return nil, fmt.Errorf("session: agreed ply %d: %w", p.Number, err)
		}
	}
	return g, nil
}

// PGN returns the game as PGN: the agreed line with [%clk] after each move,
// draw offers marked (=), the players, the time control, the result and the
// termination. wallStart dates the game (the Begin action's wall time when zero).
func (s *Session) PGN() (*pgn.Game, error) {
	g, err := s.AgreedGame()
	if err != nil {
		return nil, err
	}
	out := pgn.FromGame(g)
	plies := s.AgreedPlies()
	for i := range out.Moves {
		p := plies[i]
		if s.clk != nil {
			out.Moves[i].Clock, out.Moves[i].HasClock = p.Clock[p.Side].Truncate(time.Second), true
		}
		out.Moves[i].DrawOffer = p.Offer
	}
	set := func(k, v string) {
		if v != "" {
			out.SetTag(k, v)
		}
	}
	orQ := func(v string) string {
		if v == "" {
			return "?"
		}
		return v
	}
	out.SetTag("Event", orQ(s.cfg.Event))
	out.SetTag("Site", orQ(s.cfg.Site))
	date := "????.??.??"
	if len(s.log) > 0 && !s.log[0].Wall.IsZero() {
		date = s.log[0].Wall.UTC().Format("2006.01.02")
	}
	out.SetTag("Date", date)
	out.SetTag("Round", orQ(s.cfg.Round))
	out.SetTag("White", orQ(s.cfg.White))
	out.SetTag("Black", orQ(s.cfg.Black))
	setResult(out, s.result)
	if s.clk != nil {
		if tc, err := s.clk.Control().PGN(); err == nil {
			set("TimeControl", tc)
		}
	} else {
		set("TimeControl", "-")
	}
	if s.result != rules.Unfinished {
		set("Termination", s.reason.TerminationTag())
	} else {
		set("Termination", "unterminated")
	}
	set("Annotator", "tactus")
	return out, nil
}
