package review

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"unicode/utf8"

	"github.com/tactuschess/tactus/rules/pgn"
)

// ErrNoGame is wrapped by Index.Game for a number that is not a game of
// the file.
var ErrNoGame = errors.New("review: no such game")

// ErrBadGame is wrapped by Index.Game for a game the reader could not read.
var ErrBadGame = errors.New("review: the game cannot be read")

// Entry is what the index keeps of one game: its number and the tags the
// list and the search need.
type Entry struct {
	// Number is the game's 1-based number in the file, as pgn.Reader
	// counts it (bad games count too).
	Number                                 int
	White, Black, Event, Site, Date, Round string
	// Result is the Result tag (or the movetext's when the tag is
	// missing), as written: "1-0", "0-1", "1/2-1/2", "*".
	Result       string
	ECO, Opening string
	// Plies is the number of plies of the main line.
	Plies int
	// Bad: the game could not be read; Problem is the reader's error
	// (a *pgn.Error), for the app to word.
	Bad     bool
	Problem error
}

// tag fields of a record, by position in record.tags.
const (
	fWhite = iota
	fBlack
	fEvent
	fSite
	fDate
	fRound
	fResult
	fECO
	fOpening
	nFields
)

// record is one game of the index: where it is and its tags as indexes
// into the index's string table (tags repeat: events, dates, openings).
type record struct {
	off   int64  // byte offset of the game's chunk
	size  uint32 // bytes of the chunk
	sub   uint32 // index of the game within its chunk
	bad   bool
	plies uint32
	tags  [nFields]uint32
}

// Index is a game index of one PGN file: per game its offset and a few
// tags, never the games themselves; Game reads one game again on demand.
type Index struct {
	src  io.ReaderAt
	recs []record
	strs []string
	bad  int
	// problems are the reader's errors of the bad games, by record.
	problems map[int]error
}

// builder holds what Build needs only while it reads.
type builder struct {
	ix  *Index
	ids map[string]uint32
	src bytes.Reader // the chunk being read
	rd  *pgn.Reader  // one reader for every chunk: its 64 KB buffer is allocated once
}

// Build reads the PGN of src (size bytes) once and indexes its games. A
// game that cannot be read is indexed as bad (see Entry.Bad) and counted;
// only a read error of src stops it.
func Build(src io.ReaderAt, size int64) (*Index, error) {
	b := &builder{ix: &Index{src: src, strs: []string{""}}, ids: map[string]uint32{"": 0}}
	b.rd = pgn.NewReader(&b.src)
	sp := newSplitter(io.NewSectionReader(src, 0, size))
	for {
		off, chunk, err := sp.next()
		if len(chunk) > 0 {
			if len(chunk) > 1<<32-1 {
				return nil, fmt.Errorf("review: a game at byte %d is larger than 4 GB", off)
			}
			b.chunk(off, chunk)
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("review: %w", err)
		}
	}
	b.ix.strs = append([]string(nil), b.ix.strs...)
	return b.ix, nil
}

// chunk indexes the games of one chunk of the file.
func (b *builder) chunk(off int64, chunk []byte) {
	b.src.Reset(chunk)
	r := b.rd
	r.Reset(&b.src)
	for sub := 0; ; sub++ {
		g, err := r.Next()
		if err == io.EOF {
			return
		}
		rec := record{off: off, size: uint32(len(chunk)), sub: uint32(sub)}
		if err != nil {
			rec.bad = true
			if b.ix.problems == nil {
				b.ix.problems = map[int]error{}
			}
			b.ix.problems[len(b.ix.recs)] = err
			b.ix.bad++
		} else {
			b.tags(&rec, g)
		}
		b.ix.recs = append(b.ix.recs, rec)
	}
}

// tags keeps the listed tags of g in rec.
func (b *builder) tags(rec *record, g *pgn.Game) {
	names := [...]string{fWhite: "White", fBlack: "Black", fEvent: "Event", fSite: "Site", fDate: "Date",
		fRound: "Round", fResult: "Result", fECO: "ECO", fOpening: "Opening"}
	for i, name := range names {
		v, _ := g.Tag(name)
		rec.tags[i] = b.intern(shown(v))
	}
	if res := string(g.Result); res != "" {
		rec.tags[fResult] = b.intern(res)
	}
	rec.plies = uint32(len(g.Moves))
}

// MaxShown is the most characters of a tag the list shows and keeps: a
// longer value (a hostile file's 70,000-character name) is cut to it and
// ends with "…"; the game itself, opened, says how long it was.
const MaxShown = 200

// shown is v cut to MaxShown characters.
func shown(v string) string {
	if utf8.RuneCountInString(v) <= MaxShown {
		return v
	}
	return string([]rune(v)[:MaxShown]) + "…"
}

// intern returns the index of s in the string table, adding it once.
func (b *builder) intern(s string) uint32 {
	if id, ok := b.ids[s]; ok {
		return id
	}
	id := uint32(len(b.ix.strs))
	b.ix.strs = append(b.ix.strs, s)
	b.ids[s] = id
	return id
}

// Len returns the number of games, bad ones included.
func (ix *Index) Len() int { return len(ix.recs) }

// Bad returns the number of games that could not be read.
func (ix *Index) Bad() int { return ix.bad }

// Entry returns game n (1-based); ok is false when there is none.
func (ix *Index) Entry(n int) (e Entry, ok bool) {
	if n < 1 || n > len(ix.recs) {
		return Entry{}, false
	}
	r := &ix.recs[n-1]
	s := func(f int) string { return ix.strs[r.tags[f]] }
	return Entry{Number: n, White: s(fWhite), Black: s(fBlack), Event: s(fEvent), Site: s(fSite),
		Date: s(fDate), Round: s(fRound), Result: s(fResult), ECO: s(fECO), Opening: s(fOpening),
		Plies: int(r.plies), Bad: r.bad, Problem: ix.problems[n-1]}, true
}

