package stationapi

import (
	"encoding/json"
	"testing"
)

// TestReplyBytes: a Reply encodes to the bytes the station wrote when its
// answers were maps (keys in the order of their names), so a page and an
// answer kept in a pairings file read the same.
func TestReplyBytes(t *testing.T) {
	seq, zero := 7, 0
	for _, tc := range []struct {
		reply Reply
		was   map[string]any
	}{
		{Reply{Error: "Pair this page first <with> the code & go."}, map[string]any{"ok": false, "error": "Pair this page first <with> the code & go."}},
		{Reply{OK: true, Role: RoleOpponent}, map[string]any{"ok": true, "role": "opponent"}},
		{Reply{OK: true, Role: RoleArbiter, Asking: true, Message: "Wait."}, map[string]any{"ok": true, "role": "arbiter", "asking": true, "message": "Wait."}},
		{Reply{Asking: true, Error: "Wait."}, map[string]any{"ok": false, "asking": true, "error": "Wait."}},
		{Reply{OK: true, Seq: &seq}, map[string]any{"ok": true, "seq": 7}},
		{Reply{Error: "Not now.", Seq: &zero}, map[string]any{"ok": false, "error": "Not now.", "seq": 0}},
		{Reply{OK: true}, map[string]any{"ok": true}},
	} {
		got, err := json.Marshal(tc.reply)
		if err != nil {
			t.Fatal(err)
		}
		want, err := json.Marshal(tc.was)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			t.Errorf("%+v encodes to %s, was %s", tc.reply, got, want)
		}
	}
}
