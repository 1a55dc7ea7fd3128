package table

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/narrate"
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
	// Over: the game has ended, with Result for Reason.
	Over   bool
	Result rules.Result
	Reason session.Reason
	// Because is the arbiter's reason for a declared result, as typed.
	Because string
	// Damage, when set, says why the journal cannot be read whole; the
	// rest describes the part before the damaged line, if it holds the
	// game's beginning.
	Damage *journal.Damage
	// Unplayable, when set, is the action of a journal that reads whole
	// that the rules refuse: its game cannot be replayed.
	Unplayable *session.ReplayError
}

// Name names the game: "Ana - Bo", or the journal's file name when its
// beginning cannot be read.
func (s Summary) Name() string {
	if s.White == "" && s.Black == "" {
		return filepath.Base(s.Path)
	}
	return s.White + " - " + s.Black
}

// Name names the game of the journal at path (see Summary.Name).
func Name(path string) string {
	s, _ := Summarize(path)
	s.Path = path
	return s.Name()
}

// Question asks whether to resume the game, in English: "Resume the game
// Ana - Bo from 22 November at 10:00, move 12, white to move? (yes/no)";
// the names, the day and hour, the move and the side to move tell one
// unfinished game from another.
func (s Summary) Question() string { return s.QuestionIn(catalog.English()) }

// QuestionIn asks whether to resume the game in u's language.
func (s Summary) QuestionIn(u *catalog.UI) string {
	when := ""
	if !s.Began.IsZero() {
		t := s.Began.Local()
		when = catalog.Fill(u.Game.From, t.Day(), u.Months[t.Month()-1], t.Format("15:04"))
	}
	return catalog.Fill(u.Game.ResumeQuestion, s.White, s.Black, when, s.Move, u.Side(int(s.ToMove)))
}

// Trouble says, in u's language, what is wrong with a damaged journal:
// which game, what is wrong, and (when it can) asks whether to go on from
// its last good line, keeping the rest aside. ask is false when there is
// nothing to go on from (a newer tactus's journal, not a journal, no
// game before the damage, a game the rules refuse to replay). It is ""
// for a journal that reads whole and replays.
func (s Summary) Trouble(u *catalog.UI) (text string, ask bool) {
	d, w := s.Damage, u.Journal
	if s.Unplayable != nil {
		return catalog.Fill(w.Unplayable, s.Name(), s.Unplayable.Seq+1), false
	}
	if d == nil {
		return "", false
	}
	var what string
	switch {
	case d.Kind == journal.Newer:
		return catalog.Fill(w.Newer, s.Name(), d.Version, journal.Version), false
	case d.Kind == journal.NotJournal:
		return catalog.Fill(w.NotJournal, filepath.Base(s.Path)), false
	case d.Kind == journal.LastLineBad:
		what = catalog.Fill(w.LastLineBad, d.Line)
	case d.Checksum:
		what = catalog.Fill(w.Checksum, d.Line)
	default:
		what = catalog.Fill(w.LineBad, d.Line)
	}
	text = catalog.Fill(w.Damaged, s.Name(), what)
	if !d.Salvageable() {
		return text, false
	}
	return text + " " + catalog.Fill(w.GoOn, d.Line-1, filepath.Base(AsideName(s.Path))), true
}

// AsideName is where going on from a damaged journal's last good line
// keeps the rest, unless an earlier one is there already (then a number
// follows: ".damaged-2").
func AsideName(path string) string { return strings.TrimSuffix(path, ".journal") + ".damaged" }

// OverIn says, in u's language, that the game is over and how it ended.
func (s Summary) OverIn(u *catalog.UI) string {
	n := narrate.Narrator{UI: u}
	return catalog.Fill(u.Journal.Over, s.Name(), n.Decided(s.Result, s.Reason, s.Because))
}

