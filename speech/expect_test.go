package speech

import (
	"testing"
	"time"
)

func TestExpectedTime(t *testing.T) {
	if got := ExpectedTime(nil, 0); got != 0 {
		t.Errorf("no words: %v, want 0", got)
	}
	// "Springer" has 8 letters: 880 ms; "3" a digit: 500 ms; "ab" is a
	// short word: 300 ms; "," takes nothing.
	words := []string{"Springer", "3", "ab", ","}
	want := 500*time.Millisecond + 880*time.Millisecond + 500*time.Millisecond + 300*time.Millisecond
	if got := ExpectedTime(words, 0); got != want {
		t.Errorf("rate 0: %v, want %v", got, want)
	}
	if got := ExpectedTime(words, -100); got != 2*want {
		t.Errorf("rate -100: %v, want %v", got, 2*want)
	}
	if got := ExpectedTime(words, 100); got != want/2 {
		t.Errorf("rate 100: %v, want %v", got, want/2)
	}
	if got := ExpectedTime(words, 500); got != want/2 {
		t.Errorf("rate 500 is clamped to 100: %v, want %v", got, want/2)
	}
}
