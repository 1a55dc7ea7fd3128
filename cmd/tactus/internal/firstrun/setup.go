// Package firstrun is tactus's first-run setup: a few questions, each one
// short sentence, asked as lines (which the app also speaks and shows on
// the Braille display) and answered by a typed line. Enter keeps what is
// offered; "help" explains the question again; a bad answer is said in one
// sentence and the question asked again. The answers are checked as the
// config file's values are, and the caller saves them (config.toml).
//
//	s := settings.Defaults()
//	done, err := firstrun.Run(&s, firstrun.Options{Next: next, Tell: tell})
//	if done { err = s.SaveFile(settings.Path(os.Getenv)) }
package firstrun

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/command"
	"github.com/tactuschess/tactus/cmd/tactus/internal/settings"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/clock"
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
	UI *catalog.UI
	// Reader names the screen reader found running here ("Orca"), or
	// returns ""; nil finds none. A screen reader found makes yes the
	// answer Enter keeps to the screen-reader question.
	Reader func() string
	// Braille describes the Braille display BRLTTY has here ("vr, 40
	// cells"), or returns "" when there is none; nil finds none. A display
	// found is what Enter keeps to the display question.
	Braille func() string
}

// ErrEnded is returned when the input ended before the last question: the
// answers so far are in the settings, but the setup is not finished.
var ErrEnded = errors.New("setup: the input ended before the setup was done")

// question is one thing the setup asks.
type question struct {
	key string // the setting
	// text picks the question from the catalogue.
	text func(*catalog.Setup) catalog.Question
	// choices lists the answers the question names, when it names a list.
	choices func() []string
	yes     bool // a yes-or-no question about a boolean setting
}

// questions are asked in this order: the language, the screen reader,
// the time control, then how moves are said, then the devices. The names
// and colours belong to each game (GameQuestions).
var questions = []question{
	{key: "ui", text: func(s *catalog.Setup) catalog.Question { return s.UI }, choices: catalog.Names},
	{key: "plain", yes: true, text: func(s *catalog.Setup) catalog.Question { return s.Reader }},
	{key: "control", text: func(s *catalog.Setup) catalog.Question { return s.Control }},
	{key: "vocab", text: func(s *catalog.Setup) catalog.Question { return s.Vocab }, choices: announce.VocabularyNames},
	{key: "style", text: func(s *catalog.Setup) catalog.Question { return s.Style }},
	{key: "confirm", yes: true, text: func(s *catalog.Setup) catalog.Question { return s.Confirm }},
	{key: "auto_press", yes: true, text: func(s *catalog.Setup) catalog.Question { return s.AutoPress }},
	{key: "voice", text: func(s *catalog.Setup) catalog.Question { return s.Voice }},
	{key: "device", text: func(s *catalog.Setup) catalog.Question { return s.Device }},
	{key: "brlapi", text: func(s *catalog.Setup) catalog.Question { return s.BrlAPI }},
}

// gameQuestions are a new game's: the names and who is visually impaired.
var gameQuestions = []question{
	{key: "white", text: func(s *catalog.Setup) catalog.Question { return s.White }},
	{key: "black", text: func(s *catalog.Setup) catalog.Question { return s.Black }},
	{key: "blind", text: func(s *catalog.Setup) catalog.Question { return s.Blind }},
}

// GameKeys are the settings a new game asks for (Game).
var GameKeys = []string{"white", "black", "blind"}

// Game asks a new game's questions among keys (GameKeys: White's and
// Black's names and who is visually impaired), Enter keeping what s holds
// (the caller puts the last game's there). It returns ErrEnded when the
// input ends first.
func Game(s *settings.Settings, o Options, keys ...string) error {
	if o.UI == nil {
		o.UI = catalog.English()
	}
	if len(keys) == 0 {
		return nil
	}
	o.Tell(o.UI.Setup.NewGame)
	for _, q := range gameQuestions {
		if !slices.Contains(keys, q.key) {
			continue
		}
		if err := ask(s, o, q, false); err != nil {
			return err
		}
	}
	return nil
}