// Summarize reads the journal at path and describes its game. A journal
// that cannot be read whole is described by its good part with Damage
// set, one whose game the rules refuse to replay by Unplayable, and err
// is nil; err is for a journal that cannot be read at all.
func Summarize(path string) (s Summary, err error) {
	s.Path = path
	actions, _, err := journal.ReadFile(path)
	if errors.As(err, &s.Damage) {
		if !s.Damage.Salvageable() {
			return s, nil
		}
		if actions, err = readGood(path, s.Damage.Good); err != nil {
			return s, err
		}
	} else if err != nil {
		return s, err
	}
	ses, err := session.Replay(actions, session.Options{})
	if errors.As(err, &s.Unplayable) {
		if c := actions[0].Config; c != nil {
			s.White, s.Black = c.White, c.Black
		}
		return s, nil
	}
	if err != nil {
		return s, err
	}
	cfg := ses.Config()
	pos := ses.Position(ses.ToMove())
	s.White, s.Black, s.Began = cfg.White, cfg.Black, actions[0].Wall
	s.Move, s.ToMove = pos.FullmoveNumber(), ses.ToMove()
	s.Over = ses.Phase() == session.Over
	s.Result, s.Reason = ses.Result()
	s.Because = ses.ResultText()
	return s, nil
}

// readGood reads the actions of the first good bytes of the journal at path.
func readGood(path string, good int64) ([]session.Action, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("game: %w", err)
	}
	defer f.Close()
	actions, _, err := journal.Read(io.LimitReader(f, good))
	if err != nil {
		return nil, fmt.Errorf("game: %s: %w", path, err)
	}
	return actions, nil
}

// Latest returns the most recently written unfinished or damaged game in dir.
func Latest(dir string) (s Summary, ok bool) {
	games := Unfinished(dir, 1)
	if len(games) == 0 {
		return Summary{}, false
	}
	return games[0], true
}

