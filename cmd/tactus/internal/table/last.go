package table

import (
	"os"
	"path/filepath"
	"sort"

	"github.com/tactuschess/tactus/rules/session/journal"
)

// Players are the names and the visually impaired sides a game began
// with.
type Players struct {
	White, Black string
	Blind        [2]bool // by colour, white first
}

// LastPlayers returns the players of the game in dir whose journal was
// written last, finished or not, for a new game to offer them again; ok
// is false when no journal there has a readable beginning.
func LastPlayers(dir string) (p Players, ok bool) {
	paths, _ := filepath.Glob(filepath.Join(dir, "*.journal"))
	type file struct {
		path string
		mod  int64
	}
	files := make([]file, 0, len(paths))
	for _, path := range paths {
		if st, err := os.Stat(path); err == nil && st.Size() > 0 {
			files = append(files, file{path, st.ModTime().UnixNano()})
		}
	}
	sort.Slice(files, func(i, j int) bool { return files[i].mod > files[j].mod })
	for _, f := range files {
		actions, _, _ := journal.ReadFile(f.path) // a damaged tail keeps its beginning
		if len(actions) == 0 || actions[0].Config == nil {
			continue
		}
		c := actions[0].Config
		return Players{White: c.White, Black: c.Black, Blind: c.Blind}, true
	}
	return Players{}, false
}
