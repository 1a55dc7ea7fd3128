// Package screenreader speaks through the player's own screen reader and
// the platforms' own voices, and tells which screen reader runs.
//
// Detect finds a running screen reader: NVDA (its controller client
// answers) or JAWS or another one Windows knows of
// (SPI_GETSCREENREADER), VoiceOver on macOS (voiceOverOnOffKey), Orca on
// Linux (its process). When one runs, the app starts in plain mode and the
// blind player's answers go to the screen reader (its voice, its Braille),
// while the embedded voice speaks the moves to the opponent.
//
// The voices are speech.Voice values over small interfaces, so that their
// logic is tested with recorded-call fakes everywhere and the real calls
// only where they exist:
//
//   - NVDA over the controller client (nvdaControllerClient.dll, loaded
//     only from the folder of tactus.exe): SSML with a mark before each
//     word, so that a message whose marks stop coming is abandoned for the
//     fallback as speech-dispatcher's is; plain text for NVDA before 2024.1.
//   - JAWS over its COM API (FreedomSci.JawsApi) and SAPI 5 (SAPI.SpVoice):
//     no end events, so durations are estimated (speech.ExpectedTime).
//   - macOS: `say` as a voice and a renderer to WAV, and VoiceOver through
//     osascript.
//
// Platform files carry build tags; every file compiles for every target.
package screenreader
