package game

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/app/narrate"
	"github.com/tactuschess/tactus/cmd/tactus/internal/app/ui"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/session"
	"github.com/tactuschess/tactus/rules/session/journal"
)

// Summary describes a saved game, for the question whether to resume it.
type Summary struct {
	Path         string
	White, Black string
	Began        time.Time // the wall time of its beginning
	Move         int       // the number of the move the game stands at
	ToMove       rules.Color
}

// Name names the game of the journal at path: "Ana - Bo" from its first
// action, or the file's name when that cannot be read.
func Name(path string) string {
	actions, _, err := journal.ReadFile(path)
	if err == nil && len(actions) > 0 && actions[0].Config != nil {
		return actions[0].Config.White + " - " + actions[0].Config.Black
	}
	return filepath.Base(path)
}

// Question asks whether to resume the game, in English: "Resume the game
// Ana - Bo from 22 November, move 12? (yes/no)".
func (s Summary) Question() string { return s.QuestionIn(ui.English()) }

// QuestionIn asks whether to resume the game in u's language.
func (s Summary) QuestionIn(u *ui.UI) string {
	when := ""
	if !s.Began.IsZero() {
		t := s.Began.Local()
		when = fmt.Sprintf(u.Game.From, t.Day(), u.Months[t.Month()-1])
	}
	return fmt.Sprintf(u.Game.ResumeQuestion, s.White, s.Black, when, s.Move)
}

// Summarize reads the journal at path and describes its game; unfinished
// is false when the game is over.
func Summarize(path string) (s Summary, unfinished bool, err error) {
	actions, _, err := journal.ReadFile(path)
	if err != nil {
		return Summary{}, false, err
	}
	ses, err := session.Replay(actions, session.Options{})
	if err != nil {
		return Summary{}, false, err
	}
	cfg := ses.Config()
	pos := ses.Position(ses.ToMove())
	s = Summary{Path: path, White: cfg.White, Black: cfg.Black, Began: actions[0].Wall,
		Move: pos.FullmoveNumber(), ToMove: ses.ToMove()}
	return s, ses.Phase() != session.Over, nil
}

// Latest returns the most recently written unfinished game in dir.
func Latest(dir string) (s Summary, ok bool) {
	games := Unfinished(dir, 1)
	if len(games) == 0 {
		return Summary{}, false
	}
	return games[0], true
}

// Unfinished returns up to n unfinished games in dir, the most recently
// written first; journals that cannot be read are passed over.
func Unfinished(dir string, n int) []Summary {
	paths, _ := filepath.Glob(filepath.Join(dir, "*.journal"))
	type file struct {
		path string
		mod  time.Time
	}
	var files []file
	for _, p := range paths {
		if st, err := os.Stat(p); err == nil {
			files = append(files, file{p, st.ModTime()})
		}
	}
	sort.Slice(files, func(i, j int) bool { return files[i].mod.After(files[j].mod) })
	var out []Summary
	for _, f := range files {
		if len(out) == n {
			break
		}
		if s, unfinished, err := Summarize(f.path); err == nil && unfinished {
			out = append(out, s)
		}
	}
	return out
}

// Resume reopens the game of the journal at path, with the names, start
// and time control it began with and the rest of the settings from opts.
//
// A resumed game's clock stands still until a player presses or moves:
// the time between the last recorded action and the reopening is not
// charged to anyone (the game time goes on from the last action's), and if
// the clock was running when the journal ended (a crash, a power cut), an
// arbiter pause is recorded at once, at that time. The first press, or the
// first move, records the arbiter's continue before it (see startClock), so
// the journal says exactly when the clock stood and when it ran.
func Resume(path string, opts Options) (*Game, []Output, error) {
	j, actions, torn, err := journal.Open(path)
	if err != nil {
		return nil, nil, err
	}
	var lastAt time.Duration
	if len(actions) > 0 {
		lastAt = actions[len(actions)-1].At
	}
	reopened := opts.Since()
	now := func() time.Duration { return lastAt + opts.Since() - reopened }
	g, err := newGame(opts, now, j)
	if err != nil {
		j.Close()
		return nil, nil, err
	}
	s, err := session.Replay(actions, session.Options{Now: now, Wall: opts.Wall, Recorder: j})
	if err != nil {
		j.Close()
		return nil, nil, fmt.Errorf("game: %s cannot be resumed: %w", filepath.Base(path), err)
	}
	g.s = s
	g.narr.Untimed = untimed(s)
	g.seen = s.Position(g.owner())
	var outs []Output
	if torn != nil {
		outs = append(outs, Output{Kind: Notice, Text: fmt.Sprintf(g.ui.Game.TornJournal, torn.Line)})
	}
	outs = append(outs, g.resumed()...)
	return g, outs, nil
}

// resumed tells where the game stands and stops a running clock.
func (g *Game) resumed() []Output {
	cfg := g.s.Config()
	// where the record stands: after its last ply, confirmed or not (each
	// board may still lack the other side's last move); a move announced
	// and not yet pressed is said after it
	at := g.s.Start()
	if plies := g.s.Plies(); len(plies) > 0 {
		pl := plies[len(plies)-1]
		at = pl.Before
		if err := at.Play(pl.Move); err != nil {
			at = g.s.Position(g.s.ToMove())
		}
	}
	text := fmt.Sprintf(g.ui.Game.Resumed, cfg.White, cfg.Black, at.FullmoveNumber(), g.side(at.SideToMove()))
	outs := []Output{{Kind: Notice, Text: text}}
	if plies := g.s.Plies(); len(plies) > 0 {
		pl := plies[len(plies)-1]
		o := phrased(g.narr.Say.Ply(&pl.Before, pl.Move))
		o.Kind, o.Move = Event, true
		g.last = &o
		outs = append(outs, Output{Kind: Notice, Text: fmt.Sprintf(g.ui.Game.LastMove, narrate.Capital(g.narr.Say.Ply(&pl.Before, pl.Move).String()))})
	}
	if g.Over() {
		return outs
	}
	for _, line := range g.waiting() {
		outs = append(outs, Output{Kind: Notice, Text: line})
	}
	if r, ok := g.s.Clock(g.now()); ok && r.Running {
		outs = append(outs, g.act(session.Action{Actor: session.Arbiter(), Kind: session.Pause})...)
	}
	if g.stopped() {
		outs = append(outs, Output{Kind: Notice, Text: g.ui.Game.StaysStopped})
	}
	return outs
}
