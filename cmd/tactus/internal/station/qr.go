package station

import (
	"fmt"
	"strings"

	"rsc.io/qr"
)

// QR draws text (the station's URL) as a QR code in lines of block
// characters, two modules a character cell (upper and lower half blocks),
// dark modules drawn as spaces on light ones so that a phone reads it on a
// dark terminal, with the four-module quiet zone the standard asks for.
func QR(text string) ([]string, error) {
	c, err := qr.Encode(text, qr.M)
	if err != nil {
		return nil, fmt.Errorf("station: qr: %w", err)
	}
	const quiet = 4
	light := func(x, y int) bool { return !c.Black(x, y) } // outside the code: light
	var lines []string
	for y := -quiet; y < c.Size+quiet; y += 2 {
		var b strings.Builder
		for x := -quiet; x < c.Size+quiet; x++ {
			top, bottom := light(x, y), light(x, y+1)
			switch {
			case top && bottom:
				b.WriteRune('█')
			case top:
				b.WriteRune('▀')
			case bottom:
				b.WriteRune('▄')
			default:
				b.WriteByte(' ')
			}
		}
		lines = append(lines, b.String())
	}
	return lines, nil
}
