package review

import (
	"context"
	"strings"
	"time"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
	"github.com/tactuschess/tactus/rules/pgn"
)

// QuickAnalyst is an Analyst that can also be asked for a short look at a
// position; mistakes uses it to go through a whole game at
// MistakeThink a position. An Analyst without it is asked as it is.
type QuickAnalyst interface {
	Analyst
	AnalyseFor(ctx context.Context, pos rules.Position, think time.Duration) (Analysis, error)
}

// MistakeThink is the engine's time for each position of a game when its
// mistakes are listed.
const MistakeThink = 150 * time.Millisecond

// Thresholds of a mistake and a blunder, in centipawns lost by the mover.
const (
	mistakeLoss = 100
	blunderLoss = 300
)

// mistake is a move of the main line after which the mover stands clearly
// worse by the engine's count.
type mistake struct {
	ply    int // 1-based
	before rules.Position
	move   rules.Move
	loss   int        // centipawns the mover lost
	best   rules.Move // the engine's move instead
	expect int        // the mover's evaluation after the best move (its side's view)
}

// learning is the state of "learn from your mistakes".
type learning struct {
	list []mistake
	at   int
}

// look asks the analyst, briefly when it can.
func look(ctx context.Context, an Analyst, pos rules.Position) (Analysis, error) {
	if q, ok := an.(QuickAnalyst); ok {
		return q.AnalyseFor(ctx, pos, MistakeThink)
	}
	return an.Analyse(ctx, pos)
}

// clampScore keeps mates from swamping the differences.
func clampScore(v int) int { return max(-2000, min(2000, v)) }

// forSide is a White's-side evaluation from side's view.
func forSide(white int, side rules.Color) int {
	if side == rules.Black {
		return -white
	}
	return white
}

// withMistakes hands the mistakes of the game open to then: at once when
// they were found before (the list is kept, once a game, for learn), else
// when the engine has gone through the game, as a job; it returns what to
// say now.
func (r *Review) withMistakes(ctx context.Context, then func(*Review, []mistake) []Line) []Line {
	if r.seen != nil && r.seenGame == r.number {
		return then(r, r.seen)
	}
	an, g, number := r.opts.Analyst, r.cur.Game(), r.number
	r.begin(ctx, func(ctx context.Context) func(*Review) []Line {
		list, err := mistakesOf(ctx, an, g)
		return func(r *Review) []Line {
			if err != nil {
				return refuse(r.rv().GameFailed)
			}
			r.seen, r.seenGame = list, number
			return then(r, list)
		}
	})
	return []Line{answer(r.ui.F(r.rv().GoingThrough, r.stopWord()))}
}

// stopWord is the stop command's word in the UI language.
func (r *Review) stopWord() string { return strings.Fields(r.rv().Words.Stop)[0] }

// mistakesOf asks the engine about every position of g's main line.
func mistakesOf(ctx context.Context, an Analyst, g *pgn.Game) ([]mistake, error) {
	pos := g.StartPosition()
	moves := g.MainLine()
	evals := make([]Analysis, 0, len(moves)+1)
	positions := make([]rules.Position, 0, len(moves)+1)
	for i := 0; ; i++ {
		a, err := look(ctx, an, pos)
		if err != nil {
			return nil, err
		}
		evals, positions = append(evals, a), append(positions, pos)
		if i == len(moves) || pos.Play(moves[i]) != nil {
			break
		}
	}
	var out []mistake
	for i := 0; i+1 < len(evals); i++ {
		before, after := evals[i], evals[i+1]
		if !before.Scored || !after.Scored {
			continue
		}
		side := positions[i].SideToMove()
		was, now := forSide(clampScore(before.White), side), forSide(clampScore(after.White), side)
		if loss := was - now; loss >= mistakeLoss && len(before.Line) > 0 && before.Line[0] != moves[i] {
			out = append(out, mistake{ply: i + 1, before: positions[i], move: moves[i], loss: loss,
				best: before.Line[0], expect: was})
		}
	}
	return out, nil
}

// mistakes lists the mistakes of the game open by side, with what the
// engine would have played.
func mistakes(ctx context.Context, r *Review, args []string) []Line {
	if r.opts.Analyst == nil {
		return refuse(r.rv().NoEngine)
	}
	only, ok := r.sideFilter(args)
	if !ok {
		return refuse(r.rv().MistakesHow)
	}
	return r.withMistakes(ctx, func(r *Review, list []mistake) []Line { return r.mistakeLines(list, only) })
}

// mistakeLines lists the mistakes found by side (only, or both when -1),
// and ends any lesson.
func (r *Review) mistakeLines(list []mistake, only int) []Line {
	r.learn = nil
	var lines []Line
	for _, side := range []rules.Color{rules.White, rules.Black} {
		if only >= 0 && rules.Color(only) != side {
			continue
		}
		var of []mistake
		for _, m := range list {
			if m.before.SideToMove() == side {
				of = append(of, m)
			}
		}
		name := r.sideName(side)
		if len(of) == 0 {
			lines = append(lines, answer(upperFirst(r.ui.F(r.rv().NoMistakes, name))))
			continue
		}
		lines = append(lines, answer(upperFirst(r.ui.N(r.rv().MistakeCount, len(of), name))))
		for _, m := range of {
			lines = append(lines, r.mistakeLine(m))
		}
	}
	lines = append(lines, answer(r.rv().LearnPrompt))
	return lines
}

