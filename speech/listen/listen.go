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
// German, with the accents of Spanish, Portuguese, Czech and English
// speakers as alternatives.
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
	// audio (engine units), +Inf when no other phrase fits the audio.
	Margin float64
	// Open is the best phrase of the heard phrase's shape, legal or not,
	// when it differs from Heard.
	Open string
	// Err, for NotLegal, is why the heard phrase names no legal move.
	Err error
}

// Policy is how a Listener decides, from what its searches found,
// between reading a phrase back, asking to say it again and saying it
// names no legal move. Scores are the engine's log-likelihoods per second
// of audio.
type Policy struct {
	// Margin is how much better than the rival (the best phrase of any
	// other move or command) the best phrase must score to be read back.
	Margin float64
	// NotLegal: a phrase of the best one's shape that names no legal move
	// and fits better than it (acoustic score) by at least NotLegal is
	// reported as heard and not legal (negative: fits worse by at most
	// -NotLegal).
	NotLegal float64
	// Doubt: such a phrase fitting better by at least Doubt, but by less
	// than NotLegal, asks again; one fitting worse still is no doubt, and
	// the margin decides. -Inf: every such phrase asks again.
	Doubt float64
	// DoubtOther: a phrase of the shape that names another legal move
	// asks again.
	DoubtOther bool
}

// DefaultPolicy is the policy of a Listener whose Policy is zero, chosen
// on a development set of voices and moves apart from the test corpus
// (README, "Moves by voice") as the one with the most moves read back
// right among those reading back at most 2 % of the legal moves said
// wrong and at most 2 % of the moves said for the wrong side as a legal
// move, with the en-us model adapted (Sphinx's MLLR transform): every
// phrase of the best one's shape that names no legal move asks again.
// (Without the adaptation the development set chose margin 500, not
// legal 600, doubt 100.)
func DefaultPolicy() Policy {
	return Policy{Margin: 300, NotLegal: 600, Doubt: math.Inf(-1)}
}

// Listener hears moves and command words. Its fields are read only.
type Listener struct {
	Engine Engine
	// Vocab is the move vocabulary (default Appendix D).
	Vocab *announce.Vocabulary
	// Commands are the command phrases, by command name ("clock", "yes"),
	// in the UI language.
	Commands map[string][]Phrase
	// Policy decides; zero is DefaultPolicy.
	Policy Policy
}

// Listen hears an utterance (16 kHz mono) in pos: a legal move of the side
// to move or a command. pos may be nil: then only commands are heard.
//
// Three searches decide: the best phrase of the grammar (legal moves and
// commands); then, in parallel, the best phrase of any other move or
// command (the rival) and the best phrase of the same shape as the best,
// legal or not (every file, rank and piece word free). When the shape's
// phrase differs, names no legal move and fits better than the best
// legal one by Policy.NotLegal, the verdict is NotLegal with that
// phrase: what was said is never turned into the nearest legal move.
// When it fits nearly as well (Policy.Doubt) or names another move
// (Policy.DoubtOther), the verdict is Unsure. Otherwise the best is Heard
// when it beats the rival by Policy.Margin per second of audio, and
// Unsure when not.
func (l *Listener) Listen(ctx context.Context, pos *rules.Position, pcm []int16) (Verdict, error) {
	e, err := l.evidence(ctx, pos, pcm)
	if err != nil {
		return Verdict{}, err
	}
	return e.decide(l.policy()), nil
}

// policy returns the listener's Policy, or the default.
func (l *Listener) policy() Policy {
	if l.Policy == (Policy{}) {
		return DefaultPolicy()
	}
	return l.Policy
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

// decide turns the evidence into the verdict (Listen's doc) under pol.
func (e evidence) decide(pol Policy) Verdict {
	if e.heard == "" {
		return Verdict{}
	}
	v := Verdict{Heard: e.heard, Second: e.second, Move: e.move, Command: e.command,
		Margin: e.margin, Open: e.open}
	if e.open != "" && e.openErr != nil && e.openGap >= pol.NotLegal {
		// A phrase of the same shape that names no legal move fits
		// about as well as the best legal one, or better: say what was
		// heard, never the legal move nearest to it.
		return Verdict{Kind: NotLegal, Heard: e.open, Second: e.heard, Open: e.open, Err: e.openErr}
	}
	v.Kind = Unsure
	doubt := e.open != "" && (e.openErr != nil && e.openGap >= pol.Doubt ||
		pol.DoubtOther && e.openErr == nil && e.openMove != e.move)
	if e.margin >= pol.Margin && !doubt {
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
