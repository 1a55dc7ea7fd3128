// Package byvoice is the app's flow for moves by voice: a move heard
// (speech/listen) is read back in the move vocabulary's words and goes to
// the game only after a yes — typed, keyed or spoken ("ja", "yes") —
// unless the player chose to trust the recogniser for their own moves.
// Nothing misheard is ever recorded silently: a phrase that is no legal
// move is said back as heard, and an unclear one is asked again.
//
//	f := byvoice.Flow{Rec: listener, Answers: yesNo, UI: u, Vocab: v, Notation: lang}
//	pos, own := g.VoiceInput()
//	step, err := f.Hear(ctx, &pos, own, pcm)  // step.Text: "Heard Springer Gustav eins Felix drei: yes or no?"
//	step, ok := f.Answer("ja")                // step.Line: "Sf3", for g.Do
package byvoice

import (
	"context"
	"strings"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/command"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
	"github.com/tactuschess/tactus/speech/listen"
)

// Recogniser hears an utterance in a position (nil: answers and command
// words only); *listen.Listener is one.
type Recogniser interface {
	Listen(ctx context.Context, pos *rules.Position, pcm []int16) (listen.Verdict, error)
}

// Step is what the flow asks of the app after an utterance or an answer.
type Step struct {
	// Text is the sentence to tell the player (printed, spoken, shown on
	// the Braille display); Phrase, when set, the heard move inside it in
	// the vocabulary's words, for a voice that says words by clips.
	Text   string
	Phrase announce.Phrase
	// Heard, with a read-back, is the move heard and the position it was
	// heard in, for the Braille display to show it in the chess code.
	Heard *HeardMove
	// Line, when not empty, is the line to give the game (game.Do): the
	// confirmed move in the game's notation, or a command word heard.
	Line string
}

// HeardMove is a move heard and the position before it.
type HeardMove struct {
	Before rules.Position
	Move   rules.Move
}

// Flow is one station's moves by voice. It is used from the app's one
// input loop, not concurrently.
type Flow struct {
	// Rec hears moves and command words; Answers hears yes and no.
	Rec, Answers Recogniser
	UI           *catalog.UI
	Vocab        *announce.Vocabulary
	Style        announce.Style
	Notation     notation.Language
	// TrustOwn records the player's own moves heard clearly without the
	// read-back (a setting the player chooses; off by default). The
	// opponent's moves are always read back.
	TrustOwn bool

	pending *pending
}

// pending is a heard move waiting for its yes.
type pending struct {
	pos rules.Position
	m   rules.Move
}

// Pending reports whether a heard move waits for a yes or a no.
func (f *Flow) Pending() bool { return f.pending != nil }

// Hear hears pcm (16 kHz mono) as a move in pos, the player's own (own) or
// the opponent's announcement being repeated, or a command word.
func (f *Flow) Hear(ctx context.Context, pos *rules.Position, own bool, pcm []int16) (Step, error) {
	v, err := f.Rec.Listen(ctx, pos, pcm)
	if err != nil {
		return Step{}, err
	}
	return f.Heard(pos, own, v), nil
}

// Heard turns a verdict into the step: a read-back asking yes or no, a
// request to say it again, or (only for the player's own clear move with
// TrustOwn, or a command word) a line for the game.
func (f *Flow) Heard(pos *rules.Position, own bool, v listen.Verdict) Step {
	f.pending = nil
	m := &f.UI.Voice
	switch {
	case v.Kind == listen.Heard && v.Command != "":
		return Step{Line: v.Command}
	case v.Kind == listen.Heard && pos != nil:
		if own && f.TrustOwn {
			return Step{Line: f.Notation.SAN(pos, v.Move)}
		}
		f.pending = &pending{pos: *pos, m: v.Move}
		p := f.Vocab.Move(pos, v.Move, f.Style)
		return Step{Text: f.UI.F(m.Heard, p.String()), Phrase: p, Heard: &HeardMove{*pos, v.Move}}
	case v.Kind == listen.NotLegal:
		return Step{Text: f.UI.F(m.NotLegal, v.Heard)}
	case v.Kind == listen.Unsure:
		return Step{Text: m.SayAgain}
	}
	return Step{Text: m.Nothing}
}

