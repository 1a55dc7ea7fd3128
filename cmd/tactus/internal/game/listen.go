package game

import (
	"context"
	"errors"
	"strings"
	"sync"
	"time"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/byvoice"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/input"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/listen"
	"github.com/tactuschess/tactus/speech/malgo"
)

// ListenEdges are the edges of moves by voice; the zero value is the real
// microphone and pocketsphinx.
type ListenEdges struct {
	// Source records 16 kHz mono; nil is the default microphone (malgo).
	Source listen.Source
	// Recognisers returns the recogniser of moves and command words and
	// the one of yes and no; nil finds pocketsphinx (listen.NewSphinx).
	Recognisers func(vocab *announce.Vocabulary, u *catalog.UI) (moves, answers byvoice.Recogniser, err error)
}

// listenWords start listening when typed (or sent by a key): "listen" in
// every UI language, and "v".
var listenWords = []string{"listen", "v"}

// endSilence ends an utterance in listening.
const endSilence = 600 * time.Millisecond

// listener is moves by voice at this station: it records on its own
// goroutines and hands everything else to the input loop, which alone
// touches the game and the flow: an utterance recorded comes back as an
// input.Utterance, what was heard in it as an input.Heard.
type listener struct {
	ctx     context.Context
	flow    *byvoice.Flow
	src     listen.Source
	always  bool
	notices chan<- table.Output
	input   chan input.Msg

	mu       sync.Mutex
	next     int
	audio    map[int][]int16
	verdicts map[int]voiceHeard
	busy     bool
}

// voiceHeard is a recogniser's verdict and what it was heard for.
type voiceHeard struct {
	v      listen.Verdict
	err    error
	pos    rules.Position
	own    bool
	answer bool
	plies  int
}

// startListening sets up moves by voice, or returns the one sentence that
// says why it cannot run (no recogniser).
func startListening(ctx context.Context, o Options, u *catalog.UI, lang notation.Language, notices chan<- table.Output) (*listener, string) {
	vocab, err := announce.LookupVocabulary(o.Shell.Settings.Vocab)
	if err != nil {
		vocab = announce.AppendixD()
	}
	style, _ := announce.ParseStyle(o.Shell.Settings.Style)
	rec := o.Listen.Recognisers
	if rec == nil {
		rec = sphinxRecognisers
	}
	moves, answers, err := rec(vocab, u)
	if err != nil {
		return nil, u.Voice.NoEngine
	}
	src := o.Listen.Source
	if src == nil {
		src = func(ctx context.Context, frames func([]int16) bool) error {
			return malgo.Capture(ctx, malgo.CaptureOptions{Format: listen.Format}, frames)
		}
	}
	l := &listener{ctx: ctx, src: src, always: o.Shell.Settings.Listen == "always", notices: notices,
		input: make(chan input.Msg, 4), audio: map[int][]int16{}, verdicts: map[int]voiceHeard{},
		flow: &byvoice.Flow{Rec: moves, Answers: answers, UI: u, Vocab: vocab, Style: style,
			Notation: lang, TrustOwn: o.Shell.Settings.ListenTrust}}
	if l.always {
		l.record()
	}
	return l, ""
}

// sphinxRecognisers are pocketsphinx listeners for moves with the
// command words heard by voice (byvoice.CommandWords: the questions, in
// the UI language) and for yes and no.
func sphinxRecognisers(vocab *announce.Vocabulary, u *catalog.UI) (byvoice.Recogniser, byvoice.Recogniser, error) {
	eng, err := listen.NewSphinx(listen.SphinxOptions{})
	if err != nil {
		return nil, nil, err
	}
	ctx := context.Background()
	return &listen.Listener{Engine: eng, Vocab: vocab, Commands: eng.Pronounceable(ctx, byvoice.CommandWords(u))},
		&listen.Listener{Engine: eng, Vocab: vocab, Commands: eng.Pronounceable(ctx, byvoice.AnswerWords(u))}, nil
}

