// Package listen hears moves: a speech recogniser constrained, for each
// position, to the phrases of the legal moves (announce.SpokenMoves) and
// the command words, which decides between "heard X — yes?", "say again"
// and "heard X, which is not a legal move", and never turns what it heard
// into a nearby legal move without saying so. The app reads every move
// heard back and records it only after a yes.
//
//	eng, err := listen.NewSphinx(listen.SphinxOptions{}) // ErrNoEngine without pocketsphinx
//	l := listen.Listener{Engine: eng, Vocab: announce.AppendixD()}
//	pcm, err := listen.ReadWAV(f)                         // any rate, any channels
//	v, err := l.Listen(ctx, &pos, pcm)
//	switch v.Kind { case listen.Move: /* read v.Move back, wait for yes */ … }
//
// The engine is pocketsphinx (Debian's pocketsphinx and pocketsphinx-en-us)
// run as a subprocess: no cgo. Its acoustic model is English; the German
// words are spelled in English phones (pron.txt), aligned to espeak-ng's
// German.
package listen

import (
	"context"
	"fmt"
	"math"
	"strings"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/rules"
)

// Hypothesis is a recogniser's best phrase of a grammar for an utterance.
type Hypothesis struct {
	Words []string
	// Score is the total log-likelihood (acoustic and grammar), Acoustic
	// its acoustic part, in the engine's units; higher is better.
	Score, Acoustic int
	// Seconds is the length of the audio heard.
	Seconds float64
}

// Text returns the words separated by single spaces.
func (h Hypothesis) Text() string { return strings.Join(h.Words, " ") }

// Engine recognises 16 kHz mono audio against grammars: the best phrase of
// each, in the order given. Sphinx is the real one; tests use fakes.
type Engine interface {
	Recognise(ctx context.Context, pcm []int16, gs ...Grammar) ([]Hypothesis, error)
}

// Kind is what a Listener made of an utterance.
type Kind uint8

// The verdicts.
const (
	// Nothing: no speech, or nothing the grammar has.
	Nothing Kind = iota
	// Heard: a legal move (Verdict.Move) or a command (Verdict.Command),
	// clear enough to be read back and confirmed.
	Heard
	// Unsure: the best and second best phrases are too close: say again.
	Unsure
	// NotLegal: a move phrase that names no legal move (Verdict.Err says
	// why, as announce.Hear does); it is reported as heard, never replaced.
	NotLegal
)

