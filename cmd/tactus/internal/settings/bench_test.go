package settings

import (
	"fmt"
	"strings"
	"testing"
)

// manyKeys is a config file of n keys: the settings, then unknown keys,
// the way a generated or corrupted file grows.
func manyKeys(n int) string {
	var b strings.Builder
	b.WriteString("white = \"Ana\"\nblack = \"Bo\"\n")
	for i := 0; i < n-2; i++ {
		fmt.Fprintf(&b, "key_%d = \"value %d\"\n", i, i)
	}
	return b.String()
}

// BenchmarkLoadKeys loads config files of 1k, 5k and 20k keys: the time
// per file grows with the number of keys, not with its square.
func BenchmarkLoadKeys(b *testing.B) {
	for _, n := range []int{1000, 5000, 20000} {
		text := manyKeys(n)
		b.Run(fmt.Sprintf("keys=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				s := Defaults()
				if err := s.Load("config.toml", text); err == nil {
					b.Fatal("Load took unknown keys")
				}
			}
		})
	}
}
