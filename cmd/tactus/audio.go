package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/malgo"
	"github.com/tactuschess/tactus/speech/oto"
)

// audioHelp describes the audio subcommands.
const audioHelp = `usage:
  tactus audio devices [--backend B]   list the sound output devices, numbered; --device takes a name or number`

// runAudio implements `tactus audio devices`: one line a device, its
// number and its name as --device takes them, the default marked.
func runAudio(e *env, args []string) error {
	if len(args) == 0 || args[0] != "devices" {
		if len(args) > 0 && (args[0] == "help" || args[0] == "-h" || args[0] == "--help") {
			fmt.Fprintln(e.stdout, audioHelp)
			return nil
		}
		return usagef("audio: want a subcommand\n%s", audioHelp)
	}
	fs := newFlagSet("audio devices")
	backend := fs.String("backend", "", "audio `backend`: "+strings.Join(malgo.Backends(), ", "))
	rest, err := parseFlags(fs, args[1:])
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return usagef("audio devices: unexpected argument %q", rest[0])
	}
	if err := checkBackend("audio devices", *backend); err != nil {
		return err
	}
	devs, err := malgo.Devices(*backend)
	if errors.Is(err, speech.ErrNotInBuild) && oto.InBuild && *backend == "" {
		// macOS, and Windows built without cgo: oto plays, on the default
		// device, and cannot list devices
		fmt.Fprintln(e.stdout, "This build of tactus plays on the default device only.")
		return nil
	}
	if err != nil {
		return problemf("audio devices: %s", soundProblem(err))
	}
	if len(devs) == 0 {
		fmt.Fprintln(e.stdout, "There are no sound output devices.")
	}
	for _, d := range devs {
		mark := ""
		if d.Default {
			mark = " (default)"
		}
		fmt.Fprintf(e.stdout, "%d  %s%s\n", d.Number, d.Name, mark)
	}
	return nil
}

// soundProblem words why the sound devices cannot be listed.
func soundProblem(err error) string {
	if errors.Is(err, speech.ErrNotInBuild) && oto.InBuild {
		return "this build of tactus plays on the default device only"
	}
	if errors.Is(err, speech.ErrNotInBuild) {
		return "this build of tactus has no sound output"
	}
	return "there is no working sound system"
}

// checkBackend makes an unknown --backend a usage error naming it.
func checkBackend(cmd, backend string) error {
	if backend != "" && !slices.Contains(malgo.Backends(), backend) {
		return usagef("%s: there is no sound backend %q; try %s", cmd, backend, strings.Join(malgo.Backends(), ", "))
	}
	return nil
}

// checkDevice makes a --device that `tactus audio devices` would not list
// a usage error naming it.
func checkDevice(cmd, backend, device string) error {
	if err := checkBackend(cmd, backend); err != nil || device == "" {
		return err
	}
	devs, err := malgo.Devices(backend)
	if why := deviceProblem(devs, err, device, true); why != "" {
		return usagef("%s: %s", cmd, why)
	}
	return nil
}

// deviceProblem says in English why device is not one of devs, the
// sound devices as `tactus audio devices` lists them (listErr: why they
// could not be listed); "" when it is one, or is "" (the default device).
// The sentence names device when named is true; a flag's message names it
// before.
func deviceProblem(devs []malgo.Device, listErr error, device string, named bool) string {
	if device == "" {
		return ""
	}
	if !named {
		switch _, err := malgo.Pick(devs, device); {
		case listErr != nil:
			return "there is no sound device, since " + soundProblem(listErr)
		case errors.Is(err, malgo.ErrAmbiguousDevice):
			return "more than one sound device matches it"
		case err != nil:
			return "not a sound device that tactus audio devices lists"
		}
		return ""
	}
	if listErr != nil {
		return fmt.Sprintf("there is no sound device %q, since %s", device, soundProblem(listErr))
	}
	_, err := malgo.Pick(devs, device)
	if errors.Is(err, malgo.ErrAmbiguousDevice) {
		return fmt.Sprintf("more than one sound device matches %q; tactus audio devices lists them", device)
	}
	if err != nil {
		return fmt.Sprintf("there is no sound device %q; tactus audio devices lists them", device)
	}
	return ""
}

// soundDevices lists the sound output devices of the platform's sound
// systems, which play, resume and practice open.
func soundDevices() ([]malgo.Device, error) { return malgo.Devices("") }

// checkDeviceFlags makes a --device or --opponent-device given in args
// (not the config file's) that list does not include a usage error that
// names it, in the UI language, as parseFlags says other bad values.
func checkDeviceFlags(fs *flag.FlagSet, args []string, list func() ([]malgo.Device, error)) error {
	var devs []malgo.Device
	var listErr error
	listed := false
	for _, name := range []string{"device", "opponent-device"} {
		f := fs.Lookup(name)
		if f == nil || !setInArgs(fs, name) || f.Value.String() == "" {
			continue
		}
		if !listed {
			devs, listErr = list()
			listed = true
		}
		why := deviceProblem(devs, listErr, f.Value.String(), false)
		if why == "" {
			continue
		}
		u := flagUI(fs, args, os.Getenv)
		cmd := strings.TrimPrefix(fs.Name(), "tactus ")
		msg := u.F(u.Front.FlagError, cmd, badValue(u, name, strconv.Quote(f.Value.String()), why), fs.Name())
		return &usageError{msg: strings.TrimPrefix(msg, "tactus: ")} // bare tactus names itself once
	}
	return nil
}

// setInArgs reports whether the flag name was given on the command line.
func setInArgs(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// deviceList lists the sound output devices as the first-run setup offers
// them ("1 Speakers (default)"); none when they cannot be listed.
func deviceList() []string {
	devs, err := malgo.Devices("")
	if err != nil {
		return nil
	}
	out := make([]string, len(devs))
	for i, d := range devs {
		out[i] = fmt.Sprintf("%d %s", d.Number, d.Name)
		if d.Default {
			out[i] += " (default)"
		}
	}
	return out
}
