// Package settings holds what the tactus app needs to start a game: the
// players, who is visually impaired, the time control, how moves are read
// and said, and how the app talks. The same settings come from the config
// file ($XDG_CONFIG_HOME/tactus/config.toml) and from the flags of `tactus
// play`; a flag overrides the file.
//
//	s := settings.Defaults()
//	warn := s.LoadFile(settings.Path(os.Getenv)) // a bad file: one sentence, defaults kept
//	fs := flag.NewFlagSet("play", flag.ContinueOnError)
//	s.Bind(fs)                                   // flags default to the file's values
//	_ = fs.Parse(os.Args[2:])
//	err := s.Validate()
package settings

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/braille/brlapi"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/pin"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/clock"
	"github.com/tactuschess/tactus/rules/notation"
	"github.com/tactuschess/tactus/rules/session"
	"github.com/tactuschess/tactus/speech/screenreader"
)

// ErrInvalid is wrapped by every error about a setting's value.
var ErrInvalid = errors.New("settings: invalid value")

// InvalidError is a value a setting does not take. Why says why in
// English from what the setting knows ("\"left\" is not white, black,
// both or none"), "" when Err says it as data (a time control's
// *clock.ControlError); Err is the library's error, if any.
type InvalidError struct {
	Value string
	Why   string
	Err   error
}

// Error says why, after the package's sentinel.
func (e *InvalidError) Error() string {
	why := e.Why
	if why == "" && e.Err != nil {
		why = e.Err.Error()
	}
	return ErrInvalid.Error() + ": " + why
}

// Unwrap returns ErrInvalid and the library's error.
func (e *InvalidError) Unwrap() []error {
	if e.Err == nil {
		return []error{ErrInvalid}
	}
	return []error{ErrInvalid, e.Err}
}

// Why says in English why a setting's value was refused: a time
// control's reason in the catalogue's English, an *InvalidError's reason
// (or its library error), the limit of a name (the catalogue's
// Front.Config.NameTooLong; an app in another language words
// ErrNameTooLong itself); "" when err says no more than that the value is
// not valid (a boolean's, a number's).
func Why(err error) string {
	var ie *InvalidError
	isInvalid := errors.As(err, &ie)
	var ce *clock.ControlError
	switch {
	case errors.As(err, &ce):
		v := ""
		if isInvalid {
			v = ie.Value
		}
		return catalog.English().ControlProblem(v, ce)
	case errors.Is(err, ErrNameTooLong):
		return SayNameTooLong(catalog.English())
	case !isInvalid:
		return ""
	case ie.Why != "":
		return ie.Why
	case ie.Err != nil:
		return catalog.English().Explain(ie.Err)
	}
	return ""
}

// invalid is an *InvalidError of v whose reason is why (fmt's format).
func invalid(v string, err error, why string, args ...any) *InvalidError {
	return &InvalidError{Value: v, Why: fmt.Sprintf(why, args...), Err: err}
}

