// Package browsertest starts Debian's chromium headless for the tests and
// benchmarks that drive the second station's page through chromedp.
package browsertest

import (
	"context"
	"os/exec"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/tactuschess/tactus/internal/rulestest"
)

// Tab starts a headless chromium and returns the context of its tab,
// closed when the test ends. It skips the test (fails it under
// TACTUS_INTEGRATION=1) when chromium is missing.
func Tab(tb testing.TB) context.Context {
	tb.Helper()
	path := ""
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			path = p
			break
		}
	}
	if path == "" {
		rulestest.Require(tb, "chromium (Debian package chromium)")
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(path),
		chromedp.NoSandbox, chromedp.Headless, chromedp.DisableGPU)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	tb.Cleanup(func() { cancel(); cancelAlloc() })
	if err := chromedp.Do(ctx); err != nil { // start the browser
		tb.Fatalf("chromium: %v", err)
	}
	return ctx
}
