// Package journal stores a game session as an append-only file: one action a
// line, in words an arbiter can read, each line ending in its checksum. Every
// line is written and synced to disk before the session announces what it did,
// so a crash or a power cut loses no confirmed move; a last line cut short is
// found, reported and moved aside when the file is opened again, and any other
// damage is a *Damage naming the line (Salvage goes on from the line before).
// An action a station's page sent carries the page's id in its line.
//
//	tactus journal 2 #3df6dfad
//	1 0.000 2026-11-22T10:00:00.000Z arbiter begin white=Ana black=Bo blind=white control=90m+30s #…
//	2 4.250 2026-11-22T10:00:04.250Z white move e2e4 #…
//	3 6.100 2026-11-22T10:00:06.100Z black announce e7e5 id=Zq3v9Kx2mP #…
//
// Create starts a journal and Open reopens one to go on; both return a
// *Journal, which is the session's Recorder and holds the file's one-writer
// lock until Close. Read parses one from any reader.
package journal
