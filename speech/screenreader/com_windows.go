//go:build windows

package screenreader

import (
	"errors"
	"fmt"
	"runtime"
	"sync"

	"github.com/go-ole/go-ole"
	"github.com/go-ole/go-ole/oleutil"
)

// comObject is an automation object whose calls all run on one OS thread
// of its own, initialised for COM: goroutines move between threads, COM
// objects do not.
type comObject struct {
	calls chan func(*ole.IDispatch)
	once  sync.Once
	done  chan struct{}
}

// openCOM creates the object progID on a thread of its own.
func openCOM(progID string) (*comObject, error) {
	o := &comObject{calls: make(chan func(*ole.IDispatch)), done: make(chan struct{})}
	ready := make(chan error, 1)
	go func() {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		defer close(o.done)
		if err := ole.CoInitializeEx(0, ole.COINIT_MULTITHREADED); err != nil {
			var oleErr *ole.OleError
			if !errors.As(err, &oleErr) || oleErr.Code() != 1 { // S_FALSE: already initialised
				ready <- fmt.Errorf("screenreader: %s: %w", progID, err)
				return
			}
		}
		defer ole.CoUninitialize()
		unknown, err := oleutil.CreateObject(progID)
		if err != nil {
			ready <- fmt.Errorf("%w: %s: %w", ErrNotRunning, progID, err)
			return
		}
		defer unknown.Release()
		disp, err := unknown.QueryInterface(ole.IID_IDispatch)
		if err != nil {
			ready <- fmt.Errorf("%w: %s: %w", ErrNotRunning, progID, err)
			return
		}
		defer disp.Release()
		ready <- nil
		for f := range o.calls {
			f(disp)
		}
	}()
	if err := <-ready; err != nil {
		return nil, err
	}
	return o, nil
}

// call runs method with args on the object's thread and returns its
// result as a Go value.
func (o *comObject) call(method string, args ...any) (any, error) {
	type answer struct {
		v   any
		err error
	}
	got := make(chan answer, 1)
	o.calls <- func(d *ole.IDispatch) {
		r, err := oleutil.CallMethod(d, method, args...)
		if err != nil {
			got <- answer{err: err}
			return
		}
		defer r.Clear()
		got <- answer{v: r.Value()}
	}
	a := <-got
	if a.err != nil {
		return nil, fmt.Errorf("screenreader: %s: %w", method, a.err)
	}
	return a.v, nil
}

// put sets a property on the object's thread.
func (o *comObject) put(name string, v any) error {
	got := make(chan error, 1)
	o.calls <- func(d *ole.IDispatch) {
		r, err := oleutil.PutProperty(d, name, v)
		if err == nil {
			r.Clear()
		}
		got <- err
	}
	if err := <-got; err != nil {
		return fmt.Errorf("screenreader: %s: %w", name, err)
	}
	return nil
}

// Close releases the object and ends its thread.
func (o *comObject) Close() error {
	o.once.Do(func() { close(o.calls) })
	<-o.done
	return nil
}

// jawsCOM is JAWS's COM API.
type jawsCOM struct{ *comObject }

// OpenJAWS connects to JAWS's COM API (FreedomSci.JawsApi); close it when
// done. An error wraps ErrNotRunning when JAWS is not installed.
func OpenJAWS() (JAWSAPI, func() error, error) {
	o, err := openCOM("FreedomSci.JawsApi")
	if err != nil {
		return nil, nil, err
	}
	return jawsCOM{o}, o.Close, nil
}

// ok turns a JAWS call's boolean answer into an error: false means JAWS
// did not take it (it does not run).
func ok(call string, v any, err error) error {
	if err != nil {
		return err
	}
	if b, isBool := v.(bool); isBool && !b {
		return fmt.Errorf("%w: JAWS refused %s", ErrNotRunning, call)
	}
	return nil
}

func (j jawsCOM) SayString(text string, flush bool) error {
	v, err := j.call("SayString", text, flush)
	return ok("SayString", v, err)
}

func (j jawsCOM) StopSpeech() error {
	_, err := j.call("StopSpeech")
	return err
}

func (j jawsCOM) RunFunction(call string) error {
	v, err := j.call("RunFunction", call)
	return ok("RunFunction", v, err)
}

// sapiCOM is a SAPI 5 voice.
type sapiCOM struct{ *comObject }

// SpVoice's SpeechVoiceSpeakFlags.
const (
	svsfAsync        = 1
	svsfPurgeFirst   = 2
	svsfIsNotXML     = 16
	sapiSpeakDefault = svsfAsync | svsfIsNotXML
)

// OpenSAPI opens the default SAPI 5 voice (SAPI.SpVoice); close it when
// done.
func OpenSAPI() (SAPIAPI, func() error, error) {
	o, err := openCOM("SAPI.SpVoice")
	if err != nil {
		return nil, nil, err
	}
	return sapiCOM{o}, o.Close, nil
}

func (s sapiCOM) Speak(text string, purge bool) error {
	flags := int32(sapiSpeakDefault)
	if purge {
		flags |= svsfPurgeFirst
	}
	_, err := s.call("Speak", text, flags)
	return err
}

func (s sapiCOM) SetRate(rate int) error { return s.put("Rate", int32(rate)) }

func (s sapiCOM) Stop() error {
	_, err := s.call("Speak", "", int32(svsfAsync|svsfPurgeFirst))
	return err
}
