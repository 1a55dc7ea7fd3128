package screenreader

import (
	"context"
	"errors"
	"runtime"
	"testing"
	"testing/fstest"
)

func TestOrcaRunning(t *testing.T) {
	proc := func(files map[string]string) fstest.MapFS {
		fs := fstest.MapFS{"self/comm": {Data: []byte("go\n")}, "cpuinfo": {Data: []byte("x")}}
		for name, data := range files {
			fs[name] = &fstest.MapFile{Data: []byte(data)}
		}
		return fs
	}
	for _, tc := range []struct {
		name  string
		files map[string]string
		want  bool
	}{
		{"no processes", nil, false},
		{"orca by name", map[string]string{"12/comm": "bash\n", "345/comm": "orca\n"}, true},
		{"orca as a python script", map[string]string{"7/comm": "python3\n", "7/cmdline": "/usr/bin/python3\x00/usr/bin/orca\x00--replace\x00"}, true},
		{"a file named orca opened by an editor", map[string]string{"7/comm": "vim\n", "7/cmdline": "vim\x00orca\x00"}, false},
		{"orca-like names", map[string]string{"8/comm": "orcad\n", "9/comm": "xorca\n"}, false},
		{"not a process folder", map[string]string{"orca/comm": "orca\n"}, false},
		{"unreadable entries are passed over", map[string]string{"10/status": "x", "11/comm": "orca\n"}, true},
	} {
		if got := orcaRunning(proc(tc.files)); got != tc.want {
			t.Errorf("%s: orcaRunning = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestVoiceOverOn(t *testing.T) {
	for _, tc := range []struct {
		out  string
		err  error
		want bool
	}{
		{"1\n", nil, true},
		{"0\n", nil, false},
		{"", errors.New("exit status 1: the domain/default pair does not exist"), false},
		{"1\n", errors.New("exit status 1"), false},
		{"10\n", nil, false},
	} {
		if got := voiceOverOn([]byte(tc.out), tc.err); got != tc.want {
			t.Errorf("voiceOverOn(%q, %v) = %v, want %v", tc.out, tc.err, got, tc.want)
		}
	}
}

// TestDetectHere runs Detect on this platform with what it reads faked.
func TestDetectHere(t *testing.T) {
	ctx := context.Background()
	switch runtime.GOOS {
	case "linux":
		on := fstest.MapFS{"42/comm": {Data: []byte("orca\n")}}
		if got := Detect(ctx, Env{Proc: on}); got != Orca {
			t.Errorf("Detect with orca running: %q, want orca", got)
		}
		if got := Detect(ctx, Env{Proc: fstest.MapFS{"42/comm": {Data: []byte("bash\n")}}}); got != None {
			t.Errorf("Detect without orca: %q, want none", got)
		}
	case "darwin":
		var asked []string
		env := Env{Output: func(ctx context.Context, name string, args ...string) ([]byte, error) {
			asked = append([]string{name}, args...)
			return []byte("1\n"), nil
		}}
		if got := Detect(ctx, env); got != VoiceOver {
			t.Errorf("Detect with VoiceOver on: %q, want voiceover", got)
		}
		if len(asked) != 4 || asked[0] != "defaults" || asked[3] != "voiceOverOnOffKey" {
			t.Errorf("asked %q, want defaults read com.apple.universalaccess voiceOverOnOffKey", asked)
		}
	default:
		t.Skipf("Detect on %s is tested by TestDetectNVDA (Windows, under Wine)", runtime.GOOS)
	}
}

func TestKindNames(t *testing.T) {
	for _, k := range Kinds() {
		if k.Name() == "" || k == None {
			t.Errorf("kind %q has no name", k)
		}
	}
	if None.Name() != "" {
		t.Errorf("None has a name: %q", None.Name())
	}
}
