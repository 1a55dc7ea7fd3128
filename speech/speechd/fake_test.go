package speechd

import (
	"bufio"
	"context"
	"errors"
	"net"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/ssip"
)

// mute is a speech-dispatcher that accepts everything and never speaks,
// as the real one does when its output module has no sound device.
func mute(t *testing.T) ssip.Address {
	sock := filepath.Join(t.TempDir(), "s")
	l, err := net.Listen("unix", sock)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	go func() {
		c, err := l.Accept()
		if err != nil {
			return
		}
		defer c.Close()
		r := bufio.NewReader(c)
		for {
			line, err := r.ReadString('\n')
			if err != nil {
				return
			}
			switch {
			case strings.HasPrefix(line, "SPEAK"):
				c.Write([]byte("230 OK RECEIVING DATA\r\n"))
				for line != ".\r\n" && err == nil {
					line, err = r.ReadString('\n')
				}
				c.Write([]byte("225-1\r\n225 OK MESSAGE QUEUED\r\n"))
			case strings.HasPrefix(line, "CANCEL"):
				c.Write([]byte("213 OK CANCELED\r\n"))
			default:
				c.Write([]byte("200 OK\r\n"))
			}
		}
	}()
	return ssip.Address{Network: "unix", Addr: sock}
}

func TestNoBegin(t *testing.T) {
	ctx := context.Background()
	v, err := New(ctx, Options{Address: mute(t), BeginTimeout: 20 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer v.Close()
	err = v.Speak(ctx, speech.Utterance{Phrase: phrase("Matt")})
	if !errors.Is(err, ErrNoBegin) {
		t.Fatalf("Speak = %v, want ErrNoBegin", err)
	}
}

func phrase(s string) announce.Phrase {
	var p announce.Phrase
	for _, w := range strings.Fields(s) {
		p = append(p, announce.Word{Kind: announce.Text, Text: w})
	}
	return p
}

func TestEndLimit(t *testing.T) {
	if got := endLimit(10, 0); got != 10*time.Second {
		t.Errorf("endLimit(10, 0) = %v", got)
	}
	if got := endLimit(10, -100); got != 17*time.Second {
		t.Errorf("endLimit(10, -100) = %v", got)
	}
	if got := endLimit(10, 100); got != 6500*time.Millisecond {
		t.Errorf("endLimit(10, 100) = %v", got)
	}
}
