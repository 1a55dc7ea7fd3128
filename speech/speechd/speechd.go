// Package speechd is the speech-dispatcher voice: it hands phrases to the
// user's own speech stack (the voice, rate and settings they chose for
// Orca) over SSIP, waits for each message's END event, and reconnects when
// the daemon goes away, so that nothing queued is lost.
//
//	addr, _ := ssip.DefaultAddress(os.Getenv)
//	v, err := speechd.New(ctx, speechd.Options{Address: addr})
//	if err != nil { /* fall back to clips */ }
//	defer v.Close()
//	err = v.Speak(ctx, speech.Utterance{Phrase: p, Priority: speech.Move})
package speechd

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os/exec"
	"strconv"
	"sync"
	"time"

	"github.com/tactuschess/tactus/assets"
	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/ssip"
)

// Sentinel errors for messages that speech-dispatcher accepted but did not
// speak (its output module has no sound device, say).
var (
	// ErrNoBegin reports a message whose BEGIN event did not come in time.
	ErrNoBegin = errors.New("speechd: no BEGIN event in time")
	// ErrNoEnd reports a message whose END event did not come in time.
	ErrNoEnd = errors.New("speechd: no END event in time")
)

// DefaultBeginTimeout bounds the wait for a message to start.
const DefaultBeginTimeout = 3 * time.Second

// Options configures the voice.
type Options struct {
	Address ssip.Address
	// Timeout bounds each SSIP command; 0 means ssip.DefaultTimeout.
	Timeout time.Duration
	// Component names this connection to speech-dispatcher
	// (user:tactus:<Component>); "" means "main".
	Component string
	// Spawn runs `speech-dispatcher --spawn` when the socket does not
	// answer, as libspeechd clients do.
	Spawn bool
	// OnEvent, when set, is told of every event of this client.
	OnEvent func(ssip.Event)
	// BeginTimeout bounds the wait for a message's BEGIN event; 0 means
	// DefaultBeginTimeout.
	BeginTimeout time.Duration
}

// Voice speaks through speech-dispatcher. It is safe for concurrent use;
// utterances are spoken one at a time.
type Voice struct {
	opts  Options
	words []assets.Entry
	mu    sync.Mutex
	c     *ssip.Client
	set   map[string]string // settings sent on this connection
}

// New connects to speech-dispatcher; an error wraps speech.ErrUnavailable.
func New(ctx context.Context, opts Options) (*Voice, error) {
	if opts.Component == "" {
		opts.Component = "main"
	}
	if opts.BeginTimeout <= 0 {
		opts.BeginTimeout = DefaultBeginTimeout
	}
	words, err := assets.Words()
	if err != nil {
		return nil, fmt.Errorf("speechd: %w", err)
	}
	v := &Voice{opts: opts, words: words}
	v.mu.Lock()
	defer v.mu.Unlock()
	if _, err := v.connect(ctx); err != nil {
		return nil, err
	}
	return v, nil
}

// Close says goodbye to speech-dispatcher.
func (v *Voice) Close() error {
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.c == nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	err := v.c.Quit(ctx)
	v.c = nil
	if err != nil && !errors.Is(err, ssip.ErrClosed) {
		return fmt.Errorf("speechd: quit: %w", err)
	}
	return nil
}

// connect returns the open connection, dialling (and spawning the daemon
// when allowed) if there is none. The caller holds v.mu.
func (v *Voice) connect(ctx context.Context) (*ssip.Client, error) {
	if v.c != nil {
		select {
		case <-v.c.Done():
			v.c = nil
		default:
			return v.c, nil
		}
	}
	c, err := ssip.Dial(ctx, v.opts.Address, v.opts.Timeout)
	if err != nil && v.opts.Spawn {
		if spawnErr := spawn(ctx); spawnErr == nil {
			c, err = ssip.Dial(ctx, v.opts.Address, v.opts.Timeout)
		}
	}
	if err != nil {
		return nil, fmt.Errorf("speechd: %w: %w", speech.ErrUnavailable, err)
	}
	if err := hello(ctx, c, v.opts.Component); err != nil {
		c.Close()
		return nil, fmt.Errorf("speechd: %w: %w", speech.ErrUnavailable, err)
	}
	v.c, v.set = c, map[string]string{}
	return c, nil
}

