// Package speechd is the speech-dispatcher voice: it hands phrases to the
// user's own speech stack (the voice, rate and settings they chose for
// Orca) over SSIP, waits for each message's BEGIN and END events, and
// reconnects when the daemon goes away. A message that does not begin
// within BeginTimeout (300 ms), or does not end within its expected time
// (an upper bound) plus 300 ms, fails at once with an error wrapping
// speech.ErrStalled, so that a Speaker says it with the next voice:
// speech-dispatcher without a working sound device takes messages and
// never says them. Messages go as SSML with a mark before each word; an
// output module that reports them as the sound plays (espeak-ng does)
// shows its progress, and then a message whose next mark is 300 ms later
// than its word's time fails too: without a sound device the first mark
// comes and no other, so the failover takes one word's time, not the
// whole message's.
//
//	addr, _ := ssip.DefaultAddress(os.Getenv)
//	v, err := speechd.New(ctx, speechd.Options{Address: addr})
//	if err != nil { /* fall back to clips */ }
//	defer v.Close()
//	err = v.Speak(ctx, speech.Utterance{Phrase: p, Priority: speech.Move})
//
// It never starts speech-dispatcher unless Options.Spawn asks for it.
package speechd

import (
	"context"
	"errors"
	"fmt"
	"os/exec"
	"sync"
	"time"

	"github.com/tactuschess/tactus/assets"
	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/ssip"
)

// Sentinel errors. ErrNotRunning and ErrNoAnswer wrap
// speech.ErrUnavailable; ErrNoBegin and ErrNoEnd wrap speech.ErrStalled.
var (
	// ErrNotRunning reports that nothing answers at speech-dispatcher's
	// address.
	ErrNotRunning = fmt.Errorf("speechd: speech-dispatcher is not running: %w", speech.ErrUnavailable)
	// ErrNoAnswer reports a speech-dispatcher that took the connection
	// but did not answer the greeting.
	ErrNoAnswer = fmt.Errorf("speechd: speech-dispatcher does not answer: %w", speech.ErrUnavailable)
	// ErrNoBegin reports a message that did not begin in time.
	ErrNoBegin = fmt.Errorf("speechd: message did not begin in time: %w", speech.ErrStalled)
	// ErrNoEnd reports a message that did not end in time.
	ErrNoEnd = fmt.Errorf("speechd: message did not end in time: %w", speech.ErrStalled)
)

// Defaults for Options.
const (
	// DefaultBeginTimeout bounds the time from Speak to the message's
	// BEGIN event, commands included.
	DefaultBeginTimeout = 300 * time.Millisecond
	// DefaultEndMargin is added to a message's expected duration (an upper
	// bound, see expected), or to a word's once the marks show progress,
	// to bound the wait for its END event or the next mark.
	DefaultEndMargin = 300 * time.Millisecond
)

// Options configures the voice.
type Options struct {
	Address ssip.Address
	// Timeout bounds each SSIP command outside Speak's BEGIN wait (the
	// greeting, CANCEL, QUIT); 0 means ssip.DefaultTimeout.
	Timeout time.Duration
	// Component names this connection to speech-dispatcher
	// (user:tactus:<Component>); "" means "main".
	Component string
	// Spawn runs `speech-dispatcher --spawn` when the socket does not
	// answer, as libspeechd clients do. Off unless the user's settings
	// ask for it: a daemon started without a working sound device hangs.
	Spawn bool
	// OnEvent, when set, is told of every event of this client.
	OnEvent func(ssip.Event)
	// BeginTimeout bounds the time from Speak to the message's BEGIN
	// event; 0 means DefaultBeginTimeout.
	BeginTimeout time.Duration
	// EndMargin is added to a message's expected duration to bound the
	// wait for its END event; 0 means DefaultEndMargin.
	EndMargin time.Duration
	// Clock times BEGIN and END; nil means speech.SystemClock.
	Clock speech.TimeSource
}

// Voice speaks through speech-dispatcher. It is safe for concurrent use;
// utterances are spoken one at a time.
type Voice struct {
	opts  Options
	words []assets.Entry
	mu    sync.Mutex
	c     *ssip.Client
	set   map[string]string // settings sent on this connection
	// canceling is closed when the CANCEL sent after a stalled message is
	// answered (or given up); nil when none is under way.
	canceling chan struct{}
	// queued, when set (by tests), is told of each message id the daemon
	// took.
	queued func(id int)
}

// New connects to speech-dispatcher; an error wraps
// speech.ErrUnavailable (ErrNotRunning, ErrNoAnswer).
func New(ctx context.Context, opts Options) (*Voice, error) {
	if opts.Component == "" {
		opts.Component = "main"
	}
	if opts.Timeout <= 0 {
		opts.Timeout = ssip.DefaultTimeout
	}
	if opts.BeginTimeout <= 0 {
		opts.BeginTimeout = DefaultBeginTimeout
	}
	if opts.EndMargin <= 0 {
		opts.EndMargin = DefaultEndMargin
	}
	opts.Clock = speech.OrSystem(opts.Clock)
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
	if v.canceling != nil {
		<-v.canceling
	}
	if v.c == nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), min(time.Second, v.opts.Timeout))
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
		return nil, fmt.Errorf("%w (%w)", ErrNotRunning, err)
	}
	if err := hello(ctx, c, v.opts.Component); err != nil {
		c.Close()
		return nil, fmt.Errorf("%w (%w)", ErrNoAnswer, err)
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
