package app

import (
	"context"
	"errors"
	"fmt"

	"github.com/tactuschess/tactus/cmd/tactus/internal/app/game"
	"github.com/tactuschess/tactus/cmd/tactus/internal/app/plain"
	"github.com/tactuschess/tactus/cmd/tactus/internal/app/settings"
	"github.com/tactuschess/tactus/cmd/tactus/internal/app/setup"
)

// FirstRun asks the first-run setup's questions and saves the answers to
// path (config.toml). Each question is printed as a line, said by the best
// voice there is, and shown on a Braille display when BRLTTY runs here, so
// that the setup needs neither sight nor a configured tactus. When the
// input ends first nothing is saved, and the next start asks again.
func FirstRun(ctx context.Context, s *settings.Settings, path string, o Options) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var say func(game.Output)
	if o.OpenSpeech != nil {
		v := startVoice(ctx, o.OpenSpeech, SpeechConfig{UI: s.UI}, o.Getenv)
		defer v.Close()
		say = v.Say
	}
	var show func(string)
	if o.DialBraille != nil || o.Getenv("BRLAPI_HOST") != "" || brlttyRuns() {
		d := openDisplay(ctx, "", o.DialBraille, s.Language(o.Getenv))
		defer d.Close()
		show = d.Show
	}
	tell := func(line string) {
		fmt.Fprintln(o.Out, plain.Clean(line))
		if say != nil {
			say(game.Output{Kind: game.Answer, Text: line})
		}
		if show != nil {
			show(line)
		}
	}
	err := setup.Run(s, setup.Options{
		Next: func() (string, bool) {
			line, err := readLineErr(o.In)
			return line, err == nil || line != ""
		},
		Tell:    tell,
		UI:      s.Language(o.Getenv),
		Devices: o.Devices,
	})
	if errors.Is(err, setup.ErrEnded) {
		return nil
	}
	if err != nil {
		return err
	}
	if err := s.SaveFile(path); err != nil {
		return err
	}
	tell(fmt.Sprintf(s.Language(o.Getenv).Setup.Saved, path))
	return nil
}
