//go:build !windows

package main

import "errors"

func answer(string) (uintptr, error) { return 0, errors.New("DLLs are for Windows") }
