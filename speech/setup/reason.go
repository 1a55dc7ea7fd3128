package setup

import (
	"errors"
	"fmt"

	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/espeak"
	"github.com/tactuschess/tactus/speech/malgo"
	"github.com/tactuschess/tactus/speech/speechd"
	"github.com/tactuschess/tactus/speech/ssip"
)

// DegradedError says why Open passed over the better voices: what
// speech-dispatcher failed with (nil when it was not tried), and what the
// sound device failed with (nil when it worked).
type DegradedError struct {
	Speechd, Sound error
}

// Error returns both failures.
func (e *DegradedError) Error() string {
	switch {
	case e.Speechd == nil:
		return fmt.Sprintf("setup: %v", e.Sound)
	case e.Sound == nil:
		return fmt.Sprintf("setup: %v", e.Speechd)
	}
	return fmt.Sprintf("setup: %v; %v", e.Speechd, e.Sound)
}

// Unwrap returns the failures.
func (e *DegradedError) Unwrap() []error {
	var out []error
	for _, err := range []error{e.Speechd, e.Sound} {
		if err != nil {
			out = append(out, err)
		}
	}
	return out
}

// Reason words an error of Open, or Speech.Degraded, for people: a short
// clause without internal names, decided by the errors' types
// ("speech-dispatcher is not running and there is no working sound
// device"). It returns "" for nil.
func Reason(err error) string {
	var d *DegradedError
	switch {
	case err == nil:
		return ""
	case errors.As(err, &d):
		if d.Speechd == nil || d.Sound == nil {
			return Reason(errors.Join(d.Unwrap()...))
		}
		return Reason(d.Speechd) + " and " + Reason(d.Sound)
	case errors.Is(err, ErrUnknownVoice):
		return "that voice is unknown"
	}
	if r := speechdReason(err); r != "" {
		return r
	}
	return soundReason(err)
}

// speechdReason words why speech-dispatcher is not in use, or "" when err
// is not about it.
func speechdReason(err error) string {
	switch {
	case errors.Is(err, ssip.ErrAddress):
		return "speech-dispatcher's address is not set"
	case errors.Is(err, speechd.ErrNotRunning):
		return "speech-dispatcher is not running"
	case errors.Is(err, speechd.ErrNoAnswer):
		return "speech-dispatcher does not answer"
	case errors.Is(err, speech.ErrStalled):
		return "speech-dispatcher does not speak"
	}
	return ""
}

// soundReason words why a sound device or voice on one is not in use.
func soundReason(err error) string {
	switch {
	case errors.Is(err, malgo.ErrNoDevice):
		return "that sound device is not there"
	case errors.Is(err, malgo.ErrUnknownBackend):
		return "that sound system is unknown"
	case errors.Is(err, espeak.ErrNotInstalled):
		return "espeak-ng is not installed"
	case errors.Is(err, speech.ErrNotInBuild):
		return "this build has no sound output"
	case errors.Is(err, speech.ErrUnavailable):
		return "there is no working sound device"
	}
	return "the voice does not work"
}