// String names the kind.
func (k Kind) String() string {
	switch k {
	case Nothing:
		return "nothing"
	case Heard:
		return "heard"
	case Unsure:
		return "unsure"
	case NotLegal:
		return "not legal"
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// Verdict is what a Listener heard.
type Verdict struct {
	Kind Kind
	// Heard is the phrase recognised (folded words), Second the grammar's
	// second best when there was one.
	Heard, Second string
	// Move is the legal move Heard names; Command the command's name when
	// Heard is a command phrase instead (then Move is zero).
	Move    rules.Move
	Command string
	// Margin is how much better Heard scored than Second, per second of
	// audio (engine units), +Inf when no other phrase fits the audio;
	// Threshold the margin asked for.
	Margin, Threshold float64
	// Open is the best phrase of the heard phrase's shape, legal or not,
	// when it differs from Heard.
	Open string
	// Err, for NotLegal, is why the heard phrase names no legal move.
	Err error
}

// Defaults of a Listener, measured on the corpus of TestCorpus.
const (
	// DefaultThreshold is the margin per second between the best and the
	// second best phrase under which the listener asks to say again:
	// chosen on the corpus (README, "Moves by voice") as the lowest that
	// reads back at most 2 % of the legal moves said wrong and at most 2 %
	// of the moves said for the wrong side as a legal move.
	DefaultThreshold = 500
	// DefaultOpenMargin is how much worse (acoustic score per second) a
	// phrase outside the legal moves may fit than the best legal one and
	// still be reported as heard and not legal: the two searches are not
	// exact, and a move said for the wrong side scored 70 worse.
	DefaultOpenMargin = 150
)

// Listener hears moves and command words. Its fields are read only.
type Listener struct {
	Engine Engine
	// Vocab is the move vocabulary (default Appendix D).
	Vocab *announce.Vocabulary
	// Commands are the command phrases, by command name ("clock", "yes"),
	// in the UI language.
	Commands map[string][]Phrase
	// Threshold and OpenMargin default to DefaultThreshold and
	// DefaultOpenMargin when zero.
	Threshold, OpenMargin float64
	// IgnoreDoubts are the doubts of the shape search that do not make
	// the listener ask again (none by default).
	IgnoreDoubts Doubt
}

// Doubt is a reason of the shape search to ask again although the best
// phrase beats its rival by the margin.
type Doubt uint8

// The doubts.
const (
	// DoubtOther: the shape search's phrase names another legal move.
	DoubtOther Doubt = 1 << iota
	// DoubtWorse: it names no legal move and fits clearly worse (by more
	// than OpenMargin) than the best.
	DoubtWorse
	// AllDoubts are both.
	AllDoubts = DoubtOther | DoubtWorse
)

// Listen hears an utterance (16 kHz mono) in pos: a legal move of the side
// to move or a command. pos may be nil: then only commands are heard.
//
// Three searches decide: the best phrase of the grammar (legal moves and
// commands); then, in parallel, the best phrase of any other move or
// command (the rival) and the best phrase of the same shape as the best,
// legal or not (every file, rank and piece word free). When the shape's
// phrase differs and names no legal move, and fits about as well as the
// best legal one (within OpenMargin per second), the verdict is NotLegal
// with that phrase: what was said is never turned into the nearest legal
// move. When it fits clearly worse (DoubtWorse) or names another move
// (DoubtOther), the verdict is Unsure, unless IgnoreDoubts has the doubt.
// Otherwise the best is Heard when it beats the rival by Threshold
// per second of audio, and Unsure when not.
func (l *Listener) Listen(ctx context.Context, pos *rules.Position, pcm []int16) (Verdict, error) {
	thr, open := l.margins()
	e, err := l.evidence(ctx, pos, pcm)
	if err != nil {
		return Verdict{Threshold: thr}, err
	}
	return e.decide(thr, open, AllDoubts&^l.IgnoreDoubts), nil
}

// margins returns the listener's Threshold and OpenMargin, or their
// defaults.
func (l *Listener) margins() (thr, open float64) {
	thr, open = l.Threshold, l.OpenMargin
	if thr == 0 {
		thr = DefaultThreshold
	}
	if open == 0 {
		open = DefaultOpenMargin
	}
	return thr, open
}

// evidence is what the searches found in an utterance, before the
// thresholds decide: the best phrase and what it names, its margin over
// the rival, and the shape search's phrase when it differs.
type evidence struct {
	heard, second string
	move          rules.Move
	command       string
	margin        float64
	// open is the shape search's phrase when it differs from heard;
	// openGap how much better it fits (acoustic score per second);
	// openMove the legal move it names, or openErr why it names none.
	open     string
	openGap  float64
	openMove rules.Move
	openErr  error
}

// decide turns the evidence into the verdict (Listen's doc), at margin
// thr, open margin open, with the doubts given.
func (e evidence) decide(thr, open float64, doubts Doubt) Verdict {
	v := Verdict{Heard: e.heard, Second: e.second, Move: e.move, Command: e.command,
		Margin: e.margin, Threshold: thr, Open: e.open}
	if e.heard == "" {
		return Verdict{Threshold: thr}
	}
	if e.open != "" && e.openErr != nil && e.openGap >= -open {
		// A phrase of the same shape that names no legal move fits
		// about as well as the best legal one, or better: say what was
		// heard, never the legal move nearest to it.
		return Verdict{Kind: NotLegal, Heard: e.open, Second: e.heard, Open: e.open, Threshold: thr, Err: e.openErr}
	}
	v.Kind = Unsure
	doubt := e.open != "" && (doubts&DoubtWorse != 0 && e.openErr != nil ||
		doubts&DoubtOther != 0 && e.openErr == nil && e.openMove != e.move)
	if e.margin >= thr && !doubt {
		v.Kind = Heard
	}
	return v
}

// evidence runs the searches of Listen.
func (l *Listener) evidence(ctx context.Context, pos *rules.Position, pcm []int16) (evidence, error) {
	var e evidence
	start, end, ok := Speech(pcm)
	if !ok {
		return e, nil
	}
	pad := Rate * 3 / 10
	pcm = pcm[max(0, start-pad):min(len(pcm), end+pad)]

	vocab := l.Vocab
	if vocab == nil {
		vocab = announce.AppendixD()
	}
	var g Grammar
	moves := map[string]rules.Move{}
	if pos != nil {
		g, moves = MoveGrammar(pos, vocab)
	}
	commands := map[string]string{}
	for name, ps := range l.Commands {
		for _, p := range ps {
			if _, clash := moves[p.Text()]; !clash {
				g.Phrases = append(g.Phrases, p)
				commands[p.Text()] = name
			}
		}
	}
	if len(g.Phrases) == 0 {
		return e, nil
	}
	hs, err := l.Engine.Recognise(ctx, pcm, g)
	if err != nil {
		return e, err
	}
	best := hs[0]
	if len(best.Words) == 0 {
		return e, nil
	}
	e.heard = best.Text()
	e.move, e.command = moves[e.heard], commands[e.heard]
	secs := max(best.Seconds, 0.1)

	// The rival is the best phrase of another move or command: the same
	// move with or without "Schach", or in the other style, is none.
	var rivals Grammar
	for _, p := range g.Phrases {
		t := p.Text()
		if moves[t] != e.move || commands[t] != e.command {
			rivals.Phrases = append(rivals.Phrases, p)
		}
	}
	gs := []Grammar{rivals}
	if e.command == "" {
		gs = append(gs, Grammar{Shape: ShapeOf(vocab, best.Words), ShapeLang: vocab.Lang})
	}
	hs2, err := l.Engine.Recognise(ctx, pcm, gs...)
	if err != nil {
		return e, err
	}
	e.margin = math.Inf(1) // no rival at all (one legal move, nothing else)
	if len(rivals.Phrases) > 0 && len(hs2[0].Words) > 0 {
		e.second = hs2[0].Text()
		e.margin = float64(best.Score-hs2[0].Score) / secs
	} else if len(rivals.Phrases) > 0 {
		e.margin = 0 // no rival reached the end of the grammar: the search went wrong
	}
	if len(hs2) > 1 && len(hs2[1].Words) > 0 && hs2[1].Text() != e.heard {
		o := hs2[1]
		e.open = o.Text()
		e.openGap = float64(o.Acoustic-best.Acoustic) / secs
		h, err := announce.NewHearer(vocab)
		if err != nil {
			return e, fmt.Errorf("listen: %w", err)
		}
		e.openMove, e.openErr = h.Hear(pos, e.open)
	}
	return e, nil
}
