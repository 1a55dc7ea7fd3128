package join

import (
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/app/ask"
	"github.com/tactuschess/tactus/cmd/tactus/internal/app/narrate"
	"github.com/tactuschess/tactus/rules"
)

// question reports whether a command's English name is a question join
// answers itself, from the game as the station last showed it.
func question(name string) bool {
	switch name {
	case "clock", "last", "attackers":
		return true
	}
	for _, q := range ask.Questions() {
		if q == name {
			return true
		}
	}
	return false
}

// answer answers a question from the last view: the clocks (a running one
// counted down since the view came), the last announcement, and the
// questions about the station's board (the player's own; White's for the
// arbiter). A question before the first view says the game is not there
// yet.
func (j *joined) answer(name string, args []string) []string {
	u := j.ui
	if !j.have {
		return []string{u.Join.NotYet}
	}
	switch name {
	case "clock":
		c := j.view.Clock
		if c == nil {
			return []string{u.Game.NoClock}
		}
		w, b := time.Duration(c.White)*time.Millisecond, time.Duration(c.Black)*time.Millisecond
		ran := j.now().Sub(j.viewAt)
		switch c.Running {
		case "white":
			w = max(w-ran, 0)
		case "black":
			b = max(b-ran, 0)
		}
		return []string{narrate.Capital(u.Lang.Clock(w, b).String()) + "."}
	case "last":
		if j.view.Last == nil {
			return []string{u.Game.NoMoveYet}
		}
		return []string{j.view.Last.Text}
	case "attackers":
		// an attack map is advice in a tournament game (FIDE 11.3.1), and
		// the station does not say the game is casual
		return []string{u.Trust.NoAttackers}
	}
	if len(j.view.Boards) == 0 {
		return []string{u.Join.NotYet}
	}
	pos, err := rules.ParseFEN(j.view.Boards[0].FEN)
	if err != nil {
		return []string{u.Join.NotYet}
	}
	from := rules.White
	if j.view.Boards[0].Side == "black" {
		from = rules.Black
	}
	var lines []string
	for _, a := range j.ask.Ask(&pos, name, args, from) {
		lines = append(lines, a.Text)
	}
	return lines
}
