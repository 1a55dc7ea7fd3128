package winetest

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// processPrng is the stand-in for bcryptprimitives.dll's ProcessPrng, which
// Go programs since 1.22 call for random bytes and Wine 8.0 lacks: it asks
// advapi32's SystemFunction036 (RtlGenRandom), in pieces below 1 GiB.
const processPrng = `#include <windows.h>
typedef BOOLEAN (WINAPI *genrandom)(PVOID, ULONG);
BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len) {
	HMODULE m = LoadLibraryA("advapi32.dll");
	genrandom gen = m ? (genrandom)GetProcAddress(m, "SystemFunction036") : NULL;
	if (!gen) return FALSE;
	while (len > 0) {
		ULONG n = len > 0x40000000 ? 0x40000000 : (ULONG)len;
		if (!gen(data, n)) return FALSE;
		data += n;
		len -= n;
	}
	return TRUE;
}
`

// buildDLL compiles csrc with the mingw compiler cc into dir/name.dll,
// exporting exports (through a .def file, so the names stay undecorated).
func buildDLL(cc, dir, name, csrc string, exports []string, extra ...string) (string, error) {
	src := filepath.Join(dir, name+".c")
	def := filepath.Join(dir, name+".def")
	dll := filepath.Join(dir, name+".dll")
	defText := "LIBRARY " + name + "\nEXPORTS\n" + strings.Join(exports, "\n") + "\n"
	if err := os.WriteFile(src, []byte(csrc), 0o644); err != nil {
		return "", fmt.Errorf("winetest: %w", err)
	}
	if err := os.WriteFile(def, []byte(defText), 0o644); err != nil {
		return "", fmt.Errorf("winetest: %w", err)
	}
	args := append([]string{"-shared", "-O2", "-o", dll, src, def}, extra...)
	if out, err := exec.Command(cc, args...).CombinedOutput(); err != nil {
		return "", fmt.Errorf("winetest: building %s.dll: %w\n%s", name, err, out)
	}
	return dll, nil
}
