package speechd

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
	"unicode"

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
		err = v.waitEnd(ctx, c, id, v.endLimit(text, u.Rate))
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
	for _, s := range [][2]string{{language, lang}, {"RATE", strconv.Itoa(u.Rate)}, {"PRIORITY", priority(u.Priority)}} {
		if err := v.setting(ctx, c, s[0], s[1]); err != nil {
			return c, 0, err
		}
	}
	id, err := c.Speak(ctx, text)
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
	for {
		select {
		case ev, ok := <-c.Events():
			if !ok {
				return 0, c.Err()
			}
			if v.opts.OnEvent != nil {
				v.opts.OnEvent(ev)
			}
			if ev.MsgID == id && (ev.Type == ssip.Begin || ev.Type == ssip.End || ev.Type == ssip.Canceled) {
				return ev.Type, nil
			}
		case <-ctx.Done():
			return 0, context.Cause(ctx)
		}
	}
}

// waitEnd waits, within limit, for message id to end or be canceled.
func (v *Voice) waitEnd(ctx context.Context, c *ssip.Client, id int, limit time.Duration) error {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	stop := v.opts.Clock.AfterFunc(limit, func() { cancel(errEndLate) })
	defer stop()
	_, err := v.next(ctx, c, id)
	return err
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

// expected estimates how long text takes to say at rate: 400 ms a word
// (150 words a minute, a little slower than speech-dispatcher's default)
// at rate 0, twice as long at -100 and half at 100; a number takes a word
// for each digit.
func expected(text string, rate int) time.Duration {
	words := 0
	for _, w := range strings.Fields(text) {
		digits := strings.Count(strings.Map(func(r rune) rune {
			if unicode.IsDigit(r) {
				return 'd'
			}
			return -1
		}, w), "d")
		words += max(1, digits)
	}
	scale := math.Pow(2, -float64(max(-100, min(100, rate)))/100)
	return time.Duration(float64(words) * scale * float64(400*time.Millisecond))
}

// endLimit bounds the time from a message's BEGIN to its END: the
// expected duration and the margin.
func (v *Voice) endLimit(text string, rate int) time.Duration {
	return expected(text, rate) + v.opts.EndMargin
}