// Run asks the questions and stores each answer in s. It returns ErrEnded
// when the input ends first.
func Run(s *settings.Settings, o Options) error {
	if o.UI == nil {
		o.UI = catalog.English()
	}
	o.Tell(o.UI.Setup.Welcome)
	for _, q := range questions {
		found := false
		switch {
		case q.key == "device" && o.Devices != nil:
			if list := o.Devices(); len(list) > 0 {
				o.Tell(catalog.Fill(o.UI.Setup.Devices, strings.Join(list, "; ")))
			}
		case q.key == "plain" && o.Reader != nil:
			if name := o.Reader(); name != "" {
				o.Tell(catalog.Fill(o.UI.Setup.ReaderFound, name))
				s.Plain = true
			}
		case q.key == "brlapi" && o.Braille != nil:
			if d := o.Braille(); d != "" {
				o.Tell(catalog.Fill(o.UI.Setup.DisplayFound, d))
				if s.BrlAPI == "" || s.BrlAPI == "none" || s.BrlAPI == "auto" {
					s.BrlAPI, found = "auto", true
				}
			}
		}
		if err := ask(s, o, q, found); err != nil {
			return err
		}
		if q.key == "ui" && s.UI != "" {
			o.UI = s.Language(nil)
		}
	}
	return nil
}

