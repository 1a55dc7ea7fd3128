package catalog

// Voice are what tactus says when moves are spoken to it (moves by voice):
// the read-back of a move heard, and why it heard none.
type Voice struct {
	Listening string
	// Heard reads a heard move back and asks for a yes: the move in the
	// move vocabulary's words.
	Heard       string
	NotRecorded string // the answer was no
	SayAgain    string // not sure between two moves
	// NotLegal: the phrase heard, which names no legal move.
	NotLegal string
	Nothing  string
	// NoEngine: no speech recogniser is installed.
	NoEngine string
	// NoMicrophone: the microphone cannot be opened; NotInBuild: this
	// build has no microphone support.
	NoMicrophone, NotInBuild string
	// Off: listen was asked for (a word or a key) in a game without
	// moves by voice.
	Off string
}
