package pgn

import (
	"bytes"
	"errors"
	"strconv"
	"time"
	"unicode/utf8"
)

// drawOfferText is how a draw offer is written in a comment (Appendix
// C.12).
const drawOfferText = "(=)"

// takeComment adds the comment raw to p: [%clk] and [%emt] commands go to
// the clock fields, a lone (=) marks a draw offer, and the rest (whitespace
// collapsed) is kept as a comment when not empty.
func takeComment(raw []byte, p *Ply) {
	var buf [128]byte
	text := buf[:0]
	for len(raw) > 0 {
		i := bytes.Index(raw, []byte("[%"))
		if i < 0 {
			text = appendCollapsed(text, raw)
			break
		}
		text = appendCollapsed(text, raw[:i])
		end := bytes.IndexByte(raw[i:], ']')
		if end < 0 {
			text = appendCollapsed(text, raw[i:])
			break
		}
		cmd := raw[i : i+end+1]
		raw = raw[i+end+1:]
		if !takeCommand(cmd, p) {
			text = appendCollapsed(text, cmd)
		}
		if len(text) > 0 && text[len(text)-1] != ' ' {
			text = append(text, ' ')
		}
	}
	switch s := string(bytes.TrimSpace(text)); s {
	case "":
	case drawOfferText:
		p.DrawOffer = true
	default:
		p.Comments = append(p.Comments, s)
	}
}

// takeCommand stores a [%clk d] or [%emt d] command in p and reports
// whether it did.
func takeCommand(cmd []byte, p *Ply) bool {
	body := bytes.TrimSpace(cmd[2 : len(cmd)-1])
	i := bytes.IndexFunc(body, func(r rune) bool { return r < utf8.RuneSelf && isSpace(byte(r)) })
	if i < 0 {
		return false
	}
	name, arg := body[:i], body[i+1:]
	d, err := parseDuration(string(bytes.TrimSpace(arg)))
	if err != nil {
		return false
	}
	switch string(name) {
	case "clk":
		if p.HasClock {
			return false
		}
		p.Clock, p.HasClock = d, true
	case "emt":
		if p.HasElapsed {
			return false
		}
		p.Elapsed, p.HasElapsed = d, true
	default:
		return false
	}
	return true
}

// appendCollapsed appends b to dst with every run of white space turned
// into one space.
func appendCollapsed(dst, b []byte) []byte {
	space := len(dst) > 0 && dst[len(dst)-1] == ' '
	for _, c := range b {
		if isSpace(c) {
			if !space {
				dst = append(dst, ' ')
			}
			space = true
			continue
		}
		dst = append(dst, c)
		space = false
	}
	return dst
}

var errDuration = errors.New("not a duration like 1:23:45")

// parseDuration reads h:mm:ss, m:ss or s, each with an optional decimal
// fraction of a second.
func parseDuration(s string) (time.Duration, error) {
	if s == "" || len(s) > 20 {
		return 0, errDuration
	}
	var d, field time.Duration
	fields, digits := 0, 0
	i := 0
	for ; i < len(s) && s[i] != '.'; i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			field = field*10 + time.Duration(c-'0')
			digits++
		case c == ':' && digits > 0 && digits <= 6 && fields < 2:
			d = d*60 + field
			field, digits = 0, 0
			fields++
		default:
			return 0, errDuration
		}
	}
	if digits == 0 || digits > 6 {
		return 0, errDuration
	}
	d = (d*60 + field) * time.Second
	if i < len(s) {
		frac := s[i+1:]
		if frac == "" || len(frac) > 9 {
			return 0, errDuration
		}
		ns := time.Duration(0)
		for j := 0; j < 9; j++ {
			ns *= 10
			if j < len(frac) {
				if frac[j] < '0' || frac[j] > '9' {
					return 0, errDuration
				}
				ns += time.Duration(frac[j] - '0')
			}
		}
		d += ns
	}
	return d, nil
}

// formatDuration writes d as h:mm:ss, with a fraction of a second only
// when there is one.
func formatDuration(d time.Duration) string {
	sec := d / time.Second
	b := strconv.AppendInt(nil, int64(sec/3600), 10)
	b = append(b, ':', byte('0'+sec/60%60/10), byte('0'+sec/60%10), ':', byte('0'+sec%60/10), byte('0'+sec%10))
	if ns := d % time.Second; ns > 0 {
		f := strconv.AppendInt(nil, int64(ns)+1e9, 10)[1:]
		b = append(b, '.')
		b = append(b, bytes.TrimRight(f, "0")...)
	}
	return string(b)
}
