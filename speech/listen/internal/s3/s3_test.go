package s3

import (
	"bytes"
	"encoding/binary"
	"errors"
	"math"
	"os"
	"testing"
)

const model = "/usr/share/pocketsphinx/model/en-us/en-us/"

// sendump builds a sendump: a title, header strings, the counts, the bytes.
func sendump(headers []string, codewords, senones int, data []byte) []byte {
	var b []byte
	str := func(s string) {
		b = binary.LittleEndian.AppendUint32(b, uint32(len(s)+1))
		b = append(append(b, s...), 0)
	}
	str("BEGIN FILE FORMAT DESCRIPTION")
	for _, h := range headers {
		str(h)
	}
	b = binary.LittleEndian.AppendUint32(b, 0)
	b = binary.LittleEndian.AppendUint32(b, uint32(codewords))
	b = binary.LittleEndian.AppendUint32(b, uint32(senones))
	return append(b, data...)
}

// The weights are 1.0001^-(q<<shift), laid out by feature, codeword,
// senone, and renormalised per senone and feature.
func TestReadSendump(t *testing.T) {
	// 2 features, 2 codewords, 3 senones; shift 10.
	data := []byte{
		0, 1, 2, // feature 0, codeword 0: senones 0..2
		0, 1, 0, // feature 0, codeword 1
		5, 0, 0, // feature 1, codeword 0
		5, 0, 9, // feature 1, codeword 1
	}
	m, err := ReadSendump(bytes.NewReader(sendump([]string{"cluster_count 0", "feature_count 2", "mixw_shift 10"}, 2, 3, data)))
	if err != nil {
		t.Fatal(err)
	}
	if m.Senones != 3 || m.Features != 2 || m.Codewords != 2 {
		t.Fatalf("sizes %d/%d/%d", m.Senones, m.Features, m.Codewords)
	}
	w := func(q int) float64 { return math.Pow(1.0001, -float64(q<<10)) }
	for _, c := range []struct {
		s, f, c int
		want    float64
	}{
		{0, 0, 0, 0.5}, {0, 0, 1, 0.5}, // equal before normalising
		{1, 0, 0, 0.5}, {2, 0, 0, w(2) / (w(2) + w(0))}, {2, 0, 1, w(0) / (w(2) + w(0))},
		{0, 1, 0, 0.5}, {2, 1, 1, w(9) / (w(9) + w(0))},
	} {
		if got := float64(m.At(c.s, c.f, c.c)); math.Abs(got-c.want) > 1e-6 {
			t.Errorf("senone %d feature %d codeword %d: %g, want %g", c.s, c.f, c.c, got, c.want)
		}
	}
}

func TestReadSendumpBad(t *testing.T) {
	ok := []string{"cluster_count 0", "feature_count 1"}
	for name, b := range map[string][]byte{
		"empty":            nil,
		"short":            {1, 0},
		"header truncated": {40, 0, 0, 0, 'a'},
		"no counts":        sendump(ok, 0, 0, nil)[:len(sendump(ok, 0, 0, nil))-8],
		"zero senones":     sendump(ok, 2, 0, nil),
		"too few weights":  sendump(ok, 2, 3, make([]byte, 5)),
		"too many weights": sendump(ok, 2, 3, make([]byte, 7)),
		"clustered":        sendump([]string{"cluster_count 16", "feature_count 1"}, 2, 3, make([]byte, 6)),
		"huge count":       sendump(ok, 1<<25, 1, nil),
		"shift":            sendump([]string{"feature_count 1", "mixw_shift 40"}, 2, 3, make([]byte, 6)),
	} {
		if _, err := ReadSendump(bytes.NewReader(b)); !errors.Is(err, ErrFormat) {
			t.Errorf("%s: %v, want ErrFormat", name, err)
		}
	}
}

func FuzzReadSendump(f *testing.F) {
	f.Add(sendump([]string{"feature_count 1"}, 2, 3, make([]byte, 6)))
	f.Add([]byte{1, 0, 0, 0, 0})
	f.Fuzz(func(t *testing.T, b []byte) {
		m, err := ReadSendump(bytes.NewReader(b))
		if err != nil {
			return
		}
		if len(m.W) != m.Senones*m.Features*m.Codewords {
			t.Fatalf("%d weights for %d×%d×%d", len(m.W), m.Senones, m.Features, m.Codewords)
		}
	})
}

// WriteMixw writes sphinx3's layout: the header padded so the data is
// 4-byte aligned, the byte-order magic, the dimensions, the count, the
// floats and their checksum.
func TestWriteMixw(t *testing.T) {
	m := &Mixw{Senones: 1, Features: 1, Codewords: 2, W: []float32{0.25, 0.75}}
	var b bytes.Buffer
	if err := WriteMixw(&b, m); err != nil {
		t.Fatal(err)
	}
	out := b.Bytes()
	i := bytes.Index(out, []byte("endhdr\n"))
	if i < 0 || !bytes.HasPrefix(out, []byte("s3\nversion 1.0\nchksum0 yes\n")) || (i+7)%4 != 0 {
		t.Fatalf("header %q", out[:max(0, i+7)])
	}
	data := out[i+7:]
	u := func(k int) uint32 { return binary.LittleEndian.Uint32(data[4*k:]) }
	if len(data) != 4*8 || u(0) != 0x11223344 || u(1) != 1 || u(2) != 1 || u(3) != 2 || u(4) != 2 ||
		math.Float32frombits(u(5)) != 0.25 || math.Float32frombits(u(6)) != 0.75 {
		t.Fatalf("data % x", data)
	}
	if u(7) != chksum(0, data[4:28]) || u(7) == 0 {
		t.Errorf("checksum %08x", u(7))
	}
	if err := WriteMixw(&b, &Mixw{Senones: 2, Features: 1, Codewords: 2, W: []float32{1}}); !errors.Is(err, ErrFormat) {
		t.Errorf("wrong size: %v", err)
	}
}

// The checksum is sphinxbase's: checked on the model's own means file,
// which carries one ("chksum0 yes").
func TestChksumOfMeans(t *testing.T) {
	b, err := os.ReadFile(model + "means")
	if err != nil {
		t.Skip("no en-us model (Debian package pocketsphinx-en-us):", err)
	}
	i := bytes.Index(b, []byte("endhdr\n"))
	if i < 0 {
		t.Fatal("no endhdr")
	}
	data := b[i+7+4 : len(b)-4]
	want := binary.LittleEndian.Uint32(b[len(b)-4:])
	if got := chksum(0, data); got != want {
		t.Errorf("chksum %08x, file says %08x", got, want)
	}
}

// The en-us model's sendump: 5126 senones, 3 streams of 128 codewords.
func TestModelSendump(t *testing.T) {
	f, err := os.Open(model + "sendump")
	if err != nil {
		t.Skip("no en-us model (Debian package pocketsphinx-en-us):", err)
	}
	defer f.Close()
	m, err := ReadSendump(f)
	if err != nil {
		t.Fatal(err)
	}
	if m.Senones != 5126 || m.Features != 3 || m.Codewords != 128 {
		t.Errorf("%d senones, %d features, %d codewords", m.Senones, m.Features, m.Codewords)
	}
}
