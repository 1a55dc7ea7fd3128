package fullscreen

import (
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"

	"github.com/tactuschess/tactus/cmd/tactus/internal/input"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
)

// A step is one thing done with the game: a typed line, a key's question,
// a clock tick, quitting. Steps run one at a time in a command, never in
// Update, since a move writes and syncs the journal; while one runs, the
// next wait in the model's queue, in the order they came. Update touches
// the game only when no step runs (to hand outputs to the Braille
// display), and View draws from the frame the last step left.
type step struct {
	run func(*table.Game) []table.Output
	// status: the first output goes to the status line and to speech
	// (a cursor step), not to the lines on screen.
	status bool
	// tick: a clock tick; a tick waiting in the queue makes another one
	// needless.
	tick bool
}

// StepMsg is what a step did: its outputs (the journal is already
// written), and the game as it now stands.
type StepMsg struct {
	outs   []table.Output
	status bool
	frame  frame
	done   bool
}

// frame is what the view draws of the game, read when a step ends.
type frame struct {
	owner   rules.Color    // whose board is shown
	pos     rules.Position // the board shown
	mover   rules.Position // the board of the side to move
	from    rules.Square   // the last move's squares, or -1
	to      rules.Square
	turn    rules.Color
	over    bool
	names   [2]string
	clock   session.Reading
	timed   bool
	sheet   []string // the scoresheet: numbered moves, then the result
	started bool     // a move has been made
	// question is what the game asked and waits an answer for ("" for
	// none): the next line typed answers it.
	question string
	// moves is how many made moves the sheet writes, gen the moves'
	// generation it was written from (table.Look.Gen).
	moves, gen int
}

// snapshot makes the frame of g from what the game keeps (table.Look),
// after the frame before: the scoresheet is written on from it, and
// again only when the moves were read again (a restore).
func snapshot(g *table.Game, before frame) frame {
	l := g.Look()
	f := frame{owner: l.Owner, pos: l.Board, mover: l.Mover, turn: l.Turn, over: l.Over, names: l.Names,
		clock: l.Clock, timed: l.Timed, question: l.Question, from: -1, to: -1,
		started: len(l.Moves) > 0, moves: len(l.Moves), gen: l.Gen}
	if n := len(l.Moves); n > 0 {
		f.from, f.to = l.Moves[n-1].Move.From(), l.Moves[n-1].Move.To()
	}
	sheet := before.sheet[:min(before.moves, len(before.sheet))]
	if before.gen != l.Gen || before.moves > len(l.Moves) {
		sheet = nil
	}
	lang := g.Notation()
	f.sheet = append([]string(nil), sheet...)
	for _, pl := range l.Moves[len(sheet):] {
		san := lang.SAN(&pl.Before, pl.Move)
		if pl.Before.SideToMove() == rules.White {
			san = fmt.Sprintf("%d. %s", pl.Before.FullmoveNumber(), san)
		} else if len(f.sheet) == 0 {
			san = fmt.Sprintf("%d... %s", pl.Before.FullmoveNumber(), san)
		}
		f.sheet = append(f.sheet, san)
	}
	if l.Result != rules.Unfinished {
		f.sheet = append(f.sheet, string(l.Result))
	}
	return f
}

// run starts st, or queues it behind the step that runs.
func (m *Model) run(st step) tea.Cmd {
	if m.busy {
		if st.tick {
			for _, q := range m.queue {
				if q.tick {
					return nil
				}
			}
		}
		m.queue = append(m.queue, st)
		return nil
	}
	m.busy = true
	g, running, before := m.g, m.running, m.frame
	return func() tea.Msg {
		running.Lock()
		defer running.Unlock()
		outs := st.run(g)
		return StepMsg{outs: outs, status: st.status, frame: snapshot(g, before), done: g.Done()}
	}
}

// Wait returns when no step runs: after the program has ended, before the
// game is used elsewhere (a step may still be writing it when the program
// was stopped from outside).
func (m Model) Wait() {
	m.running.Lock()
	defer m.running.Unlock()
}

// finish applies a step's outputs (only now are they said and shown), then
// starts the next step in the queue.
func (m *Model) finish(msg StepMsg) tea.Cmd {
	m.busy = false
	m.frame = msg.frame
	if msg.status {
		if len(msg.outs) > 0 {
			m.status = msg.outs[0].Text
			if m.opts.Say != nil {
				m.opts.Say(msg.outs[0])
			}
		}
	} else {
		m.show(msg.outs)
		for _, o := range msg.outs {
			if o.Move {
				m.status = o.Text // the status line follows each move
			}
		}
	}
	if msg.done {
		for _, o := range msg.outs {
			m.farewell = append(m.farewell, o.Text)
		}
		return tea.Quit
	}
	if len(m.queue) == 0 {
		return nil
	}
	next := m.queue[0]
	m.queue = m.queue[1:]
	return m.run(next)
}

// line runs a line typed at the prompt as a step (through Options.Do).
// An empty line stops the long answer being said first (Options.Hush),
// as in plain mode.
func (m *Model) line(s string, marks bool) tea.Cmd {
	if strings.TrimSpace(s) == "" && m.opts.Hush != nil {
		m.opts.Hush()
	}
	return m.take(input.Line{Text: s, From: input.Prompt}, marks)
}

// keyLine runs the line a key gives (space presses, y confirms, Escape
// says no) as a step.
func (m *Model) keyLine(s string) tea.Cmd {
	return m.take(input.Line{Text: s, From: input.Key}, false)
}

// do returns Options.Do, or without one the game's own Take.
func (m *Model) do() func(*table.Game, input.Msg) []table.Output {
	if m.opts.Do == nil {
		return (*table.Game).Take
	}
	return m.opts.Do
}

// take runs an input as a step, through Options.Do.
func (m *Model) take(in input.Msg, marks bool) tea.Cmd {
	do := m.do()
	return m.run(step{run: func(g *table.Game) []table.Output {
		outs := do(g, in)
		if marks {
			outs = append(outs, g.Marks()...)
		}
		return outs
	}})
}

// ask runs a command of the game itself as a step (a key's question).
func (m *Model) ask(s string) tea.Cmd {
	return m.run(step{run: func(g *table.Game) []table.Output { return g.Do(s) }})
}

// tell shows outputs made without the game, in turn with the steps.
func (m *Model) tell(outs []table.Output) tea.Cmd {
	return m.run(step{run: func(*table.Game) []table.Output { return outs }})
}
