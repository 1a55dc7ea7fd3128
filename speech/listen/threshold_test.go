package listen

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/rules"
)

// Goals of issue 25 for the read-backs: at least 90 % of the moves said
// read back right, at most 2 % read back wrong (the player must catch
// those in the read-back).
const (
	goalRight = 0.90
	goalWrong = 0.02
)

// A policy is how the listener decides: the margin over the rival
// (Threshold), the open margin of the shape search (OpenMargin), and the
// shape search's doubts that ask again (AllDoubts &^ IgnoreDoubts).
type policy struct {
	thr, open float64
	doubts    Doubt
}

func (p policy) String() string {
	d := map[Doubt]string{0: "no doubts", DoubtOther: "doubt other", DoubtWorse: "doubt worse", AllDoubts: "both doubts"}[p.doubts]
	return fmt.Sprintf("margin %4.0f, open %3.0f, %-12s", p.thr, p.open, d)
}

// policies are the ones the curve is drawn at.
func policies() []policy {
	var out []policy
	for _, doubt := range []Doubt{AllDoubts, DoubtOther, DoubtWorse, 0} {
		for _, open := range []float64{0, 50, 100, 150, 200, 300} {
			for t := 0.0; t <= 1000; t += 50 {
				out = append(out, policy{t, open, doubt})
			}
		}
	}
	return out
}

// A point of the curve: under a policy, of the legal moves said, the
// share read back right, read back wrong, said back as no legal move, and
// asked again otherwise (unsure, nothing); and of the phrases of no legal
// move (wrongSidePlies), the share read back as a legal move (misread).
type point struct {
	policy
	n, nIllegal                   int
	right, wrong, notLegal, again float64
	misread                       float64
}

func (p point) String() string {
	return fmt.Sprintf("%v: right %5.1f %%  wrong %4.1f %%  not legal %4.1f %%  say again %5.1f %%;  wrong side read back %4.1f %%",
		p.policy, 100*p.right, 100*p.wrong, 100*p.notLegal, 100*p.again, 100*p.misread)
}

// ok reports whether p meets the goal for wrong read-backs, of legal
// moves and of phrases of no legal move alike.
func (p point) ok() bool { return p.wrong <= goalWrong && p.misread <= goalWrong }

// judge decides the samples of cond ("" for all) under pol as
// Listener.Listen does.
func judge(samples []sample, cond string, pol policy) point {
	p := point{policy: pol}
	var right, wrong, notLegal, misread int
	for _, s := range samples {
		if cond != "" && s.cond != cond {
			continue
		}
		v := s.e.decide(pol.thr, pol.open, pol.doubts)
		if s.said == 0 {
			p.nIllegal++
			if v.Kind == Heard && v.Command == "" {
				misread++
			}
			continue
		}
		p.n++
		switch {
		case v.Kind == Heard && v.Command == "" && v.Move == s.said:
			right++
		case v.Kind == Heard:
			wrong++
		case v.Kind == NotLegal:
			notLegal++
		}
	}
	p.right, p.wrong, p.notLegal = rate(right, p.n), rate(wrong, p.n), rate(notLegal, p.n)
	p.misread = rate(misread, p.nIllegal)
	p.again = 1 - p.right - p.wrong - p.notLegal
	return p
}

// choose returns the point that best meets the goals: the most right
// among those with at most goalWrong wrong read-backs, of legal moves and
// of the wrong side's (ties: fewer wrong, more doubts, then the higher
// margins, the default open margin); when none is, the fewest wrong.
func choose(pts []point) point {
	better := func(a, b point) bool { // a before b
		aw, bw := max(a.wrong, a.misread), max(b.wrong, b.misread)
		switch {
		case a.ok() != b.ok():
			return a.ok()
		case !a.ok() && aw != bw:
			return aw < bw
		case a.right != b.right:
			return a.right > b.right
		case aw != bw:
			return aw < bw
		case a.doubts != b.doubts:
			return a.doubts > b.doubts
		case a.thr != b.thr:
			return a.thr > b.thr
		}
		// with both doubts the open margin only tells not legal from
		// say again: the corpus cannot choose it, the default stays
		return a.open == DefaultOpenMargin && b.open != DefaultOpenMargin
	}
	best := point{policy: policy{thr: math.NaN()}}
	for i, p := range pts {
		if i == 0 || better(p, best) {
			best = p
		}
	}
	return best
}

