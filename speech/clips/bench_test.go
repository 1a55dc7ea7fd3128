package clips

import (
	"context"
	"testing"
	"time"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/assets"
	"github.com/tactuschess/tactus/speech"
)

// signalSink reports each Play at once and plays nothing.
type signalSink chan struct{}

func (s signalSink) Format() speech.Format { return speech.Mono(assets.SampleRate) }
func (s signalSink) Close() error          { return nil }
func (s signalSink) Play(ctx context.Context, pcm []int16) error {
	s <- struct{}{}
	return nil
}

var move = announce.Phrase{
	{Kind: announce.Piece, Text: "Springer", Lang: "de"}, {Kind: announce.File, Text: "Gustav", Lang: "de"},
	{Kind: announce.Rank, Text: "eins", Lang: "de"}, {Kind: announce.File, Text: "Felix", Lang: "de"},
	{Kind: announce.Rank, Text: "drei", Lang: "de"}, {Kind: announce.Keyword, Text: "Schach", Lang: "de"},
}

// BenchmarkMoveToFirstFrame measures a confirmed move, from Speaker.Say to
// its first PCM being handed to the sink, with the clip voice (goal: under
// 2 ms).
func BenchmarkMoveToFirstFrame(b *testing.B) {
	sink := make(signalSink)
	sp := speech.NewSpeaker(Voice{Renderer: NewRenderer(Options{}), Sink: sink}, speech.SpeakerOptions{})
	defer sp.Close()
	var worst time.Duration
	for b.Loop() {
		start := time.Now()
		sp.Say(move, speech.Move)
		<-sink
		worst = max(worst, time.Since(start))
	}
	b.ReportMetric(float64(worst.Microseconds())/1000, "ms-worst")
}

// BenchmarkRenderMove renders a six-word move from cold clips each time.
func BenchmarkRenderMove(b *testing.B) {
	f := speech.Mono(assets.SampleRate)
	for b.Loop() {
		r := NewRenderer(Options{})
		if _, err := r.Render(context.Background(), speech.Utterance{Phrase: move}, f); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRenderMoveFast renders the move at rate 50 (time-stretched).
func BenchmarkRenderMoveFast(b *testing.B) {
	f := speech.Mono(assets.SampleRate)
	r := NewRenderer(Options{})
	for b.Loop() {
		if _, err := r.Render(context.Background(), speech.Utterance{Phrase: move, Rate: 50}, f); err != nil {
			b.Fatal(err)
		}
	}
}