// Settings are the choices of the people at the board. The zero value is
// not useful: start from Defaults.
type Settings struct {
	White, Black string // the players' names
	// Blind is the side of the visually impaired player: white, black,
	// both or none.
	Blind string
	// Assistant is the side that has an assistant (D.2.10): white, black,
	// both or none.
	Assistant string
	// Control is the time control in any form clock.Parse reads; "-" or
	// "" is untimed.
	Control string
	// Event is the event's class of game: standard, rapid or blitz (A.6,
	// B.4); "" takes it from the time control (A.1, B.1).
	Event string
	// ArbiterPerGame: rapid or blitz with an arbiter for each game (A.4,
	// B.2), under the Competition Rules.
	ArbiterPerGame bool
	// Lang is the notation language of typed moves (en, de, …).
	Lang string
	// UI is the user interface language (en, de, es, pt, sk); "" takes
	// it from the environment (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), else
	// English. Moves keep their vocabulary whatever it is.
	UI string
	// Vocab and Style say how moves are announced (appendix-d, english,
	// nato, german, spanish, portuguese, slovak; long or short).
	Vocab, Style string
	// FEN is the start position; "" is the standard one.
	FEN string
	// Plain asks for plain mode (append-only lines).
	Plain bool
	// Confirm: the opponent confirms (or repeats) each move before the
	// next one; otherwise a move is recorded on both boards at once.
	Confirm bool
	// AutoPress: a typed move is announced and the clock pressed once the
	// announcement has been said (at once when nothing says it);
	// otherwise `press` completes it (and `correct` may replace it first).
	AutoPress bool
	// ClockMarks: the talking clock says the running side's time as it
	// passes 10, 5, 2 and 1 minutes, then 30 and 10 seconds (D.2.6.1);
	// off, it speaks only when asked (and at period changes and flag falls).
	ClockMarks bool
	// Large: large print in full-screen mode (wide squares; the clocks are
	// always in big digits).
	Large bool
	// Contrast: high contrast in full-screen mode (bold, reverse video).
	Contrast bool
	// JournalDir is the folder of the game journals; "" is
	// $XDG_DATA_HOME/tactus/games.
	JournalDir string
	// Voice is the speech path: "" (the best available), clips, speechd,
	// espeak, text or none.
	Voice string
	// Device is the player's sound device ("" the default).
	Device string
	// OpponentDevice is the opponent's sound device ("" the player's).
	OpponentDevice string
	// OpponentHears: moves are said on the opponent's output too (the
	// default); off, only the player hears them.
	OpponentHears bool
	// Rate is the speaking rate, "-100" to "100"; "" or "0" is normal.
	Rate string
	// SpawnSpeechd lets tactus start speech-dispatcher when it is not
	// running (off by default: a daemon without a sound device hangs).
	SpawnSpeechd bool
	// ScreenReader is the player's screen reader: "" or auto (detected),
	// none (use none), or nvda, jaws, voiceover, orca.
	ScreenReader string
	// ReaderVoice: when a screen reader is used, the player's answers and
	// announcements go to it (its voice, its Braille) and tactus's own
	// voice speaks the moves to the opponent only; off, tactus's voice
	// speaks to both.
	ReaderVoice bool
	// ReaderPlain: plain mode when a screen reader is used.
	ReaderPlain bool
	// BrlAPI is the Braille display's BrlAPI address ("host:N", ":N");
	// "" or "none" is no display, "auto" is $BRLAPI_HOST or BRLTTY's
	// default.
	BrlAPI string
	// ArbiterPIN is the arbiter's PIN, or its hash (package pin): typed
	// after the word arbiter, it opens the arbiter's commands at this
	// keyboard. Never printed: help shows no default, and the config file
	// is written with the hash.
	ArbiterPIN string
	// Casual: a game without an arbiter, where the players may take the
	// arbiter's actions (each read back and confirmed) and tactus gives
	// the helpful forms (legal moves in refusals, attack maps, claimable
	// draws); off, `play` is in tournament mode (FIDE 11.3.1).
	Casual bool
	// Practice: a game against an engine (tactus practice), not a key of
	// the file: the player is their own arbiter, nothing is confirmed.
	Practice bool
	// Listen is moves by voice: off (the default), push (the word listen,
	// typed or keyed, hears one utterance) or always (listens all the
	// time). It needs pocketsphinx and a microphone.
	Listen string
	// ListenTrust records the player's own moves heard clearly without the
	// read-back; the opponent's are always read back.
	ListenTrust bool
}

// Defaults returns the settings of a first start.
func Defaults() Settings {
	return Settings{
		White: "White", Black: "Black", Blind: "white", Assistant: "none",
		Control: "-", Lang: "", Vocab: "appendix-d", Style: "long", AutoPress: true, OpponentHears: true,
		ReaderVoice: true, ReaderPlain: true,
	}
}

// Voices lists the values Voice accepts besides "".
var voices = []string{"clips", "speechd", "espeak", "sapi", "say", "text", "none"}

