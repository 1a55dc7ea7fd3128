//go:build windows

package screenreader

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"syscall"
	"unsafe"

	"golang.org/x/sys/windows"
)

// ClientDLL is the name of NVDA's controller client, which tactus loads
// from its own folder only.
const ClientDLL = "nvdaControllerClient.dll"

// dllController is NVDA's controller client loaded from a DLL.
type dllController struct {
	dll  *windows.DLL
	proc map[string]*windows.Proc

	mu     sync.Mutex
	onMark func(string)
	cb     uintptr // the callback handed to the DLL, made once
}

// ExeDir returns the folder of the running program, where tactus looks
// for nvdaControllerClient.dll.
func ExeDir() (string, error) {
	exe, err := os.Executable()
	if err != nil {
		return "", fmt.Errorf("screenreader: %w", err)
	}
	return filepath.Dir(exe), nil
}

// LoadNVDA loads nvdaControllerClient.dll from dir (the folder of
// tactus.exe: ExeDir), never from the search path, where another program's
// copy could stand. An error wraps ErrNoClient.
func LoadNVDA(dir string) (Controller, error) {
	path := filepath.Join(dir, ClientDLL)
	if _, err := os.Stat(path); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrNoClient, err)
	}
	// LOAD_WITH_ALTERED_SEARCH_PATH: the DLL's own dependencies are
	// looked for beside it, and the path is absolute, so no search path
	// is used for the DLL itself.
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrNoClient, err)
	}
	h, err := windows.LoadLibraryEx(abs, 0, windows.LOAD_WITH_ALTERED_SEARCH_PATH)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrNoClient, err)
	}
	d := &windows.DLL{Name: abs, Handle: h}
	c := &dllController{dll: d, proc: map[string]*windows.Proc{}}
	for _, name := range []string{"testIfRunning", "speakText", "cancelSpeech", "brailleMessage"} {
		p, err := d.FindProc("nvdaController_" + name)
		if err != nil {
			d.Release()
			return nil, fmt.Errorf("%w: %w", ErrNoClient, err)
		}
		c.proc[name] = p
	}
	for _, name := range []string{"speakSsml", "setOnSsmlMarkReachedCallback"} {
		if p, err := d.FindProc("nvdaController_" + name); err == nil { // an older client lacks them
			c.proc[name] = p
		}
	}
	return c, nil
}

// call calls the named function; a missing one answers as an old NVDA
// does.
func (c *dllController) call(name string, args ...uintptr) error {
	p := c.proc[name]
	if p == nil {
		return &CallError{Call: name, Code: rpcUnknownInterface}
	}
	r, _, _ := p.Call(args...)
	if uint32(r) != 0 {
		return &CallError{Call: name, Code: uint32(r)}
	}
	return nil
}

// wide returns s as a NUL-terminated UTF-16 string; a NUL inside s ends
// it.
func wide(s string) *uint16 {
	for i := 0; i < len(s); i++ {
		if s[i] == 0 {
			s = s[:i]
			break
		}
	}
	p, _ := windows.UTF16PtrFromString(s) // no NUL left: cannot fail
	return p
}

func (c *dllController) TestIfRunning() error { return c.call("testIfRunning") }

func (c *dllController) SpeakText(text string) error {
	return c.call("speakText", uintptr(unsafe.Pointer(wide(text))))
}

func (c *dllController) SpeakSsml(ssml string, priority int, async bool) error {
	var a uintptr
	if async {
		a = 1
	}
	const symbolLevelUnchanged = ^uintptr(0) // -1: the player's own setting
	return c.call("speakSsml", uintptr(unsafe.Pointer(wide(ssml))), symbolLevelUnchanged, uintptr(priority), a)
}

func (c *dllController) CancelSpeech() error { return c.call("cancelSpeech") }

func (c *dllController) BrailleMessage(text string) error {
	return c.call("brailleMessage", uintptr(unsafe.Pointer(wide(text))))
}

func (c *dllController) SetOnMarkReached(f func(mark string)) error {
	c.mu.Lock()
	c.onMark = f
	if c.cb == 0 {
		c.cb = syscall.NewCallback(c.reached)
	}
	cb := c.cb
	c.mu.Unlock()
	return c.call("setOnSsmlMarkReachedCallback", cb)
}

// reached is called by the DLL, on its own thread, with each mark.
func (c *dllController) reached(mark *uint16) uintptr {
	name := windows.UTF16PtrToString(mark)
	c.mu.Lock()
	f := c.onMark
	c.mu.Unlock()
	if f != nil {
		f(name)
	}
	return 0
}
