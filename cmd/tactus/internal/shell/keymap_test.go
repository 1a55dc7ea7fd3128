package shell

import "testing"

// TestKeyMap: a key finds the first binding that names it, a key no
// binding names finds none, and a help line names every key of its
// binding before its help.
func TestKeyMap(t *testing.T) {
	km := KeyMap[string]{
		{Keys: []string{"right", "enter"}, Help: "next move", Do: "next"},
		{Keys: []string{"left"}, Help: "move back", Do: "back"},
		{Keys: []string{"enter"}, Help: "never reached", Do: "other"},
	}
	for key, want := range map[string]string{"right": "next", "enter": "next", "left": "back"} {
		if b, ok := km.Find(key); !ok || b.Do != want {
			t.Errorf("Find(%q) = %q, %v; want %q", key, b.Do, ok, want)
		}
	}
	if b, ok := km.Find("x"); ok {
		t.Errorf("Find(x) found %q", b.Do)
	}
	if got := km[0].Line(); got != "right, enter: next move." {
		t.Errorf("Line() = %q", got)
	}
}
