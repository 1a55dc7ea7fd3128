package settings

import (
	"flag"
	"strconv"
	"strings"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
)

// key is one setting: its name in the config file and as a flag, how it is
// read and written, and how its value is checked.
type key struct {
	toml, flag, usage string
	// secret: the value is never shown (help has no default) and the
	// config file gets its hash (package pin).
	boolean, secret bool
	get             func(*Settings) string
	set             func(*Settings, string)
	check           func(string) error
}

// str builds a string key stored in the field f returns.
func str(toml, flagName, usage string, f func(*Settings) *string, check func(string) error) key {
	return key{toml: toml, flag: flagName, usage: usage, check: check,
		get: func(s *Settings) string { return *f(s) },
		set: func(s *Settings, v string) { *f(s) = v }}
}

// boolean builds a boolean key stored in the field f returns.
func boolean(toml, flagName, usage string, f func(*Settings) *bool) key {
	return key{toml: toml, flag: flagName, usage: usage, boolean: true,
		get: func(s *Settings) string { return strconv.FormatBool(*f(s)) },
		set: func(s *Settings, v string) { *f(s), _ = strconv.ParseBool(v) }}
}

// keys lists every setting, in the order help shows them.
var keys = []key{
	str("white", "white", "White's `name`", func(s *Settings) *string { return &s.White }, checkName),
	str("black", "black", "Black's `name`", func(s *Settings) *string { return &s.Black }, checkName),
	str("blind", "blind", "the visually impaired player's `side`: white, black, both or none",
		func(s *Settings) *string { return &s.Blind }, checkSides),
	str("assistant", "assistant", "the `side` that has an assistant (D.2.10): white, black, both or none",
		func(s *Settings) *string { return &s.Assistant }, checkSides),
	str("control", "control", "time `control`, PGN (40/5400+30:1800+30) or human (90m/40+30s, 30m+30s); - for none",
		func(s *Settings) *string { return &s.Control }, checkControl),
	str("event", "event", "the event's `class` of game: standard, rapid or blitz (default: the time control's, A.1 and B.1)",
		func(s *Settings) *string { return &s.Event }, checkEvent),
	boolean("arbiter_per_game", "arbiter-per-game", "rapid or blitz with an arbiter for each game (A.4, B.2): illegal moves may be ruled after the next move, blitz penalties are two minutes",
		func(s *Settings) *bool { return &s.ArbiterPerGame }),
	str("lang", "lang", "piece letters of typed and shown moves: `L` is en, de, fr, es, it, pt, nl, sk, cs, pl or fig (default: the UI language's; English letters are always read)",
		func(s *Settings) *string { return &s.Lang }, checkLang),
	str("ui", "ui", "user interface `language`: "+strings.Join(catalog.Names(), ", ")+" (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG, else en)",
		func(s *Settings) *string { return &s.UI }, checkUI),
	str("vocab", "vocab", "move `vocabulary`: "+strings.Join(announce.VocabularyNames(), ", "),
		func(s *Settings) *string { return &s.Vocab }, checkVocab),
	str("style", "style", "announcement `style`: long or short", func(s *Settings) *string { return &s.Style }, checkStyle),
	str("fen", "fen", "start from this `FEN` (empty: the standard starting position)",
		func(s *Settings) *string { return &s.FEN }, checkFEN),
	boolean("plain", "plain", "plain mode: append-only lines for screen readers", func(s *Settings) *bool { return &s.Plain }),
	boolean("confirm", "confirm", "the opponent confirms each move (ok, or the move as understood)",
		func(s *Settings) *bool { return &s.Confirm }),
	boolean("auto_press", "auto-press", "a typed move is announced and the clock pressed once it has been said",
		func(s *Settings) *bool { return &s.AutoPress }),
	boolean("clock_marks", "clock-marks", "the clock says the time left at 10, 5, 2 and 1 minutes, 30 and 10 seconds",
		func(s *Settings) *bool { return &s.ClockMarks }),
	boolean("large", "large", "large print in full-screen mode: pieces as tiles three rows high, light for White and solid for Black (the clocks are always in big digits)",
		func(s *Settings) *bool { return &s.Large }),
	boolean("contrast", "contrast", "high contrast in full-screen mode: bold text, reverse video for the cursor and the last move",
		func(s *Settings) *bool { return &s.Contrast }),
	str("journal_dir", "journal-dir", "`folder` of the game journals (default $XDG_DATA_HOME/tactus/games; on Windows Documents\\tactus)",
		func(s *Settings) *string { return &s.JournalDir }, nil),
	str("voice", "voice", "`voice`: clips, speechd, espeak, sapi (Windows), say (macOS), text or none (default: the best available)",
		func(s *Settings) *string { return &s.Voice }, checkVoice),
	str("device", "device", "the player's sound `device` (see tactus audio devices)",
		func(s *Settings) *string { return &s.Device }, nil),
	str("opponent_device", "opponent-device", "the opponent's sound `device`, where the blind player's moves are said out loud (default: the player's)",
		func(s *Settings) *string { return &s.OpponentDevice }, nil),
	boolean("opponent_hears", "opponent-hears", "the opponent hears each move of the blind player (on their device, or the shared one)",
		func(s *Settings) *bool { return &s.OpponentHears }),
	str("rate", "rate", "speaking `rate` from -100 to 100, 0 normal, for every voice",
		func(s *Settings) *string { return &s.Rate }, checkRate),
	boolean("spawn_speechd", "spawn-speechd", "start speech-dispatcher when it does not run (off: never started by tactus)",
		func(s *Settings) *bool { return &s.SpawnSpeechd }),
	str("screen_reader", "screen-reader", "the player's screen `reader`: auto (detected), none, nvda, jaws, voiceover or orca",
		func(s *Settings) *string { return &s.ScreenReader }, checkReader),
	boolean("reader_voice", "reader-voice", "with a screen reader, the player hears it and tactus's voice speaks the moves to the opponent only",
		func(s *Settings) *bool { return &s.ReaderVoice }),
	boolean("reader_plain", "reader-plain", "plain mode when a screen reader is used",
		func(s *Settings) *bool { return &s.ReaderPlain }),
	str("brlapi", "brlapi", "the Braille display's BrlAPI `address` (:0, host:1, or auto for $BRLAPI_HOST or :0); none for no display",
		func(s *Settings) *string { return &s.BrlAPI }, checkBrlAPI),
	secret(str("arbiter_pin", "arbiter-pin", "the arbiter's `PIN` (4 to 64 characters): typing arbiter PIN opens the arbiter's commands at this keyboard; kept hashed, never shown",
		func(s *Settings) *string { return &s.ArbiterPIN }, checkPIN)),
	boolean("casual", "casual", "a casual game without an arbiter: the players may take the arbiter's actions at the keyboard, each read back, refusals name the legal moves, and attackers answers (off: tournament mode, FIDE 11.3.1)",
		func(s *Settings) *bool { return &s.Casual }),
	str("listen", "listen", "moves by voice: `mode` off, push (say listen, then the move) or always; needs pocketsphinx and a microphone",
		func(s *Settings) *string { return &s.Listen }, checkListen),
	boolean("listen_trust", "listen-trust", "record your own moves heard clearly by voice without reading them back",
		func(s *Settings) *bool { return &s.ListenTrust }),
}

