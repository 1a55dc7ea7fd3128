package review

import (
	"context"
	"errors"
	"strconv"
	"strings"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/rules"
)

// Command is one command word of the review screen.
type Command struct {
	// Name is the English word, Aliases its other English words; both are
	// understood in every UI language.
	Name    string
	Aliases []string
	// Words are the command's words in the UI language, the first the one
	// help shows (in English, Name).
	Words []string
	Args  string // how the arguments are written, for help
	Help  string // what it does, one short clause
	// needsGame: the command is about the game open.
	needsGame bool
	run       func(ctx context.Context, r *Review, args []string) []Line
}

// commands is the review screen's command table, without its words in a
// UI language (see CommandsIn); help is generated from it.
func commands() []Command {
	return []Command{
		{Name: "list", Aliases: []string{"games", "search", "find"}, run: list},
		{Name: "more", run: more},
		{Name: "game", Aliases: []string{"open", "g"}, run: open},
		{Name: "info", Aliases: []string{"tags", "i"}, needsGame: true, run: info},
		{Name: "next", Aliases: []string{"n"}, needsGame: true, run: next},
		{Name: "back", Aliases: []string{"prev", "k"}, needsGame: true, run: back},
		{Name: "start", needsGame: true, run: start},
		{Name: "end", needsGame: true, run: end},
		{Name: "go", needsGame: true, run: goTo},
		{Name: "var", Aliases: []string{"variation", "v"}, needsGame: true, run: enter},
		{Name: "out", Aliases: []string{"leave", "o"}, needsGame: true, run: out},
		{Name: "main", needsGame: true, run: mainLine},
		{Name: "last", Aliases: []string{"l", "repeat", "r"}, needsGame: true, run: lastMove},
		{Name: "where", Aliases: []string{"w"}, needsGame: true, run: where},
		{Name: "board", Aliases: []string{"b"}, needsGame: true, run: question("board")},
		{Name: "pieces", Aliases: []string{"p"}, needsGame: true, run: question("pieces")},
		{Name: "rank", needsGame: true, run: question("rank")},
		{Name: "file", needsGame: true, run: question("file")},
		{Name: "square", Aliases: []string{"s"}, needsGame: true, run: question("square")},
		{Name: "attackers", Aliases: []string{"a"}, needsGame: true, run: question("attackers")},
		{Name: "pawns", needsGame: true, run: question("pawns")},
		{Name: "whose", needsGame: true, run: question("whose")},
		{Name: "analyse", Aliases: []string{"analyze", "eval"}, needsGame: true, run: analyse},
		{Name: "mistakes", needsGame: true, run: mistakes},
		{Name: "learn", needsGame: true, run: learn},
		{Name: "show", needsGame: true, run: show},
		{Name: "stop", needsGame: true, run: stop},
		{Name: "help", Aliases: []string{"h", "?"}, run: help},
		{Name: "quit", Aliases: []string{"q", "exit"}, run: quit},
	}
}

// Commands returns the review screen's command table in English.
func Commands() []Command { return CommandsIn(catalog.English()) }

// CommandsIn returns the command table with the words, argument patterns
// and help of UI u.
func CommandsIn(u *catalog.UI) []Command {
	rv := &u.Review
	sides := "[" + u.Help.Args.Sides + "]"
	ply := strings.Fields(rv.Ply)
	args := map[string]string{
		"list": "[" + rv.Query + "]", "game": "N", "go": "N " + sides + " | " + ply[0] + " N", "var": "[N]",
		"board": sides, "pieces": sides + " [" + u.Help.Args.Piece + "]", "rank": "N", "file": "X",
		"square": "e4", "attackers": "e4", "mistakes": sides, "learn": sides,
	}
	cs := commands()
	for i := range cs {
		c := &cs[i]
		c.Words = strings.Fields(entry(&rv.Words, c.Name))
		c.Args, c.Help = args[c.Name], entry(&rv.Help, c.Name)
	}
	return cs
}

// entry is command name's string in c.
func entry(c *catalog.ReviewCommands, name string) string {
	return map[string]string{
		"list": c.List, "more": c.More, "game": c.Game, "info": c.Info, "next": c.Next, "back": c.Back,
		"start": c.Start, "end": c.End, "go": c.Go, "var": c.Var, "out": c.Out, "main": c.Main,
		"last": c.Last, "where": c.Where, "board": c.Board, "pieces": c.Pieces, "rank": c.Rank,
		"file": c.File, "square": c.Square, "attackers": c.Attackers, "pawns": c.Pawns, "whose": c.Whose,
		"analyse": c.Analyse, "mistakes": c.Mistakes, "learn": c.Learn, "show": c.Show, "stop": c.Stop,
		"help": c.Help, "quit": c.Quit,
	}[name]
}

