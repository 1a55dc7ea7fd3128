package listen

import (
	"context"
	"errors"
	"testing"
	"time"
)

// TestNextUtterance: always-on listening stops after the speech and the
// quiet that follows it, not at the end of the recording.
func TestNextUtterance(t *testing.T) {
	pcm := append(utterance(), make([]int16, 5*Rate)...) // speech ends at 1.25 s
	got, err := NextUtterance(context.Background(), FromPCM(pcm), 400*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	end := Rate*5/4 + Rate*4/10
	if len(got) < end || len(got) > end+Rate/10 {
		t.Errorf("stopped after %v, want about %v", Duration(len(got)), Duration(end))
	}
	if _, err := NextUtterance(context.Background(), FromPCM(make([]int16, 11*Rate)), time.Second); !errors.Is(err, ErrTooLong) {
		t.Errorf("silence: %v", err)
	}
	got, err = NextUtterance(context.Background(), FromPCM(utterance()[:Rate]), time.Second)
	if err != nil || len(got) != Rate {
		t.Errorf("the source ended: %d samples, %v", len(got), err)
	}
}

// TestPushToTalk: the recording is what the source gave until the key
// was released (ctx done), cut at MaxUtterance.
func TestPushToTalk(t *testing.T) {
	ctx, release := context.WithCancel(context.Background())
	n := 0
	src := func(ctx context.Context, frames func([]int16) bool) error {
		for ctx.Err() == nil {
			if n++; n == 30 {
				release() // the key comes up after 30 chunks
			}
			if !frames(make([]int16, frame)) {
				return nil
			}
		}
		return nil
	}
	got, err := PushToTalk(ctx, src)
	if err != nil || len(got) != 30*frame {
		t.Fatalf("%d samples, %v", len(got), err)
	}
	got, err = PushToTalk(context.Background(), FromPCM(make([]int16, 12*Rate)))
	if err != nil || len(got) != Format.Samples(MaxUtterance) {
		t.Fatalf("held down: %d samples, %v", len(got), err)
	}
}
