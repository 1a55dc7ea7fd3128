package review

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/tactuschess/tactus/rules"
)

// Command is one command word of the review screen.
type Command struct {
	Name    string
	Aliases []string
	Args    string // how the arguments are written, for help
	Help    string // what it does, one short clause
	// needsGame: the command is about the game open.
	needsGame bool
	run       func(ctx context.Context, r *Review, args []string) []Line
}

// commands is the review screen's command table; help is generated from it.
func commands() []Command {
	return []Command{
		{Name: "list", Aliases: []string{"games", "search", "find"}, Args: "[query]", Help: "list the games, or those the query finds (white:carlsen result:1-0 …)", run: list},
		{Name: "more", Help: "list the next games found", run: more},
		{Name: "game", Aliases: []string{"open", "g"}, Args: "N", Help: "open game N at its start", run: open},
		{Name: "info", Aliases: []string{"tags", "i"}, Help: "say the game open: players, event, date, result, opening", needsGame: true, run: info},
		{Name: "next", Aliases: []string{"n"}, Help: "play the next move (an empty line does too)", needsGame: true, run: next},
		{Name: "back", Aliases: []string{"prev", "k"}, Help: "take the last move back", needsGame: true, run: back},
		{Name: "start", Help: "go to the start of the line", needsGame: true, run: start},
		{Name: "end", Help: "go to the end of the line", needsGame: true, run: end},
		{Name: "go", Args: "N [white|black] | ply N", Help: "go to the position after move N (white's by default) or after N plies", needsGame: true, run: goTo},
		{Name: "var", Aliases: []string{"variation", "v"}, Args: "[N]", Help: "play variation N (1 by default) instead of the move just played", needsGame: true, run: enter},
		{Name: "out", Aliases: []string{"leave", "o"}, Help: "leave the variation, back to where it was entered", needsGame: true, run: out},
		{Name: "main", Help: "leave every variation, back to the main line", needsGame: true, run: mainLine},
		{Name: "last", Aliases: []string{"l", "repeat", "r"}, Help: "say the move just played again", needsGame: true, run: lastMove},
		{Name: "where", Aliases: []string{"w"}, Help: "say where you are in the game", needsGame: true, run: where},
		{Name: "board", Aliases: []string{"b"}, Args: "[white|black]", Help: "the board rank by rank", needsGame: true, run: question("board")},
		{Name: "pieces", Aliases: []string{"p"}, Args: "[white|black] [piece]", Help: "where the pieces stand", needsGame: true, run: question("pieces")},
		{Name: "rank", Args: "N", Help: "what stands on a rank", needsGame: true, run: question("rank")},
		{Name: "file", Args: "X", Help: "what stands on a file", needsGame: true, run: question("file")},
		{Name: "square", Aliases: []string{"s"}, Args: "e4", Help: "what stands on a square (e4? too)", needsGame: true, run: question("square")},
		{Name: "attackers", Aliases: []string{"a"}, Args: "e4", Help: "who attacks and defends a square", needsGame: true, run: question("attackers")},
		{Name: "pawns", Help: "the pawn structure file by file", needsGame: true, run: question("pawns")},
		{Name: "whose", Help: "whose move it is", needsGame: true, run: question("whose")},
		{Name: "analyse", Aliases: []string{"analyze", "eval"}, Help: "what the engine thinks of the position", needsGame: true, run: analyse},
		{Name: "mistakes", Args: "[white|black]", Help: "the engine goes through the game and lists each side's mistakes", needsGame: true, run: mistakes},
		{Name: "learn", Args: "[white|black]", Help: "replay each mistake and look for a better move (type it; show gives the engine's)", needsGame: true, run: learn},
		{Name: "show", Help: "while learning: the engine's move, then the next mistake", needsGame: true, run: show},
		{Name: "stop", Help: "while learning: end the lesson", needsGame: true, run: stop},
		{Name: "help", Aliases: []string{"h", "?"}, Help: "this list", run: help},
		{Name: "quit", Aliases: []string{"q", "exit"}, Help: "leave the review", run: quit},
	}
}

// Commands returns the review screen's command table.
func Commands() []Command { return commands() }

// input is a parsed line: its command and arguments.
type input struct {
	cmd  Command
	args []string
}

// parseLine reads a typed line: a command word (a leading / is allowed)
// and its arguments; "e4?" asks for a square and an empty line is next.
func parseLine(line string) (input, bool) {
	words := strings.Fields(line)
	if len(words) == 0 {
		words = []string{"next"}
	}
	w := strings.ToLower(strings.TrimPrefix(words[0], "/"))
	if len(words) == 1 && len(w) == 3 && strings.HasSuffix(w, "?") {
		if _, err := rules.ParseSquare(w[:2]); err == nil {
			words = []string{"square", w[:2]}
			w = "square"
		}
	}
	for _, c := range commands() {
		if c.Name == w || contains(c.Aliases, w) {
			return input{cmd: c, args: words[1:]}, true
		}
	}
	return input{}, false
}

// contains reports whether list holds w.
func contains(list []string, w string) bool {
	for _, v := range list {
		if v == w {
			return true
		}
	}
	return false
}

// question asks the ask package about the position at the cursor.
func question(word string) func(context.Context, *Review, []string) []Line {
	return func(_ context.Context, r *Review, args []string) []Line {
		pos := r.cur.Position()
		return asked(r.ask.Ask(&pos, word, args, rules.White))
	}
}

