package screenreader

import (
	"encoding/xml"
	"errors"
	"fmt"
	"strings"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/assets"
	"github.com/tactuschess/tactus/speech"
)

// Kind names a screen reader.
type Kind string

// The screen readers Detect tells apart.
const (
	// None: no screen reader runs (or none that tactus can see).
	None Kind = ""
	// NVDA is NonVisual Desktop Access (Windows).
	NVDA Kind = "nvda"
	// JAWS is Freedom Scientific's JAWS (Windows).
	JAWS Kind = "jaws"
	// VoiceOver is macOS's screen reader.
	VoiceOver Kind = "voiceover"
	// Orca is the GNOME screen reader (Linux); it speaks through
	// speech-dispatcher, which tactus uses already.
	Orca Kind = "orca"
	// Other is a screen reader Windows reports (SPI_GETSCREENREADER) that
	// is neither NVDA nor JAWS (Narrator, say): plain mode, and tactus's
	// own voice for the player.
	Other Kind = "other"
)

// Kinds lists the screen readers a setting may name, for help and checks.
func Kinds() []Kind { return []Kind{NVDA, JAWS, VoiceOver, Orca, Other} }

// Name returns the screen reader's name as people write it.
func (k Kind) Name() string {
	switch k {
	case NVDA:
		return "NVDA"
	case JAWS:
		return "JAWS"
	case VoiceOver:
		return "VoiceOver"
	case Orca:
		return "Orca"
	case None:
		return ""
	}
	return "a screen reader"
}

// Sentinel errors. ErrNotRunning and ErrNotInBuild wrap
// speech.ErrUnavailable; ErrNoBegin and ErrNoEnd wrap speech.ErrStalled.
var (
	// ErrNotRunning reports a screen reader that does not run (or does not
	// answer).
	ErrNotRunning = fmt.Errorf("screenreader: not running: %w", speech.ErrUnavailable)
	// ErrNotInBuild reports a voice this platform does not have (NVDA off
	// Windows, say off macOS).
	ErrNotInBuild = fmt.Errorf("screenreader: not on this platform: %w", speech.ErrNotInBuild)
	// ErrNoClient reports that nvdaControllerClient.dll is not beside
	// tactus.exe (or is not one).
	ErrNoClient = fmt.Errorf("screenreader: no NVDA controller client beside tactus: %w", speech.ErrUnavailable)
	// ErrOldNVDA reports an NVDA before 2024.1, which answers the newer
	// calls (SSML, marks) with error 1717: plain text is spoken instead.
	ErrOldNVDA = errors.New("screenreader: NVDA too old for this call")
	// ErrNoBegin reports a message whose first mark did not come in time.
	ErrNoBegin = fmt.Errorf("screenreader: message did not begin in time: %w", speech.ErrStalled)
	// ErrNoEnd reports a message whose next mark did not come in time.
	ErrNoEnd = fmt.Errorf("screenreader: message did not end in time: %w", speech.ErrStalled)
	// ErrRefused reports that macOS refused to let tactus control
	// VoiceOver: "Allow VoiceOver to be controlled with AppleScript" is
	// off, or the terminal may not send Apple events.
	ErrRefused = fmt.Errorf("screenreader: VoiceOver refused control: %w", speech.ErrUnavailable)
)

// run is words said in one language.
type run struct {
	lang  string
	words []string
}

// text is an utterance as a screen reader is given it: runs of words,
// each run in its language.
type text []run

// spoken cuts p into runs of one language with the words a synthesiser is
// given (speech.Spoken).
func spoken(p announce.Phrase, list []assets.Entry) text {
	var out text
	for _, r := range speech.ByLanguage(p) {
		s, lang := speech.Spoken(r, list)
		if w := strings.Fields(s); len(w) > 0 {
			out = append(out, run{lang: lang, words: w})
		}
	}
	return out
}

// words returns every word, in order.
func (t text) words() []string {
	var out []string
	for _, r := range t {
		out = append(out, r.words...)
	}
	return out
}

// String returns the words joined by spaces.
func (t text) String() string { return strings.Join(t.words(), " ") }

// ssml writes t as SSML: each run in a voice element of its language, a
// mark before each word named prefix and its index ("t3w0", "t3w1" …), and
// a mark named prefix+"end" after the last.
func (t text) ssml(prefix string) string {
	var b strings.Builder
	b.WriteString("<speak>")
	i := 0
	for _, r := range t {
		fmt.Fprintf(&b, `<voice xml:lang="%s">`, escape(r.lang))
		for j, w := range r.words {
			if j > 0 {
				b.WriteByte(' ')
			}
			fmt.Fprintf(&b, `<mark name="%sw%d"/>`, prefix, i)
			b.WriteString(escape(w))
			i++
		}
		b.WriteString("</voice>")
	}
	fmt.Fprintf(&b, `<mark name="%send"/></speak>`, prefix)
	return b.String()
}

// escape escapes s for XML text and attributes.
func escape(s string) string {
	var b strings.Builder
	_ = xml.EscapeText(&b, []byte(s)) // a strings.Builder does not fail
	return b.String()
}