// curveTable writes the curve by margin at the open margin and doubts of
// pol, with the worst condition's wrong read-backs at each margin.
func curveTable(samples []sample, conds []condition, pol policy) string {
	var b strings.Builder
	for t := 0.0; t <= 1000; t += 50 {
		q := pol
		q.thr = t
		p := judge(samples, "", q)
		worst, name := 0.0, ""
		for _, c := range conds {
			if w := judge(samples, c.name, q); max(w.wrong, w.misread) > worst {
				worst, name = max(w.wrong, w.misread), c.name
			}
		}
		fmt.Fprintf(&b, "%v  worst voice wrong %4.1f %% (%s)\n", p, 100*worst, name)
	}
	return b.String()
}

func TestChooseThreshold(t *testing.T) {
	eva := func(rank string) string { return "eva zwei eva " + rank }
	// 100 utterances of e2-e4: 80 heard right with margins 0..790; 10
	// heard as e2-e3 with margins 0..450; 10 whose shape search heard
	// e2-e5, no legal move, 100 per second worse than e2-e4. And 10 of
	// e7-e5 said for White: 5 heard as e2-e5, 5 as e2-e4 with margins
	// 500..700 (the shape search heard e2-e5 100 per second worse).
	e4, e3 := mv(t, "e2e4"), mv(t, "e2e3")
	worse := evidence{heard: eva("vier"), move: e4, margin: 900, open: eva("fuenf"), openGap: -100, openErr: announce.ErrNoSuchMove}
	var samples []sample
	for i := range 80 {
		samples = append(samples, sample{"x", evidence{heard: eva("vier"), move: e4, margin: float64(10 * i)}, e4})
	}
	for i := range 10 {
		samples = append(samples, sample{"x", evidence{heard: eva("drei"), move: e3, margin: float64(50 * i)}, e4})
	}
	for range 10 {
		samples = append(samples, sample{"x", worse, e4})
	}
	for i := range 5 {
		samples = append(samples, sample{"x", evidence{heard: eva("vier"), move: e4, margin: 1000,
			open: eva("fuenf"), openGap: 10, openErr: announce.ErrNoSuchMove}, 0})
		misheard := worse
		misheard.margin = float64(500 + 50*i)
		samples = append(samples, sample{"x", misheard, 0})
	}
	p := judge(samples, "", policy{0, 150, AllDoubts})
	if p.n != 100 || p.nIllegal != 10 || p.right != 0.80 || p.wrong != 0.10 || p.notLegal != 0.10 || math.Abs(p.again) > 1e-9 || p.misread != 0 {
		t.Errorf("%v, want right 80 %%, wrong 10 %%, not legal 10 %%, none of the wrong side read back", p)
	}
	// A smaller open margin: the ten fit clearly worse, a doubt: asked
	// again; without the doubt, read back on their margin, and so are
	// the five of the wrong side.
	if p := judge(samples, "", policy{0, 50, AllDoubts}); p.right != 0.80 || math.Abs(p.again-0.10) > 1e-9 || p.misread != 0 {
		t.Errorf("%v, want the ten asked again", p)
	}
	if p := judge(samples, "", policy{0, 50, DoubtOther}); p.right != 0.90 || p.misread != 0.5 {
		t.Errorf("%v, want the ten read back, and five of the wrong side", p)
	}
	// Wrong ≤ 2 %: margins 0..450 in steps of 50, so two at ≥ 400, and
	// none of the wrong side; without the doubt of a phrase that fits
	// worse, 50 % right at 400, but 10 % of the wrong side read back.
	var pts []point
	for _, pol := range []policy{{300, 50, 0}, {400, 150, AllDoubts}, {400, 50, DoubtOther}, {500, 50, AllDoubts}} {
		pts = append(pts, judge(samples, "", pol))
	}
	if c := choose(pts); c.policy != (policy{400, 150, AllDoubts}) || c.wrong != 0.02 || c.right != 0.40 {
		t.Errorf("choose: %v, want margin 400 with both doubts (right 40 %%, wrong 2 %%)", c)
	}
	// None meets the goal: the fewest wrong.
	if c := choose(pts[:1]); c.policy != (policy{300, 50, 0}) {
		t.Errorf("choose without a policy meeting the goal: %v", c)
	}
	if p := judge(samples, "nobody", policy{}); p.n != 0 || p.right != 0 {
		t.Errorf("no samples: %v", p)
	}
}

func mv(t *testing.T, uci string) rules.Move {
	t.Helper()
	pos := rules.StartPosition()
	m, err := pos.ParseUCI(uci)
	if err != nil {
		t.Fatal(err)
	}
	return m
}
