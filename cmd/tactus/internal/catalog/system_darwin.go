//go:build darwin

package catalog

import (
	"context"
	"os/exec"
	"time"
)

// System returns the languages the user chose in macOS's settings, most
// preferred first (AppleLanguages, then AppleLocale), for a program whose
// environment names none (LANG is often unset outside Terminal).
func System() []string {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	var tags []string
	if out, err := exec.CommandContext(ctx, "defaults", "read", "-g", "AppleLanguages").Output(); err == nil {
		tags = parseAppleLanguages(string(out))
	}
	if out, err := exec.CommandContext(ctx, "defaults", "read", "-g", "AppleLocale").Output(); err == nil {
		if l := appleLocale(string(out)); l != "" {
			tags = append(tags, l)
		}
	}
	return tags
}
