//go:build !darwin && !windows

package catalog

// System returns nothing here: the environment (LANGUAGE, LC_ALL,
// LC_MESSAGES, LANG) is where Linux and BSD users name their language.
func System() []string { return nil }
