package review_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/tactuschess/tactus/assets"
	"github.com/tactuschess/tactus/cmd/tactus/internal/review"
	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/clips"
)

// firstSample is a sink that plays nothing and tells when an utterance's
// first samples are handed to it.
type firstSample struct {
	mu    sync.Mutex
	armed bool
	at    chan time.Time
}

func (s *firstSample) Format() speech.Format { return speech.Mono(assets.SampleRate) }
func (s *firstSample) Close() error          { return nil }
func (s *firstSample) Play(context.Context, []int16) error {
	now := time.Now()
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.armed {
		s.armed = false
		s.at <- now
	}
	return nil
}

// BenchmarkNextToFirstSample is `next` typed until the first samples of
// the move's phrase reach the sound device: review's step, the phrase, a
// speech.Speaker and the embedded clips voice, into a sink that plays
// nothing (a real device adds its own latency).
func BenchmarkNextToFirstSample(b *testing.B) {
	ctx := context.Background()
	r := review.New(review.Options{Index: open(b)})
	r.Open(1)
	sink := &firstSample{at: make(chan time.Time, 1)}
	voice := clips.Voice{Renderer: clips.NewRenderer(clips.Options{}), Sink: sink}
	sp := speech.NewSpeaker(voice, speech.SpeakerOptions{OnError: func(err error) { b.Log(err) }})
	defer sp.Close()
	var total, worst time.Duration
	n := 0
	for b.Loop() {
		b.StopTimer()
		if err := sp.Wait(ctx); err != nil {
			b.Fatal(err)
		}
		sink.mu.Lock()
		sink.armed = true
		sink.mu.Unlock()
		b.StartTimer()
		start := time.Now()
		l := r.Do(ctx, "next")
		if l[0].Kind != review.Move || len(l[0].Phrase) == 0 {
			b.StopTimer()
			sink.mu.Lock()
			sink.armed = false
			sink.mu.Unlock()
			r.Do(ctx, "start")
			b.StartTimer()
			continue
		}
		sp.Say(l[0].Phrase, speech.Move)
		var at time.Time
		select {
		case at = <-sink.at:
		case <-time.After(10 * time.Second):
			b.Fatalf("no sound for %q (%v)", l[0].Phrase, sp.LastError())
		}
		d := at.Sub(start)
		total += d
		worst = max(worst, d)
		n++
	}
	if n > 0 {
		b.ReportMetric(float64(total.Microseconds())/float64(n)/1000, "ms/move")
		b.ReportMetric(float64(worst.Microseconds())/1000, "worst-ms")
	}
}
