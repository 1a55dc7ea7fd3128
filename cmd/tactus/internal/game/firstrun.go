package game

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/tactuschess/tactus/braille/brlapi"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/firstrun"
	"github.com/tactuschess/tactus/cmd/tactus/internal/game/plain"
	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
	"github.com/tactuschess/tactus/cmd/tactus/internal/shell"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
)

// FirstRun asks the first-run setup's questions and saves the answers to
// path (config.toml). Each question is printed as a line, said by the best
// voice there is, and shown on a Braille display when BRLTTY runs here, so
// that the setup needs neither sight nor a configured tactus. When the
// input ends first nothing is saved, and the next start asks again.
func FirstRun(ctx context.Context, s *settings.Settings, path string, o Options) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var say func(table.Output)
	if o.Shell.Speech != nil && s.Voice != "none" { // --voice none is quiet here too
		// the player's screen reader asks the questions, as it will say
		// the game's answers (tactus's voice stays for the opponent)
		v := shell.StartVoice(ctx, o.Shell.Speech, shell.SpeechConfig{UI: s.UI, Voice: s.Voice, Device: s.Device,
			Reader: o.Reader, ReaderVoice: s.ReaderVoice}, o.Shell.Getenv)
		defer v.Close()
		say = v.Say
	}
	var show func(string)
	var described <-chan displayFound
	u := s.Language(o.Shell.Getenv)
	if o.Shell.DialBraille != nil || o.Shell.Getenv("BRLAPI_HOST") != "" || brlttyRuns() {
		d := shell.OpenDisplay(ctx, "", o.Shell.DialBraille, u)
		defer d.Close()
		show = d.Show
		described = describeDisplay(ctx, o.Shell.DialBraille)
	}
	reader := func() string { return o.Reader.Name() } // the one found at the edge (speech/screenreader)
	tell := func(line string) {
		fmt.Fprintln(o.Out, plain.Clean(line))
		if say != nil {
			say(table.Output{Kind: table.Notice, Text: line}) // queued: the welcome is not cut by the first question
		}
		if show != nil {
			show(line)
		}
	}
	err := firstrun.Run(s, firstrun.Options{
		Next: func() (string, bool) {
			line, err := readLineErr(o.In)
			return line, err == nil || line != ""
		},
		Tell:    tell,
		UI:      u,
		Devices: o.Devices,
		Reader:  reader,
		Braille: func() string {
			if described == nil {
				return ""
			}
			f := <-described
			if u := s.Language(o.Shell.Getenv); f.cells > 0 { // the language chosen by now
				return f.name + ", " + u.N(u.Setup.Cells, f.cells)
			}
			return f.name
		},
	})
	if errors.Is(err, firstrun.ErrEnded) {
		return nil
	}
	if err != nil {
		return err
	}
	if err := s.SaveFile(path); err != nil {
		return err
	}
	tell(catalog.Fill(s.Language(o.Shell.Getenv).Setup.Saved, path))
	return nil
}

// describeTimeout bounds the questions to BRLTTY about its display.
const describeTimeout = 5 * time.Second

// displayFound is the display BRLTTY has: its driver (and model, when it
// names one) and its cells; name is "" when none answered.
type displayFound struct {
	name  string
	cells int
}

// describeDisplay asks BRLTTY, on a connection of its own, which display
// it has. The channel gives one answer.
func describeDisplay(ctx context.Context, dial brlapi.Dialer) <-chan displayFound {
	out := make(chan displayFound, 1)
	if dial == nil {
		dial = func(ctx context.Context) (*brlapi.Client, error) {
			return brlapi.DialContext(ctx, "", brlapi.Options{})
		}
	}
	go func() {
		ctx, cancel := context.WithTimeout(ctx, describeTimeout)
		defer cancel()
		c, err := dial(ctx)
		if err != nil {
			out <- displayFound{}
			return
		}
		defer c.Close()
		driver, err := c.DriverName(ctx)
		if err != nil {
			out <- displayFound{}
			return
		}
		f := displayFound{name: driver}
		if model, err := c.ModelID(ctx); err == nil && model != "" && !strings.EqualFold(model, driver) {
			f.name += " " + model
		}
		if w, h, err := c.DisplaySize(ctx); err == nil && w*h > 0 {
			f.cells = w * h
		}
		out <- f
	}()
	return out
}
