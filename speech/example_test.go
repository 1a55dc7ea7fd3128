package speech_test

import (
	"context"
	"fmt"
	"os"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/speech"
)

// failingVoice stands for a speech service that has gone.
type failingVoice struct{}

func (failingVoice) Speak(context.Context, speech.Utterance) error { return speech.ErrUnavailable }

// ExampleSpeaker announces a move and says it again on request, through
// the text voice (a screen reader's path).
func ExampleSpeaker() {
	sp := speech.NewSpeaker(speech.NewTextVoice(os.Stdout), speech.SpeakerOptions{})
	defer sp.Close()
	sp.Say(announce.Phrase{{Kind: announce.Piece, Text: "Springer"}, {Kind: announce.File, Text: "Felix"},
		{Kind: announce.Rank, Text: "drei"}}, speech.Move)
	sp.Repeat()
	if err := sp.Wait(context.Background()); err != nil {
		fmt.Println(err)
	}
	// Output:
	// Springer Felix drei
	// Springer Felix drei
}

// ExampleChain falls back from a voice that fails to the next one.
func ExampleChain() {
	v := speech.Chain{failingVoice{}, speech.NewTextVoice(os.Stdout)}
	err := v.Speak(context.Background(), speech.Utterance{Phrase: announce.Phrase{{Kind: announce.Keyword, Text: "Matt"}}})
	fmt.Println(err)
	// Output:
	// Matt
	// <nil>
}