// readers lists the values ScreenReader accepts besides "".
var readers = []string{"auto", "none", "nvda", "jaws", "voiceover", "orca"}

// Reader returns the screen reader the settings name, calling detect when
// they leave it to detection ("" or auto); none is screenreader.None.
func (s *Settings) Reader(detect func() screenreader.Kind) screenreader.Kind {
	switch strings.ToLower(s.ScreenReader) {
	case "", "auto":
		return detect()
	case "none":
		return screenreader.None
	}
	return screenreader.Kind(strings.ToLower(s.ScreenReader))
}

// checkReader checks a screen_reader value.
func checkReader(v string) error {
	if v == "" || slices.Contains(readers, strings.ToLower(v)) {
		return nil
	}
	return invalid(v, nil, "%q is not %s", v, strings.Join(readers, ", "))
}

// Validate checks every value and says what is wrong with the first bad
// one, naming its key.
func (s *Settings) Validate() error {
	for _, k := range keys {
		if k.check == nil {
			continue
		}
		if err := k.check(k.get(s)); err != nil {
			return fmt.Errorf("%s: %w", k.flag, err)
		}
	}
	return nil
}

// Sides reads a white|black|both|none value.
func Sides(v string) ([2]bool, error) {
	switch strings.ToLower(v) {
	case "white":
		return [2]bool{true, false}, nil
	case "black":
		return [2]bool{false, true}, nil
	case "both":
		return [2]bool{true, true}, nil
	case "none", "":
		return [2]bool{}, nil
	}
	return [2]bool{}, invalid(v, nil, "%q is not white, black, both or none", v)
}

// Session returns the game configuration these settings start.
func (s *Settings) Session() (session.Config, error) {
	blind, err := Sides(s.Blind)
	if err != nil {
		return session.Config{}, err
	}
	assisted, err := Sides(s.Assistant)
	if err != nil {
		return session.Config{}, err
	}
	class, err := session.ParseEventClass(s.Event)
	if err != nil {
		return session.Config{}, checkEvent(s.Event)
	}
	return session.Config{White: s.White, Black: s.Black, Blind: blind, Assisted: assisted,
		FEN: s.FEN, Control: s.Control, Class: class, ArbiterPerGame: s.ArbiterPerGame,
		Casual: s.Casual || s.Practice}, nil
}

// Announcer returns the announcer of the chosen vocabulary and style.
func (s *Settings) Announcer() (announce.Announcer, error) {
	v, err := announce.LookupVocabulary(s.Vocab)
	if err != nil {
		return announce.Announcer{}, checkVocab(s.Vocab)
	}
	st, err := announce.ParseStyle(s.Style)
	if err != nil {
		return announce.Announcer{}, checkStyle(s.Style)
	}
	return announce.Announcer{Vocab: v, Style: st}, nil
}

// Language returns the user interface language: the UI setting (flag or
// config file) when set, else the first the environment names (LANGUAGE,
// LC_ALL, LC_MESSAGES, LANG; getenv may be nil), else the user's choice in
// the Windows or macOS settings (catalog.System; not asked when getenv is nil),
// else English.
func (s *Settings) Language(getenv func(string) string) *catalog.UI {
	tags := []string{s.UI}
	if getenv != nil {
		for _, v := range []string{"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"} {
			tags = append(tags, getenv(v))
		}
		if !catalog.Named(tags...) {
			tags = catalog.System() // only asked when nothing else names a language
		}
	}
	return catalog.For(tags...)
}

// Notation returns the notation language of typed and shown moves:
// English when Lang is empty (see NotationIn).
func (s *Settings) Notation() (notation.Language, error) { return s.NotationIn(nil) }

// NotationIn returns the notation language of typed and shown moves: Lang,
// or when it is empty the UI language's own piece letters (a German player
// types and reads Sf3), English when u is nil or its language has none. English letters are read
// besides them everywhere.
func (s *Settings) NotationIn(u *catalog.UI) (notation.Language, error) {
	code := s.Lang
	if code == "" {
		code = "en"
		if u != nil {
			code = u.Tag
		}
		if _, err := notation.ParseLanguage(code); err != nil {
			code = "en" // a UI language without piece letters of its own
		}
	}
	l, err := notation.ParseLanguage(code)
	if err != nil {
		return 0, invalid(code, err, "%q is not a notation language", code)
	}
	return l, nil
}

