// Package practice lets the app's game be played against a chess engine:
// the engine is the other side at the board. After each step of the game
// the app hands the driver the game (Touch, on the app's own goroutine);
// when it is the engine's turn the driver asks the engine on a goroutine
// of its own and gives the move back as an input.EngineMove (Input), which
// the app plays like a typed move. The game never waits for the engine.
//
// It also answers the player's practice words, in English and in the UI
// language (catalog.Practice: "tipp", "zurücknehmen", "neustart" in German):
// "hint" (the engine's best move for the player, said in the move
// vocabulary, with the evaluation in words), "takeback" (both boards back
// to before the player's last move, through the session's restore) and
// "new" (this game ends, saved, and another begins); "help" adds them to
// the game's list. An engine that is missing, dies, hangs or talks
// nonsense is told once in one sentence; the game is kept and goes on
// without it (its moves are then typed by hand). Every sentence is in the
// driver's UI language.
//
//	d := practice.New(engine, rules.Black, announcer, u)
//	defer d.Close()
//	… the app calls d.Touch(g, outs) after every step, takes lines from
//	d.Input() as typed, shows d.Notices(), and lets d.Do answer first …
package practice

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/input"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// Engine is what practice needs of a chess engine (rules/uci through an
// adapter, or a fake in tests).
type Engine interface {
	// Move returns the engine's move for the side to move after moves
	// from start.
	Move(ctx context.Context, start rules.Position, moves []rules.Move) (rules.Move, error)
	// Hint returns the best move for the side to move and the evaluation
	// in one short sentence ("White is better by about a pawn").
	Hint(ctx context.Context, start rules.Position, moves []rules.Move) (rules.Move, string, error)
	// Close stops the engine.
	Close() error
}

// Timeout bounds one question to the engine; an engine slower than this
// is taken to hang.
const Timeout = 60 * time.Second

// Driver plays the engine's side of a table.
type Driver struct {
	engine Engine
	side   rules.Color
	say    announce.Announcer
	ui     *catalog.UI
	en     *catalog.UI // English, whose words always work

	ctx     context.Context
	cancel  context.CancelFunc
	input   chan input.Msg
	notices chan table.Output

	mu      sync.Mutex
	start   rules.Position
	moves   []rules.Move
	pending int  // the ply count the engine thinks about, -1 if none
	broken  bool // the engine failed: the game goes on without it
	again   bool // the player asked for a new game
	search  context.CancelFunc
}

// New returns a driver playing side with engine; say writes its hints,
// and its sentences and words are u's (nil is English).
func New(engine Engine, side rules.Color, say announce.Announcer, u *catalog.UI) *Driver {
	en := catalog.English()
	if u == nil {
		u = en
	}
	ctx, cancel := context.WithCancel(context.Background())
	return &Driver{engine: engine, side: side, say: say, ui: u, en: en, ctx: ctx, cancel: cancel,
		input: make(chan input.Msg, 1), notices: make(chan table.Output, 4), pending: -1}
}

// Side is the side the engine plays.
func (d *Driver) Side() rules.Color { return d.side }

// Input delivers the engine's moves for the game's loop
// (input.EngineMove, in UCI).
func (d *Driver) Input() <-chan input.Msg { return d.input }

// Notices delivers what the driver tells the player: hints, and the one
// sentence when the engine fails.
func (d *Driver) Notices() <-chan table.Output { return d.notices }

// Close stops any search and the engine.
func (d *Driver) Close() error {
	d.cancel()
	if err := d.engine.Close(); err != nil {
		return fmt.Errorf("practice: %w", err)
	}
	return nil
}

// Touch takes the game as it stands after a step (on the app's
// goroutine): it keeps a copy of the record, and asks the engine for a
// move when it is the engine's turn.
func (d *Driver) Touch(g *table.Game, _ []table.Output) {
	s := g.Session()
	plies := s.Plies()
	d.mu.Lock()
	defer d.mu.Unlock()
	d.start = s.Start()
	d.moves = d.moves[:0]
	for _, p := range plies {
		d.moves = append(d.moves, p.Move)
	}
	if d.pending >= 0 && d.pending != len(plies) && d.search != nil {
		d.search() // the game moved on (a takeback): that answer is stale
		d.search, d.pending = nil, -1
	}
	if d.broken || g.Over() || s.ToMove() != d.side || s.Phase() != session.Waiting || d.pending == len(plies) {
		return
	}
	if _, _, diverged := s.Divergence(); diverged {
		return
	}
	d.pending = len(plies)
	ctx, cancel := context.WithTimeout(d.ctx, Timeout)
	d.search = cancel
	start, moves, n := d.start, append([]rules.Move(nil), d.moves...), len(plies)
	go func() {
		defer cancel()
		m, err := d.engine.Move(ctx, start, moves)
		d.mu.Lock()
		stale := d.pending != n
		if !stale {
			d.pending, d.search = -1, nil
		}
		d.mu.Unlock()
		switch {
		case stale || d.ctx.Err() != nil:
		case err != nil:
			d.fail(err)
		default:
			pos := positionAfter(start, moves)
			select {
			case d.input <- input.EngineMove{Move: pos.UCI(m)}:
			case <-d.ctx.Done():
			}
		}
	}()
}

