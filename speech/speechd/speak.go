package speechd

import (
	"context"
	"encoding/xml"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/ssip"
)

// Causes of the contexts Speak gives up on.
var (
	errBeginLate = errors.New("speechd: BEGIN timeout")
	errEndLate   = errors.New("speechd: END timeout")
)

// priority maps a queue priority to SSIP's: moves and clock readings are
// "message" (queued), browsing is "text" (a newer text replaces it). Never
// "important": priorities are global and would cut into Orca.
func priority(p speech.Priority) string {
	if p == speech.Browse {
		return "text"
	}
	return "message"
}

// Speak says u and waits for its END event. Each run of words in one
// language (speech.ByLanguage) is a message of its own, sent after SET
// SELF LANGUAGE: "Jugada 12, Blancas:" in Spanish, then the Appendix D
// move in German. A message must begin within BeginTimeout of its call
// (connecting and commands included) and end within its expected time
// plus the margin, else Speak returns ErrNoBegin or ErrNoEnd at once and
// cancels the message behind it. When ctx is done it cancels the message
// and returns ctx.Err(). A broken connection is dropped, so the next call
// reconnects.
func (v *Voice) Speak(ctx context.Context, u speech.Utterance) error {
	v.mu.Lock()
	defer v.mu.Unlock()
	for _, run := range speech.ByLanguage(u.Phrase) {
		text, lang := speech.Spoken(run, v.words)
		if err := v.speak(ctx, u, text, lang); err != nil {
			return err
		}
	}
	return nil
}

// speak says text in lang and waits for its END event. The caller holds
// v.mu.
func (v *Voice) speak(ctx context.Context, u speech.Utterance, text, lang string) error {
	bctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	stop := v.opts.Clock.AfterFunc(v.opts.BeginTimeout, func() { cancel(errBeginLate) })
	defer stop()
	c, id, err := v.queue(bctx, u, text, lang)
	var got ssip.EventType
	if err == nil {
		if v.queued != nil {
			v.queued(id)
		}
		got, err = v.next(bctx, c, id)
	}
	if err == nil && got == ssip.Begin {
		stop()
		err = v.waitEnd(ctx, c, id, strings.Fields(text), u.Rate)
	}
	if err == nil {
		return nil
	}
	return v.failed(ctx, c, id, err)
}

// queue sends the settings and the text, and returns the message id. The
// caller holds v.mu.
func (v *Voice) queue(ctx context.Context, u speech.Utterance, text, lang string) (*ssip.Client, int, error) {
	if v.canceling != nil { // the CANCEL of a stalled message goes first
		select {
		case <-v.canceling:
			v.canceling = nil
		case <-ctx.Done():
			return nil, 0, context.Cause(ctx)
		}
	}
	c, err := v.connect(ctx)
	if err != nil {
		return nil, 0, err
	}
	for _, s := range [][2]string{{"SSML_MODE", "on"}, {language, lang}, {"RATE", strconv.Itoa(u.Rate)}, {"PRIORITY", priority(u.Priority)}} {
		if err := v.setting(ctx, c, s[0], s[1]); err != nil {
			return c, 0, err
		}
	}
	id, err := c.Speak(ctx, marked(strings.Fields(text)))
	return c, id, err
}

// language names the LANGUAGE setting, which goes through SetLanguage.
const language = "LANGUAGE"

// setting sends SET SELF name value unless this connection already has it.
func (v *Voice) setting(ctx context.Context, c *ssip.Client, name, value string) error {
	if v.set[name] == value {
		return nil
	}
	set := c.Set
	if name == language {
		set = func(ctx context.Context, _, value string) error { return c.SetLanguage(ctx, value) }
	}
	if err := set(ctx, name, value); err != nil {
		return err
	}
	v.set[name] = value
	return nil
}

// next waits for the next BEGIN, END or CANCELED event of message id and
// returns its type, or the cause of ctx's end, or why the connection
// ended.
func (v *Voice) next(ctx context.Context, c *ssip.Client, id int) (ssip.EventType, error) {
	ev, err := v.event(ctx, c, id, false)
	return ev.Type, err
}

// event waits for the next BEGIN, END or CANCELED event of message id, and
// its INDEX_MARK events too when marks is set.
func (v *Voice) event(ctx context.Context, c *ssip.Client, id int, marks bool) (ssip.Event, error) {
	for {
		select {
		case ev, ok := <-c.Events():
			if !ok {
				return ssip.Event{}, c.Err()
			}
			if v.opts.OnEvent != nil {
				v.opts.OnEvent(ev)
			}
			if ev.MsgID != id {
				continue
			}
			switch ev.Type {
			case ssip.Begin, ssip.End, ssip.Canceled:
				return ev, nil
			case ssip.IndexMark:
				if marks {
					return ev, nil
				}
			}
		case <-ctx.Done():
			return ssip.Event{}, context.Cause(ctx)
		}
	}
}

