package input

import (
	"bufio"
	"io"
)

// Lines reads typed lines from a reader on its own goroutine, so a
// screen's loop can wait for a line and its other inputs at once: the
// game's plain mode, review's, join's and practice's (one reader for
// every game of the session).
type Lines struct {
	c    chan string
	stop chan struct{}
	err  error // set before c is closed
}

// NewLines starts reading r. Stop lets the reader go when the screen ends
// before the input does.
func NewLines(r io.Reader) *Lines {
	l := &Lines{c: make(chan string), stop: make(chan struct{})}
	go func() {
		defer close(l.c)
		sc := bufio.NewScanner(r)
		sc.Buffer(make([]byte, 4096), 64<<10)
		for sc.Scan() {
			select {
			case l.c <- sc.Text():
			case <-l.stop:
				return
			}
		}
		l.err = sc.Err()
	}()
	return l
}

// Stop tells the reader to stop at its next line.
func (l *Lines) Stop() {
	select {
	case <-l.stop:
	default:
		close(l.stop)
	}
}

// C returns the channel of lines; it is closed at the end of the input.
func (l *Lines) C() <-chan string { return l.c }

// Err returns the read error that ended the input, nil at a clean end (or
// after Stop); call it after C is closed.
func (l *Lines) Err() error { return l.err }
