//go:build windows

package catalog

import (
	"unsafe"

	"golang.org/x/sys/windows"
)

// System returns the languages the user chose in Windows's settings, most
// preferred first: the display languages (GetUserPreferredUILanguages),
// then the user's locale (GetUserDefaultLocaleName). Windows sets no LANG.
func System() []string {
	tags, _ := windows.GetUserPreferredUILanguages(windows.MUI_LANGUAGE_NAME)
	proc := windows.NewLazySystemDLL("kernel32.dll").NewProc("GetUserDefaultLocaleName")
	if proc.Find() == nil {
		buf := make([]uint16, 85) // LOCALE_NAME_MAX_LENGTH
		if n, _, _ := proc.Call(uintptr(unsafe.Pointer(&buf[0])), uintptr(len(buf))); n > 0 {
			tags = append(tags, windows.UTF16ToString(buf))
		}
	}
	return tags
}
