// Command hello is winetest's own test program: it reads random bytes (the
// ProcessPrng stand-in), prints its OS and HOME, and with an argument loads
// that DLL and prints what its Answer function returns.
package main

import (
	"crypto/rand"
	"fmt"
	"os"
	"runtime"
)

func main() {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		fmt.Println("rand:", err)
		os.Exit(1)
	}
	fmt.Printf("goos=%s home=%q\n", runtime.GOOS, os.Getenv("HOME"))
	if len(os.Args) > 1 {
		n, err := answer(os.Args[1])
		if err != nil {
			fmt.Println("dll:", err)
			os.Exit(1)
		}
		fmt.Printf("answer=%d\n", n)
	}
}