// waitEnd waits for message id, the words given, to end or be canceled.
// The whole message has its expected time and the margin; but an output
// module that reports the marks before each word (speech-dispatcher's
// espeak-ng does, as the sound plays) shows its progress, and then each
// word has its own time and the margin: a module whose sound device is
// gone reports the first mark and nothing after it, and fails over after
// one word's time instead of the whole message's.
func (v *Voice) waitEnd(ctx context.Context, c *ssip.Client, id int, words []string, rate int) error {
	limit := v.endLimit(words, rate)
	for {
		ev, err := v.within(ctx, c, id, limit)
		if err != nil || ev.Type != ssip.IndexMark {
			return err
		}
		i, ok := markIndex(ev.Mark, len(words))
		if !ok {
			continue
		}
		limit = speech.WordTime(words[i], rate) + v.opts.EndMargin
		if i == len(words)-1 {
			limit += speech.MessageTime(rate) // the sound's tail after the last word
		}
	}
}

// within waits, within limit, for message id's next event or mark.
func (v *Voice) within(ctx context.Context, c *ssip.Client, id int, limit time.Duration) (ssip.Event, error) {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	stop := v.opts.Clock.AfterFunc(limit, func() { cancel(errEndLate) })
	defer stop()
	return v.event(ctx, c, id, true)
}

// failed handles a Speak that did not end well: it cancels a queued
// message (at once when the caller gave up, behind the failover when the
// message stalled) and returns the error to report. The caller holds v.mu.
func (v *Voice) failed(ctx context.Context, c *ssip.Client, id int, err error) error {
	switch {
	case ctx.Err() != nil:
		if id != 0 {
			v.cancelNow(c)
		}
		return ctx.Err()
	case errors.Is(err, errBeginLate):
		if id == 0 { // stuck in a command: ssip closed the connection
			return fmt.Errorf("%w: %w", ErrNoBegin, err)
		}
		v.cancelLater(c)
		return fmt.Errorf("%w: message %d", ErrNoBegin, id)
	case errors.Is(err, errEndLate):
		v.cancelLater(c)
		return fmt.Errorf("%w: message %d", ErrNoEnd, id)
	}
	if c == nil {
		return err
	}
	return v.broken(c, err)
}

// cancelNow stops this client's speech, dropping the connection if even
// that fails.
func (v *Voice) cancelNow(c *ssip.Client) {
	ctx, cancel := context.WithTimeout(context.Background(), min(time.Second, v.opts.Timeout))
	defer cancel()
	if err := c.Cancel(ctx); err != nil {
		v.broken(c, err)
	}
}

// cancelLater cancels a stalled message without holding up the failover:
// the next Speak (or Close) waits for it. The caller holds v.mu.
func (v *Voice) cancelLater(c *ssip.Client) {
	done := make(chan struct{})
	v.canceling = done
	go func() {
		defer close(done)
		ctx, cancel := context.WithTimeout(context.Background(), min(time.Second, v.opts.Timeout))
		defer cancel()
		var protoErr *ssip.Error
		if err := c.Cancel(ctx); err != nil && !errors.As(err, &protoErr) {
			c.Close() // the next Speak reconnects
		}
	}()
}

// endLimit bounds the time from a message's BEGIN to its END: the
// expected duration and the margin.
func (v *Voice) endLimit(words []string, rate int) time.Duration {
	return speech.ExpectedTime(words, rate) + v.opts.EndMargin
}

// markPrefix starts the names of the marks Speak puts before each word.
const markPrefix = "w"

// marked writes words as SSML with a mark before each ("w0", "w1" …), so
// that the output module tells how far the sound has got.
func marked(words []string) string {
	var b strings.Builder
	b.WriteString("<speak>")
	for i, w := range words {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, `<mark name="%s%d"/>`, markPrefix, i)
		_ = xml.EscapeText(&b, []byte(w)) // a strings.Builder does not fail
	}
	b.WriteString("</speak>")
	return b.String()
}

// markIndex reads a mark's word index; ok is false for a mark that is not
// one of marked's for n words.
func markIndex(mark string, n int) (int, bool) {
	s, ok := strings.CutPrefix(mark, markPrefix)
	if !ok {
		return 0, false
	}
	i, err := strconv.Atoi(s)
	if err != nil || i < 0 || i >= n {
		return 0, false
	}
	return i, true
}
