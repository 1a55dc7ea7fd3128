package review

import (
	"context"
	"errors"
	"strings"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/rules"
)

// page is how many games list and more show at a time.
const page = 10

func list(_ context.Context, r *Review, args []string) []Line {
	q, err := ParseQueryIn(r.ui, strings.Join(args, " "))
	if err != nil {
		return refuse(r.queryProblem(err))
	}
	r.found, r.shown = r.opts.Index.Search(q), 0
	head := r.ui.N(r.rv().Found, len(r.found), r.opts.Index.Len())
	if q.Empty() {
		head = r.ui.N(r.rv().FileGames, r.opts.Index.Len())
		if b := r.opts.Index.Bad(); b > 0 {
			head += r.ui.N(r.rv().FileBad, b)
		}
		head += "."
	}
	return append([]Line{answer(head)}, r.page()...)
}

func more(_ context.Context, r *Review, args []string) []Line {
	if l := r.noArgs(r.rv().Words.More, args); l != nil {
		return l
	}
	if r.shown >= len(r.found) {
		return refuse(r.rv().NoMore)
	}
	return r.page()
}

// page lists the next games found, and says how to go on.
func (r *Review) page() []Line {
	var out []Line
	for _, n := range r.found[r.shown:min(len(r.found), r.shown+page)] {
		e, _ := r.opts.Index.Entry(n)
		out = append(out, answer(r.title(e)))
	}
	r.shown = min(len(r.found), r.shown+page)
	if left := len(r.found) - r.shown; left > 0 {
		out = append(out, answer(r.ui.N(r.rv().MoreLeft, left)))
	}
	return out
}

// queryProblem says what is wrong with a search, in the UI language.
func (r *Review) queryProblem(err error) string {
	var qe *queryError
	if !errors.As(err, &qe) {
		return sentence(r.ui.Explain(err))
	}
	rv := r.rv()
	first := func(words string) string { return strings.Fields(words)[0] }
	switch qe.kind {
	case badField:
		f := &rv.Fields
		var names []string
		for _, w := range []string{f.White, f.Black, f.Player, f.Event, f.Site, f.Date, f.Round, f.Result, f.ECO, f.Opening} {
			names = append(names, first(w))
		}
		return r.ui.F(rv.QueryField, qe.word, strings.Join(names, ", "))
	case noValue:
		return r.ui.F(rv.QueryValue, qe.word)
	case badResult:
		return r.ui.F(rv.QueryResult, qe.word, first(rv.Draw), first(rv.Unfinished))
	}
	return r.rv().QueryQuote
}

// sentence starts s with a capital and ends it with a full stop.
func sentence(s string) string {
	if s == "" {
		return s
	}
	return upperFirst(s) + "."
}

func analyse(ctx context.Context, r *Review, _ []string) []Line {
	if r.opts.Analyst == nil {
		return refuse(r.rv().NoEngine)
	}
	pos, step, an := r.cur.Position(), r.cur.Step(), r.opts.Analyst
	r.begin(ctx, func(ctx context.Context) func(*Review) []Line {
		a, err := an.Analyse(ctx, pos)
		return func(r *Review) []Line { return r.analysed(pos, step, a, err) }
	})
	return []Line{answer(r.ui.F(r.rv().Looking, r.stopWord()))}
}

// analysed says the engine's view of pos, the position at step: the
// evaluation, the best line and the threat, headed by where pos stands
// when the cursor has moved on since.
func (r *Review) analysed(pos rules.Position, step Step, a Analysis, err error) []Line {
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
			return refuse(r.rv().EngineLate)
		}
		return refuse(r.rv().EngineFailed)
	}
	var lines []Line
	if now := r.cur.Position(); now.FEN() != pos.FEN() {
		at := r.rv().AtStart
		if step.Ply != nil {
			at = r.ui.F(r.rv().After, r.moveText(&step.Before, step.Ply))
		}
		lines = append(lines, answer(r.ui.F(r.rv().AnalysisAt, at)))
	}
	lines = append(lines, answer(sentence(a.Words)))
	if len(a.Line) > 0 {
		lines = append(lines, r.lineSaid(r.rv().BestLine, pos, a.Line))
	}
	if a.Threat != rules.NoMove {
		if p, err := threatPosition(pos); err == nil && p.IsLegal(a.Threat) {
			lines = append(lines, r.lineSaid(r.rv().Threat, p, []rules.Move{a.Threat}))
		}
	}
	return lines
}

// threatPosition is pos with the side to move passing, where the other
// side's threat is a legal move.
func threatPosition(pos rules.Position) (rules.Position, error) {
	err := pos.PlayNull()
	return pos, err
}

// lineSaid says a line of moves from pos: printed in the notation
// language, spoken in the vocabulary; it stops at a move that is not legal.
func (r *Review) lineSaid(what string, pos rules.Position, moves []rules.Move) Line {
	var text []string
	phrase := announce.Phrase{r.message(what), announce.Word{Kind: announce.Pause, Text: ":"}}
	for i, m := range moves {
		if !pos.IsLegal(m) {
			break
		}
		if i > 0 {
			phrase = append(phrase, announce.Word{Kind: announce.Pause, Text: ","})
		}
		text = append(text, r.opts.Lang.SAN(&pos, m))
		phrase = append(phrase, r.opts.Say.Move(&pos, m)...)
		if pos.Play(m) != nil {
			break
		}
	}
	return Line{Kind: Answer, Text: what + ": " + strings.Join(text, " ") + ".", Phrase: phrase}
}
