package setup_test

import (
	"context"
	"fmt"
	"os"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/setup"
	"github.com/tactuschess/tactus/speech/speechd"
)

// Example opens the text path (Voice "" would pick the best one there
// is), says how announcements will reach the player, and announces a
// move.
func Example() {
	ctx := context.Background()
	s, err := setup.Open(ctx, setup.Config{Voice: setup.Text, Text: os.Stdout, Getenv: os.Getenv})
	if err != nil {
		fmt.Println("no speech:", setup.Reason(err))
		return
	}
	defer s.Close()
	fmt.Println(s.Path)
	out := s.Outputs(os.Stdout, speech.SpeakerOptions{})
	defer out.Close()
	out.Move(announce.Phrase{{Kind: announce.Piece, Text: "Springer"}, {Kind: announce.File, Text: "Gustav"},
		{Kind: announce.Rank, Text: "eins"}, {Kind: announce.File, Text: "Felix"}, {Kind: announce.Rank, Text: "drei"}})
	if err := out.Opponent.Wait(ctx); err != nil {
		fmt.Println(err)
	}
	// Output:
	// Printing announcements as text.
	// Springer Gustav eins Felix drei
}

// ExampleReason words why setup passed over speech-dispatcher and the
// sound device, for the one sentence the player is told.
func ExampleReason() {
	degraded := &setup.DegradedError{
		Speechd: fmt.Errorf("dial: %w", speechd.ErrNotRunning),
		Sound:   fmt.Errorf("malgo: open device: %w", speech.ErrUnavailable),
	}
	fmt.Printf("Printing announcements as text, since %s.\n", setup.Reason(degraded))
	// Output:
	// Printing announcements as text, since speech-dispatcher is not running and there is no working sound device.
}
