package braille_test

import (
	"fmt"
	"time"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/rules"
)

// A move and a rank in the chess code.
func Example() {
	code := braille.UK2015()
	pos := rules.StartPosition()
	m, _ := pos.ParseUCI("g1f3")
	fmt.Println(code.Move(&pos, m))
	fmt.Println(code.Rank(&pos, 7, false))
	// Output:
	// ⠎⠋⠒
	// ⠦⠀⠷⠮⠧⠿⠥⠧⠮⠷
}

// The lines a display shows during a game, panned on a 12-cell display.
func ExampleCode_Lines() {
	g := rules.NewGame(rules.StartPosition())
	for _, uci := range []string{"e2e4", "e7e5", "g1f3"} {
		if err := g.PlayUCI(uci); err != nil {
			panic(err)
		}
	}
	clocks := [2]time.Duration{89 * time.Minute, 85 * time.Minute}
	lines := braille.UK2015().Lines(g, braille.Layout{Clocks: &clocks})
	v := braille.NewView(lines, 12)
	fmt.Println(v.Cells()) // the last move: 2. Nf3
	v.Do(braille.NavLineDown)
	fmt.Println(v.Cells()) // the clocks, first window
	v.Do(braille.NavBottom)
	fmt.Println(v.Cells()) // the scoresheet's last line
	// Output:
	// ⠆⠀⠎⠋⠒⠀⠀⠀⠀⠀⠀⠀
	// ⠨⠂⠱⠆⠔⠱⠴⠴⠀⠀⠀⠀
	// ⠆⠀⠎⠋⠒⠀⠀⠀⠀⠀⠀⠀
}

// A message covers the lines until the reader moves.
func ExampleMessage() {
	g := rules.NewGame(rules.StartPosition())
	v := braille.NewView(braille.UK2015().Lines(g, braille.Layout{}), 20)
	v.Show(braille.Message("Reconnected"))
	fmt.Println(v.Cells())
	v.Do(braille.NavLineDown)
	fmt.Println(v.Cells())
	// Output:
	// ⠗⠑⠉⠕⠝⠝⠑⠉⠞⠑⠙⠀⠀⠀⠀⠀⠀⠀⠀⠀
	// ⠦⠀⠷⠮⠧⠿⠥⠧⠮⠷⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀
}

// A move typed on a Braille keyboard, read back from the code.
func ExampleCode_ParseMove() {
	code := braille.UK2015()
	pos := rules.StartPosition()
	typed, _ := braille.ParseUnicode("⠎⠋⠒")
	m, err := code.ParseMove(&pos, typed)
	fmt.Println(pos.UCI(m), err)
	// Output:
	// g1f3 <nil>
}
