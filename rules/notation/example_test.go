package notation_test

import (
	"errors"
	"fmt"

	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

func ExampleParseMove() {
	pos := rules.StartPosition()
	m, err := notation.ParseMove(&pos, "Sf3", notation.German)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(notation.SAN(&pos, m), notation.French.SAN(&pos, m), notation.LAN(&pos, m), notation.UCI(&pos, m))
	_, err = notation.ParseMove(&pos, "Nf4", notation.English)
	fmt.Println(err)
	// Output:
	// Nf3 Cf3 Ng1-f3 g1f3
	// notation: "Nf4": no such move: no knight can move to f4; legal: Na3 Nc3 Nf3 Nh3
}

func ExampleLanguage_SAN() {
	pos, err := rules.ParseFEN("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, uci := range []string{"e1g1", "a1a8"} {
		m, err := pos.ParseUCI(uci)
		if err != nil {
			fmt.Println(err)
			return
		}
		for _, lang := range []notation.Language{notation.English, notation.German, notation.Polish, notation.Figurine} {
			fmt.Printf("%s ", lang.SAN(&pos, m))
		}
		fmt.Println(notation.LAN(&pos, m))
	}
	// Output:
	// O-O O-O O-O O-O O-O
	// Rxa8+ Txa8+ Wxa8+ ♖xa8+ Ra1xa8+
}

func ExampleParseSAN() {
	pos := rules.StartPosition()
	for _, s := range []string{"Nf3", "nf3", "g1f3", "Ng1-f3", "Nf3!?", "Nf4", "Zf3"} {
		m, err := notation.ParseSAN(&pos, s)
		if err != nil {
			var me *notation.MoveError
			if errors.As(err, &me) {
				fmt.Printf("%s: %v (%s)\n", s, me.Err, me.Reason)
			}
			continue
		}
		fmt.Printf("%s: %s\n", s, notation.SAN(&pos, m))
	}
	// Output:
	// Nf3: Nf3
	// nf3: Nf3
	// g1f3: Nf3
	// Ng1-f3: Nf3
	// Nf3!?: Nf3
	// Nf4: no such move (no knight can move to f4)
	// Zf3: move not understood ('Z' is not one of the English piece letters (K Q R B N), a file (a-h) or castling)
}

func ExampleParseTypedMove() {
	pos := rules.StartPosition()
	for _, typed := range []string{"Cf3", "Nf3", "Ke2"} {
		m, err := notation.ParseTypedMove(&pos, typed, notation.Spanish)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(typed, "is", notation.Spanish.SAN(&pos, m))
	}
	// Output:
	// Cf3 is Cf3
	// Nf3 is Cf3
	// notation: "Ke2": no such move: no king can move to e2; legal: Na3 Nc3 Nf3 Nh3 a3 b3 c3 d3 e3 f3 g3 h3 a4 b4 c4 d4 e4 f4 g4 h4
}
