//go:build !windows && !darwin && !linux

package screenreader

import "context"

// Detect finds no screen reader on this platform.
func Detect(ctx context.Context, env Env) Kind { return None }