func hello(ctx context.Context, c *ssip.Client, component string) error {
	if err := c.SetClientName(ctx, "user", "tactus", component); err != nil {
		return err
	}
	return c.Set(ctx, "NOTIFICATION", "ALL on")
}

func spawn(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if err := exec.CommandContext(ctx, "speech-dispatcher", "--spawn").Run(); err != nil {
		return fmt.Errorf("speechd: spawn: %w", err)
	}
	return nil
}

// priority maps a queue priority to SSIP's: moves and clock readings are
// "message" (queued), browsing is "text" (a newer text replaces it). Never
// "important": priorities are global and would cut into Orca.
func priority(p speech.Priority) string {
	if p == speech.Browse {
		return "text"
	}
	return "message"
}

// Speak says u and waits for its END event. When ctx is done it cancels
// the message. A broken connection is dropped, so the next call
// reconnects.
func (v *Voice) Speak(ctx context.Context, u speech.Utterance) error {
	v.mu.Lock()
	defer v.mu.Unlock()
	c, err := v.connect(ctx)
	if err != nil {
		return err
	}
	text, lang := speech.Spoken(u.Phrase, v.words)
	for _, s := range [][2]string{{"LANGUAGE", lang}, {"RATE", strconv.Itoa(u.Rate)}, {"PRIORITY", priority(u.Priority)}} {
		if err := v.setting(ctx, c, s[0], s[1]); err != nil {
			return v.broken(c, err)
		}
	}
	id, err := c.Speak(ctx, text)
	if err != nil {
		return v.broken(c, err)
	}
	return v.await(ctx, c, id, endLimit(len(u.Phrase), u.Rate))
}

// endLimit bounds how long n words at rate may take to be said: 700 ms a
// word at rate 0 (a generous guess), scaled by the rate, plus 3 s.
func endLimit(n, rate int) time.Duration {
	perWord := 700 * time.Millisecond * time.Duration(1000*math.Pow(2, -float64(max(-100, min(100, rate)))/100)) / 1000
	return 3*time.Second + time.Duration(n)*perWord
}

// setting sends SET SELF name value unless this connection already has it.
func (v *Voice) setting(ctx context.Context, c *ssip.Client, name, value string) error {
	if v.set[name] == value {
		return nil
	}
	if err := c.Set(ctx, name, value); err != nil {
		return err
	}
	v.set[name] = value
	return nil
}

// await waits for message id to begin within the begin timeout, then to
// end or be cancelled within limit.
func (v *Voice) await(ctx context.Context, c *ssip.Client, id int, limit time.Duration) error {
	t := time.NewTimer(limit)
	defer t.Stop()
	begin := time.NewTimer(v.opts.BeginTimeout)
	defer begin.Stop()
	for {
		select {
		case ev, ok := <-c.Events():
			if !ok {
				return v.broken(c, c.Err())
			}
			if v.opts.OnEvent != nil {
				v.opts.OnEvent(ev)
			}
			if ev.MsgID != id {
				continue
			}
			switch ev.Type {
			case ssip.Begin:
				begin.Stop()
			case ssip.End, ssip.Canceled:
				return nil
			}
		case <-begin.C:
			v.cancel(c)
			return fmt.Errorf("%w: message %d", ErrNoBegin, id)
		case <-ctx.Done():
			v.cancel(c)
			return ctx.Err()
		case <-t.C:
			v.cancel(c)
			return fmt.Errorf("%w: message %d", ErrNoEnd, id)
		}
	}
}

// cancel stops this client's speech, dropping the connection if even
// that fails.
func (v *Voice) cancel(c *ssip.Client) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	if err := c.Cancel(ctx); err != nil {
		v.broken(c, err)
	}
}

// broken drops c when err means the connection is unusable and returns
// err wrapped.
func (v *Voice) broken(c *ssip.Client, err error) error {
	var protoErr *ssip.Error
	if !errors.As(err, &protoErr) {
		c.Close()
		if v.c == c {
			v.c = nil
		}
	}
	return fmt.Errorf("speechd: %w", err)
}
