package catalog

// Front are what the tactus command prints before and around a game: its
// usage, the summaries of a player's commands, the help of their flags, and
// what is wrong with a flag or with the config file.
//
// English shows the libraries' own reasons (a time control's parse error);
// a translation leaves such an English reason's placeholder out and says its
// own sentence instead, from the values or examples it is given.
type Front struct {
	Usage    string // the usage line
	Commands string // heading of the player's commands
	Tools    string // heading of the developers' and testers' tools
	More     string // how to see a command's flags
	// Play, Resume, Join, Practice and Review are the player's commands'
	// summaries.
	Play, Resume, Join, Practice, Review string
	UnknownCommand                       string // the word given, quoted
	// FlagsOf heads a command's -h: the command ("tactus play").
	FlagsOf string
	// Default follows a flag's description: its default value.
	Default string
	// StartPosition is said instead of the starting position's FEN as
	// the default of --fen.
	StartPosition string
	// FlagError: the command, the problem, the command to run with -h
	// ("tactus play").
	FlagError  string
	NotAFlag   string // the flag's name
	NeedsValue string // the flag's name
	// NameTooLong: the flag's name (white, black), the most characters a
	// name may have.
	NameTooLong string
	// BadValue: the flag's name, the value quoted, the English reason.
	BadValue string
	// BadChoice: BadValue's arguments, then the values it takes ("white,
	// black, both or none").
	BadChoice string
	// BadExample: BadValue's arguments, then examples of good values
	// ("90m+30s, 40/90m:30m+30s or 5m+3s").
	BadExample string
	Unexpected string // the command, the argument, quoted
	NoResume   string
	// Flags are the flags' descriptions for -h: {name, description}, the
	// name being "command flag" for a description only that command's flag
	// has; the `word` in backquotes names the flag's value.
	Flags [][2]string
	// Config are the config file's errors.
	Config Config
}

// Config are the errors of the config file: where (file, line, key), then
// why.
type Config struct {
	Line string // the file's name, the line number
	Key  string // the file (and line), the key
	Why  string // where, why
	// Unreadable, NotTOML, UnknownKey, WantBool and WantText say why.
	Unreadable, NotTOML, UnknownKey, WantBool, WantText string
	Syntax                                              string // the TOML reader's reason, in English
	TooDeep                                             string // the deepest nesting allowed
	NameTooLong                                         string // the most characters a name may have
	// BadValue, BadChoice and BadExample: the value quoted, the English
	// reason, then (BadChoice, BadExample) the values or examples.
	BadValue, BadChoice, BadExample string
	// Skipped: the error, when none of the file was used; Kept: the error,
	// when only the bad setting was left out.
	Skipped, Kept string
}

// Flag returns the description of command cmd's flag name for -h, and
// whether this language has one.
func (f *Front) Flag(cmd, name string) (string, bool) {
	for _, k := range []string{cmd + " " + name, name} {
		for _, d := range f.Flags {
			if d[0] == k {
				return d[1], true
			}
		}
	}
	return "", false
}
