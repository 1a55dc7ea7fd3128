package shell

import "strings"

// Binding is one key of a full-screen view (the game's board, the
// review): the keys that give it, its help in the UI language, and what it
// does, of the view's own action type A (a function of the view's model,
// or the command word it types).
type Binding[A any] struct {
	Keys []string
	Help string
	Do   A
}

// KeyMap is the one key map type of the full-screen views: their keys in
// the order help gives them. The key help, shown and also spoken, is
// generated from it (Help), and a key press finds its binding (Find).
//
//	km := shell.KeyMap[string]{{Keys: []string{"right", "enter"}, Do: "next"}}
//	if b, ok := km.Find("enter"); ok { … b.Do …}
type KeyMap[A any] []Binding[A]

// Find returns the binding the key named key gives.
func (m KeyMap[A]) Find(key string) (Binding[A], bool) {
	for _, b := range m {
		for _, k := range b.Keys {
			if k == key {
				return b, true
			}
		}
	}
	return Binding[A]{}, false
}

// Line returns b's line of the key help: its keys, then its help ("c:
// both clocks.").
func (b Binding[A]) Line() string { return strings.Join(b.Keys, ", ") + ": " + b.Help + "." }
