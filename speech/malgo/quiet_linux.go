//go:build cgo && linux

package malgo

/*
#cgo LDFLAGS: -ldl
#include <dlfcn.h>

static void tactus_alsa_silent(const char *file, int line, const char *function, int err, const char *fmt, ...) {}

// tactus_quiet_alsa makes the ALSA library that miniaudio loads at run time
// stop printing its diagnostics on stderr. It needs no -dev package: the
// library is looked up the way miniaudio does it.
static int tactus_quiet_alsa(void) {
	void *h = dlopen("libasound.so.2", RTLD_NOW | RTLD_GLOBAL);
	if (!h) return -1;
	int (*set)(void *) = (int (*)(void *))dlsym(h, "snd_lib_error_set_handler");
	if (!set) return -2;
	return set((void *)tactus_alsa_silent);
}
*/
import "C"

// quietALSA stops libasound (when installed) from writing "ALSA lib …"
// lines to stderr, which would garble a terminal user interface and be read
// out by screen readers; tactus reports audio errors itself.
func quietALSA() { C.tactus_quiet_alsa() }
