package catalog

// Journal are what tactus says about a game's journal before the game
// opens: that another tactus has it open, that it cannot be read whole
// (and whether to go on from its last good line), that the game is over.
type Journal struct {
	InUse string // the game ("Ana - Bo")
	// Damaged: the game, then what is wrong (LastLineBad, Checksum or
	// LineBad with the line's number).
	Damaged     string
	LastLineBad string // the line number
	Checksum    string // the line number
	LineBad     string // the line number
	// Newer: the game, the journal's format version, the newest this
	// tactus reads.
	Newer      string
	NotJournal string // the file's name
	// Unplayable: the game, the journal's line whose action the rules
	// refuse (the journal reads, but its game cannot be replayed).
	Unplayable string
	// GoOn follows Damaged: the last good line, the file the rest goes to.
	GoOn      string
	KeptAside string // the first line kept aside, the file it is in
	LeftAsIs  string // going on was declined
	// ResumeOrNew follows an answer to "Resume the game …?" that is
	// neither yes nor no.
	ResumeOrNew string
	Over        string // the game, the result and reason in words
}