// Game reads game n (1-based) again from the file.
func (ix *Index) Game(n int) (*pgn.Game, error) {
	if n < 1 || n > len(ix.recs) {
		return nil, fmt.Errorf("%w: %d of %d", ErrNoGame, n, len(ix.recs))
	}
	rec := ix.recs[n-1]
	if rec.bad {
		return nil, fmt.Errorf("%w: game %d: %w", ErrBadGame, n, ix.problems[n-1])
	}
	buf := make([]byte, rec.size)
	if _, err := ix.src.ReadAt(buf, rec.off); err != nil && !(errors.Is(err, io.EOF) && len(buf) == int(rec.size)) {
		return nil, fmt.Errorf("review: game %d: %w", n, err)
	}
	r := pgn.NewReader(bytes.NewReader(buf))
	for i := 0; ; i++ {
		g, err := r.Next()
		if i < int(rec.sub) {
			if err == io.EOF {
				break
			}
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("%w: game %d: %w", ErrBadGame, n, err)
		}
		return g, nil
	}
	return nil, fmt.Errorf("%w: game %d changed in the file", ErrBadGame, n)
}

// splitter cuts a PGN stream into chunks, each starting where a game's
// tag section starts — a line opening with '[' after some movetext, outside
// a {…} comment, where pgn.Reader itself resumes after a bad game — or,
// for games without tags, at the movetext after a line that ended with a
// result outside comments and variations.
type splitter struct {
	r       *bufio.Reader
	off     int64 // offset of the next line
	start   int64 // offset of the chunk being built
	buf     []byte
	spare   []byte // the buffer of the chunk returned last
	err     error  // the read error that ends the stream
	moves   bool   // the chunk has movetext
	comment bool   // inside a {…} comment
	depth   int    // variations open
	ended   bool   // the movetext ended with a result at the end of a line
	tagOpen bool   // the last line ended inside a tag value (pgn.TagLeftOpen)
}

func newSplitter(r io.Reader) *splitter {
	return &splitter{r: bufio.NewReaderSize(r, 64<<10)}
}

// next returns the next chunk and its offset, valid until the call after;
// io.EOF once there is none left.
func (s *splitter) next() (int64, []byte, error) {
	for {
		if s.err != nil {
			chunk := s.buf
			s.buf = nil
			return s.start, chunk, s.err
		}
		line, err := s.readLine()
		s.err = err
		if len(line) == 0 {
			continue
		}
		text := line
		if s.off == 0 {
			text = bytes.TrimPrefix(line, []byte("\ufeff"))
		}
		if s.moves && (s.startsGame(text) || s.ended && s.startsMoves(text)) {
			chunk, off := s.buf, s.start
			s.buf, s.spare = append(s.spare[:0], line...), chunk
			s.start, s.moves, s.ended, s.depth = s.off, false, false, 0
			s.off += int64(len(line))
			s.scan(text)
			return off, chunk, nil
		}
		if len(s.buf) == 0 {
			s.start = s.off
		}
		s.buf = append(s.buf, line...)
		s.off += int64(len(line))
		s.scan(text)
	}
}

// readLine reads one line with its ending, however long.
func (s *splitter) readLine() ([]byte, error) {
	line, err := s.r.ReadSlice('\n')
	if !errors.Is(err, bufio.ErrBufferFull) {
		return line, err
	}
	long := append([]byte(nil), line...)
	for errors.Is(err, bufio.ErrBufferFull) {
		line, err = s.r.ReadSlice('\n')
		long = append(long, line...)
	}
	return long, err
}

// startsGame reports whether line opens a tag pair outside a comment.
func (s *splitter) startsGame(line []byte) bool {
	return !s.comment && len(line) > 0 && line[0] == '['
}

// startsMoves reports whether line opens movetext (not a comment or an
// escape), which after a result starts a game without tags.
func (s *splitter) startsMoves(line []byte) bool {
	t := bytes.TrimLeft(line, " \t\r\n")
	return !s.comment && len(t) > 0 && t[0] != '{' && t[0] != ';' && t[0] != '%' && t[0] != '['
}

// scan follows the comments and variations of a line, notes movetext and
// whether the line ends the movetext with a result.
func (s *splitter) scan(line []byte) {
	// a tag value broken across two lines: its rest is no movetext, as
	// pgn.Reader joins the two lines
	cont := s.tagOpen && pgn.TagContinues(line)
	s.tagOpen = !s.comment && pgn.TagLeftOpen(line)
	if cont {
		return
	}
	// a line opening with a quote is the broken rest of a tag pair
	if len(line) == 0 || !s.comment && (line[0] == '[' || line[0] == '%' || line[0] == '"') {
		return
	}
	end, moves := len(line), false
loop:
	for i, c := range line {
		switch {
		case s.comment:
			s.comment = c != '}'
		case c == '{':
			s.comment = true
		case c == ';':
			end = i
			break loop
		case c == '(':
			s.depth++
			moves = true
		case c == ')':
			s.depth = max(0, s.depth-1)
			moves = true
		case c > ' ':
			moves = true
		}
	}
	if !moves {
		return
	}
	s.moves = true
	last := bytes.TrimRight(line[:end], " \t\r\n")
	last = last[bytes.LastIndexAny(last, " \t")+1:]
	_, result := pgn.ParseResult(string(last))
	s.ended = result && !s.comment && s.depth == 0
}
