package screenreader

import (
	"fmt"
	"os"
	"regexp"
	"strconv"
	"sync"
	"testing"
)

// fakeController behaves as testdata/nvdastub.c does, in Go: it records
// each call as the stand-in logs it and obeys the same switches.
type fakeController struct {
	mu     sync.Mutex
	log    []string
	onMark func(string)
}

func stub(name string) int {
	n, err := strconv.Atoi(os.Getenv(name))
	if err != nil {
		return -1
	}
	return n
}

func (f *fakeController) record(s string) {
	f.mu.Lock()
	f.log = append(f.log, s)
	f.mu.Unlock()
}

func (f *fakeController) answer(call string, speech bool) error {
	if stub("NVDA_STUB_ABSENT") == 1 {
		return &CallError{Call: call, Code: 1717}
	}
	if fail := stub("NVDA_STUB_FAIL"); speech && fail > 0 {
		return &CallError{Call: call, Code: uint32(fail)}
	}
	return nil
}

func (f *fakeController) TestIfRunning() error {
	f.record("testIfRunning")
	return f.answer("testIfRunning", false)
}

func (f *fakeController) SpeakText(text string) error {
	f.record("speakText " + text)
	return f.answer("speakText", true)
}

func (f *fakeController) CancelSpeech() error {
	f.record("cancelSpeech")
	return f.answer("cancelSpeech", true)
}

func (f *fakeController) BrailleMessage(text string) error {
	f.record("brailleMessage " + text)
	return f.answer("brailleMessage", true)
}

func (f *fakeController) SetOnMarkReached(fn func(string)) error {
	f.record("setOnSsmlMarkReachedCallback")
	if stub("NVDA_STUB_OLD") == 1 {
		return &CallError{Call: "setOnSsmlMarkReachedCallback", Code: 1717}
	}
	f.mu.Lock()
	f.onMark = fn
	f.mu.Unlock()
	return f.answer("setOnSsmlMarkReachedCallback", false)
}

var markName = regexp.MustCompile(`<mark name="([^"]*)"/>`)

func (f *fakeController) SpeakSsml(ssml string, priority int, async bool) error {
	f.record(fmt.Sprintf("speakSsml priority=%d symbols=-1 async=%d %s", priority, map[bool]int{true: 1}[async], ssml))
	if stub("NVDA_STUB_OLD") == 1 {
		return &CallError{Call: "speakSsml", Code: 1717}
	}
	if err := f.answer("speakSsml", true); err != nil {
		return err
	}
	limit := stub("NVDA_STUB_MARKS")
	f.mu.Lock()
	onMark := f.onMark
	f.mu.Unlock()
	report := func() {
		for i, m := range markName.FindAllStringSubmatch(ssml, -1) {
			if limit >= 0 && i >= limit {
				return
			}
			onMark(m[1])
		}
	}
	if async {
		go report()
	} else {
		report()
	}
	return nil
}

func TestNVDAFake(t *testing.T) {
	var current *fakeController
	runNVDAScenarios(t, nvdaBackend{
		open: func(t *testing.T) Controller {
			current = &fakeController{}
			return current
		},
		log: func(t *testing.T) []string {
			current.mu.Lock()
			defer current.mu.Unlock()
			return append([]string(nil), current.log...)
		},
	})
}
