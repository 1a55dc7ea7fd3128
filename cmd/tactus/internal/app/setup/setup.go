// Package setup is tactus's first-run setup: a few questions, each one
// short sentence, asked as lines (which the app also speaks and shows on
// the Braille display) and answered by a typed line. Enter keeps what is
// offered; "help" explains the question again; a bad answer is said in one
// sentence and the question asked again. The answers are checked as the
// config file's values are, and the caller saves them (config.toml).
//
//	s := settings.Defaults()
//	done, err := setup.Run(&s, setup.Options{Next: next, Tell: tell})
//	if done { err = s.SaveFile(settings.Path(os.Getenv)) }
package setup

import (
	"errors"
	"fmt"
	"strings"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/app/command"
	"github.com/tactuschess/tactus/cmd/tactus/internal/app/settings"
	"github.com/tactuschess/tactus/cmd/tactus/internal/app/ui"
)

// Options are the setup's edges.
type Options struct {
	// Next returns the next line typed; ok is false at the end of the input.
	Next func() (line string, ok bool)
	// Tell prints (and speaks, and shows) one line.
	Tell func(string)
	// Devices lists the sound devices a person can choose, for the device
	// question; nil skips the list.
	Devices func() []string
	// UI is the language the questions start in (the environment's); nil
	// is English. The first question changes it.
	UI *ui.UI
}

// ErrEnded is returned when the input ended before the last question: the
// answers so far are in the settings, but the setup is not finished.
var ErrEnded = errors.New("setup: the input ended before the setup was done")

// question is one thing the setup asks.
type question struct {
	key string // the setting
	// text picks the question from the catalogue.
	text func(*ui.Setup) ui.Question
	// choices lists the answers the question names, when it names a list.
	choices func() []string
	yes     bool // a yes-or-no question about a boolean setting
}

// questions are asked in this order: the language, who plays, then how
// moves are said, then the devices.
var questions = []question{
	{key: "ui", text: func(s *ui.Setup) ui.Question { return s.UI }, choices: ui.Names},
	{key: "blind", text: func(s *ui.Setup) ui.Question { return s.Blind }},
	{key: "white", text: func(s *ui.Setup) ui.Question { return s.White }},
	{key: "black", text: func(s *ui.Setup) ui.Question { return s.Black }},
	{key: "control", text: func(s *ui.Setup) ui.Question { return s.Control }},
	{key: "vocab", text: func(s *ui.Setup) ui.Question { return s.Vocab }, choices: announce.VocabularyNames},
	{key: "style", text: func(s *ui.Setup) ui.Question { return s.Style }},
	{key: "confirm", yes: true, text: func(s *ui.Setup) ui.Question { return s.Confirm }},
	{key: "auto_press", yes: true, text: func(s *ui.Setup) ui.Question { return s.AutoPress }},
	{key: "voice", text: func(s *ui.Setup) ui.Question { return s.Voice }},
	{key: "device", text: func(s *ui.Setup) ui.Question { return s.Device }},
	{key: "brlapi", text: func(s *ui.Setup) ui.Question { return s.BrlAPI }},
}

// Run asks the questions and stores each answer in s. It returns ErrEnded
// when the input ends first.
func Run(s *settings.Settings, o Options) error {
	if o.UI == nil {
		o.UI = ui.English()
	}
	o.Tell(o.UI.Setup.Welcome)
	for _, q := range questions {
		if q.key == "device" && o.Devices != nil {
			if list := o.Devices(); len(list) > 0 {
				o.Tell(fmt.Sprintf(o.UI.Setup.Devices, strings.Join(list, "; ")))
			}
		}
		if err := ask(s, o, q); err != nil {
			return err
		}
		if q.key == "ui" && s.UI != "" {
			o.UI = s.Language(nil)
		}
	}
	return nil
}

// ask asks one question until it has an answer it can use.
func ask(s *settings.Settings, o Options, q question) error {
	t := q.text(&o.UI.Setup)
	for {
		cur, _ := s.Get(q.key)
		if q.choices != nil {
			o.Tell(fmt.Sprintf(t.Ask, list(o.UI, q.choices()), offered(o.UI, q, cur)))
		} else {
			o.Tell(fmt.Sprintf(t.Ask, offered(o.UI, q, cur)))
		}
		line, ok := o.Next()
		if !ok {
			return ErrEnded
		}
		answer := strings.TrimSpace(line)
		if answer == "" {
			return nil
		}
		if c, _ := command.LookupIn(o.UI.Tag, answer); c != nil && c.Name == "help" {
			o.Tell(t.Help)
			continue
		}
		if q.yes {
			switch yes, no := o.UI.Yes(answer); {
			case yes:
				answer = "true"
			case no:
				answer = "false"
			default:
				o.Tell(o.UI.Setup.YesOrNo)
				continue
			}
		}
		if err := s.Set(q.key, answer); err != nil {
			o.Tell(why(o.UI, err))
			continue
		}
		return nil
	}
}

// list names choices: "a, b or c".
func list(u *ui.UI, choices []string) string {
	if len(choices) < 2 {
		return strings.Join(choices, "")
	}
	return strings.Join(choices[:len(choices)-1], ", ") + " " + u.Or + " " + choices[len(choices)-1]
}

// offered says what Enter keeps, in words.
func offered(u *ui.UI, q question, cur string) string {
	t := u.Setup
	switch {
	case q.yes && cur == "true":
		return t.Yes
	case q.yes:
		return t.No
	case cur == "" && q.key == "ui":
		return u.Name()
	case cur == "" && q.key == "voice":
		return t.BestAvailable
	case cur == "" && q.key == "device":
		return t.DefaultDevice
	case cur == "" && q.key == "brlapi", cur == "none":
		return t.NoneWord
	case cur == "-" || cur == "" && q.key == "control":
		return t.Clock
	}
	return cur
}

// why says a refused answer in one sentence.
func why(u *ui.UI, err error) string {
	if u.Tag != "en" {
		return u.Setup.CannotUse // the reasons of the settings are English
	}
	msg := strings.TrimPrefix(err.Error(), settings.ErrInvalid.Error()+": ")
	for _, p := range []string{"clock: ", "rules: ", "announce: ", "notation: "} {
		msg = strings.ReplaceAll(msg, p, "")
	}
	if msg == "" {
		return u.Setup.CannotUse
	}
	return strings.ToUpper(msg[:1]) + msg[1:] + "."
}
