package brf_test

import (
	"context"
	"fmt"
	"os"

	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/braille/brf"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
)

func ExampleWriteGames() {
	g := brf.Game{Title: []string{"Ana - Bo", "Club 2026"}, Start: rules.StartPosition()}
	p := g.Start
	for _, san := range []string{"f3", "e5", "g4", "Qh4#"} {
		m, _ := notation.ParseSAN(&p, san)
		_ = p.Play(m)
		g.Moves = append(g.Moves, m)
	}
	g.Result = "0-1"
	// Grade1 (the built-in UEB) for the headings; brf.Louis{} uses liblouis.
	opts := brf.Options{LineLength: 20, PageLength: 8, LineEnd: "\n", PageBreak: brf.NoBreak, Headings: brf.Grade1{}}
	w, err := brf.WriteGames(context.Background(), os.Stdout, braille.UK2015(), []brf.Game{g}, opts)
	fmt.Println(w.Pages, err)
	// Output:
	// ,ANA - ,BO
	// ,CLUB #BJBF
	//
	// 1 F3 E5
	// 2 G4 QH4>M
	// #J-#A
	//
	//                   #A
	// 1 <nil>
}

func ExampleGrade1_Line() {
	s, _ := braille.EncodeBRF(brf.Grade1{}.Line("Round 3, GM Müller 1/2-1/2"))
	fmt.Println(s)
	// Output:
	// ,round #c1 ,,gm ,m^3uller #a_/#b-#a_/#b
}