// Unfinished returns up to n games in dir to go on with, the most recently
// written first: the unfinished games, and every journal that cannot be
// read whole (never passed over: the person is told). Empty files (a
// crash before a game's first line was written) are left out.
func Unfinished(dir string, n int) []Summary {
	paths, _ := filepath.Glob(filepath.Join(dir, "*.journal"))
	type file struct {
		path string
		mod  time.Time
	}
	var files []file
	for _, p := range paths {
		if st, err := os.Stat(p); err == nil && st.Size() > 0 {
			files = append(files, file{p, st.ModTime()})
		}
	}
	sort.Slice(files, func(i, j int) bool { return files[i].mod.After(files[j].mod) })
	var out []Summary
	for _, f := range files {
		if len(out) == n {
			break
		}
		if s, err := Summarize(f.path); err == nil && (!s.Over || s.Damage != nil || s.Unplayable != nil) {
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
	return resumeFrom(path, opts, false)
}

// GoOn resumes the game of a damaged journal from its last good line (see
// journal.Salvage), saying where the rest was kept; a journal that reads
// whole resumes as Resume resumes it.
func GoOn(path string, opts Options) (*Game, []Output, error) {
	return resumeFrom(path, opts, true)
}

// resumeFrom is Resume, and GoOn when salvage is set.
func resumeFrom(path string, opts Options, salvage bool) (*Game, []Output, error) {
	var (
		j       *journal.Journal
		actions []session.Action
		torn    *journal.Torn
		saved   *journal.Salvaged
		err     error
	)
	if salvage {
		j, actions, torn, saved, err = journal.Salvage(path)
	} else {
		j, actions, torn, err = journal.Open(path)
	}
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
	g.attach(s, opts.Count)
	g.narr.Untimed, g.narr.Tournament = untimed(s), g.Tournament()
	first := s.Start()
	g.narr.Start = &first
	g.seen = s.Position(g.owner())
	var outs []Output
	if torn != nil {
		outs = append(outs, Output{Kind: Notice, Text: catalog.Fill(g.ui.Game.TornJournal, torn.Line)},
			Output{Kind: Notice, Text: catalog.Fill(g.ui.Journal.KeptAside, torn.Line, filepath.Base(torn.Aside))})
	}
	if saved != nil {
		outs = append(outs, Output{Kind: Notice, Text: catalog.Fill(g.ui.Journal.KeptAside, saved.Damage.Line, filepath.Base(saved.Aside))})
	}
	switch h := opts.Settings.ArbiterPIN; {
	case s.Config().ArbiterPIN != "" || h == "":
	case g.Tournament():
		// a tournament game begun without a PIN has its arbiter at the
		// station: a PIN typed now would act in the journal exactly as the
		// real arbiter's at the keyboard (TRUST.md)
		outs = append(outs, Output{Kind: Notice, Text: g.ui.Trust.LatePIN})
	default:
		// a casual game: the PIN given at resumption holds for this
		// sitting; the journal's Begin cannot take it any more
		if g.lateHash, err = hashPIN(opts); err != nil {
			j.Close()
			return nil, nil, err
		}
	}
	outs = append(outs, g.resumed(actions)...)
	return g, outs, nil
}

// resumed tells where the game stands, stops a running clock, and says
// whose clock stands still and who stopped it (from the journal's
// actions).
func (g *Game) resumed(actions []session.Action) []Output {
	cfg := g.config()
	// where the record stands: after its last ply, confirmed or not (each
	// board may still lack the other side's last move); a move announced
	// and not yet pressed is said after it
	at := g.r.Start()
	if plies := g.r.Plies(); len(plies) > 0 {
		pl := plies[len(plies)-1]
		at = pl.Before
		if err := at.Play(pl.Move); err != nil {
			at = g.r.Position(g.at().ToMove)
		}
	}
	text := catalog.Fill(g.ui.Game.Resumed, cfg.White, cfg.Black, at.FullmoveNumber(), g.side(at.SideToMove()))
	outs := []Output{{Kind: Notice, Text: text}}
	if plies := g.r.Plies(); len(plies) > 0 {
		pl := plies[len(plies)-1]
		o := phrased(g.narr.Say.Ply(&pl.Before, pl.Move))
		o.Kind, o.Move = Event, true
		g.last = &o
		// the label in the UI language, the move in the moves' vocabulary,
		// and on the Braille display in the chess code
		label := strings.TrimSpace(catalog.Fill(g.ui.Game.LastMove, ""))
		outs = append(outs, Output{Kind: Notice, Text: catalog.Fill(g.ui.Game.LastMove, narrate.Capital(g.narr.Say.Ply(&pl.Before, pl.Move).String())),
			Phrase: append(announce.Phrase{g.message(label)}, g.narr.Say.Ply(&pl.Before, pl.Move)...),
			Cells:  []Cells{{Label: label, Moves: []Played{{pl.Before, pl.Move}}, Numbered: true}}})
	}
	if g.Over() {
		return outs
	}
	for _, o := range g.waiting() {
		o.Kind = Notice
		outs = append(outs, o)
	}
	if r, ok := g.r.Clock(g.now()); ok && r.Running {
		stop := narrate.Capital(g.narr.Sentence(session.Event{Kind: session.Paused}))
		for _, o := range g.take(session.Action{Actor: session.Arbiter(), Via: session.ViaReopen, Kind: session.Pause}) {
			// tactus stopped it, not the arbiter: StoppedReopen says so below
			if o.Kind != Event || o.Text != stop {
				outs = append(outs, o)
			}
		}
		actions = append(actions, session.Action{Kind: session.Pause, Via: session.ViaReopen})
	}
	if g.stopped() {
		if text := g.stoppedBy(actions); text != "" {
			outs = append(outs, Output{Kind: Notice, Text: text})
		}
		stays := g.ui.Game.StaysStopped
		if g.heldByArbiter() {
			stays = g.ui.Trust.ArbiterHolds
		}
		outs = append(outs, Output{Kind: Notice, Text: stays})
	}
	return outs
}

// stoppedBy says whose clock stands still and who stopped it: the last
// pause of the journal's actions, unless a continue followed it; "" when
// none stopped it (a new game's clock waits for the first press).
func (g *Game) stoppedBy(actions []session.Action) string {
	r, ok := g.r.Clock(g.now())
	if !ok {
		return ""
	}
	t := g.ui.Trust
	for i := len(actions) - 1; i >= 0; i-- {
		switch actions[i].Kind {
		case session.Continue:
			return ""
		case session.Pause:
			how := map[session.Via]string{session.ViaQuit: t.StoppedQuit, session.ViaKeyboard: t.StoppedArbiter,
				session.ViaStation: t.StoppedStation, session.ViaCasual: t.StoppedPlayers,
				session.ViaPractice: t.StoppedPlayers, session.ViaReopen: t.StoppedReopen}[actions[i].Via]
			if how == "" {
				how = t.StoppedBy
			}
			return narrate.Capital(catalog.Fill(how, g.ui.Of(int(r.Turn))))
		}
	}
	return ""
}