// record starts recording the next utterance, unless one is being
// recorded.
func (l *listener) record() {
	l.mu.Lock()
	if l.busy {
		l.mu.Unlock()
		return
	}
	l.busy = true
	l.mu.Unlock()
	go func() {
		pcm, err := listen.NextUtterance(l.ctx, l.src, endSilence)
		l.mu.Lock()
		l.busy = false
		id := l.next
		l.next++
		if err == nil || errors.Is(err, listen.ErrTooLong) {
			l.audio[id] = pcm
		}
		l.mu.Unlock()
		if err != nil && !errors.Is(err, listen.ErrTooLong) {
			text := l.flow.UI.Voice.NoMicrophone
			if errors.Is(err, speech.ErrNotInBuild) {
				text = l.flow.UI.Voice.NotInBuild
			}
			l.send(nil, table.Output{Kind: table.Notice, Text: text})
			return
		}
		l.send(&id, table.Output{})
	}()
}

// send hands the loop an utterance (id) or a notice.
func (l *listener) send(id *int, n table.Output) {
	if id == nil {
		select {
		case l.notices <- n:
		case <-l.ctx.Done():
		}
		return
	}
	select {
	case l.input <- input.Utterance{ID: *id}:
	case <-l.ctx.Done():
	}
}

// recognise takes an utterance on the loop: the board it is voiceHeard on is
// taken now, the recogniser runs on its own goroutine.
func (l *listener) recognise(g *table.Game, id int) []table.Output {
	l.mu.Lock()
	pcm := l.audio[id]
	delete(l.audio, id)
	l.mu.Unlock()
	pos, own := g.VoiceInput()
	h := voiceHeard{pos: pos, own: own, answer: l.flow.Pending(), plies: len(g.Session().Plies())}
	go func() {
		rec := l.flow.Rec
		p := &h.pos
		if h.answer {
			rec, p = l.flow.Answers, nil
		}
		h.v, h.err = rec.Listen(l.ctx, p, pcm)
		l.mu.Lock()
		l.verdicts[id] = h
		l.mu.Unlock()
		select {
		case l.input <- input.Heard{ID: id}:
		case <-l.ctx.Done():
		}
	}()
	if l.always {
		l.record()
	}
	return nil
}

// verdict takes what was voiceHeard, on the loop.
func (l *listener) verdict(g *table.Game, id int, inner func(*table.Game, string) []table.Output) []table.Output {
	l.mu.Lock()
	h, ok := l.verdicts[id]
	delete(l.verdicts, id)
	l.mu.Unlock()
	if !ok || len(g.Session().Plies()) != h.plies {
		return nil // the game moved on meanwhile: what was voiceHeard is stale
	}
	if h.err != nil {
		return []table.Output{{Kind: table.Notice, Text: l.flow.UI.Voice.SayAgain}}
	}
	var step byvoice.Step
	if h.answer {
		step = l.flow.AnswerHeard(h.v)
	} else {
		step = l.flow.Heard(&h.pos, h.own, h.v)
	}
	return l.apply(g, step, inner)
}

// apply tells the step's sentence and gives its line to the table; a
// read-back is shown on the Braille display as its words around the move
// in the chess code, never the move spelt as text.
func (l *listener) apply(g *table.Game, step byvoice.Step, inner func(*table.Game, string) []table.Output) []table.Output {
	var outs []table.Output
	if step.Text != "" {
		o := table.Output{Kind: table.Answer, Text: step.Text}
		if h := step.Heard; h != nil {
			label, question, _ := strings.Cut(l.flow.UI.Voice.Heard, "{0}")
			o.Cells = []table.Cells{{Label: strings.TrimSpace(label), Moves: []table.Played{{Before: h.Before, Move: h.Move}}}}
			if q := strings.TrimLeft(question, " .:;,"); q != "" {
				o.Cells = append(o.Cells, table.Cells{Label: upperFirst(q)})
			}
		}
		outs = append(outs, o)
	}
	if step.Line != "" {
		outs = append(outs, inner(g, step.Line)...)
	}
	return outs
}