// ask asks one question until it has an answer it can use; found says
// that what s holds is the display BRLTTY has.
func ask(s *settings.Settings, o Options, q question, found bool) error {
	t := q.text(&o.UI.Setup)
	for {
		cur, _ := s.Get(q.key)
		what := offered(o.UI, q, cur)
		if found && s.BrlAPI == cur {
			what = o.UI.Setup.DisplayOffered
		}
		if q.choices != nil {
			o.Tell(catalog.Fill(t.Ask, list(o.UI, q.choices()), what))
		} else {
			o.Tell(catalog.Fill(t.Ask, what))
		}
		line, ok := o.Next()
		if !ok {
			return ErrEnded
		}
		answer := strings.TrimSpace(line)
		if answer == "" {
			if q.key == "control" {
				readBack(s, o)
			}
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
		if q.key == "control" {
			var err error
			if answer, ok, err = unambiguous(o, answer); err != nil {
				return err
			} else if !ok {
				continue
			}
		}
		if err := s.Set(q.key, answer); err != nil {
			o.Tell(why(o.UI, err))
			continue
		}
		if q.key == "control" {
			readBack(s, o)
		}
		return nil
	}
}

// readBack says the time control s holds in words.
func readBack(s *settings.Settings, o Options) {
	if c, err := clock.Parse(s.Control); err == nil {
		o.Tell(catalog.Fill(o.UI.Setup.ControlIs, ControlWords(o.UI, c)))
	}
}

// unambiguous returns the time control to store for answer. Bare numbers
// ("90+30") are ambiguous: PGN counts seconds, people often mean minutes.
// Then the likelier reading is said in words and asked about: yes takes
// it; another answer with units is taken instead; anything else (ok
// false) asks the question again.
func unambiguous(o Options, answer string) (string, bool, error) {
	for bare(answer) {
		c, err := clock.ParsePGN(answer)
		if err != nil {
			return answer, true, nil // the settings say what is wrong
		}
		r := Reading(c)
		o.Tell(catalog.Fill(o.UI.Setup.Ambiguous, answer, ControlWords(o.UI, r)))
		line, ok := o.Next()
		if !ok {
			return "", false, ErrEnded
		}
		line = strings.TrimSpace(line)
		if yes, _ := o.UI.Yes(line); yes {
			return r.String(), true, nil
		}
		if line == "" || !strings.ContainsAny(line, "0123456789-?") {
			return "", false, nil
		}
		answer = line
	}
	return answer, true, nil
}

// bare reports whether a time control is written in numbers alone (no
// unit), apart from "-" (no clock) and "?".
func bare(answer string) bool {
	if strings.IndexFunc(answer, unicode.IsLetter) >= 0 {
		return false
	}
	return strings.IndexFunc(answer, unicode.IsDigit) >= 0
}

// minutesAtMost is the longest main time (in minutes) that bare numbers
// are taken to count in minutes: "90+30" is 90 minutes, but "5400+30"
// (PGN) is 5400 seconds.
const minutesAtMost = 180

// Reading returns the likelier reading of a time control written in bare
// numbers, parsed as PGN (c): its main times in minutes, when none is
// longer than minutesAtMost (increments and delays stay seconds), else
// c as PGN means it, in seconds.
func Reading(c clock.Control) clock.Control {
	if c.Kind != clock.Timed || len(c.Periods) == 0 {
		return c
	}
	r := c
	r.Periods = make([]clock.Period, len(c.Periods))
	for i, p := range c.Periods {
		if p.Time > minutesAtMost*time.Second {
			return c
		}
		p.Time *= 60
		r.Periods[i] = p
	}
	return r
}

// ControlWords says a time control in u's language: "1 hour 30 minutes
// for 40 moves, plus 30 seconds a move; then 30 minutes for the rest of
// the game, plus 30 seconds a move".
func ControlWords(u *catalog.UI, c clock.Control) string {
	t := u.Setup
	switch {
	case c.Kind == clock.Unlimited:
		return t.Clock
	case c.Kind != clock.Timed || len(c.Periods) == 0:
		return c.String()
	case c.Hourglass:
		return catalog.Fill(t.Hourglass, Span(u, c.Periods[0].Time))
	}
	var b strings.Builder
	for i, p := range c.Periods {
		if i > 0 {
			b.WriteString(t.Then)
		}
		var w string
		switch {
		case p.Moves > 0:
			w = catalog.Fill(t.ForMoves, Span(u, p.Time), u.N(t.Moves, p.Moves))
		case i == 0:
			w = catalog.Fill(t.ForGame, Span(u, p.Time))
		default:
			w = catalog.Fill(t.ForRest, Span(u, p.Time))
		}
		switch p.Mode {
		case clock.Fischer:
			w = catalog.Fill(t.Plus, w, Span(u, p.Extra))
		case clock.Delay:
			w = catalog.Fill(t.Delay, w, Span(u, p.Extra))
		case clock.Bronstein:
			w = catalog.Fill(t.Bronstein, w, Span(u, p.Extra))
		}
		b.WriteString(w)
	}
	if last := c.Periods[len(c.Periods)-1]; last.Moves > 0 {
		b.WriteString(catalog.Fill(t.Again, u.N(t.Moves, last.Moves)))
	}
	return b.String()
}

// Span says a duration in u's words: "1 hour 30 minutes", "30 seconds".
func Span(u *catalog.UI, d time.Duration) string {
	l := u.Lang
	var parts []string
	amount := func(n string, p announce.Plural) {
		parts = append(parts, n+" "+p.Form(announce.PluralCategory(l.Name, n)))
	}
	if h := int(d / time.Hour); h > 0 {
		amount(strconv.Itoa(h), l.Hours)
	}
	if m := int(d % time.Hour / time.Minute); m > 0 {
		amount(strconv.Itoa(m), l.Minutes)
	}
	if s := d % time.Minute; s > 0 || len(parts) == 0 {
		n := strconv.FormatFloat(s.Seconds(), 'f', -1, 64)
		if l.Decimal != "" {
			n = strings.ReplaceAll(n, ".", l.Decimal)
		}
		amount(n, l.Seconds)
	}
	return strings.Join(parts, " ")
}

// list names choices: "a, b or c".
func list(u *catalog.UI, choices []string) string {
	if len(choices) < 2 {
		return strings.Join(choices, "")
	}
	return strings.Join(choices[:len(choices)-1], ", ") + " " + u.Or + " " + choices[len(choices)-1]
}

// offered says what Enter keeps, in words.
func offered(u *catalog.UI, q question, cur string) string {
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

// why says a refused answer in one sentence: a time control, position or
// name refused for its typed reason in u's language (catalog.UI.Explain),
// the settings' other reasons in English (the other languages say
// CannotUse).
func why(u *catalog.UI, err error) string {
	var (
		ce *clock.ControlError
		fe *rules.FENError
		ne *announce.NameError
	)
	switch {
	case errors.As(err, &ce), errors.As(err, &fe), errors.As(err, &ne):
		return catalog.Capital(u.Explain(err))
	case errors.Is(err, settings.ErrNameTooLong):
		return catalog.Capital(settings.SayNameTooLong(u))
	case u.Tag != "en":
		return u.Setup.CannotUse
	}
	if msg := settings.Why(err); msg != "" {
		return catalog.Capital(msg)
	}
	return u.Setup.CannotUse
}
