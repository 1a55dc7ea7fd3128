/* A stand-in for NVDA's nvdaControllerClient.dll, for tactus's tests under
 * Wine. It exports the controller client's calls with their signatures;
 * each call appends one UTF-8 line to the file named by NVDA_STUB_LOG.
 *
 *   NVDA_STUB_ABSENT=1  every call answers 1717, as when NVDA does not run
 *   NVDA_STUB_OLD=1     speakSsml and the mark callback answer 1717
 *                       (NVDA before 2024.1)
 *   NVDA_STUB_MARKS=N   only the first N marks of a message are reported
 *                       (NVDA whose speech broke mid-message)
 *   NVDA_STUB_FAIL=E    the speech calls answer E (NVDA quit mid-game)
 *   NVDA_STUB_QUIT=F    while the file F exists, every call answers 1722
 *                       (RPC_S_SERVER_UNAVAILABLE: NVDA quit), so a test
 *                       can stop NVDA in the middle of a running game
 *
 * speakSsml reports each <mark name="..."/> to the callback in order, from
 * a thread of its own when asynchronous, as NVDA does.
 * Build: x86_64-w64-mingw32-gcc -shared -o nvdaControllerClient.dll nvdastub.c
 */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>
#include <wchar.h>

typedef unsigned long (__stdcall *markfn)(const wchar_t *);
static markfn callback;

static int env(const char *name) {
	char buf[32];
	DWORD n = GetEnvironmentVariableA(name, buf, sizeof buf);
	if (n == 0 || n >= sizeof buf) return -1;
	return atoi(buf);
}

static void logline(const char *call, const char *extra, const wchar_t *text) {
	char path[MAX_PATH], line[8192];
	DWORD n = GetEnvironmentVariableA("NVDA_STUB_LOG", path, sizeof path);
	if (n == 0 || n >= sizeof path) return;
	int len = snprintf(line, sizeof line, "%s%s", call, extra ? extra : "");
	if (text) {
		line[len++] = ' ';
		int n = WideCharToMultiByte(CP_UTF8, 0, text, -1, line + len, sizeof line - len - 2, NULL, NULL);
		if (n > 0) len += n - 1;
	}
	line[len++] = '\n';
	HANDLE f = CreateFileA(path, FILE_APPEND_DATA, FILE_SHARE_READ | FILE_SHARE_WRITE, NULL, OPEN_ALWAYS, 0, NULL);
	if (f == INVALID_HANDLE_VALUE) return;
	DWORD w;
	WriteFile(f, line, len, &w, NULL);
	CloseHandle(f);
}

static int quit(void) {
	char path[MAX_PATH];
	DWORD n = GetEnvironmentVariableA("NVDA_STUB_QUIT", path, sizeof path);
	return n > 0 && n < sizeof path && GetFileAttributesA(path) != INVALID_FILE_ATTRIBUTES;
}

static unsigned long answer(int speech) {
	if (env("NVDA_STUB_ABSENT") == 1) return 1717;
	if (quit()) return 1722;
	int fail = env("NVDA_STUB_FAIL");
	if (speech && fail > 0) return fail;
	return 0;
}

__declspec(dllexport) unsigned long __stdcall nvdaController_testIfRunning(void) {
	logline("testIfRunning", NULL, NULL);
	return answer(0);
}

__declspec(dllexport) unsigned long __stdcall nvdaController_speakText(const wchar_t *text) {
	logline("speakText", NULL, text);
	return answer(1);
}

__declspec(dllexport) unsigned long __stdcall nvdaController_cancelSpeech(void) {
	logline("cancelSpeech", NULL, NULL);
	return answer(1);
}

__declspec(dllexport) unsigned long __stdcall nvdaController_brailleMessage(const wchar_t *message) {
	logline("brailleMessage", NULL, message);
	return answer(1);
}

__declspec(dllexport) unsigned long __stdcall nvdaController_setOnSsmlMarkReachedCallback(markfn f) {
	logline("setOnSsmlMarkReachedCallback", NULL, NULL);
	if (env("NVDA_STUB_OLD") == 1) return 1717;
	callback = f;
	return answer(0);
}

/* marks reports the marks of ssml (freed here) to the callback. */
static DWORD WINAPI marks(LPVOID arg) {
	wchar_t *ssml = arg, *p = ssml;
	int limit = env("NVDA_STUB_MARKS"), n = 0;
	const wchar_t *open = L"<mark name=\"";
	while ((p = wcsstr(p, open)) != NULL) {
		p += wcslen(open);
		wchar_t *end = wcschr(p, L'"');
		if (!end) break;
		if (limit >= 0 && n >= limit) break;
		*end = 0;
		if (callback) callback(p);
		n++;
		p = end + 1;
	}
	free(ssml);
	return 0;
}

__declspec(dllexport) unsigned long __stdcall nvdaController_speakSsml(const wchar_t *ssml, int symbolLevel, int priority, unsigned char asynchronous) {
	char extra[64];
	snprintf(extra, sizeof extra, " priority=%d symbols=%d async=%d", priority, symbolLevel, asynchronous);
	logline("speakSsml", extra, ssml);
	if (env("NVDA_STUB_OLD") == 1) return 1717;
	unsigned long r = answer(1);
	if (r) return r;
	wchar_t *copy = _wcsdup(ssml);
	if (!asynchronous) {
		marks(copy);
		return 0;
	}
	HANDLE t = CreateThread(NULL, 0, marks, copy, 0, NULL);
	if (t) CloseHandle(t);
	return 0;
}
