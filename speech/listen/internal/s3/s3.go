// Package s3 reads pocketsphinx's quantized mixture weights (sendump) and
// writes them as sphinx3's binary mixture_weights, which sphinxtrain's
// bw, mllr_solve and map_adapt read: Debian's en-us model ships only the
// former.
package s3

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
)

// ErrFormat reports a file that is not in the expected format.
var ErrFormat = errors.New("s3: bad format")

// Mixw are mixture weights: W[senone][feature][codeword].
type Mixw struct {
	Senones, Features, Codewords int
	W                            []float32
}

// At returns the weight of codeword c of feature f in senone s.
func (m *Mixw) At(s, f, c int) float32 {
	return m.W[(s*m.Features+f)*m.Codewords+c]
}

// logBase is pocketsphinx's log base for the quantized weights.
const logBase = 1.0001

// ReadSendump reads pocketsphinx's sendump: length-prefixed header
// strings up to an empty one, the number of codewords and of senones
// (when cluster_count is 0), then per feature stream and codeword one byte
// per senone, the weight's -log (base 1.0001) shifted right by mixw_shift.
// The weights are renormalised per senone and feature.
func ReadSendump(r io.Reader) (*Mixw, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("s3: sendump: %w", err)
	}
	if len(b) < 4 {
		return nil, fmt.Errorf("%w: sendump too short", ErrFormat)
	}
	order := binary.ByteOrder(binary.LittleEndian)
	if n := binary.LittleEndian.Uint32(b); n > 65536 {
		order = binary.BigEndian
	}
	pos := 0
	u32 := func() (int, error) {
		if pos+4 > len(b) {
			return 0, fmt.Errorf("%w: sendump truncated at %d", ErrFormat, pos)
		}
		v := order.Uint32(b[pos:])
		pos += 4
		if v > 1<<24 {
			return 0, fmt.Errorf("%w: sendump count %d at %d", ErrFormat, v, pos-4)
		}
		return int(v), nil
	}
	shift, features, clusters, senones, codewords := 10, 1, 0, 0, 0
	for first := true; ; first = false {
		n, err := u32()
		if err != nil {
			return nil, err
		}
		if n == 0 {
			break
		}
		if pos+n > len(b) {
			return nil, fmt.Errorf("%w: sendump header truncated", ErrFormat)
		}
		s := strings.TrimRight(string(b[pos:pos+n]), "\x00")
		pos += n
		if first {
			continue // the title
		}
		f := strings.Fields(s)
		if len(f) != 2 {
			continue
		}
		v, err := strconv.Atoi(f[1])
		if err != nil {
			continue
		}
		switch f[0] {
		case "mixw_shift":
			shift = v
		case "feature_count":
			features = v
		case "cluster_count":
			clusters = v
		case "mixture_count":
			senones = v
		case "model_count":
			codewords = v
		}
	}
	if clusters != 0 {
		return nil, fmt.Errorf("%w: clustered sendump (cluster_count %d) not supported", ErrFormat, clusters)
	}
	if codewords, err = u32(); err != nil {
		return nil, err
	}
	if senones, err = u32(); err != nil {
		return nil, err
	}
	if features < 1 || codewords < 1 || senones < 1 || shift < 0 || shift > 20 {
		return nil, fmt.Errorf("%w: sendump sizes %d/%d/%d", ErrFormat, features, codewords, senones)
	}
	if len(b)-pos != features*codewords*senones {
		return nil, fmt.Errorf("%w: sendump holds %d bytes of weights, want %d×%d×%d", ErrFormat, len(b)-pos, features, codewords, senones)
	}
	m := &Mixw{Senones: senones, Features: features, Codewords: codewords, W: make([]float32, senones*features*codewords)}
	ln := math.Log(logBase)
	for f := range features {
		for c := range codewords {
			for s := range senones {
				q := int(b[pos]) << shift
				pos++
				m.W[(s*features+f)*codewords+c] = float32(math.Exp(-float64(q) * ln))
			}
		}
	}
	for i := 0; i < len(m.W); i += codewords {
		var sum float64
		for _, w := range m.W[i : i+codewords] {
			sum += float64(w)
		}
		for j := i; j < i+codewords; j++ {
			m.W[j] = float32(float64(m.W[j]) / sum)
		}
	}
	return m, nil
}

// chksum adds the 32-bit words of b to sum as sphinxbase's bio does.
func chksum(sum uint32, b []byte) uint32 {
	for i := 0; i+4 <= len(b); i += 4 {
		sum = (sum<<20 | sum>>12) + binary.LittleEndian.Uint32(b[i:])
	}
	return sum
}

// WriteMixw writes m as sphinx3's binary mixture_weights: a text header
// ("s3", "version 1.0", "chksum0 yes", "endhdr" aligned to 4 bytes), the
// byte-order magic 0x11223344, the three dimensions, the count and the
// weights (little-endian float32), and the checksum of all after the magic.
func WriteMixw(w io.Writer, m *Mixw) error {
	if len(m.W) != m.Senones*m.Features*m.Codewords {
		return fmt.Errorf("%w: %d weights for %d×%d×%d", ErrFormat, len(m.W), m.Senones, m.Features, m.Codewords)
	}
	var b bytes.Buffer
	b.WriteString("s3\nversion 1.0\nchksum0 yes\n")
	if pad := (b.Len() + len("endhdr\n")) % 4; pad != 0 {
		b.WriteString(strings.Repeat(" ", 4-pad))
	}
	b.WriteString("endhdr\n")
	body := binary.LittleEndian.AppendUint32(nil, 0x11223344)
	data := make([]byte, 0, 16+4*len(m.W))
	for _, v := range []int{m.Senones, m.Features, m.Codewords, len(m.W)} {
		data = binary.LittleEndian.AppendUint32(data, uint32(v))
	}
	for _, v := range m.W {
		data = binary.LittleEndian.AppendUint32(data, math.Float32bits(v))
	}
	data = binary.LittleEndian.AppendUint32(data, chksum(0, data))
	b.Write(body)
	b.Write(data)
	_, err := w.Write(b.Bytes())
	if err != nil {
		return fmt.Errorf("s3: mixture weights: %w", err)
	}
	return nil
}
