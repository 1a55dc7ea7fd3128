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

// policyString names a policy in the curve's lines.
func policyString(p Policy) string {
	other := ""
	if p.DoubtOther {
		other = ", doubt other"
	}
	return fmt.Sprintf("margin %4.0f, not legal %4.0f, doubt %4.0f%-13s", p.Margin, p.NotLegal, p.Doubt, other)
}

// policies are the ones the curve is drawn at and the policy is chosen
// from.
func policies() []Policy {
	var out []Policy
	for _, other := range []bool{true, false} {
		for _, notLegal := range []float64{-150, -50, 0, 50, 100, 150, 200, 300, 400, 600} {
			for _, doubt := range []float64{math.Inf(-1), -800, -600, -400, -300, -200, -100, -50, 0, 50, 100, 200, 300} {
				if doubt > notLegal {
					continue
				}
				for t := 0.0; t <= 1000; t += 50 {
					out = append(out, Policy{t, notLegal, doubt, other})
				}
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
	Policy
	n, nIllegal                   int
	right, wrong, notLegal, again float64
	misread                       float64
}

func (p point) String() string {
	return fmt.Sprintf("%v: right %5.1f %%  wrong %4.1f %%  not legal %4.1f %%  say again %5.1f %%;  wrong side read back %4.1f %%",
		policyString(p.Policy), 100*p.right, 100*p.wrong, 100*p.notLegal, 100*p.again, 100*p.misread)
}

// ok reports whether p meets the goal for wrong read-backs, of legal
// moves and of phrases of no legal move alike.
func (p point) ok() bool { return p.wrong <= goalWrong && p.misread <= goalWrong }

// judge decides the samples of cond ("" for all) under pol as
// Listener.Listen does.
func judge(samples []sample, cond string, pol Policy) point {
	p := point{Policy: pol}
	var right, wrong, notLegal, misread int
	for _, s := range samples {
		if cond != "" && s.cond != cond {
			continue
		}
		v := s.e.decide(pol)
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
// of the wrong side's (ties: fewer wrong, then the more careful policy:
// the higher margin, the wider doubt, the doubt of another legal move;
// then fewer legal moves said back as not legal); when none is, the
// fewest wrong.
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
		case a.Margin != b.Margin:
			return a.Margin > b.Margin
		case a.Doubt != b.Doubt:
			return a.Doubt < b.Doubt
		case a.DoubtOther != b.DoubtOther:
			return a.DoubtOther
		case a.notLegal != b.notLegal:
			return a.notLegal < b.notLegal
		}
		return a.NotLegal < b.NotLegal
	}
	best := point{Policy: Policy{Margin: math.NaN()}}
	for i, p := range pts {
		if i == 0 || better(p, best) {
			best = p
		}
	}
	return best
}

// curveTable writes the curve by margin at the open margin and doubts of
// pol, with the worst condition's wrong read-backs at each margin.
func curveTable(samples []sample, conds []condition, pol Policy) string {
	var b strings.Builder
	for t := 0.0; t <= 1000; t += 50 {
		q := pol
		q.Margin = t
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
	// heard as e2-e3 with margins 0..450; 10 heard right by a margin of
	// 900, whose shape search heard e2-e5, no legal move, 300 per second
	// worse. And 10 of e7-e5 said for White: 5 heard as e2-e4 by 1000,
	// the shape search's e2-e5 fitting 10 better; 5 heard as e2-e4 by
	// 500..700, its e2-e5 fitting 100 worse.
	e4, e3 := mv(t, "e2e4"), mv(t, "e2e3")
	worse := evidence{heard: eva("vier"), move: e4, margin: 900, open: eva("fuenf"), openGap: -300, openErr: announce.ErrNoSuchMove}
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
		misheard.margin, misheard.openGap = float64(500+50*i), -100
		samples = append(samples, sample{"x", misheard, 0})
	}
	inf := math.Inf(-1)
	p := judge(samples, "", Policy{0, -400, inf, true})
	if p.n != 100 || p.nIllegal != 10 || p.right != 0.80 || p.wrong != 0.10 || p.notLegal != 0.10 || math.Abs(p.again) > 1e-9 || p.misread != 0 {
		t.Errorf("%v, want right 80 %%, wrong 10 %%, not legal 10 %%, none of the wrong side read back", p)
	}
	// A higher not-legal gap: the ten fit clearly worse, a doubt: asked
	// again; without the doubt, read back on their margin, and so are
	// five of the wrong side.
	if p := judge(samples, "", Policy{0, -50, inf, true}); p.right != 0.80 || math.Abs(p.again-0.10) > 1e-9 || p.misread != 0 {
		t.Errorf("%v, want the ten asked again", p)
	}
	if p := judge(samples, "", Policy{0, -50, -50, false}); p.right != 0.90 || p.misread != 0.5 {
		t.Errorf("%v, want the ten read back, and five of the wrong side", p)
	}
	// A doubt down to 200 worse: the ten (300 worse) read back, the five
	// of the wrong side (100 worse) asked again.
	if p := judge(samples, "", Policy{0, 0, -200, true}); p.right != 0.90 || p.misread != 0 || p.notLegal != 0 {
		t.Errorf("%v, want the ten read back, the wrong side's asked again or not legal", p)
	}
	// Wrong ≤ 2 %: margins 0..450 in steps of 50, so two at ≥ 400, and
	// none of the wrong side; the graded doubt adds the ten.
	var pts []point
	for _, pol := range []Policy{{300, -50, -50, false}, {400, -150, inf, true}, {400, 0, -200, true}, {500, -50, inf, true}} {
		pts = append(pts, judge(samples, "", pol))
	}
	if c := choose(pts); c.Policy != (Policy{400, 0, -200, true}) || c.wrong != 0.02 || c.right != 0.50 {
		t.Errorf("choose: %v, want margin 400, doubt down to 200 worse (right 50 %%, wrong 2 %%)", c)
	}
	// None meets the goal: the fewest wrong.
	if c := choose(pts[:1]); c.Policy != (Policy{300, -50, -50, false}) {
		t.Errorf("choose without a policy meeting the goal: %v", c)
	}
	if p := judge(samples, "nobody", Policy{}); p.n != 0 || p.right != 0 {
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