// noArgs refuses a command given arguments it does not take.
func noArgs(name string, args []string) []Line {
	if len(args) > 0 {
		return refuse(fmt.Sprintf("%s takes nothing after it.", name))
	}
	return nil
}

func next(_ context.Context, r *Review, args []string) []Line {
	if l := noArgs("next", args); l != nil {
		return l
	}
	s, err := r.cur.Next()
	if errors.Is(err, ErrEnd) {
		return []Line{answer(r.endWords(s))}
	}
	return r.said(s)
}

func back(_ context.Context, r *Review, args []string) []Line {
	if l := noArgs("back", args); l != nil {
		return l
	}
	s, err := r.cur.Back()
	if errors.Is(err, ErrEnd) {
		return []Line{answer(r.startWords(s))}
	}
	if s.Ply == nil {
		return []Line{answer(r.startWords(s))}
	}
	return []Line{answer("Back to after " + r.moveText(&s.Before, s.Ply) + ".")}
}

func start(_ context.Context, r *Review, args []string) []Line {
	if l := noArgs("start", args); l != nil {
		return l
	}
	return []Line{answer(r.startWords(r.cur.Start()))}
}

func end(_ context.Context, r *Review, args []string) []Line {
	if l := noArgs("end", args); l != nil {
		return l
	}
	s := r.cur.End()
	if s.Ply == nil {
		return []Line{answer(r.endWords(s))}
	}
	return r.said(s)
}

// goHow says how to use go.
const goHow = "Say go and a move number, as go 12 or go 12 black, or go ply 23."

func goTo(_ context.Context, r *Review, args []string) []Line {
	if len(args) == 0 || len(args) > 2 {
		return refuse(goHow)
	}
	if strings.EqualFold(args[0], "ply") {
		n, err := strconv.Atoi(strings.Join(args[1:], ""))
		if err != nil || len(args) != 2 {
			return refuse(goHow)
		}
		s, err := r.cur.Ply(n)
		return r.went(s, err)
	}
	n, err := strconv.Atoi(args[0])
	if err != nil {
		return refuse(goHow)
	}
	side, rest := r.ask.SideArg(args[1:], rules.White)
	if len(rest) > 0 {
		return refuse(goHow)
	}
	if n == 0 && len(args) == 1 {
		return []Line{answer(r.startWords(r.cur.Start()))}
	}
	s, err := r.cur.Go(n, side)
	return r.went(s, err)
}

// went says where a jump landed, or why it could not.
func (r *Review) went(s Step, err error) []Line {
	if err != nil {
		f := r.cur.top()
		return refuse(fmt.Sprintf("This line has no such move; it has %s.", plies(len(f.moves))))
	}
	if s.Ply == nil {
		return []Line{answer(r.startWords(s))}
	}
	return r.said(s)
}

func enter(_ context.Context, r *Review, args []string) []Line {
	i := 1
	if len(args) > 0 {
		v, err := strconv.Atoi(args[0])
		if err != nil || len(args) > 1 {
			return refuse("Say var and the variation's number: var 2.")
		}
		i = v
	}
	n := len(r.cur.Variations())
	if n == 0 {
		return refuse("The move just played has no variation.")
	}
	s, err := r.cur.Enter(i)
	if err != nil {
		return refuse(fmt.Sprintf("There is no variation %d; there are %d.", i, n))
	}
	return append([]Line{answer(fmt.Sprintf("Variation %d.", i))}, r.said(s)...)
}

func out(_ context.Context, r *Review, args []string) []Line {
	s, err := r.cur.Leave()
	if err != nil {
		return refuse("You are in the main line.")
	}
	return backTo(r, s, "Back in the main line")
}

func mainLine(_ context.Context, r *Review, args []string) []Line {
	if r.cur.Depth() == 0 {
		return refuse("You are in the main line.")
	}
	return backTo(r, r.cur.Main(), "Back in the main line")
}

// backTo says where leaving a variation landed.
func backTo(r *Review, s Step, what string) []Line {
	if s.Depth > 0 {
		what = "Back in the variation"
	}
	if s.Ply == nil {
		return []Line{answer(what + ", at its start.")}
	}
	return []Line{answer(fmt.Sprintf("%s, after %s.", what, r.moveText(&s.Before, s.Ply)))}
}

func lastMove(_ context.Context, r *Review, _ []string) []Line {
	s := r.cur.Step()
	if s.Ply == nil {
		return []Line{answer(r.startWords(s))}
	}
	return r.said(s)
}

func where(_ context.Context, r *Review, _ []string) []Line { return r.where() }

func info(_ context.Context, r *Review, _ []string) []Line {
	e, _ := r.opts.Index.Entry(r.number)
	return []Line{answer(r.title(e))}
}

func open(_ context.Context, r *Review, args []string) []Line {
	n, err := 0, errors.New("no number")
	if len(args) == 1 {
		n, err = strconv.Atoi(args[0])
	}
	if err != nil {
		return refuse(fmt.Sprintf("Say game and a number from 1 to %d.", r.opts.Index.Len()))
	}
	return r.Open(n)
}

func help(_ context.Context, _ *Review, _ []string) []Line {
	var out []Line
	for _, c := range commands() {
		s := c.Name
		if c.Args != "" {
			s += " " + c.Args
		}
		if len(c.Aliases) > 0 {
			s += " (" + strings.Join(c.Aliases, ", ") + ")"
		}
		out = append(out, answer(s+": "+c.Help+"."))
	}
	return out
}

func quit(_ context.Context, r *Review, _ []string) []Line {
	r.done = true
	return []Line{answer("End of the review.")}
}
