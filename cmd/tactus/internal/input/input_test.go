package input

import "testing"

// TestText: on a screen that takes typed lines only, a typed line, a move
// made on the display or by an engine and the listen chord stand for the
// lines they were before; a station's call, a voice result, a press token
// and a tick stand for no line.
func TestText(t *testing.T) {
	for _, tt := range []struct {
		m    Msg
		want string
		ok   bool
	}{
		{Line{Text: "e4", From: Keyboard}, "e4", true},
		{Line{Text: "", From: Prompt}, "", true},
		{BrailleMove{Move: "e7e8q"}, "e7e8q", true},
		{EngineMove{Move: "g8f6"}, "g8f6", true},
		{Listen{}, "listen", true},
		{StationCall{ID: 3, Role: 1}, "", false},
		{Utterance{ID: 1}, "", false},
		{Heard{ID: 1}, "", false},
		{Said{Token: 2}, "", false},
		{Tick{}, "", false},
	} {
		got, ok := Text(tt.m)
		if got != tt.want || ok != tt.ok {
			t.Errorf("Text(%#v) = %q, %v; want %q, %v", tt.m, got, ok, tt.want, tt.ok)
		}
	}
}
