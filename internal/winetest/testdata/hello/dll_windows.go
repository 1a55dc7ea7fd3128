package main

import "syscall"

func answer(path string) (uintptr, error) {
	dll, err := syscall.LoadDLL(path)
	if err != nil {
		return 0, err
	}
	defer dll.Release()
	proc, err := dll.FindProc("Answer")
	if err != nil {
		return 0, err
	}
	r, _, _ := proc.Call(6)
	return r, nil
}
