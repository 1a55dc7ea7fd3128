package station

import (
	"bytes"
	"net/http"
	"testing"
	"time"
)

// The station says how long a locked address waits (Retry-After, whole
// seconds rounded up), so that tactus join says the real wait, not "a
// minute" for a lock of half an hour.
func TestLockSaysTheWait(t *testing.T) {
	r := newRig(t)
	guesser := r.browserFrom(2)
	wrong := wrongCode(r)
	try := func(code string) (int, string) {
		t.Helper()
		req, err := http.NewRequest(http.MethodPost, guesser.base+"/api/pair", bytes.NewReader([]byte(`{"code":"`+code+`"}`)))
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Origin", guesser.base)
		resp, err := guesser.c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode, resp.Header.Get("Retry-After")
	}
	for i := range maxFailures {
		code, after := try(wrong)
		if i < maxFailures-1 {
			if code != http.StatusForbidden || after != "" {
				t.Fatalf("wrong code %d: %d, Retry-After %q", i+1, code, after)
			}
			continue
		}
		if code != http.StatusTooManyRequests || after != "60" {
			t.Fatalf("the locking wrong code: %d, Retry-After %q, want 429 and 60", code, after)
		}
	}
	r.clk.advance(10*time.Second + time.Millisecond)
	if code, after := try(r.st.Code(Opponent)); code != http.StatusTooManyRequests || after != "50" {
		t.Errorf("10 s into the lock: %d, Retry-After %q, want 429 and 50", code, after)
	}
}

// wait is the rest of an address's lock, and the flood's longer lock.
func TestGuessesWait(t *testing.T) {
	var g guesses
	now := time.Date(2026, 11, 27, 1, 0, 0, 0, time.UTC)
	if d := g.wait("a", now); d != 0 {
		t.Errorf("an unknown address waits %v", d)
	}
	for range maxFailures {
		g.wrong("a", now)
	}
	if d := g.wait("a", now.Add(15*time.Second)); d != lockFor-15*time.Second {
		t.Errorf("15 s into a lock: %v", d)
	}
	if d := g.wait("a", now.Add(lockFor)); d != 0 {
		t.Errorf("after the lock: %v", d)
	}
	// a flood: the address whose wrong code made it waits floodLockFor
	later := now.Add(time.Hour)
	for i := range floodFailures {
		g.wrong(string(rune('b'+i)), later)
	}
	last := string(rune('b' + floodFailures - 1))
	if d := g.wait(last, later); d != floodLockFor {
		t.Errorf("the flooding address waits %v, want %v", d, floodLockFor)
	}
	if d := g.wait("b", later); d <= 0 || d > lockFor {
		t.Errorf("an address that guessed once in the flood waits %v", d)
	}
}
