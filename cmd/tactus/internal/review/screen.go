package review

import (
	"context"
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/ask"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/narrate"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
	"github.com/tactuschess/tactus/rules/pgn"
)

// Kind says what a Line is, for the views and a voice.
type Kind uint8

// The kinds of line.
const (
	// Move: a move stepped to, said in the player's vocabulary.
	Move Kind = iota
	// Answer: the answer to a command or question.
	Answer
	// Refusal: the line was not understood, and how to say it.
	Refusal
)

// Line is one line of the review screen's output: its text, and the phrase
// a voice says when it is not the text (a move in vocabulary words).
type Line struct {
	Kind   Kind
	Text   string
	Phrase announce.Phrase
}

// Options are what a review screen needs.
type Options struct {
	// Index is the file's game index.
	Index *Index
	// Say says moves and answers in the player's vocabulary and style.
	Say announce.Announcer
	// UI is the user interface language; nil is English.
	UI *catalog.UI
	// Lang is the notation language moves are printed in.
	Lang notation.Language
	// Analyst, when set, answers `analyse`; nil: no engine.
	Analyst Analyst
	// Await makes plain mode (Run) wait for the engine's answer before it
	// reads the next line, as a script wants: the output is then the same
	// each run. Otherwise the answer is written when it comes, and the
	// lines typed meanwhile are taken at once. The full screen never
	// waits.
	Await bool
}

// Review is the review screen's model: the file's games, the one open and
// the cursor in it. Its methods are for one goroutine.
type Review struct {
	opts   Options
	ask    ask.Asker
	narr   narrate.Narrator
	ui     *catalog.UI
	number int     // the game open, 0 when none
	cur    *Cursor // its cursor
	found  []int   // the games the last list or search found
	shown  int     // how many of them were listed
	done   bool
	cmds   []Command // the command table in the UI language
	learn  *learning // the lesson of "learn from your mistakes", nil when none
	// seen are the mistakes found in game seenGame.
	seen     []mistake
	seenGame int
	// engine work: the jobs started so far, the one under way (nil when
	// none) and the one started but not yet taken by the view
	jobs int
	busy *work
	job  *Job
}

// New returns a review screen over opts.Index, with no game open.
func New(opts Options) *Review {
	u := opts.UI
	if u == nil {
		u = catalog.English()
	}
	opts.Say.Lang = u.Lang
	return &Review{opts: opts, ui: u, cmds: CommandsIn(u), narr: narrate.Narrator{Say: opts.Say, UI: u},
		ask: ask.Asker{Say: opts.Say, UI: u, Lang: opts.Lang}}
}

// Done reports whether the player asked to quit.
func (r *Review) Done() bool { return r.done }

// Cursor returns the cursor of the game open, nil when none is.
func (r *Review) Cursor() *Cursor { return r.cur }

// Number returns the number of the game open, 0 when none is.
func (r *Review) Number() int { return r.number }

// Do takes one typed line: a command with its arguments (see Commands). An
// empty line is next.
func (r *Review) Do(ctx context.Context, line string) []Line {
	if r.done {
		return nil
	}
	in, ok := r.parseLine(line)
	if !ok && r.learn != nil && strings.TrimSpace(line) != "" {
		return r.try(ctx, line) // a move tried in the lesson
	}
	if !ok {
		return refuse(r.ui.F(r.rv().NotCommand, strings.TrimSpace(line)))
	}
	if in.cmd.needsGame && r.cur == nil {
		return refuse(r.rv().NoGame)
	}
	return in.cmd.run(ctx, r, in.args)
}

// Open opens game n of the index at its start and says what it is.
func (r *Review) Open(n int) []Line {
	if n < 1 || n > r.opts.Index.Len() {
		return refuse(r.ui.N(r.rv().NoSuchGame, r.opts.Index.Len(), n))
	}
	g, err := r.opts.Index.Game(n)
	if err != nil {
		return refuse(r.ui.F(r.rv().CannotOpen, n, r.why(err)))
	}
	r.stopWork() // the engine's work was about the game left
	r.number, r.cur, r.learn = n, NewCursor(g), nil
	e, _ := r.opts.Index.Entry(n)
	lines := []Line{answer(r.title(e))}
	if c := comment(g.Comments); c != "" {
		lines = append(lines, answer(r.ui.F(r.rv().Comment, c)))
	}
	if st, std := g.StartPosition(), rules.StartPosition(); st.FEN() != std.FEN() {
		lines = append(lines, answer(r.ui.F(r.rv().SetUp, r.whose(&st))))
	}
	return append(lines, r.warnings(g)...)
}

