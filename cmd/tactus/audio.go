package main

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/tactuschess/tactus/speech"
	"github.com/tactuschess/tactus/speech/malgo"
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
	if err != nil {
		return fmt.Errorf("audio devices: %s", soundProblem(err))
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
	if err != nil {
		return usagef("%s: there is no sound device %q, since %s", cmd, device, soundProblem(err))
	}
	_, err = malgo.Pick(devs, device)
	if errors.Is(err, malgo.ErrAmbiguousDevice) {
		return usagef("%s: more than one sound device matches %q; tactus audio devices lists them", cmd, device)
	}
	if err != nil {
		return usagef("%s: there is no sound device %q; tactus audio devices lists them", cmd, device)
	}
	return nil
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
