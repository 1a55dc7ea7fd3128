package table

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/narrate"
	"github.com/tactuschess/tactus/rules/session"
)

// Spoken returns outs as a voice says them: each run of answer lines (the
// board rank by rank, the scoresheet, the help) becomes one output whose
// phrase says every line, in order, with a pause between them, so that a
// voice that lets the newest answer replace an older one still says the
// whole answer; the next question interrupts it. Every other output is
// said as it is. The lines printed and shown are outs themselves.
func (g *Game) Spoken(outs []Output) []Output {
	var spoken []Output
	for i := 0; i < len(outs); {
		j := i + 1
		for j < len(outs) && joins(outs[i]) && joins(outs[j]) {
			j++
		}
		if j-i == 1 {
			spoken = append(spoken, outs[i])
		} else {
			spoken = append(spoken, g.oneUtterance(outs[i:j]))
		}
		i = j
	}
	return spoken
}

// joins reports whether o is an answer line a longer answer is said with.
func joins(o Output) bool {
	return o.Kind == Answer && !o.Move && !o.Quiet && !o.Question && !o.Ending && o.Press == 0
}

// oneUtterance returns the answer lines as one output: their phrases (a
// line without one is its text in the UI language), each line ended by a
// pause.
func (g *Game) oneUtterance(lines []Output) Output {
	out := Output{Kind: Answer}
	var texts []string
	for _, o := range lines {
		texts = append(texts, o.Text)
		out.Clock = out.Clock || o.Clock
		p := o.Phrase
		if len(p) == 0 {
			p = announce.Phrase{{Kind: announce.Text, Text: o.Text, Lang: g.textLang()}}
		}
		if last := p[len(p)-1]; !strings.HasSuffix(last.Text, ".") && !strings.HasSuffix(last.Text, "?") &&
			!strings.HasSuffix(last.Text, "!") && !strings.HasSuffix(last.Text, ":") {
			p = append(p[:len(p):len(p)], announce.Word{Kind: announce.Pause, Text: "."})
		}
		out.Phrase = append(out.Phrase, p...)
		out.Lines = append(out.Lines, p)
	}
	out.Text = strings.Join(texts, " ")
	return out
}

// textLang is the language tag of the UI's own sentences as a voice
// takes it: "" for English, the default.
func (g *Game) textLang() string {
	if g.ui == nil || g.ui.Tag == "en" {
		return ""
	}
	return g.ui.Tag
}

// voiced sets what a voice says of the event e told as o, where it is not
// the sentence: a correction is said as one ("Correction: David zwei David
// vier"), the boards agreeing after a confirmation is said without the
// move again (it was heard when it was announced), and the opponent's
// press that starts the player's clock is said to the player.
func (g *Game) voiced(o *Output, e session.Event) {
	switch e.Kind {
	case session.Corrected:
		if o.Phrase != nil {
			o.Phrase = append(announce.Phrase{g.message(g.ui.Channels.Correction), {Kind: announce.Pause, Text: ":"}}, o.Phrase...)
		}
	case session.InStep:
		o.Phrase = announce.Phrase{g.message(g.ui.Channels.Agree)}
		o.Cells = []Cells{{Label: strings.TrimSuffix(g.ui.Channels.Agree, ".") + ":", Moves: []Played{{e.Before, e.Move}}}}
	case session.Diverged:
		c := g.ui.Channels
		num, side := e.Before.FullmoveNumber(), e.Before.SideToMove()
		o.Cells = []Cells{
			{Label: catalog.Fill(c.DifferAt, num, g.ui.Of(int(side)))},
			{Label: upperFirst(catalog.Fill(c.BoardHas, g.ui.Of(int(e.Side)))), Moves: []Played{{e.Before, e.Other}}},
			{Label: upperFirst(catalog.Fill(c.AnnouncedBy, g.ui.Side(int(e.Side.Other())))), Moves: []Played{{e.Before, e.Move}}},
			{Label: catalog.Fill(c.Squares, g.narr.Squares(e.Diff))},
		}
	case session.Made:
		if e.Side != g.owner() && !g.narr.Untimed {
			o.Quiet, o.Clock = false, true
			o.Phrase = announce.Phrase{g.message(narrate.Capital(catalog.Fill(g.ui.Channels.ClockRuns, g.ui.Of(int(e.Side.Other())))))}
		}
	}
}

// upperFirst starts s with a capital letter.
func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}
