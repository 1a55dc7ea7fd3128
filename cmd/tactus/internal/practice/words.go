package practice

import (
	"strings"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/command"
	"github.com/tactuschess/tactus/cmd/tactus/internal/table"
)

// word returns the practice word line is ("hint", "takeback", "new"), in
// English or in the driver's UI language; "help" for the game's help
// command; "" for anything else.
func (d *Driver) word(line string) string {
	w := strings.ToLower(strings.Join(strings.Fields(strings.TrimPrefix(strings.TrimSpace(line), "/")), " "))
	if w == "" {
		return ""
	}
	for _, k := range kinds {
		for _, u := range []*catalog.UI{d.en, d.ui} {
			for _, v := range k.words(&u.Practice) {
				if w == v {
					return k.name
				}
			}
		}
	}
	if c, _ := command.LookupIn(d.ui.Tag, w); c != nil && c.Name == "help" {
		return "help"
	}
	return ""
}

// kinds are the practice words by name, with their help.
var kinds = []struct {
	name  string
	words func(*catalog.Practice) []string
	help  func(*catalog.Practice) string
}{
	{"hint", func(p *catalog.Practice) []string { return p.Hint }, func(p *catalog.Practice) string { return p.HintHelp }},
	{"takeback", func(p *catalog.Practice) []string { return p.Takeback }, func(p *catalog.Practice) string { return p.TakebackHelp }},
	{"new", func(p *catalog.Practice) []string { return p.New }, func(p *catalog.Practice) string { return p.NewHelp }},
}

// help returns the practice words' lines of help, as the game's list
// gives its commands: the UI language's words, then English's.
func (d *Driver) help() []table.Output {
	outs := []table.Output{{Kind: table.Answer, Text: d.ui.Practice.HelpIntro}}
	for _, k := range kinds {
		var names []string
		for _, u := range []*catalog.UI{d.ui, d.en} {
			for _, v := range k.words(&u.Practice) {
				if !has(names, v) {
					names = append(names, v)
				}
			}
		}
		text := strings.Join(names, ", ") + ": " + k.help(&d.ui.Practice) + "."
		outs = append(outs, table.Output{Kind: table.Answer, Text: text})
	}
	return outs
}

// has reports whether list holds s.
func has(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// hintPhrase is what a voice says of a hint: the words of HintIs before
// the move and the evaluation in the UI language, the move in the move
// vocabulary.
func (d *Driver) hintPhrase(move announce.Phrase, eval string) announce.Phrase {
	var p announce.Phrase
	before, _, _ := strings.Cut(d.ui.Practice.HintIs, "{0}")
	if before = strings.TrimSpace(before); before != "" {
		word, colon := strings.CutSuffix(before, ":")
		p = append(p, announce.Word{Kind: announce.Text, Text: word, Lang: d.ui.Tag})
		if colon {
			p = append(p, announce.Word{Kind: announce.Pause, Text: ":"})
		}
	}
	p = append(p, move...)
	if eval != "" {
		p = append(p, announce.Word{Kind: announce.Pause, Text: "."},
			announce.Word{Kind: announce.Text, Text: eval + ".", Lang: d.ui.Tag})
	}
	return p
}