// input is a parsed line: its command and arguments.
type input struct {
	cmd  Command
	args []string
}

// parseLine reads a typed line: a command word in English or the UI
// language (a leading / is allowed) and its arguments; "e4?" asks for a
// square and an empty line is next.
func (r *Review) parseLine(line string) (input, bool) {
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
	for _, c := range r.cmds {
		if c.Name == w || contains(c.Aliases, w) || contains(c.Words, w) {
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

// noArgs refuses a command given arguments it does not take; words are
// the command's words in the UI language.
func (r *Review) noArgs(words string, args []string) []Line {
	if len(args) > 0 {
		return refuse(r.ui.F(r.rv().TakesNothing, strings.Fields(words)[0]))
	}
	return nil
}

func next(_ context.Context, r *Review, args []string) []Line {
	if l := r.noArgs(r.rv().Words.Next, args); l != nil {
		return l
	}
	s, err := r.cur.Next()
	if errors.Is(err, ErrEnd) {
		return []Line{answer(r.endWords(s))}
	}
	return r.said(s)
}

func back(_ context.Context, r *Review, args []string) []Line {
	if l := r.noArgs(r.rv().Words.Back, args); l != nil {
		return l
	}
	s, err := r.cur.Back()
	if errors.Is(err, ErrEnd) {
		return []Line{answer(r.startWords(s))}
	}
	if s.Ply == nil {
		return []Line{answer(r.startWords(s))}
	}
	return []Line{answer(r.ui.F(r.rv().BackTo, r.moveText(&s.Before, s.Ply)))}
}

func start(_ context.Context, r *Review, args []string) []Line {
	if l := r.noArgs(r.rv().Words.Start, args); l != nil {
		return l
	}
	return []Line{answer(r.startWords(r.cur.Start()))}
}

func end(_ context.Context, r *Review, args []string) []Line {
	if l := r.noArgs(r.rv().Words.End, args); l != nil {
		return l
	}
	s := r.cur.End()
	if s.Ply == nil {
		return []Line{answer(r.endWords(s))}
	}
	return r.said(s)
}

func goTo(_ context.Context, r *Review, args []string) []Line {
	goHow := r.rv().GoHow
	if len(args) == 0 || len(args) > 2 {
		return refuse(goHow)
	}
	if w := strings.ToLower(args[0]); w == "ply" || contains(strings.Fields(r.rv().Ply), w) {
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
		return refuse(r.ui.N(r.rv().NoSuchMove, len(f.moves)))
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
			return refuse(r.rv().VarHow)
		}
		i = v
	}
	n := len(r.cur.Variations())
	if n == 0 {
		return refuse(r.rv().NoVariation)
	}
	s, err := r.cur.Enter(i)
	if err != nil {
		return refuse(r.ui.N(r.rv().NoVariationN, n, i))
	}
	return append([]Line{answer(r.ui.F(r.rv().VariationN, i))}, r.said(s)...)
}

func out(_ context.Context, r *Review, args []string) []Line {
	s, err := r.cur.Leave()
	if err != nil {
		return refuse(r.rv().InMainLine)
	}
	return r.backTo(s)
}

func mainLine(_ context.Context, r *Review, args []string) []Line {
	if r.cur.Depth() == 0 {
		return refuse(r.rv().InMainLine)
	}
	return r.backTo(r.cur.Main())
}

// backTo says where leaving a variation landed.
func (r *Review) backTo(s Step) []Line {
	atStart, after := r.rv().BackMainStart, r.rv().BackMain
	if s.Depth > 0 {
		atStart, after = r.rv().BackVarStart, r.rv().BackVar
	}
	if s.Ply == nil {
		return []Line{answer(atStart)}
	}
	return []Line{answer(r.ui.F(after, r.moveText(&s.Before, s.Ply)))}
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
		return refuse(r.ui.F(r.rv().GameHow, r.opts.Index.Len()))
	}
	return r.Open(n)
}

// help lists the commands: in English each with its aliases, in another
// language with its other words and its English name.
func help(_ context.Context, r *Review, _ []string) []Line {
	var out []Line
	for _, c := range r.cmds {
		name, others := c.Name, c.Aliases
		if r.ui.Name() != "en" && len(c.Words) > 0 {
			name, others = c.Words[0], c.Words[1:]
			if !contains(c.Words, c.Name) {
				others = append(append([]string(nil), others...), c.Name)
			}
		}
		s := name
		if c.Args != "" {
			s += " " + c.Args
		}
		if len(others) > 0 {
			s += " (" + strings.Join(others, ", ") + ")"
		}
		out = append(out, answer(s+": "+c.Help+"."))
	}
	return out
}

func quit(_ context.Context, r *Review, _ []string) []Line {
	r.stopWork()
	r.done = true
	return []Line{answer(r.rv().End)}
}
