// Package session holds one over-the-board game under FIDE Laws Appendix D:
// the two boards (each player's scoresheet replayed on the rules engine), the
// clock, the players and their roles, and the ply cycle of announce, correct
// (D.2.8), press (D.2.4), repeat, in step or diverged (D.2.9). It also keeps
// draw offers, claims, penalties (7.5, 9.5.3), flag falls (6.9), adjournment
// (Guidelines I) and the result.
//
// Every change is an Action; the state is a fold over the actions, so replaying
// the actions a session recorded gives exactly its state. Each transition
// returns the Events it produced, for the application to announce, show in
// Braille and print. A Recorder (the journal) gets each action, and must have
// it on disk, before the events are returned:
//
//	s, err := session.New(cfg, session.Options{Now: mono, Wall: time.Now, Recorder: j})
//	if err != nil { … }
//	evs, err := s.Act(session.Action{Actor: session.Player(rules.White), Kind: session.Move, Move: "e2e4"})
//	// evs: Announced, Made — announce them now, the journal already has them.
//
// The package knows nothing of speech, Braille or terminals; the application
// is a face on it and holds no chess rule of its own.
package session
