// Package command reads what a person types at the tactus prompt: a move,
// or a command word with its arguments, in the style of lichess's blind
// mode. It knows the command words and their help; what a command does is
// the app's business, and whether a line is a legal move is the session's.
//
//	in := command.Parse("/last 3")
//	// in.Command.Name == "last", in.Args == []string{"3"}
//	in = command.Parse("Springer Gustav eins Felix drei")
//	// in.Command == nil: a move
//	fmt.Print(command.Help()) // generated from the table
package command

import (
	"fmt"
	"strings"
)

// Command is one command word.
type Command struct {
	Name    string
	Aliases []string
	Args    string // the arguments as help shows them ("[N]")
	Summary string
}

// Table lists every command, in the order help gives them.
var table = []Command{
	{"clock", []string{"c"}, "", "both times and the move count"},
	{"last", []string{"l"}, "[N]", "the last move, or the last N moves"},
	{"board", []string{"b"}, "[white|black]", "the board rank by rank, from White's side or the one named"},
	{"pieces", []string{"p"}, "[white|black] [piece]", "where the pieces stand"},
	{"rank", nil, "N", "what stands on rank N"},
	{"file", []string{"scan", "s"}, "X", "what stands on file X"},
	{"square", nil, "SQUARE", "what stands on a square (also: e4?)"},
	{"attackers", []string{"a"}, "SQUARE", "the pieces of each side that attack a square"},
	{"pawns", nil, "", "the pawn structure file by file"},
	{"changed", nil, "", "what changed on the board since you last asked"},
	{"verify", nil, "rank N|file X CONTENTS", "compare a rank or file of your board with the record: FEN letters, a digit or a dot for empty squares"},
	{"score", nil, "", "the scoresheet"},
	{"whose", nil, "", "whose move it is and what the game waits for"},
	{"repeat", []string{"r"}, "", "the last announcement again"},
	{"press", nil, "", "press the clock: complete the announced move, or start a stopped clock"},
	{"correct", nil, "MOVE", "replace the announced move before the press (D.2.8)"},
	{"ok", []string{"confirm"}, "", "the opponent confirms the last move"},
	{"draw", nil, "[white|black]", "offer a draw (by the side that has just moved, or the one named), or accept the one offered"},
	{"decline", nil, "", "decline the draw offer"},
	{"claim", nil, "[MOVE]", "claim a draw (threefold repetition, fifty moves), with the move you intend"},
	{"resign", nil, "[white|black]", "resign the game (the side to move, or the one named)"},
	{"restore", nil, "[PLY]", "take both boards back to the position after PLY half-moves; by default to before the boards differ (D.2.9, the arbiter)"},
	{"adjourn", nil, "", "adjourn the game: the player to move seals a move"},
	{"seal", nil, "MOVE", "write the sealed move"},
	{"open", nil, "", "open the envelope and play the sealed move"},
	{"pause", nil, "", "stop the clock (the arbiter)"},
	{"continue", nil, "", "restart the stopped clock (the arbiter)"},
	{"help", []string{"h", "?"}, "", "this list"},
	{"quit", []string{"q", "exit"}, "", "leave; the game stays in its journal and can be resumed"},
}

// Commands returns the command table.
func Commands() []Command { return append([]Command(nil), table...) }

// Lookup finds a command by name or alias, in any case. byAlias is true
// when word is a short alias, which a move may also start with.
func Lookup(word string) (c *Command, byAlias bool) {
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
	}
	return nil, false
}

// Input is one line read at the prompt.
type Input struct {
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

// Parse reads a line. A line whose first word (after an optional /) is a
// command word is that command; "e4?" asks what stands on e4; anything
// else is a move for the session to read.
func Parse(line string) Input {
	t := strings.TrimSpace(line)
	in := Input{Text: t}
	if strings.HasPrefix(t, "/") {
		in.Forced = true
		in.Text = strings.TrimSpace(t[1:])
	}
	words := strings.Fields(in.Text)
	if len(words) == 0 {
		return in
	}
	if len(words) == 1 && len(words[0]) > 1 && strings.HasSuffix(words[0], "?") && words[0] != "?" {
		in.Command, _ = Lookup("square")
		in.Args = []string{strings.TrimSuffix(words[0], "?")}
		return in
	}
	in.Command, in.ByAlias = Lookup(words[0])
	if in.Command != nil {
		in.Args = words[1:]
	}
	return in
}

// Help returns the list of commands, one a line, generated from the table.
func Help() string {
	var b strings.Builder
	b.WriteString("Type a move (e4, Nf3, g1f3, or in words: Springer Gustav eins Felix drei), or a command:\n")
	for _, c := range table {
		name := c.Name
		if c.Args != "" {
			name += " " + c.Args
		}
		if len(c.Aliases) > 0 {
			name += " (" + strings.Join(c.Aliases, ", ") + ")"
		}
		fmt.Fprintf(&b, "%s: %s.\n", name, c.Summary)
	}
	return b.String()
}
