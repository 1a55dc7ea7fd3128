package rulestest

import "testing"

func TestSeed(t *testing.T) {
	t.Setenv("TACTUS_TEST_SEED", "")
	if got := Seed(t, "TACTUS_TEST_SEED", 7); got != 7 {
		t.Errorf("unset: seed %d, want the default 7", got)
	}
	t.Setenv("TACTUS_TEST_SEED", "18446744073709551615")
	if got := Seed(t, "TACTUS_TEST_SEED", 7); got != 1<<64-1 {
		t.Errorf("set: seed %d, want the variable's", got)
	}
}
