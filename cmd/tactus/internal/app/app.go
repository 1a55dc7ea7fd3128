// Package app is the tactus app: it starts or resumes a game (package game),
// picks the view (plain lines or the full screen) and the speech path, and
// runs until the people quit. cmd/tactus only reads the flags and the
// environment and calls Run.
//
//	err := app.Run(ctx, app.Options{Settings: s, Start: app.Offer, In: os.Stdin,
//		Out: os.Stdout, Err: os.Stderr, Getenv: os.Getenv, Since: since, Wall: time.Now})
package app

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/app/game"
	"github.com/tactuschess/tactus/cmd/tactus/internal/app/plain"
	"github.com/tactuschess/tactus/cmd/tactus/internal/app/settings"
	"github.com/tactuschess/tactus/rules/session/journal"
)

// Start says how Run begins.
type Start uint8

// The ways to begin.
const (
	// NewGame starts a new game at once (tactus play).
	NewGame Start = iota
	// Offer asks whether to resume the latest unfinished game, else starts
	// a new one (tactus with no arguments).
	Offer
	// ResumeLatest resumes the latest unfinished game, or Journal if set
	// (tactus resume [JOURNAL]).
	ResumeLatest
)

// ErrNothingToResume: tactus resume found no unfinished game.
var ErrNothingToResume = errors.New("app: no unfinished game to resume")

// Options are the app's settings and its edges to the world.
type Options struct {
	Settings settings.Settings
	Start    Start
	// Journal is the journal to resume (ResumeLatest); "" the latest.
	Journal string
	// Plain: plain mode (decided at the edge: --plain, ACCESSIBLE, TERM=dumb,
	// or a stream that is not a terminal).
	Plain    bool
	In       io.Reader
	Out, Err io.Writer
	Getenv   func(string) string
	Since    func() time.Duration
	Wall     func() time.Time
	After    func(time.Duration) <-chan time.Time
	// OpenSpeech opens the speech path (SetupSpeech in the program); nil,
	// or the voice "none" in the settings, is no speech.
	OpenSpeech SpeechOpener
}

// Run plays until the people quit (or the input ends), and returns an error
// only when the game could not start or its journal could not be written.
func Run(ctx context.Context, o Options) error {
	dir := o.Settings.JournalDir
	if dir == "" {
		d, err := journal.Dir(o.Getenv)
		if err != nil {
			return fmt.Errorf("app: %w", err)
		}
		dir = d
	}
	lines := plain.NewLines(o.In)
	defer lines.Stop()
	g, first, err := open(ctx, o, dir, lines)
	if err != nil {
		return err
	}
	popts := plain.Options{Lines: lines, Out: o.Out, After: o.After}
	if o.OpenSpeech != nil && o.Settings.Voice != "none" {
		v := startVoice(ctx, o.OpenSpeech, o.Settings.Voice, o.Settings.Device, o.Getenv)
		defer v.Close()
		popts.Say, popts.Notices = v.Say, v.notices
	}
	return plain.Run(ctx, g, first, popts)
}

// open starts or resumes the game as o.Start says.
func open(ctx context.Context, o Options, dir string, lines *plain.Lines) (*game.Game, []game.Output, error) {
	gopts := game.Options{Settings: o.Settings, Dir: dir, Since: o.Since, Wall: o.Wall}
	switch o.Start {
	case ResumeLatest:
		path := o.Journal
		if path == "" {
			s, ok := game.Latest(dir)
			if !ok {
				return nil, nil, ErrNothingToResume
			}
			path = s.Path
		}
		return game.Resume(path, gopts)
	case Offer:
		if s, ok := game.Latest(dir); ok {
			fmt.Fprintln(o.Out, s.Question())
			if line, _ := lines.Next(ctx); yes(line) {
				return game.Resume(s.Path, gopts)
			}
		}
	}
	return game.New(gopts)
}

// yes reports whether an answer is yes.
func yes(answer string) bool {
	switch strings.ToLower(strings.TrimSpace(answer)) {
	case "y", "yes", "j", "ja", "oui", "si", "sí", "ok":
		return true
	}
	return false
}