// MaxName is the most characters a player's name may have: a name is
// spoken, shown on the Braille display and written with every record of
// the game's journal.
const MaxName = 200

// ErrNameTooLong is the error of a name longer than MaxName characters
// (SayNameTooLong words it); it wraps ErrInvalid.
var ErrNameTooLong = fmt.Errorf("%w: name too long", ErrInvalid)

// SayNameTooLong says in u's language that a name is at most MaxName
// characters, a clause without a full stop.
func SayNameTooLong(u *catalog.UI) string { return u.F(u.Front.Config.NameTooLong, MaxName) }

func checkName(v string) error {
	if utf8.RuneCountInString(v) > MaxName {
		return ErrNameTooLong
	}
	return nil
}

func checkSides(v string) error { _, err := Sides(v); return err }

// checkPIN checks an arbiter's PIN, or its hash; "" is none.
func checkPIN(v string) error {
	if v == "" || pin.IsHash(v) {
		return nil
	}
	if err := pin.Valid(v); err != nil {
		return &InvalidError{Value: v, Err: err}
	}
	return nil
}

func checkControl(v string) error {
	if v == "" || v == "-" {
		return nil
	}
	if _, err := clock.Parse(v); err != nil {
		return &InvalidError{Value: v, Err: err} // a *clock.ControlError
	}
	return nil
}

func checkEvent(v string) error {
	if _, err := session.ParseEventClass(v); err != nil {
		return invalid(v, err, "%q is not standard, rapid or blitz", v)
	}
	return nil
}

func checkLang(v string) error {
	if v == "" {
		return nil
	}
	s := Settings{Lang: v}
	_, err := s.Notation()
	return err
}

func checkUI(v string) error {
	if v == "" {
		return nil
	}
	if _, err := catalog.Lookup(v); err != nil {
		return invalid(v, err, "%q is not %s", v, strings.Join(catalog.Names(), ", "))
	}
	return nil
}

func checkVocab(v string) error {
	if _, err := announce.LookupVocabulary(v); err != nil {
		return invalid(v, err, "unknown vocabulary %q (known: %s)", v, strings.Join(announce.VocabularyNames(), ", "))
	}
	return nil
}

func checkStyle(v string) error {
	if _, err := announce.ParseStyle(v); err != nil {
		return invalid(v, err, "unknown style %q (want long or short)", v)
	}
	return nil
}

func checkFEN(v string) error {
	if v == "" {
		return nil
	}
	if _, err := rules.ParseFEN(v); err != nil {
		var fe *rules.FENError
		if errors.As(err, &fe) {
			return invalid(v, err, "bad FEN: field %d (%s): %s", fe.Field, fe.Name, fe.Msg)
		}
		return &InvalidError{Value: v, Err: err}
	}
	return nil
}

func checkVoice(v string) error {
	if v == "" {
		return nil
	}
	for _, ok := range voices {
		if v == ok {
			return nil
		}
	}
	return invalid(v, nil, "%q is not %s", v, strings.Join(voices, ", "))
}

// checkBrlAPI checks a BrlAPI address: none, auto, or what BRLTTY writes.
func checkBrlAPI(v string) error {
	switch v {
	case "", "none", "auto":
		return nil
	}
	if _, err := brlapi.ParseAddress(v); err != nil {
		return invalid(v, nil, "%q is not a BrlAPI address; write host:N, :N, auto or none", v)
	}
	return nil
}

// checkRate checks a speaking rate: a whole number from -100 to 100.
func checkRate(v string) error {
	if v == "" {
		return nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < -100 || n > 100 {
		return invalid(v, nil, "%q is not a rate from -100 to 100", v)
	}
	return nil
}
