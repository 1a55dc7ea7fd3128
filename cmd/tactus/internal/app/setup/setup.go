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

	"github.com/tactuschess/tactus/cmd/tactus/internal/app/settings"
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
}

// ErrEnded is returned when the input ended before the last question: the
// answers so far are in the settings, but the setup is not finished.
var ErrEnded = errors.New("setup: the input ended before the setup was done")

// question is one thing the setup asks.
type question struct {
	key  string // the setting
	ask  string // the question, with %s for what Enter keeps
	help string // said on "help" or "?"
	yes  bool   // a yes-or-no question about a boolean setting
}

// questions are asked in this order: who plays, then how moves are said,
// then the devices.
var questions = []question{
	{key: "blind", ask: "Who is visually impaired: white, black, both or none? Enter keeps %s.",
		help: "The visually impaired player's board is the one tactus reads back and shows in Braille."},
	{key: "white", ask: "White's name? Enter keeps %s.", help: "The name goes on the scoresheet and the PGN."},
	{key: "black", ask: "Black's name? Enter keeps %s.", help: "The name goes on the scoresheet and the PGN."},
	{key: "control", ask: "Time control? Enter keeps %s.",
		help: "Write it as 90m/40+30s, 30m+30s, or as PGN writes it, 40/5400+30:1800+30; a dash means no clock."},
	{key: "vocab", ask: "Move words: appendix-d, english or nato? Enter keeps %s.",
		help: "Appendix D says Anna to Hector and Koenig to Bauer, as FIDE's Appendix D does."},
	{key: "style", ask: "Announcement style, long or short? Enter keeps %s.",
		help: "Long says both squares, Springer Gustav eins Felix drei; short says Springer Felix drei."},
	{key: "confirm", yes: true, ask: "Should the opponent confirm each move, yes or no? Enter keeps %s.",
		help: "With yes, the opponent types ok, or the move as understood, after each of your moves."},
	{key: "auto_press", yes: true, ask: "Press the clock as soon as a move is typed, yes or no? Enter keeps %s.",
		help: "With no, a move is announced first and press completes it, so a slip can be corrected."},
	{key: "voice", ask: "Voice: clips, speechd, espeak, text or none? Enter keeps %s.",
		help: "Clips is the voice built into tactus; speechd is your speech-dispatcher; text prints only."},
	{key: "device", ask: "Sound device? Enter keeps %s.", help: "tactus audio devices lists the devices by number and name."},
	{key: "brlapi", ask: "Braille display: auto, none, or a BrlAPI address such as :0? Enter keeps %s.",
		help: "Auto uses BRLTTY on this computer; none uses no display."},
}

// Run asks the questions and stores each answer in s. It returns ErrEnded
// when the input ends first.
func Run(s *settings.Settings, o Options) error {
	o.Tell("Welcome to tactus. A few questions set it up; Enter keeps what is offered, help explains.")
	for _, q := range questions {
		if q.key == "device" && o.Devices != nil {
			if list := o.Devices(); len(list) > 0 {
				o.Tell("Sound devices: " + strings.Join(list, "; ") + ".")
			}
		}
		if err := ask(s, o, q); err != nil {
			return err
		}
	}
	return nil
}

// ask asks one question until it has an answer it can use.
func ask(s *settings.Settings, o Options, q question) error {
	for {
		cur, _ := s.Get(q.key)
		o.Tell(fmt.Sprintf(q.ask, offered(q, cur)))
		line, ok := o.Next()
		if !ok {
			return ErrEnded
		}
		answer := strings.TrimSpace(line)
		switch strings.ToLower(answer) {
		case "":
			return nil
		case "help", "?":
			o.Tell(q.help)
			continue
		}
		if q.yes {
			switch strings.ToLower(answer) {
			case "y", "yes", "ja", "j", "true":
				answer = "true"
			case "n", "no", "nein", "false":
				answer = "false"
			default:
				o.Tell("Please answer yes or no.")
				continue
			}
		}
		if err := s.Set(q.key, answer); err != nil {
			o.Tell(why(err))
			continue
		}
		return nil
	}
}

// offered says what Enter keeps, in words.
func offered(q question, cur string) string {
	switch {
	case q.yes && cur == "true":
		return "yes"
	case q.yes:
		return "no"
	case cur == "" && q.key == "voice":
		return "the best available"
	case cur == "" && q.key == "device":
		return "the default device"
	case cur == "" && q.key == "brlapi", cur == "none":
		return "none"
	case cur == "-" || cur == "" && q.key == "control":
		return "no clock"
	}
	return cur
}

// why says a refused answer in one sentence.
func why(err error) string {
	msg := strings.TrimPrefix(err.Error(), settings.ErrInvalid.Error()+": ")
	for _, p := range []string{"clock: ", "rules: ", "announce: ", "notation: "} {
		msg = strings.ReplaceAll(msg, p, "")
	}
	if msg == "" {
		return "That answer cannot be used; say help to hear the choices."
	}
	return strings.ToUpper(msg[:1]) + msg[1:] + "."
}
