package screenreader

import (
	"bytes"
	"context"
	"io/fs"
	"path"
	"strconv"
	"strings"
)

// Env is what Detect may look at; the zero value looks at this machine.
type Env struct {
	// Dir is the folder of tactus.exe, where the NVDA controller client
	// is looked for (Windows); "" means ExeDir.
	Dir string
	// Output runs a program and returns its standard output (macOS:
	// defaults); nil runs it with os/exec.
	Output func(ctx context.Context, name string, args ...string) ([]byte, error)
	// Proc is the process file system (Linux); nil means /proc.
	Proc fs.FS
}

// voiceOverOn reads what `defaults read com.apple.universalaccess
// voiceOverOnOffKey` printed: "1" when VoiceOver is on. An error (the key
// was never written) means off.
func voiceOverOn(out []byte, err error) bool {
	return err == nil && string(bytes.TrimSpace(out)) == "1"
}

// orcaRunning reports whether a process in proc (the layout of /proc) is
// Orca: its command name is "orca", or it is an interpreter running a
// script named orca.
func orcaRunning(proc fs.FS) bool {
	entries, err := fs.ReadDir(proc, ".")
	if err != nil {
		return false
	}
	for _, e := range entries {
		if _, err := strconv.Atoi(e.Name()); err != nil || !e.IsDir() {
			continue
		}
		if comm, err := fs.ReadFile(proc, e.Name()+"/comm"); err == nil && strings.TrimSpace(string(comm)) == "orca" {
			return true
		}
		cmd, err := fs.ReadFile(proc, e.Name()+"/cmdline")
		if err != nil {
			continue
		}
		args := strings.Split(string(cmd), "\x00")
		if len(args) > 1 && strings.HasPrefix(path.Base(args[0]), "python") && path.Base(args[1]) == "orca" {
			return true
		}
	}
	return false
}
