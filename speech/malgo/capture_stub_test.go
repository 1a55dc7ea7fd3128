//go:build !cgo

package malgo

import (
	"context"
	"errors"
	"testing"

	"github.com/tactuschess/tactus/speech"
)

func TestCaptureNotInBuild(t *testing.T) {
	if err := Capture(context.Background(), CaptureOptions{}, nil); !errors.Is(err, speech.ErrNotInBuild) {
		t.Fatal(err)
	}
}
