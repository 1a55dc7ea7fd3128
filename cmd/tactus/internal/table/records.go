package table

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"

	"github.com/tactuschess/tactus/braille/brf"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/export"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/pgn"
	"github.com/tactuschess/tactus/rules/session"
)

// Records returns the paths of the game's PGN and Braille scoresheet,
// beside its journal and named after it.
func (g *Game) Records() (pgnPath, brfPath string) {
	base := strings.TrimSuffix(g.j.Path(), ".journal")
	return base + ".pgn", base + ".brf"
}

// ended reports whether evs hold the end of the game.
func ended(evs []session.Event) bool {
	for _, e := range evs {
		if e.Kind == session.Ended || e.Kind == session.ResultCorrected && e.Result != rules.Unfinished {
			return true
		}
	}
	return false
}

// saveRecords writes the game's PGN and the blind player's Braille (BRF)
// scoresheet beside the journal, each through a temporary file renamed
// into place, and returns the one line that says where they are. The
// records are written again only when the game moved on since.
func (g *Game) saveRecords() []Output {
	if g.s == nil || (g.saved && g.savedAt == g.at().Actions) {
		return nil
	}
	pg, err := g.r.PGN()
	if err != nil {
		return []Output{{Kind: Notice, Text: g.ui.Game.RecordFailed}}
	}
	var p, b bytes.Buffer
	if err := pgn.NewWriter(&p).Write(pg); err != nil {
		return []Output{{Kind: Notice, Text: g.ui.Game.RecordFailed}}
	}
	if _, err := export.WriteBRF(context.Background(), &b, []*pgn.Game{pg}, brf.Options{}); err != nil {
		return []Output{{Kind: Notice, Text: g.ui.Game.BRFFailed}}
	}
	pgnPath, brfPath := g.Records()
	for _, f := range []struct {
		path string
		data []byte
	}{{pgnPath, p.Bytes()}, {brfPath, b.Bytes()}} {
		if err := export.WriteFileAtomic(f.path, f.data); err != nil {
			return []Output{{Kind: Notice, Quiet: true, Text: catalog.Fill(g.ui.Game.WriteFailed, filepath.Base(f.path))}}
		}
	}
	g.saved, g.savedAt = true, g.at().Actions
	return []Output{{Kind: Notice, Quiet: true, Text: catalog.Fill(g.ui.Game.SavedRecords, filepath.Base(pgnPath), filepath.Base(brfPath))}}
}
