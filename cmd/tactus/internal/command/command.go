// Package command reads what a person types at the tactus prompt: a move,
// or a command word with its arguments, in the style of lichess's blind
// mode. It knows the command words and their help; what a command does is
// the app's business, and whether a line is a legal move is the session's.
//
//	in := command.Parse("/last 3")
//	// in.Command.Name == "last", in.Args == []string{"3"}
//	in = command.Parse("Springer Gustav eins Felix drei")
//	// in.Command == nil: a move
//	in = command.ParseIn("de", "uhr") // in.Command.Name == "clock"
//	fmt.Print(command.Help(catalog.English())) // generated from the table
package command

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
)

// Command is one command word.
type Command struct {
	// Name is the English word, which works in every UI language.
	Name    string
	Aliases []string
	Args    string // the arguments as help shows them ("[N]")
	// summary picks the command's help line from a language's catalogue.
	summary func(*catalog.Help) string
}

// Summary returns what the command does, in u's language.
func (c *Command) Summary(u *catalog.UI) string { return c.summary(&u.Help) }

// ArgsIn returns the command's argument pattern as help shows it in u's
// language: "[weiß|schwarz]" for English "[white|black]".
func (c *Command) ArgsIn(u *catalog.UI) string {
	a := u.Help.Args
	s := strings.ReplaceAll(c.Args, "white|black", a.Sides)
	s = strings.ReplaceAll(s, "draw|postpone|reject", a.Decisions)
	return argWord.ReplaceAllStringFunc(s, func(w string) string {
		switch w {
		case "piece":
			return a.Piece
		case "SQUARE":
			return a.Square
		case "MOVE":
			return a.Move
		case "PLY":
			return a.Ply
		case "CONTENTS":
			return a.Contents
		case "rank":
			return a.Rank
		case "file":
			return a.File
		case "TIME":
			return a.Time
		case "REASON":
			return a.Reason
		case "CONTROL":
			return a.Control
		}
		return w
	})
}

// argWord is one word of an argument pattern.
var argWord = regexp.MustCompile(`[A-Za-z]+`)

// Words returns the command's words in the UI language lang besides the
// English name and aliases (none for English).
func (c *Command) Words(lang string) []string { return catalog.CommandWords(lang)[c.Name] }

// table lists every command, in the order help gives them.
var table = []Command{
	{"clock", []string{"c"}, "", func(h *catalog.Help) string { return h.Clock }},
	{"last", []string{"l"}, "[N]", func(h *catalog.Help) string { return h.Last }},
	{"board", []string{"b"}, "[white|black]", func(h *catalog.Help) string { return h.Board }},
	{"pieces", []string{"p"}, "[white|black] [piece]", func(h *catalog.Help) string { return h.Pieces }},
	{"rank", nil, "N", func(h *catalog.Help) string { return h.Rank }},
	{"file", []string{"scan", "s"}, "X", func(h *catalog.Help) string { return h.File }},
	{"square", nil, "SQUARE", func(h *catalog.Help) string { return h.Square }},
	{"attackers", []string{"a"}, "SQUARE", func(h *catalog.Help) string { return h.Attackers }},
	{"pawns", nil, "", func(h *catalog.Help) string { return h.Pawns }},
	{"changed", nil, "", func(h *catalog.Help) string { return h.Changed }},
	{"verify", nil, "rank N|file X CONTENTS", func(h *catalog.Help) string { return h.Verify }},
	{"score", nil, "", func(h *catalog.Help) string { return h.Score }},
	{"whose", nil, "", func(h *catalog.Help) string { return h.Whose }},
	{"repeat", []string{"r"}, "", func(h *catalog.Help) string { return h.Repeat }},
	{"press", nil, "", func(h *catalog.Help) string { return h.Press }},
	{"correct", nil, "MOVE", func(h *catalog.Help) string { return h.Correct }},
	{"ok", []string{"confirm"}, "", func(h *catalog.Help) string { return h.OK }},
	{"draw", nil, "[white|black]", func(h *catalog.Help) string { return h.Draw }},
	{"decline", nil, "", func(h *catalog.Help) string { return h.Decline }},
	{"claim", nil, "[MOVE]", func(h *catalog.Help) string { return h.Claim }},
	{"resign", nil, "[white|black]", func(h *catalog.Help) string { return h.Resign }},
	{"restore", nil, "[PLY]", func(h *catalog.Help) string { return h.Restore }},
	{"adjourn", nil, "", func(h *catalog.Help) string { return h.Adjourn }},
	{"seal", nil, "MOVE", func(h *catalog.Help) string { return h.Seal }},
	{"open", nil, "", func(h *catalog.Help) string { return h.Open }},
	{"touch", nil, "SQUARE", func(h *catalog.Help) string { return h.Touch }},
	{"pause", nil, "", func(h *catalog.Help) string { return h.Pause }},
	{"continue", nil, "", func(h *catalog.Help) string { return h.Continue }},
	{"illegal", nil, "[PLY]", func(h *catalog.Help) string { return h.Illegal }},
	{"time", nil, "white|black TIME", func(h *catalog.Help) string { return h.Time }},
	{"adjust", nil, "white|black +TIME|-TIME", func(h *catalog.Help) string { return h.Adjust }},
	{"moves", nil, "white|black N", func(h *catalog.Help) string { return h.Moves }},
	{"control", nil, "CONTROL", func(h *catalog.Help) string { return h.Control }},
	{"result", nil, "1-0|0-1|1/2 [REASON]", func(h *catalog.Help) string { return h.Result }},
	{"quickplay", nil, "[white|black]", func(h *catalog.Help) string { return h.Quickplay }},
	{"decide", nil, "[white|black] draw|postpone|reject [TIME]", func(h *catalog.Help) string { return h.Decide }},
	{"devices", nil, "", func(h *catalog.Help) string { return h.Devices }},
	{"drop", nil, "N", func(h *catalog.Help) string { return h.Drop }},
	{"help", []string{"h", "?"}, "", func(h *catalog.Help) string { return h.Help }},
	{"quit", []string{"q", "exit"}, "", func(h *catalog.Help) string { return h.Quit }},
	{"arbiter", nil, "PIN|off", func(h *catalog.Help) string { return h.Arbiter }},
}

