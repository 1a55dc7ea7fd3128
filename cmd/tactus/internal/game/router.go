package game

import (
	"context"
	"strings"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/command"
	"github.com/tactuschess/tactus/cmd/tactus/internal/input"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
)

// router is the one owner of what an input means now, on the app's
// goroutine (the view's steps): every input of the game screen, in both
// views, comes to take as its own type (package input): a typed line, a
// key's line, a Braille move, a station's call, a voice result, an
// engine's move, an announcement said, a timer's tick. A typed line is
// read here in one order (more, listen, the answer to a move heard, the
// second station's words at the keyboard, the practice words) before the
// table reads it as a command or a move; it is parsed once
// (table.Game.Read, command.ParseIn) and the parsed input is handed to the
// station's words and to table.Game.DoIn. A move made on the Braille
// display or by the engine is a move: only the waiting move heard is
// dropped by it, as by any line.
type router struct {
	// more goes on with the long answer the voice was stopped in; nil
	// without a voice.
	more func() bool
	// listen is moves by voice; nil when nothing listens, and why says
	// why (the answer to the listen word).
	listen *listener
	why    string
	// second is the second station; nil without one.
	second Second
	// practice is the engine's driver; nil without one.
	practice Opponent
}

// take does what m means and returns what came of it.
func (r *router) take(g *table.Game, m input.Msg) []table.Output {
	switch m := m.(type) {
	case input.Line:
		return r.line(g, m.Text)
	case input.BrailleMove:
		return r.move(g, m.Move)
	case input.EngineMove:
		return r.move(g, m.Move)
	case input.Listen:
		return r.startListening()
	case input.StationCall:
		if r.second != nil {
			return r.second.Call(g, m)
		}
	case input.Utterance:
		if r.listen != nil {
			return r.listen.recognise(g, m.ID)
		}
	case input.Heard:
		if r.listen != nil {
			return r.listen.verdict(g, m.ID, r.game)
		}
	case input.Said, input.Tick:
		return g.Take(m) // the automatic press after speech; a flag fall
	}
	return nil
}

// line reads a typed line.
func (r *router) line(g *table.Game, line string) []table.Output {
	if r.more != nil && isMore(g.UI(), line) {
		if r.more() {
			return nil
		}
		return []table.Output{{Kind: table.Answer, Text: g.UI().Channels.NothingMore}}
	}
	if isListenWord(line) {
		return r.startListening()
	}
	if r.listen != nil {
		if step, ok := r.listen.flow.Answer(line); ok {
			return r.listen.apply(g, step, r.game)
		}
	}
	return r.game(g, line)
}

// move plays a move made elsewhere than the keyboard (UCI).
func (r *router) move(g *table.Game, uci string) []table.Output {
	if r.listen != nil {
		if step, ok := r.listen.flow.Answer(uci); ok {
			return r.listen.apply(g, step, r.game)
		}
	}
	return g.Do(uci)
}

// startListening records the next utterance, or says why nothing listens.
func (r *router) startListening() []table.Output {
	if r.listen == nil {
		return []table.Output{{Kind: table.Notice, Text: r.why}}
	}
	r.listen.record()
	return []table.Output{{Kind: table.Answer, Text: r.listen.flow.UI.Voice.Listening}}
}

// game gives a line to the second station's keyboard words, then to the
// practice words, then to the table.
func (r *router) game(g *table.Game, line string) []table.Output {
	in := g.Read(line) // the one parse of the line, for the station and the table
	if r.second != nil {
		if outs, ok := r.second.Route(g, in); ok {
			return outs
		}
	}
	if p := r.practice; p != nil {
		switch next, outs := p.Do(line); next {
		case "":
			return outs
		case line:
			return append(outs, g.DoIn(in)...)
		default: // a line of the driver's own (a takeback's restore, quit)
			return append(outs, g.Do(next)...)
		}
	}
	return g.DoIn(in)
}

// isMore reports whether line is the word more, in English or in u's
// language (a leading / allowed).
func isMore(u *catalog.UI, line string) bool {
	w := strings.ToLower(strings.TrimPrefix(strings.TrimSpace(line), "/"))
	for _, m := range append([]string{"more"}, u.Channels.More...) {
		if w == strings.ToLower(m) {
			return true
		}
	}
	return false
}

// isListenWord reports whether line is one of listenWords.
func isListenWord(line string) bool {
	for _, w := range listenWords {
		if strings.EqualFold(strings.TrimSpace(line), w) {
			return true
		}
	}
	return false
}

// Opponent is the engine that plays one side (tactus practice), as the
// game screen uses it: *practice.Driver has it, wired in by cmd/tactus.
type Opponent interface {
	// Touch gets the game after every step, on the app's goroutine.
	Touch(*table.Game, []table.Output)
	// Input delivers the engine's moves (input.EngineMove).
	Input() <-chan input.Msg
	// Notices delivers what the driver tells the player.
	Notices() <-chan table.Output
	// Do answers the practice words before the table sees a line: next is
	// the line for the table ("" for none).
	Do(line string) (next string, outs []table.Output)
	// Close stops the engine.
	Close() error
}

// Second is the second station serving the table (tactus play
// --station), as the game screen uses it: cmd/tactus wires in the
// station's host (host.Host).
type Second interface {
	// Touch takes the views after every step, on the app's goroutine.
	Touch(*table.Game, []table.Output)
	// Input delivers the station's calls (input.StationCall).
	Input() <-chan input.Msg
	// Call runs a station's call on the app's goroutine.
	Call(*table.Game, input.StationCall) []table.Output
	// Route takes a typed line meant for the station (devices, drop N, yes
	// or no to a device asking), as the router parsed it (table.Game.Read);
	// ok is false for the game's lines.
	Route(g *table.Game, in command.Input) (outs []table.Output, ok bool)
	// Aside is the arbiter's address and code while no arbiter's device is
	// paired, for the full screen to show apart; "" otherwise.
	Aside() string
}

// StartSecond starts the second station for g (plain: the app runs in
// plain mode); notices gets what the station tells until ctx ends. It
// returns the station, the lines that say how to reach it, and its
// address as a QR code.
type StartSecond func(ctx context.Context, g *table.Game, plain bool, notices chan<- table.Output) (Second, []table.Output, []string, error)