// mistakeLine says one mistake: where, what, how bad, and the engine's move.
func (r *Review) mistakeLine(m mistake) Line {
	pos := m.before
	played, better := r.opts.Lang.SAN(&pos, m.move), r.opts.Lang.SAN(&pos, m.best)
	kind := r.rv().NAGs[1] // $2, a mistake
	if m.loss >= blunderLoss {
		kind = r.rv().NAGs[3] // $4, a blunder
	}
	return answer(r.ui.F(r.rv().MistakeLine,
		pos.FullmoveNumber(), r.sideName(pos.SideToMove()), played, kind, r.pawns(m.loss), better))
}

// learn starts replaying the mistakes: the cursor goes before the first,
// and the player looks for a better move.
func learn(ctx context.Context, r *Review, args []string) []Line {
	if r.opts.Analyst == nil {
		return refuse(r.rv().NoEngine)
	}
	only, ok := r.sideFilter(args)
	if !ok {
		return refuse(r.rv().LearnHow)
	}
	return r.withMistakes(ctx, func(r *Review, list []mistake) []Line { return r.lesson(list, only) })
}

// lesson starts the lesson on the mistakes found of side only (both when
// -1).
func (r *Review) lesson(list []mistake, only int) []Line {
	var keep []mistake
	for _, m := range list {
		if only < 0 || m.before.SideToMove() == rules.Color(only) {
			keep = append(keep, m)
		}
	}
	if len(keep) == 0 {
		return []Line{answer(r.rv().NothingToLearn)}
	}
	r.learn = &learning{list: keep}
	return r.puzzle()
}

// puzzle puts the cursor before the current mistake and says the task.
func (r *Review) puzzle() []Line {
	m := r.learn.list[r.learn.at]
	r.cur.Main()
	if _, err := r.cur.Ply(m.ply - 1); err != nil {
		r.learn = nil
		return refuse(r.rv().Unreachable)
	}
	pos := m.before
	return []Line{answer(r.ui.F(r.rv().Puzzle,
		r.learn.at+1, len(r.learn.list), pos.FullmoveNumber(), r.sideName(pos.SideToMove()), r.opts.Lang.SAN(&pos, m.move)))}
}

// try takes a move typed while learning.
func (r *Review) try(ctx context.Context, line string) []Line {
	m := r.learn.list[r.learn.at]
	pos := m.before
	mv, err := notation.ParseTypedMove(&pos, strings.TrimSpace(line), r.opts.Lang)
	if err != nil {
		return refuse(r.rv().NotLegal)
	}
	san := r.opts.Lang.SAN(&pos, mv)
	if mv == m.move {
		return refuse(r.ui.F(r.rv().GameMove, san))
	}
	if mv != m.best {
		after := pos
		if after.Play(mv) != nil {
			return refuse(r.rv().NotLegalHere)
		}
		an, lesson, at := r.opts.Analyst, r.learn, r.learn.at
		r.begin(ctx, func(ctx context.Context) func(*Review) []Line {
			a, err := look(ctx, an, after)
			return func(r *Review) []Line {
				if r.learn != lesson || lesson.at != at {
					return nil // the lesson went on meanwhile
				}
				if err != nil {
					return refuse(r.rv().CannotJudge)
				}
				return r.judged(san, a.Scored && forSide(clampScore(a.White), pos.SideToMove()) >= m.expect-50)
			}
		})
		return []Line{answer(r.ui.F(r.rv().Looking, r.stopWord()))}
	}
	return r.judged(san, true)
}

// judged says whether the move tried was good, and goes on when it was.
func (r *Review) judged(san string, good bool) []Line {
	if !good {
		return []Line{answer(r.ui.F(r.rv().NotBetter, san))}
	}
	return append([]Line{answer(r.ui.F(r.rv().AsGood, san))}, r.nextPuzzle()...)
}

// show says the engine's move and goes on to the next mistake.
func show(_ context.Context, r *Review, _ []string) []Line {
	if r.learn == nil {
		return refuse(r.rv().LearnFirst)
	}
	r.stopWork() // a move tried is not judged any more
	m := r.learn.list[r.learn.at]
	pos := m.before
	return append([]Line{answer(r.ui.F(r.rv().EnginePlays, r.opts.Lang.SAN(&pos, m.best)))}, r.nextPuzzle()...)
}

// nextPuzzle goes to the next mistake, or ends the lesson.
func (r *Review) nextPuzzle() []Line {
	r.learn.at++
	if r.learn.at >= len(r.learn.list) {
		r.learn = nil
		return []Line{answer(r.rv().LastOne)}
	}
	return r.puzzle()
}

// sideFilter reads an optional side, in English (w and b too) or the UI
// language: -1 for both.
func (r *Review) sideFilter(args []string) (int, bool) {
	if len(args) == 0 {
		return -1, true
	}
	switch strings.ToLower(args[0]) {
	case "w":
		return int(rules.White), len(args) == 1
	case "b":
		return int(rules.Black), len(args) == 1
	}
	if side, rest := r.ask.SideArg(args, rules.White); len(rest) < len(args) {
		return int(side), len(rest) == 0
	}
	return 0, false
}

// sideName names a side as review's sentences do ("White", "las blancas").
func (r *Review) sideName(c rules.Color) string { return r.rv().Sides[c&1] }

// pawns says centipawns as pawns, roughly: "a pawn", "two pawns".
func (r *Review) pawns(cp int) string {
	p := r.rv().Pawns
	n := (cp + 50) / 100
	switch {
	case n <= 1:
		return p[0]
	case n >= 9:
		return p[3]
	case n >= 3:
		return p[2]
	}
	return p[1]
}

// stop stops the engine's work, or else leaves the lesson.
func stop(_ context.Context, r *Review, _ []string) []Line {
	if r.stopWork() {
		return []Line{answer(r.rv().EngineStopped)}
	}
	if r.learn == nil {
		return refuse(r.rv().NoLesson)
	}
	r.learn = nil
	return []Line{answer(r.rv().LessonOver)}
}
