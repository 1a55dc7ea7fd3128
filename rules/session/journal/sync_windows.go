//go:build windows

package journal

import "golang.org/x/sys/windows"

// syncDir does nothing on Windows, which refuses to flush a folder ("Access
// is denied"): NTFS journals its own metadata, so a new file's name
// survives a power cut there without it.
func syncDir(string) error { return nil }

// documents returns the user's Documents folder (the known folder, wherever
// the user or OneDrive moved it).
func documents() (string, error) {
	return windows.KnownFolderPath(windows.FOLDERID_Documents, windows.KF_FLAG_DEFAULT)
}