// warnings says each flaw the reader read past in g, once: a set-up
// position no game can reach in the UI language, the others in the
// reader's (English) words.
func (r *Review) warnings(g *pgn.Game) []Line {
	why := ""
	if fen, ok := g.Tag("FEN"); ok {
		st := g.StartPosition()
		_, why, _ = rules.ParseSetUp(fen, st.IsChess960())
	}
	var out []Line
	for _, w := range g.Warnings {
		if why != "" && strings.HasSuffix(w.Text, why) {
			out, why = append(out, answer(r.rv().NotFromGame)), ""
			continue
		}
		text := strings.TrimSuffix(strings.TrimSpace(w.Text), ".")
		if c, n := utf8.DecodeRuneInString(text); n > 0 {
			text = string(unicode.ToLower(c)) + text[n:]
		}
		out = append(out, answer(r.ui.F(r.rv().FileFlaw, text)))
	}
	return out
}

// title says a game in one line: number, players, result, event, date,
// opening, length.
func (r *Review) title(e Entry) string {
	if e.Bad {
		return r.ui.F(r.rv().CannotRead, e.Number, r.why(e.Problem))
	}
	s := r.ui.F(r.rv().Title, e.Number, r.orUnknown(e.White), r.orUnknown(e.Black), r.resultWords(e.Result))
	for _, v := range []string{e.Event, e.Date, strings.TrimSpace(e.ECO + " " + e.Opening)} {
		if v != "" && !strings.Contains(v, "?") {
			s += ", " + v
		}
	}
	return s + ", " + r.ui.N(r.rv().Moves, (e.Plies+1)/2) + "."
}

// resultWords says a Result tag in words: "white wins", never "1-0".
func (r *Review) resultWords(res string) string {
	w := r.ui.Narrate.Wins
	switch res {
	case "1-0":
		return w[0]
	case "0-1":
		return w[1]
	case "1/2-1/2":
		return w[2]
	}
	return r.rv().NoResult
}

// orUnknown is a tag value, or "unknown" for an empty or "?" one.
func (r *Review) orUnknown(v string) string {
	if v == "" || v == "?" {
		return r.rv().Unknown
	}
	return v
}

// rv is the review's sentences in the UI language.
func (r *Review) rv() *catalog.Review { return &r.ui.Review }

// UI returns the review's user interface language.
func (r *Review) UI() *catalog.UI { return r.ui }

// whose says whose move it is in pos as a clause ending a sentence:
// "white to move.", "Weiß ist am Zug.".
func (r *Review) whose(pos *rules.Position) string {
	return r.ui.F(r.ui.Game.ToMove, r.ui.Side(int(pos.SideToMove()))) + "."
}

// upperFirst starts s with a capital letter ("las blancas …" starting a
// sentence).
func upperFirst(s string) string {
	c, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(c)) + s[n:]
}

// answer is one answer line.
func answer(text string) Line { return Line{Kind: Answer, Text: text} }

// refuse is the one line that says why a line was not taken.
func refuse(text string) []Line { return []Line{{Kind: Refusal, Text: text}} }

// asked turns the ask package's answers into lines.
func asked(as []ask.Answer) []Line {
	out := make([]Line, 0, len(as))
	for _, a := range as {
		k := Answer
		if a.Refused {
			k = Refusal
		}
		out = append(out, Line{Kind: k, Text: a.Text, Phrase: a.Phrase})
	}
	return out
}

// why says err in the UI language, from its typed reason: a PGN game's
// fault without its place (the reader read the game alone, so its line
// and column are not the file's), any other as catalog.UI.Explain words it.
func (r *Review) why(err error) string {
	var perr *pgn.Error
	if errors.As(err, &perr) {
		return r.ui.PGNReason(perr)
	}
	return r.ui.Explain(err)
}
