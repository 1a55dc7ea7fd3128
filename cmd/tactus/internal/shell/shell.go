// Package shell is what cmd/tactus gives every screen (the game with its
// practice, review, join), made once: the settings and the catalogue of
// the UI language, the clock, the speech output, the Braille display with
// its notices of going and coming back, and the key map type of the
// full-screen views. A screen takes what it needs from one Shell value
// instead of each wiring its own voice and display.
//
//	sh := shell.New(s, os.Getenv, time.Now)
//	sh.Speech = shell.SpeechOn(dev)
//	d := sh.OpenBraille(ctx) // nil when the settings ask for no display
//	say, notices, closeVoice := sh.Voice(ctx)
package shell

import (
	"context"
	"time"

	"github.com/tactuschess/tactus/braille/brlapi"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
)

// Shell is what every screen is given.
type Shell struct {
	// Settings are the person's settings (config file and flags).
	Settings settings.Settings
	// UI is the catalogue in the UI language; nil is the settings' (Lang).
	UI *catalog.UI
	// Getenv reads the environment (os.Getenv at the edge); nil reads
	// nothing.
	Getenv func(string) string
	// Now is the wall clock (time.Now at the edge).
	Now func() time.Time
	// Speech opens the speech path (SpeechOn in the program); nil, or the
	// voice "none" in the settings, is no speech.
	Speech SpeechOpener
	// DialBraille replaces the connection to BRLTTY (tests); nil dials the
	// address the settings name.
	DialBraille brlapi.Dialer
}

// New returns the shell of settings s in their UI language.
func New(s settings.Settings, getenv func(string) string, now func() time.Time) Shell {
	sh := Shell{Settings: s, Getenv: getenv, Now: now}
	sh.UI = sh.Lang()
	return sh
}

// Lang returns the catalogue in the UI language.
func (sh Shell) Lang() *catalog.UI {
	if sh.UI != nil {
		return sh.UI
	}
	return sh.Settings.Language(sh.getenv())
}

// getenv returns Getenv, or one that reads nothing.
func (sh Shell) getenv() func(string) string {
	if sh.Getenv == nil {
		return func(string) string { return "" }
	}
	return sh.Getenv
}

// Voice opens the voice the settings name beside the caller (as the game
// does) and returns a function that says one output, never blocking, on
// the output and at the priority the game would, and one that closes the
// voice; notices (the voice failed) come as lines on the returned channel.
// tactus join and tactus review speak through it.
func (sh Shell) Voice(ctx context.Context) (say func(table.Output), notices <-chan table.Output, closer func()) {
	if sh.Speech == nil || sh.Settings.Voice == "none" {
		return func(table.Output) {}, nil, func() {}
	}
	v := StartVoice(ctx, sh.Speech, ConfigOf(sh.Settings), sh.getenv())
	return v.Say, v.Notices(), v.Close
}
