// Package uci is tactus's client for chess engines that speak the
// Universal Chess Interface: Stockfish by default (Debian's stockfish
// package, found on PATH or in /usr/games), any UCI engine by command.
//
// Every exchange takes a context and has a deadline (the context's, or
// Config.ReplyTimeout). An engine that is missing (*NotFoundError), dies
// (*DiedError, ErrEngineDied, with its exit status), hangs (ErrTimeout;
// the engine is killed) or writes nonsense never blocks the caller:
// unknown lines are ignored as the protocol asks, malformed bestmove,
// info and option lines are *ProtocolError values holding the line. Lines
// are bounded in length. Each Engine runs one goroutine, which ends with
// the process; Close always reaps it.
//
//	e, err := uci.Start(ctx, uci.Config{}) // stockfish
//	if err != nil { … }
//	defer e.Close()
//	_, err = e.SetStrength(ctx, uci.Strength{Elo: 1500})
//	err = e.Position(ctx, game.Start(), game.Moves()...)
//	s, err := e.Go(ctx, uci.Limits{MoveTime: time.Second})
//	root := s.Root()
//	for {
//		info, err := s.Next(ctx) // io.EOF at the end
//		if err != nil { break }
//		v := info.Score.Verdict(root.SideToMove()) // {BetterByPawn, White, 0}: the app words it
//	}
//	best, err := s.Wait(ctx)
//
// Moves are rules.Move values, checked against the position: the PV of an
// info line is replayed move by move and ends before a move that is not
// legal (reported in Info.Err). Chess960 positions switch UCI_Chess960 on.
// The package says no sentence to people: errors are typed (the sentinels
// and error types of errors.go) and an evaluation is a Verdict, which the
// application words in its own language (tactus's UI catalogue, ui.Engine).
package uci