// Answer takes a typed or keyed answer while a move waits: yes (or an
// empty line: Enter) gives the move to the game, no drops it. ok is false
// when no move waits or the line is no answer; then the waiting move is
// dropped, unrecorded, and the line is the app's to handle.
func (f *Flow) Answer(line string) (Step, bool) {
	p := f.pending
	if p == nil {
		return Step{}, false
	}
	f.pending = nil
	yes, no := f.UI.Yes(line)
	switch {
	case yes || strings.TrimSpace(line) == "":
		return Step{Line: f.Notation.SAN(&p.pos, p.m)}, true
	case no:
		return Step{Text: f.UI.Voice.NotRecorded}, true
	}
	return Step{}, false
}

// AnswerSpoken hears a spoken yes or no while a move waits (AnswerHeard).
func (f *Flow) AnswerSpoken(ctx context.Context, pcm []int16) (Step, error) {
	if f.pending == nil {
		return Step{}, nil
	}
	v, err := f.Answers.Listen(ctx, nil, pcm)
	if err != nil {
		return Step{}, err
	}
	return f.AnswerHeard(v), nil
}

// AnswerHeard takes what the answer recogniser heard while a move waits:
// yes gives the move to the game, no drops it; anything else, or nothing
// clear, keeps the move waiting and reads it back again.
func (f *Flow) AnswerHeard(v listen.Verdict) Step {
	p := f.pending
	if p == nil {
		return Step{}
	}
	if v.Kind == listen.Heard && (v.Command == "yes" || v.Command == "no") {
		word := f.UI.YesWords[len(f.UI.YesWords)-1]
		if v.Command == "no" {
			word = f.UI.NoWords[len(f.UI.NoWords)-1]
		}
		s, _ := f.Answer(word)
		return s
	}
	ph := f.Vocab.Move(&p.pos, p.m, f.Style)
	return Step{Text: f.UI.F(f.UI.Voice.Heard, ph.String()), Phrase: ph, Heard: &HeardMove{p.pos, p.m}}
}

// AnswerWords returns the phrases of yes and no in the UI language for a
// listen.Listener's Commands: the UI's words (not their one-letter forms),
// and English's.
func AnswerWords(u *catalog.UI) map[string][]listen.Phrase {
	out := map[string][]listen.Phrase{}
	seen := map[string]bool{}
	add := func(name, lang string, words []string) {
		for _, w := range words {
			f := announce.FoldWords(w)
			key := lang + " " + strings.Join(f, " ")
			if len(f) > 0 && len(w) > 1 && !seen[key] {
				seen[key] = true
				out[name] = append(out[name], listen.Phrase{Lang: lang, Words: f})
			}
		}
	}
	add("yes", u.Tag, u.YesWords)
	add("no", u.Tag, u.NoWords)
	if u.Tag != "en" {
		add("yes", "en", []string{"yes"})
		add("no", "en", []string{"no"})
	}
	return out
}

// VoiceCommands are the commands heard by voice besides moves: questions
// about the game, which change nothing, so that a command misheard costs
// an answer and never a press, an offer or a move. The rest are typed or
// keyed.
var VoiceCommands = []string{"clock", "last", "board", "pieces", "pawns", "changed", "score", "whose", "repeat", "help"}

// CommandWords returns the phrases of VoiceCommands in the UI language
// for a listen.Listener's Commands, by command name: the language's
// command words (command.Words; "uhr" for clock in German), or the English
// names in English. A heard command goes to the game as its English name,
// which the game reads in every language, as a typed one does.
func CommandWords(u *catalog.UI) map[string][]listen.Phrase {
	out := map[string][]listen.Phrase{}
	for _, name := range VoiceCommands {
		c, _ := command.Lookup(name)
		if c == nil {
			continue
		}
		ws := c.Words(u.Tag)
		if u.Tag == "en" || len(ws) == 0 {
			ws = []string{c.Name}
		}
		seen := map[string]bool{}
		for _, w := range ws {
			f := announce.FoldWords(w)
			if t := strings.Join(f, " "); len(f) > 0 && !seen[t] {
				seen[t] = true
				out[name] = append(out[name], listen.Phrase{Lang: u.Tag, Words: f})
			}
		}
	}
	return out
}
