package join

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/http"
	"strings"

	"github.com/tactuschess/tactus/cmd/tactus/internal/command"
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
	var reqs []map[string]any
	switch name := j.verb(words[0]); name {
	case "ok":
		reqs = append(reqs, map[string]any{"kind": "confirm"})
	case "press":
		reqs = append(reqs, map[string]any{"kind": "press"})
	case "draw":
		kind := "offer"
		if j.view.Offer != "" && j.view.Offer != j.view.Side {
			kind = "accept"
		}
		reqs = append(reqs, map[string]any{"kind": kind})
	case "decline", "resign":
		reqs = append(reqs, map[string]any{"kind": name})
	case "claim":
		r := map[string]any{"kind": "claim"}
		if len(words) > 1 {
			r["move"] = strings.Join(strings.Fields(line)[1:], " ")
		}
		reqs = append(reqs, r)
	case "repeat":
		if len(words) < 2 {
			j.tell(j.ui.Join.RepeatHow)
			return false
		}
		reqs = append(reqs, map[string]any{"kind": "repeat", "move": strings.Fields(line)[1]})
	case "help":
		j.tell(j.ui.Join.Help)
		return false
	case "quit":
		j.tell(j.ui.Join.Quit)
		return true
	default:
		move := strings.TrimSpace(line)
		if contains(j.view.Can, "repeat") && !contains(j.view.Can, "announce") {
			reqs = append(reqs, map[string]any{"kind": "repeat", "move": move})
		} else {
			reqs = append(reqs, map[string]any{"kind": "announce", "move": move}, map[string]any{"kind": "press"})
		}
	}
	for _, r := range reqs {
		r["id"] = j.id()
		status, out, err := j.post(ctx, "/api/act", r)
		if err != nil {
			j.tell(j.ui.Join.Unreachable)
			return false
		}
		if status != http.StatusOK {
			if msg, ok := out["error"].(string); ok && msg != "" {
				j.tell(msg)
			} else {
				j.tell(j.ui.F(j.ui.Join.Refused, status))
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