// forPlayers are the commands anyone at the keyboard may give (TRUST.md):
// questions, a side's own actions, help, quit, and the arbiter's PIN.
// Every other command, among them any added to the table later, is the
// arbiter's: at a player's keyboard only after the arbiter's PIN, or in a
// casual game.
var forPlayers = map[string]bool{
	"clock": true, "last": true, "board": true, "pieces": true, "rank": true, "file": true,
	"square": true, "attackers": true, "pawns": true, "changed": true, "verify": true,
	"score": true, "whose": true, "repeat": true, "press": true, "correct": true, "ok": true,
	"draw": true, "decline": true, "claim": true, "resign": true, "seal": true, "help": true,
	"quit": true, "arbiter": true, "touch": true,
	// the player having the move may adjourn (Guidelines I.1.2); the
	// command is the arbiter's once the arbiter's commands are open
	"adjourn": true,
	// the second station's devices, listed and dropped from the keyboard
	// (TRUST.md: any paired device can be listed and dropped there)
	"devices": true, "drop": true,
}

// ArbiterOnly reports whether only the arbiter may give the command.
func (c *Command) ArbiterOnly() bool { return !forPlayers[c.Name] }

// Commands returns the command table.
func Commands() []Command { return append([]Command(nil), table...) }

// Lookup finds a command by its English name or alias, in any case.
// byAlias is true when word is a one-letter alias, which a move may also
// start with.
func Lookup(word string) (c *Command, byAlias bool) { return LookupIn("en", word) }

// LookupIn finds a command by its English name or alias, or by its word in
// the UI language lang, in any case (accents may be left out: "relogio").
func LookupIn(lang, word string) (c *Command, byAlias bool) {
	w := strings.ToLower(word)
	for i := range table {
		if table[i].Name == w {
			return &table[i], false
		}
		for _, a := range table[i].Aliases {
			if a == w {
				return &table[i], len(a) == 1
			}
		}
		for _, a := range catalog.CommandWords(lang)[table[i].Name] {
			if a == w {
				return &table[i], false
			}
		}
	}
	return nil, false
}

// Input is one line read at the prompt.
type Input struct {
	// Line is the line as it was typed (an answer to a question is read
	// from it, not as a command).
	Line string
	// Text is the line without surrounding space (and without a leading /).
	Text string
	// Command is the command the first word names; nil for a move.
	Command *Command
	// Args are the words after the command word.
	Args []string
	// Forced: the line began with /, so it is a command even if unknown.
	Forced bool
	// ByAlias: the command was named by a one-letter alias; the line may
	// still be a move (English vocabulary: "a two a four").
	ByAlias bool
}

// Empty reports whether nothing was typed.
func (in Input) Empty() bool { return in.Text == "" }

// Parse reads a line with the English command words; see ParseIn.
func Parse(line string) Input { return ParseIn("en", line) }

// ParseIn reads a line. A line whose first word (after an optional /) is a
// command word, in English or in the UI language lang, is that command;
// "e4?" asks what stands on e4; anything else is a move for the session to
// read.
func ParseIn(lang, line string) Input {
	t := strings.TrimSpace(line)
	in := Input{Line: line, Text: t}
	if strings.HasPrefix(t, "/") {
		in.Forced = true
		in.Text = strings.TrimSpace(t[1:])
	}
	fields := strings.Fields(in.Text)
	if len(fields) == 0 {
		return in
	}
	if len(fields) == 1 && len(fields[0]) > 1 && strings.HasSuffix(fields[0], "?") && fields[0] != "?" {
		in.Command, _ = Lookup("square")
		in.Args = []string{strings.TrimSuffix(fields[0], "?")}
		return in
	}
	in.Command, in.ByAlias = LookupIn(lang, fields[0])
	if in.Command != nil {
		in.Args = fields[1:]
	}
	return in
}

// Help returns the list of commands in u's language, one a line,
// generated from the table: each command's words in u's language first,
// then its English name and aliases.
func Help(u *catalog.UI) string { return HelpWithout(u) }

// HelpWithout is Help without the commands named in omit (by their English
// names): those the game refuses, as tournament mode refuses attackers
// (11.3.1).
func HelpWithout(u *catalog.UI, omit ...string) string {
	var b strings.Builder
	b.WriteString(u.Help.Intro + "\n")
	for i := range table {
		c := &table[i]
		if slices.Contains(omit, c.Name) {
			continue
		}
		name := strings.Join(append(c.Words(u.Tag), c.Name), ", ")
		if c.Args != "" {
			name += " " + c.ArgsIn(u)
		}
		if len(c.Aliases) > 0 {
			name += " (" + strings.Join(c.Aliases, ", ") + ")"
		}
		fmt.Fprintf(&b, "%s: %s.\n", name, c.Summary(u))
	}
	return b.String()
}
