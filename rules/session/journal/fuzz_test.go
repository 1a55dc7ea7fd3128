package journal

import (
	"errors"
	"io"
	"runtime"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/rules/session"
)

// FuzzParse checks that Parse never panics, and that a line it reads is
// written back by Format as one line that reads as the same action.
func FuzzParse(f *testing.F) {
	for _, a := range everyKind() {
		f.Add(Format(a))
	}
	for _, c := range configs() {
		f.Add(Format(session.Action{Seq: 1, Actor: session.Arbiter(), Kind: session.Begin, Config: c}))
	}
	for _, body := range []string{
		"1 0.000 - white press", `2 1.5 2026-11-22T10:00:04.250Z WHITE move "e2 e4"`,
		`3 0 - arbiter declare 1-0 "x"y`, `4 0.000 - arbiter begin white="a"b black=`,
		"5 1e3 - white press", "6 0.000 - black-assistant touch h8", "7 0.000 - arbiter time white 0",
		"8 0.000 2026-11-22T10:00:04.250+01:00 white press", "9 0.000 - arbiter restore +3",
		`10 0.000 - arbiter declare "1 0" x`, "11 0.000 2026-11-22T10:00:04.2501Z white press",
		"12 0.000 0000-01-01T00:00:00+01:00 white press",
		"13 0.000 - white press id=reply-0001", `14 0.000 - white seal "x id=y" id=z`, "15 0.000 - white move e2e4 id=a id=b",
		`16 0.000 - arbiter begin white=a black=b id=c`,
	} {
		f.Add(seal(body))
		f.Add(body)
	}
	f.Fuzz(func(t *testing.T, line string) {
		a, err := Parse(line)
		if err != nil {
			return
		}
		out := Format(a)
		if strings.ContainsAny(out, "\n\r") {
			t.Fatalf("Format(Parse(%q)) = %q has a line break", line, out)
		}
		if len(out) >= MaxLine {
			return // Read would refuse it; Parse on its own has no limit
		}
		b, err := Parse(out)
		if err != nil {
			t.Fatalf("Parse(%q) = %+v, but Parse(Format(that) = %q): %v", line, a, out, err)
		}
		if !sameAction(a, b) {
			t.Fatalf("Parse(%q) = %+v, but Parse(Format(that) = %q) = %+v", line, a, out, b)
		}
		if again := Format(b); again != out {
			t.Fatalf("Format is not stable: %q then %q", out, again)
		}
	})
}

// FuzzRead checks that Read never panics; that what it reads is numbered
// from 1 and formats back; and that the good part it keeps (what Open keeps
// of a torn journal) reads alone as the same actions, and takes one more.
func FuzzRead(f *testing.F) {
	g := game()
	f.Add(text(g...))
	f.Add(text(g[:3]...) + g[3][:12])
	f.Add(text(g[:3]...) + g[3])
	f.Add(text(g[0], g[2], g[1]))
	f.Add(text(g[0], strings.Replace(g[1], "e2e4", "e2e3", 1), g[2]))
	f.Add(seal("tactus journal 3") + "\n" + g[0] + "\n")
	f.Add(seal("tactus journal 1") + "\n" + g[0] + "\n")
	f.Add("tactus journal 3 x\n")
	f.Add("")
	f.Add(Header())
	f.Add(Header() + "\n")
	f.Add(text(g...) + "\n\n")
	f.Add(strings.ReplaceAll(text(g...), "\n", "\r\n"))
	f.Add(bom + text(g...))
	f.Add(text(g...) + "gar\nbage")
	f.Add(text(g...) + "garbage\n")
	var every []string
	for _, a := range everyKind() {
		every = append(every, Format(a))
	}
	f.Add(text(every...))
	f.Fuzz(func(t *testing.T, in string) {
		actions, torn, good, err := read(strings.NewReader(in))
		if err != nil {
			if actions != nil || torn != nil {
				t.Fatalf("an error (%v) with %d actions and torn %v", err, len(actions), torn)
			}
			var d *Damage
			if !errors.As(err, &d) {
				t.Fatalf("the error %v is not a *Damage", err)
			}
			if d.Kind != LineBad && d.Kind != LastLineBad {
				return
			}
			// what comes before the damaged line reads whole: Salvage
			// goes on from it
			if d.Good >= int64(len(in)) {
				t.Fatalf("a damaged line at %d, but the good part is all %d bytes", d.Line, len(in))
			}
			before, torn, err := Read(strings.NewReader(in[:d.Good]))
			if err != nil || torn != nil || len(before) != d.Actions || d.Line != d.Actions+2 {
				t.Fatalf("damage %+v, but the good part reads as %d actions, torn %v, %v", d, len(before), torn, err)
			}
			return
		}
		if good > int64(len(in)) {
			t.Fatalf("good part %d is longer than the input %d", good, len(in))
		}
		for i, a := range actions {
			if a.Seq != i+1 {
				t.Fatalf("action %d has number %d", i+1, a.Seq)
			}
			if _, err := Parse(Format(a)); err != nil {
				t.Fatalf("action %d (%+v) does not format back: %v", i+1, a, err)
			}
		}
		if torn != nil && torn.Line != len(actions)+2 {
			t.Fatalf("torn line %d after %d actions and the header", torn.Line, len(actions))
		}
		if torn == nil && good != int64(len(in)) {
			t.Fatalf("no torn line, but only %d of %d bytes are good", good, len(in))
		}
		kept := in[:good]
		again, torn2, err := Read(strings.NewReader(kept))
		if err != nil || torn2 != nil || len(again) != len(actions) {
			t.Fatalf("the good part %q reads as %d actions, torn %v, %v; want %d", kept, len(again), torn2, err, len(actions))
		}
		next := session.Action{Seq: len(actions) + 1, Actor: session.Arbiter(), Kind: session.Pause}
		more, torn3, err := Read(strings.NewReader(kept + Format(next) + "\n"))
		if err != nil || torn3 != nil || len(more) != len(actions)+1 {
			t.Fatalf("appending to the good part: %d actions, torn %v, %v; want %d", len(more), torn3, err, len(actions)+1)
		}
	})
}

// TestReadBoundedMemory reads a journal whose last line never ends: the
// reader keeps at most about MaxLine bytes of it.
func TestReadBoundedMemory(t *testing.T) {
	const size = 64 << 20
	r := &endless{prefix: Header() + "\n", n: size}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	actions, torn, err := Read(r)
	runtime.ReadMemStats(&after)
	if err != nil || torn == nil || torn.Line != 2 || len(actions) != 0 {
		t.Fatalf("Read: %d actions, torn %v, %v; want line 2 torn", len(actions), torn, err)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 8*MaxLine {
		t.Errorf("reading a %d-byte line allocated %d bytes, want at most %d", size, alloc, 8*MaxLine)
	}
}

// endless reads as prefix followed by n bytes 'x'.
type endless struct {
	prefix string
	n      int
}

func (e *endless) Read(p []byte) (int, error) {
	if e.prefix != "" {
		k := copy(p, e.prefix)
		e.prefix = e.prefix[k:]
		return k, nil
	}
	if e.n == 0 {
		return 0, io.EOF
	}
	k := min(len(p), e.n)
	for i := range k {
		p[i] = 'x'
	}
	e.n -= k
	return k, nil
}
