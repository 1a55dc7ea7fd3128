package announce_test

import (
	"fmt"
	"strings"
	"time"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/rules"
)

func ExampleVocabulary_Move() {
	pos := rules.StartPosition()
	m, _ := pos.ParseUCI("g1f3")
	fmt.Println(announce.AppendixD().Move(&pos, m, announce.Long))
	es, _ := announce.LookupVocabulary("spanish")
	fmt.Println(es.Move(&pos, m, announce.Short))
	// Output:
	// Springer Gustav eins Felix drei
	// Caballo f tres
}

func ExampleLanguage_Clock() {
	es, _ := announce.LookupLanguage("es")
	fmt.Println(es.Clock(5*time.Minute, 9*time.Second+500*time.Millisecond))
	sk, _ := announce.LookupLanguage("sk")
	for _, n := range []int{1, 3, 5} {
		fmt.Println(sk.MoveCount(n, -1))
	}
	// Output:
	// Blancas, 5 minutos; Negras, 9,5 segundos
	// 1 ťah odohraný
	// 3 ťahy odohrané
	// 5 ťahov odohraných
}

func ExampleSpellNumber() {
	es, _ := announce.LookupLanguage("es")
	for _, w := range es.Time(21*time.Hour + 21*time.Minute) {
		if w.Kind == announce.Number {
			words, _ := announce.SpellNumber(w)
			fmt.Println(w.Text, "=", strings.Join(words, " "))
		}
	}
	// Output:
	// 21 = veintiuna
	// 21 = veintiún
}

func ExamplePluralCategory() {
	for _, n := range []string{"1", "3", "5", "9,5"} {
		fmt.Println(n, announce.PluralCategory("sk", n))
	}
	// Output:
	// 1 one
	// 3 few
	// 5 other
	// 9,5 many
}
