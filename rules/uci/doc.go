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
//		fmt.Println(uci.Describe(info.Score, root.SideToMove()))
//	}
//	best, err := s.Wait(ctx)
//
// Moves are rules.Move values, checked against the position: the PV of an
// info line is replayed move by move and ends before a move that is not
// legal (reported in Info.Err). Chess960 positions switch UCI_Chess960 on.
// Words holds the sentences said to people (the evaluation in words, one
// sentence per error), so that they can be translated.
package uci
