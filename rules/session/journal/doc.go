// Package journal stores a game session as an append-only file: one action a
// line, in words an arbiter can read, each line ending in its checksum. Every
// line is written and synced to disk before the session announces what it did,
// so a crash or a power cut loses no confirmed move; a torn last line is
// found, reported and dropped when the file is opened again.
//
//	tactus journal 1 #1c291ca3
//	1 0.000 2026-11-22T10:00:00.000Z arbiter begin white="Ana" black="Bo" blind=white control="90m+30s" #…
//	2 4.250 2026-11-22T10:00:04.250Z white move e2e4 #…
//
// Create starts a journal and Open reopens one to go on; both return a
// *Journal, which is the session's Recorder. Read parses one from any reader.
package journal
