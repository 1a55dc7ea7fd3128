//go:build windows

package screenreader

import (
	"context"
	"unsafe"

	"golang.org/x/sys/windows"
)

// spiGetScreenReader asks Windows whether a screen reader runs
// (SPI_GETSCREENREADER).
const spiGetScreenReader = 0x0046

// Detect tells which screen reader runs: NVDA when its controller client
// beside tactus.exe answers or its window exists, JAWS when its window
// exists, Other when Windows says a screen reader runs, else None.
func Detect(ctx context.Context, env Env) Kind {
	dir := env.Dir
	if dir == "" {
		dir, _ = ExeDir()
	}
	if c, err := LoadNVDA(dir); err == nil && c.TestIfRunning() == nil {
		return NVDA
	}
	user32 := windows.NewLazySystemDLL("user32.dll")
	find := user32.NewProc("FindWindowW")
	if find.Find() == nil {
		if h, _, _ := find.Call(uintptr(unsafe.Pointer(wide("wxWindowClassNR"))), uintptr(unsafe.Pointer(wide("NVDA")))); h != 0 {
			return NVDA
		}
		if h, _, _ := find.Call(uintptr(unsafe.Pointer(wide("JFWUI2"))), 0); h != 0 {
			return JAWS
		}
	}
	spi := user32.NewProc("SystemParametersInfoW")
	if spi.Find() == nil {
		var on int32
		if r, _, _ := spi.Call(spiGetScreenReader, 0, uintptr(unsafe.Pointer(&on)), 0); r != 0 && on != 0 {
			return Other
		}
	}
	return None
}
