//go:build cgo && !linux

package malgo

// quietALSA does nothing: there is no ALSA here.
func quietALSA() {}
