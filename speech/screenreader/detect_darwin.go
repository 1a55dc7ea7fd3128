//go:build darwin

package screenreader

import (
	"context"
	"os/exec"
)

// Detect tells whether VoiceOver is on (`defaults read
// com.apple.universalaccess voiceOverOnOffKey`).
func Detect(ctx context.Context, env Env) Kind {
	if voiceOverOn(env.output(ctx, "defaults", "read", "com.apple.universalaccess", "voiceOverOnOffKey")) {
		return VoiceOver
	}
	return None
}

// output runs name through e.Output or os/exec.
func (e Env) output(ctx context.Context, name string, args ...string) ([]byte, error) {
	if e.Output != nil {
		return e.Output(ctx, name, args...)
	}
	return exec.CommandContext(ctx, name, args...).Output()
}
