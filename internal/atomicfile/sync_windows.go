//go:build windows

package atomicfile

// syncDir does nothing on Windows, which refuses to flush a folder ("Access
// is denied"): NTFS journals the rename itself.
func syncDir(string) error { return nil }