// Do answers the practice words before the game sees a line: "hint" is
// answered here (next is ""), "takeback" becomes the game's restore line,
// "new" its quit; "help" goes to the game after the practice words' own
// lines. Any other line comes back as it is, for the table.
func (d *Driver) Do(line string) (next string, outs []table.Output) {
	switch d.word(line) {
	case "hint":
		return "", d.hint()
	case "takeback":
		if restore, ok := d.takeback(); ok {
			return restore, nil
		}
		return "", []table.Output{{Kind: table.Refusal, Text: d.ui.Practice.NoTakeback}}
	case "help":
		return line, d.help()
	case "new":
		// this game ends here (saved, resumable) and tactus practice
		// starts the next one
		d.mu.Lock()
		d.again = true
		d.mu.Unlock()
		return "quit", nil
	}
	return line, nil
}

// Again reports whether the player asked for a new game: the caller
// starts one when this one has ended.
func (d *Driver) Again() bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.again
}

// takeback returns the line that takes back the player's last move (and
// the engine's reply after it): restore to the ply before it; ok is false
// when the player has made no move yet.
func (d *Driver) takeback() (line string, ok bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	for i := len(d.moves) - 1; i >= 0; i-- {
		if moverOf(d.start, i) != d.side {
			return fmt.Sprintf("restore %d", i), true
		}
	}
	return "", false
}

// hint asks the engine for the player's best move, beside the table.
func (d *Driver) hint() []table.Output {
	d.mu.Lock()
	broken := d.broken
	start, moves := d.start, append([]rules.Move(nil), d.moves...)
	d.mu.Unlock()
	if broken {
		return []table.Output{{Kind: table.Refusal, Text: d.ui.Practice.NoHint}}
	}
	go func() {
		ctx, cancel := context.WithTimeout(d.ctx, Timeout)
		defer cancel()
		m, eval, err := d.engine.Hint(ctx, start, moves)
		if err != nil {
			if d.ctx.Err() == nil {
				d.fail(err)
			}
			return
		}
		pos := positionAfter(start, moves)
		p := d.say.Move(&pos, m)
		text := d.ui.F(d.ui.Practice.HintIs, p.String())
		eval = strings.TrimSuffix(strings.TrimSpace(eval), ".")
		if eval != "" {
			text += " " + eval + "."
		}
		d.notify(table.Output{Kind: table.Answer, Text: text, Phrase: d.hintPhrase(p, eval)})
	}()
	return []table.Output{{Kind: table.Answer, Text: d.ui.Practice.Looking, Quiet: true}}
}

// fail tells once that the engine failed; the game goes on without it.
func (d *Driver) fail(err error) {
	d.mu.Lock()
	first := !d.broken
	d.broken = true
	d.mu.Unlock()
	if first {
		d.notify(table.Output{Kind: table.Notice, Text: d.ui.F(d.ui.Practice.Failed, Problem(d.ui, err))})
	}
}

// notify queues a notice without blocking.
func (d *Driver) notify(o table.Output) {
	select {
	case d.notices <- o:
	case <-d.ctx.Done():
	}
}

// Problem says in a few words, without a full stop, what went wrong with
// the engine, in u's language (nil is English).
func Problem(u *catalog.UI, err error) string {
	if u == nil {
		u = catalog.English()
	}
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return u.Practice.Late
	case errors.Is(err, rules.ErrIllegalMove):
		return u.Practice.Illegal
	}
	var named interface{ Sentence() string }
	if errors.As(err, &named) {
		return named.Sentence()
	}
	return u.Practice.Stopped
}

// positionAfter plays moves from start; the moves come from the session,
// so they are legal.
func positionAfter(start rules.Position, moves []rules.Move) rules.Position {
	pos := start
	for _, m := range moves {
		if pos.Play(m) != nil {
			break
		}
	}
	return pos
}

// moverOf returns the side that made ply i (0-based) from start.
func moverOf(start rules.Position, i int) rules.Color {
	if i%2 == 0 {
		return start.SideToMove()
	}
	return start.SideToMove().Other()
}