// secret marks k as a secret.
func secret(k key) key { k.secret = true; return k }

// lookup returns the key named name in the config file.
func lookup(name string) (key, bool) {
	for _, k := range keys {
		if k.toml == name {
			return k, true
		}
	}
	return key{}, false
}

// Bind defines a flag for every setting on fs, with the current values as
// defaults, so that parsing fs overrides what the config file said.
func (s *Settings) Bind(fs *flag.FlagSet) {
	for _, k := range keys {
		fs.Var(value{s: s, k: k}, k.flag, k.usage)
	}
}

// BindOnly defines the flags of the named settings (by flag name: "ui",
// "voice", "brlapi", …) on fs, for a command that takes only those (tactus
// join, tactus review); a name that is no setting's is left out.
func (s *Settings) BindOnly(fs *flag.FlagSet, flags ...string) {
	for _, k := range keys {
		for _, f := range flags {
			if k.flag == f {
				fs.Var(value{s: s, k: k}, k.flag, k.usage)
			}
		}
	}
}

// value is one setting as a flag.Value.
type value struct {
	s *Settings
	k key
}

// String returns the current value.
func (v value) String() string {
	if v.s == nil || v.k.secret {
		return ""
	}
	return v.k.get(v.s)
}

// Set checks and stores a flag's value.
func (v value) Set(x string) error {
	if v.k.boolean {
		if _, err := strconv.ParseBool(x); err != nil {
			return ErrInvalid
		}
	} else if v.k.check != nil {
		if err := v.k.check(x); err != nil {
			return err
		}
	}
	v.k.set(v.s, x)
	return nil
}

// IsBoolFlag lets boolean settings be given as --plain.
func (v value) IsBoolFlag() bool { return v.k.boolean }

// Accepted returns what the setting whose flag is flagName takes, for
// saying so in any UI language: every value when closed is true (white,
// black, both, none), else examples of good values (90m+30s, …); nil when
// the setting has no short list of either.
func Accepted(flagName string) (values []string, closed bool) {
	switch flagName {
	case "blind", "assistant":
		return []string{"white", "black", "both", "none"}, true
	case "control":
		return []string{"90m+30s", "40/90m:30m+30s", "5m+3s"}, false
	case "event":
		return []string{"standard", "rapid", "blitz"}, true
	case "lang":
		return []string{"en", "de", "fr", "es", "it", "pt", "nl", "sk", "cs", "pl", "fig"}, true
	case "ui":
		return catalog.Names(), true
	case "vocab":
		return announce.VocabularyNames(), true
	case "style":
		return []string{"long", "short"}, true
	case "voice":
		return append([]string(nil), voices...), true
	case "screen-reader":
		return append([]string(nil), readers...), true
	case "rate":
		return []string{"-20", "0", "50"}, false
	case "brlapi":
		return []string{":0", "host:1", "auto", "none"}, false
	}
	if k, ok := lookupFlag(flagName); ok && k.boolean {
		return []string{"true", "false"}, true
	}
	return nil, false
}

// lookupFlag returns the key whose flag is name.
func lookupFlag(name string) (key, bool) {
	for _, k := range keys {
		if k.flag == name {
			return k, true
		}
	}
	return key{}, false
}
