// Package speech speaks announce phrases: a Voice turns a phrase into sound
// (embedded clips, espeak-ng) or hands it to a speech service
// (speech-dispatcher, a screen reader via plain text); a Sink plays 16-bit
// PCM (miniaudio, oto, a WAV file, nothing). A Speaker queues utterances by
// priority: a move interrupts a clock reading or board browsing, nothing
// interrupts a move, and the last announcement can always be repeated.
//
//	sp := speech.NewSpeaker(voice, speech.SpeakerOptions{})
//	defer sp.Close()
//	sp.Say(phrase, speech.Move)
//	sp.Say(clockPhrase, speech.Clock) // waits for the move
//	sp.Repeat()                      // says the move again
//
// Subpackages hold the parts that need the outside world: ssip (the
// speech-dispatcher protocol), speechd, espeak and clips (voices), wav,
// malgo and oto (sinks), and setup, which picks the best path available and
// degrades, never fails.
package speech
