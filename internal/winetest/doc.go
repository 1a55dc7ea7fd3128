// Package winetest runs tactus's Windows builds under Wine on a Linux
// machine, so that the code paths that differ on Windows (file locks, folder
// syncs, named pipes, the user's locale, DLLs loaded at run time) are tested
// here and in CI without a Windows machine.
//
// New finds wine and the mingw-w64 C compiler, skipping the test when either
// is missing (failing it under TACTUS_INTEGRATION=1, where .ci/run has
// installed them), and prepares a Wine prefix once per Wine version in the
// user's cache folder (TACTUS_WINEPREFIX names another). Wine 8.0 lacks
// bcryptprimitives.dll, whose ProcessPrng every Go 1.22+ program calls at
// start, so New builds a stand-in with mingw (ProcessPrng answered by
// advapi32's SystemFunction036, the RtlGenRandom Wine has) and places it in
// the prefix's system32.
//
//	w := winetest.New(t)
//	w.RunTests(t, ".", "-test.run", "Lock") // this package's tests, built for Windows
//	exe := winetest.Build(t, "github.com/tactuschess/tactus/cmd/tactus")
//	out, err := w.Command(ctx, exe, "play", "--plain").CombinedOutput()
//
// Build and TestBinary add one file to Go's own internal/syscall/windows
// (go build -overlay): Wine 8.0 lacks the file deletion Go 1.26 tries first,
// so os.RemoveAll (and every t.TempDir cleanup) would fail; the file makes
// Go take the path it keeps for older Windows.
//
// BuildDLL compiles other stand-in DLLs (a screen reader's controller client,
// say) from C source, for a test to place beside the program it runs.
//
// What Wine cannot show: SAPI speech (a stub), AF_UNIX sockets, a faithful
// console, real screen readers. Those wait for Windows machines.
package winetest
