package malgo

import (
	"fmt"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"unicode"
)

// Device describes an output device as a person chooses it.
type Device struct {
	// Number is the device's place in the list, from 1.
	Number int
	// Name is what to show and what Options.Device takes: never blank,
	// unique in the list.
	Name string
	// ID is the backend's own name for the device ("hw:0,0" for ALSA),
	// or "" when it has none that can be printed.
	ID      string
	Default bool
}

// rawDevice is a device as the backend reports it.
type rawDevice struct {
	name, id  string
	isDefault bool
}

// alsaNull is ALSA's null device, described as "Discard all samples
// (playback) or generate zero samples (capture)": the only device of a
// machine without a sound card.
const alsaNull = "Null output (plays nothing)"

// platformBackends returns the sound systems tried, in order, when no
// backend is named: never the null backend, which would play into
// nothing without saying so.
func platformBackends() []string {
	switch runtime.GOOS {
	case "linux":
		return []string{"pulse", "alsa", "jack"}
	case "darwin", "ios":
		return []string{"coreaudio"}
	case "windows":
		return []string{"wasapi", "dsound", "winmm"}
	case "openbsd":
		return []string{"sndio", "audio4"}
	case "netbsd":
		return []string{"audio4", "oss"}
	default:
		return []string{"oss"}
	}
}

// Backends returns the backend names Options.Backend accepts.
func Backends() []string {
	return []string{"alsa", "pulse", "jack", "oss", "sndio", "audio4", "coreaudio", "wasapi", "dsound", "winmm", "null"}
}

// nameDevices turns what a backend reports into names a person can
// choose: whitespace tidied, ALSA's null device named for what it does,
// blank names filled in from the ID or the number, duplicates told apart.
func nameDevices(backend string, raw []rawDevice) []Device {
	out := make([]Device, len(raw))
	used := map[string]bool{}
	for i, r := range raw {
		name := tidy(r.name)
		if backend == "alsa" && (r.id == "null" || strings.HasPrefix(name, "Discard all samples")) {
			name = alsaNull
		}
		if name == "" {
			name = tidy(r.id)
		}
		if name == "" {
			name = fmt.Sprintf("Device %d", i+1)
		}
		unique := name
		for n := 2; used[fold(unique)]; n++ {
			unique = fmt.Sprintf("%s (%d)", name, n)
		}
		used[fold(unique)] = true
		out[i] = Device{Number: i + 1, Name: unique, ID: r.id, Default: r.isDefault}
	}
	return out
}

// tidy collapses runs of white space (line breaks included) to one space.
func tidy(s string) string { return strings.Join(strings.Fields(s), " ") }

// fold is the key under which two names count as the same.
func fold(s string) string { return strings.ToLower(strings.ToUpper(s)) }

// printableID returns a device ID read as a C string when it is one.
func printableID(b []byte) string {
	if i := slices.Index(b, 0); i >= 0 {
		b = b[:i]
	}
	s := string(b)
	for _, r := range s {
		if !unicode.IsPrint(r) {
			return ""
		}
	}
	return s
}

// pick returns the index of the device that sel names (white space
// tidied): a name, as listed or ignoring case, a number, or the only name
// containing sel.
func pick(devs []Device, sel string) (int, error) {
	sel = tidy(sel)
	for i, d := range devs {
		if d.Name == sel {
			return i, nil
		}
	}
	for i, d := range devs {
		if strings.EqualFold(d.Name, sel) {
			return i, nil
		}
	}
	if n, err := strconv.Atoi(sel); err == nil {
		if n >= 1 && n <= len(devs) {
			return n - 1, nil
		}
		return 0, fmt.Errorf("%w: %q: there are %d devices", ErrNoDevice, sel, len(devs))
	}
	var subs []int
	for i, d := range devs {
		if sel != "" && strings.Contains(fold(d.Name), fold(sel)) {
			subs = append(subs, i)
		}
	}
	switch len(subs) {
	case 1:
		return subs[0], nil
	case 0:
		return 0, fmt.Errorf("%w: %q", ErrNoDevice, sel)
	}
	return 0, fmt.Errorf("%w: %q matches %d devices", ErrAmbiguousDevice, sel, len(subs))
}

// Pick returns the device of devs that sel names, as Options.Device takes
// it: a listed name (or the same ignoring case), a number, or the only
// name containing sel. An error wraps ErrNoDevice.
func Pick(devs []Device, sel string) (Device, error) {
	i, err := pick(devs, sel)
	if err != nil {
		return Device{}, err
	}
	return devs[i], nil
}
