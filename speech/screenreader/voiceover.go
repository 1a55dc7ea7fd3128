package screenreader

import (
	"bytes"
	"context"
	"fmt"
	"os/exec"
	"strings"

	"github.com/tactuschess/tactus/speech"
)

// VoiceOverVoice speaks through VoiceOver with AppleScript (`osascript -e
// 'tell application "VoiceOver" to output "…"'`), which reaches
// VoiceOver's voice and its Braille display. VoiceOver reports no end, so
// Speak waits for the expected time. macOS lets a program do this only
// when "Allow VoiceOver to be controlled with AppleScript" is on (VoiceOver
// Utility) and the terminal may control VoiceOver: otherwise Speak returns
// ErrRefused. It is safe for concurrent use.
type VoiceOverVoice struct {
	bin string
	e   *estimated
}

// NewVoiceOver finds osascript; an error wraps ErrNotInBuild when it is
// not there (not macOS).
func NewVoiceOver(opts Options) (*VoiceOverVoice, error) {
	bin, err := exec.LookPath("osascript")
	if err != nil {
		return nil, fmt.Errorf("%w: osascript: %w", ErrNotInBuild, err)
	}
	e, err := newEstimated(opts)
	if err != nil {
		return nil, err
	}
	return &VoiceOverVoice{bin: bin, e: e}, nil
}

// Speak hands u to VoiceOver and waits its expected time.
func (v *VoiceOverVoice) Speak(ctx context.Context, u speech.Utterance) error {
	return v.e.say(ctx, u, v.e.opts.Rate, func(text string) error {
		return v.output(ctx, text)
	}, func() error { return nil }) // VoiceOver's AppleScript cannot stop its speech
}

// output runs the AppleScript that hands text to VoiceOver.
func (v *VoiceOverVoice) output(ctx context.Context, text string) error {
	script := `tell application "VoiceOver" to output "` + appleScriptString(text) + `"`
	out, err := exec.CommandContext(ctx, v.bin, "-e", script).CombinedOutput()
	if err == nil {
		return nil
	}
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if refused(out) {
		return fmt.Errorf("%w: %s", ErrRefused, bytes.TrimSpace(out))
	}
	return fmt.Errorf("screenreader: osascript: %w: %s", err, bytes.TrimSpace(out))
}

// appleScriptString escapes s for an AppleScript string literal.
func appleScriptString(s string) string {
	return strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", " ", "\r", " ").Replace(s)
}

// refused reports whether osascript's message says macOS refused the
// control of VoiceOver: Apple events not allowed (-1743), or VoiceOver's
// AppleScript control off (-10000, "AppleEvent handler failed"; -1719).
func refused(msg []byte) bool {
	for _, code := range []string{"(-1743)", "(-10000)", "(-1719)"} {
		if bytes.Contains(msg, []byte(code)) {
			return true
		}
	}
	return bytes.Contains(msg, []byte("Not authorized")) || bytes.Contains(msg, []byte("not allowed"))
}
