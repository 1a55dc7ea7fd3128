package notation_test

import (
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
