package uci

import (
	"fmt"
	"strconv"
	"strings"
)

// OptionType is the type of an engine option, as the engine declared it.
type OptionType uint8

// Option types of the UCI protocol.
const (
	Check  OptionType = iota + 1 // on or off: "true" or "false"
	Spin                         // an integer from Min to Max
	Combo                        // one of Vars
	Button                       // an action without a value
	String                       // any text
)

var optionTypeNames = [...]string{"", "check", "spin", "combo", "button", "string"}

// String returns the type's UCI name ("spin").
func (t OptionType) String() string {
	if int(t) < len(optionTypeNames) && t != 0 {
		return optionTypeNames[t]
	}
	return "OptionType(" + strconv.Itoa(int(t)) + ")"
}

// Option is one option the engine offered in its handshake.
type Option struct {
	Name     string
	Type     OptionType
	Default  string   // as the engine wrote it; "" for "<empty>" and buttons
	Min, Max int      // Spin only
	Vars     []string // Combo only, in the engine's order
}

// DefaultInt returns a Spin option's default value.
func (o Option) DefaultInt() int {
	n, _ := strconv.Atoi(o.Default)
	return n
}

// String returns the option as the engine's "option" line declares it.
func (o Option) String() string {
	var b strings.Builder
	b.WriteString("option name " + o.Name + " type " + o.Type.String())
	switch o.Type {
	case Button:
		return b.String()
	case String:
		d := o.Default
		if d == "" {
			d = "<empty>"
		}
		b.WriteString(" default " + d)
	default:
		b.WriteString(" default " + o.Default)
	}
	if o.Type == Spin {
		fmt.Fprintf(&b, " min %d max %d", o.Min, o.Max)
	}
	for _, v := range o.Vars {
		b.WriteString(" var " + v)
	}
	return b.String()
}

// Validate reports whether value may be sent for the option, and returns
// it in the form to send ("true"/"false" for a check, the engine's
// spelling for a combo, "" for a button).
func (o Option) Validate(value string) (string, error) {
	if strings.ContainsAny(value, "\r\n") {
		return "", fmt.Errorf("uci: option %q: a value cannot hold a line break: %w", o.Name, ErrBadValue)
	}
	value = strings.TrimSpace(value)
	switch o.Type {
	case Check:
		if b, err := strconv.ParseBool(value); err == nil {
			return strconv.FormatBool(b), nil
		}
		return "", fmt.Errorf("uci: option %q takes true or false, not %q: %w", o.Name, value, ErrBadValue)
	case Spin:
		n, err := strconv.Atoi(value)
		if err != nil || n < o.Min || n > o.Max {
			return "", fmt.Errorf("uci: option %q takes a whole number from %d to %d, not %q: %w", o.Name, o.Min, o.Max, value, ErrBadValue)
		}
		return strconv.Itoa(n), nil
	case Combo:
		for _, v := range o.Vars {
			if strings.EqualFold(v, value) {
				return v, nil
			}
		}
		return "", fmt.Errorf("uci: option %q takes one of %s, not %q: %w", o.Name, strings.Join(o.Vars, ", "), value, ErrBadValue)
	case Button:
		if value != "" {
			return "", fmt.Errorf("uci: option %q is a button and takes no value: %w", o.Name, ErrBadValue)
		}
	}
	return value, nil
}

// optionKeywords end the value before them on an option line.
var optionKeywords = map[string]bool{"name": true, "type": true, "default": true, "min": true, "max": true, "var": true}

// ParseOption reads an engine's "option" line.
func ParseOption(line string) (Option, error) {
	f := strings.Fields(line)
	if len(f) == 0 || f[0] != "option" {
		return Option{}, protocolErr(line, "not an option line")
	}
	var o Option
	seen := map[string]bool{}
	for i := 1; i < len(f); {
		key := f[i]
		if !optionKeywords[key] {
			return Option{}, protocolErr(line, "%q where a keyword (name, type, default, min, max, var) belongs", key)
		}
		j := i + 1
		for j < len(f) && !(optionKeywords[f[j]] && (key != "name" || f[j] == "type")) {
			j++
		}
		if err := o.set(key, f[i+1:j], seen); err != nil {
			return Option{}, &ProtocolError{Line: shorten(line), Err: err}
		}
		i = j
	}
	return o, o.check()
}

// set stores one keyword's value words.
func (o *Option) set(key string, words []string, seen map[string]bool) error {
	if seen[key] && key != "var" {
		return fmt.Errorf("%s given twice", key)
	}
	seen[key] = true
	value := strings.Join(words, " ")
	if value == "" && key != "default" {
		return fmt.Errorf("%s without a value", key)
	}
	var err error
	switch key {
	case "name":
		o.Name = value
	case "type":
		o.Type = parseOptionType(value)
		if o.Type == 0 {
			err = fmt.Errorf("unknown option type %q", value)
		}
	case "default":
		if value == "<empty>" {
			value = ""
		}
		o.Default = value
	case "min":
		o.Min, err = strconv.Atoi(value)
	case "max":
		o.Max, err = strconv.Atoi(value)
	case "var":
		o.Vars = append(o.Vars, value)
	}
	return err
}

func parseOptionType(s string) OptionType {
	for i, n := range optionTypeNames {
		if n == s && i > 0 {
			return OptionType(i)
		}
	}
	return 0
}

// check tests the parsed option as a whole.
func (o *Option) check() error {
	line := o.String()
	switch {
	case o.Name == "":
		return protocolErr(line, "option without a name")
	case o.Type == 0:
		return protocolErr(line, "option without a type")
	case o.Type == Spin && o.Min > o.Max:
		return protocolErr(line, "min %d above max %d", o.Min, o.Max)
	case o.Type == Combo && len(o.Vars) == 0:
		return protocolErr(line, "combo without values")
	case o.Type != Spin && (o.Min != 0 || o.Max != 0), o.Type != Combo && len(o.Vars) > 0:
		return protocolErr(line, "min, max or var on a %s option", o.Type)
	}
	if o.Type == Button || o.Default == "" && o.Type == String {
		return nil
	}
	if _, err := o.Validate(o.Default); err != nil {
		return protocolErr(line, "default %q does not fit the option", o.Default)
	}
	return nil
}
