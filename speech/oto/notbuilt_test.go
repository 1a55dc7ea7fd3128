//go:build !((linux && oto && cgo) || darwin || windows)

package oto

const built = false
