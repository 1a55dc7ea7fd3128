package script

import "testing"

// A # glued to a move is a mate sign, not a comment.
func TestMateSignIsNotAComment(t *testing.T) {
	l, ok, err := ParseLine("3 white seal Qxf7# # sealed at the end of the session", 1)
	if err != nil || !ok || l.Arg() != "Qxf7#" {
		t.Fatalf("got %q %v %v", l.Arg(), ok, err)
	}
	if _, ok, _ := ParseLine("# only a comment", 2); ok {
		t.Fatal("a comment line was read as an action")
	}
}
