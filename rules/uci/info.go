package uci

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/tactuschess/tactus/rules"
)

// Bound says whether a score is exact or only a bound found while the
// search was still looking.
type Bound uint8

// Bounds of a score.
const (
	Exact      Bound = iota // the score as searched
	LowerBound              // the score is at least this
	UpperBound              // the score is at most this
)

// Score is an engine's evaluation, from the point of view of the side to
// move in the position searched (UCI's convention) unless converted with
// ForWhite.
type Score struct {
	Mate  bool  // Value counts moves to mate instead of centipawns
	Value int   // centipawns; or moves until mate, negative when the side is mated (0: it is mated now)
	Bound Bound // exact, or a bound
}

// ForWhite returns the score from White's point of view, given the side
// to move in the position the engine searched. A mate score of 0 (the side
// to move is checkmated) stays 0: keep the side to move to say who.
func (s Score) ForWhite(sideToMove rules.Color) Score {
	if sideToMove == rules.Black {
		s.Value = -s.Value
		switch s.Bound {
		case LowerBound:
			s.Bound = UpperBound
		case UpperBound:
			s.Bound = LowerBound
		}
	}
	return s
}

// String writes the score as UCI does ("cp 35", "mate -3 lowerbound").
func (s Score) String() string {
	kind := "cp "
	if s.Mate {
		kind = "mate "
	}
	return kind + strconv.Itoa(s.Value) + [...]string{"", " lowerbound", " upperbound"}[s.Bound%3]
}

// Info is one "info" line of a search. Fields the line did not give are
// zero.
type Info struct {
	Depth, SelDepth int
	MultiPV         int // the line's rank when several are searched (1 is the best)
	Score           Score
	HasScore        bool
	Nodes, NPS      int64
	TBHits          int64
	Time            time.Duration // searched so far
	HashFull        int           // hash table use in thousandths
	PV              []rules.Move  // the principal variation, each move legal in turn
	CurrMove        rules.Move    // the root move being searched
	CurrMoveNumber  int
	String          string // the text of an "info string" line
	// Err is a problem with the line that did not stop the search: a
	// malformed field, or a PV move that is not legal (the PV then ends
	// before it). It is a *ProtocolError.
	Err error
}

// infoKeys are the keywords of an info line; a move list ends at one.
var infoKeys = map[string]bool{
	"depth": true, "seldepth": true, "time": true, "nodes": true, "pv": true, "multipv": true,
	"score": true, "currmove": true, "currmovenumber": true, "hashfull": true, "nps": true,
	"tbhits": true, "sbhits": true, "cpuload": true, "string": true, "refutation": true,
	"currline": true, "wdl": true,
}

// ParseInfo reads an engine's "info" line about a search of root. Unknown
// keywords are skipped, as the protocol asks; a malformed value or an
// illegal move is reported in Info.Err, keeping what was read.
func ParseInfo(line string, root *rules.Position) Info {
	f := strings.Fields(line)
	var in Info
	if len(f) == 0 || f[0] != "info" {
		in.Err = protocolErr(line, "not an info line")
		return in
	}
	for i := 1; i < len(f) && in.Err == nil; {
		key := f[i]
		if key == "string" {
			in.String = strings.Join(f[i+1:], " ")
			break
		}
		n, err := in.field(key, f[i+1:], root)
		if err != nil {
			in.Err = &ProtocolError{Line: shorten(line), Err: err}
		}
		i += 1 + n
	}
	return in
}

// field reads one keyword's values from rest and returns how many words
// it used.
func (in *Info) field(key string, rest []string, root *rules.Position) (int, error) {
	switch key {
	case "depth", "seldepth", "multipv", "currmovenumber", "hashfull", "cpuload", "time":
		return 1, in.small(key, rest)
	case "nodes", "nps", "tbhits", "sbhits":
		return 1, in.large(key, rest)
	case "score":
		return in.score(rest)
	case "currmove":
		if len(rest) == 0 {
			return 0, fmt.Errorf("currmove without a move")
		}
		m, err := root.ParseUCI(rest[0])
		if err != nil {
			return 1, fmt.Errorf("currmove: %w", err)
		}
		in.CurrMove = m
		return 1, nil
	case "pv":
		n := moveWords(rest)
		pv, err := replay(root, rest[:n])
		in.PV = pv
		return n, err
	case "refutation":
		return moveWords(rest), nil
	case "currline":
		return moveWords(rest), nil
	case "wdl":
		return min(3, len(rest)), nil
	}
	return 0, nil // an unknown keyword or a stray word
}

// small reads a keyword's non-negative int value.
func (in *Info) small(key string, rest []string) error {
	if len(rest) == 0 {
		return fmt.Errorf("%s without a value", key)
	}
	n, err := strconv.Atoi(rest[0])
	if err != nil || n < 0 {
		return fmt.Errorf("%s %q is not a whole number", key, rest[0])
	}
	switch key {
	case "depth":
		in.Depth = n
	case "seldepth":
		in.SelDepth = n
	case "multipv":
		in.MultiPV = n
	case "currmovenumber":
		in.CurrMoveNumber = n
	case "hashfull":
		in.HashFull = n
	case "time":
		in.Time = time.Duration(n) * time.Millisecond
	}
	return nil
}

// large reads a keyword's counter value.
func (in *Info) large(key string, rest []string) error {
	if len(rest) == 0 {
		return fmt.Errorf("%s without a value", key)
	}
	n, err := strconv.ParseInt(rest[0], 10, 64)
	if err != nil || n < 0 {
		return fmt.Errorf("%s %q is not a whole number", key, rest[0])
	}
	switch key {
	case "nodes":
		in.Nodes = n
	case "nps":
		in.NPS = n
	case "tbhits":
		in.TBHits = n
	}
	return nil
}

// score reads "cp N" or "mate N", then an optional bound.
func (in *Info) score(rest []string) (int, error) {
	if len(rest) < 2 || (rest[0] != "cp" && rest[0] != "mate") {
		return min(len(rest), 1), fmt.Errorf("score without cp or mate and a number")
	}
	v, err := strconv.Atoi(rest[1])
	if err != nil || v > 1e6 || v < -1e6 {
		return 2, fmt.Errorf("score %s %q is not a number", rest[0], rest[1])
	}
	in.Score, in.HasScore = Score{Mate: rest[0] == "mate", Value: v}, true
	if len(rest) > 2 {
		switch rest[2] {
		case "lowerbound":
			in.Score.Bound = LowerBound
			return 3, nil
		case "upperbound":
			in.Score.Bound = UpperBound
			return 3, nil
		}
	}
	return 2, nil
}

// moveWords counts the words before the next keyword.
func moveWords(rest []string) int {
	n := 0
	for n < len(rest) && !infoKeys[rest[n]] {
		n++
	}
	return n
}

// replay plays moves from root and returns the legal ones, up to the
// first that is not.
func replay(root *rules.Position, moves []string) ([]rules.Move, error) {
	pos := *root
	pv := make([]rules.Move, 0, len(moves))
	for i, s := range moves {
		m, err := pos.ParseUCI(s)
		if err != nil {
			return pv, fmt.Errorf("pv move %d (%s): %w", i+1, s, err)
		}
		if err := pos.Play(m); err != nil {
			return pv, fmt.Errorf("pv move %d (%s): %w", i+1, s, err)
		}
		pv = append(pv, m)
	}
	return pv, nil
}
