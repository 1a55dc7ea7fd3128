package join

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/http"
	"strings"

	"github.com/tactuschess/tactus/cmd/tactus/internal/command"
	"github.com/tactuschess/tactus/cmd/tactus/internal/stationapi"
)

// verb returns the English name of the command a typed word names, in
// English or in the UI language (the game's command words): "ok",
// "press", "repeat", …; the word itself when it names none.
func (j *joined) verb(w string) string {
	if w == "yes" {
		return "ok"
	}
	if y, _ := j.ui.Yes(w); y && w != "y" && w != "true" {
		return "ok"
	}
	c, byAlias := command.LookupIn(j.ui.Tag, w)
	if c == nil || byAlias && c.Name != "quit" && c.Name != "help" && !question(c.Name) {
		return w // a one-letter alias may be a move
	}
	return c.Name
}

// act sends what the player typed: a move is announced and the clock
// pressed; ok confirms the move announced; a question (clock, board,
// last, pieces, …) is answered here from the game as the station last
// showed it; the other words are the page's actions. It reports whether
// the player quit.
func (j *joined) act(ctx context.Context, line string) (quit bool) {
	words := strings.Fields(strings.ToLower(strings.TrimSpace(line)))
	if len(words) == 0 {
		return false
	}
	if name := j.verb(words[0]); question(name) {
		args := words[1:]
		if name == "verify" { // the FEN letters' case tells the sides
			args = strings.Fields(line)[1:]
		}
		for _, l := range j.answer(name, args) {
			j.tell(l)
		}
		return false
	}
	var reqs []stationapi.Request
	switch name := j.verb(words[0]); name {
	case "ok":
		reqs = append(reqs, stationapi.Request{Kind: "confirm"})
	case "press":
		reqs = append(reqs, stationapi.Request{Kind: "press"})
	case "draw":
		kind := "offer"
		if j.view.Offer != "" && j.view.Offer != j.view.Side {
			kind = "accept"
		}
		reqs = append(reqs, stationapi.Request{Kind: kind})
	case "decline", "resign":
		reqs = append(reqs, stationapi.Request{Kind: name})
	case "claim":
		r := stationapi.Request{Kind: "claim"}
		if len(words) > 1 {
			r.Move = strings.Join(strings.Fields(line)[1:], " ")
		}
		reqs = append(reqs, r)
	case "repeat":
		if len(words) < 2 {
			j.tell(j.ui.Join.RepeatHow)
			return false
		}
		reqs = append(reqs, stationapi.Request{Kind: "repeat", Move: strings.Fields(line)[1]})
	case "help":
		j.tell(j.ui.Join.Help)
		return false
	case "quit":
		j.tell(j.ui.Join.Quit)
		return true
	default:
		move := strings.TrimSpace(line)
		if contains(j.view.Can, "repeat") && !contains(j.view.Can, "announce") {
			reqs = append(reqs, stationapi.Request{Kind: "repeat", Move: move})
		} else {
			reqs = append(reqs, stationapi.Request{Kind: "announce", Move: move}, stationapi.Request{Kind: "press"})
		}
	}
	for _, r := range reqs {
		r.ID = j.id()
		a, err := j.api.Act(ctx, r)
		if err != nil {
			j.tell(j.ui.Join.Unreachable)
			return false
		}
		if a.Status != http.StatusOK {
			if a.Reply.Error != "" {
				j.tell(a.Reply.Error)
			} else {
				j.tell(j.ui.F(j.ui.Join.Refused, a.Status))
			}
			return false
		}
	}
	return false
}

// id returns a fresh action id: random, so that a retried request is
// applied once and two stations never share one.
func (j *joined) id() string {
	j.n++
	var b [8]byte
	_, _ = rand.Read(b[:])
	return fmt.Sprintf("join-%d-%s", j.n, hex.EncodeToString(b[:]))
}

// contains reports whether list has s.
func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
