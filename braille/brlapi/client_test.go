package brlapi

import (
	"context"
	"errors"
	"io"
	"os"
	"strings"
	"testing"
	"time"
)

func newTestClient(t *testing.T, opts Options, script ...step) (*Client, <-chan error) {
	t.Helper()
	if opts.Getenv == nil {
		opts.Getenv = noEnv
	}
	conn, done := serve(t, append(handshakeNone(), script...)...)
	c, err := NewClient(context.Background(), conn, opts)
	if err != nil {
		t.Fatalf("NewClient: %v", err)
	}
	return c, done
}

func TestQueriesAndTTYMode(t *testing.T) {
	c, done := newTestClient(t, Options{},
		expectP(TypeGetDriverName, nil), sendP(TypeGetDriverName, be("vr\x00")),
		expectP(TypeGetModelID, nil), sendP(TypeGetModelID, be("virtual\x00")),
		expectP(TypeGetDisplaySize, nil), sendP(TypeGetDisplaySize, be(40, 1)),
		expectP(TypeEnterTTYMode, be(0, byte(0))), sendP(TypeAck, nil),
		expectP(TypeAcceptKeyRanges, be(uint64(0), ^uint64(0))), sendP(TypeAck, nil),
		expectP(TypeLeaveTTYMode, nil), // its ACK is not waited for
	)
	if name, err := c.DriverName(context.Background()); err != nil || name != "vr" {
		t.Errorf("DriverName = %q, %v", name, err)
	}
	if id, err := c.ModelID(context.Background()); err != nil || id != "virtual" {
		t.Errorf("ModelID = %q, %v", id, err)
	}
	if w, h, err := c.DisplaySize(context.Background()); err != nil || w != 40 || h != 1 {
		t.Errorf("DisplaySize = %d, %d, %v", w, h, err)
	}
	if err := c.EnterTTYMode(context.Background()); err != nil {
		t.Fatal(err)
	}
	if err := c.AcceptKeys(context.Background(), AllKeys()); err != nil {
		t.Fatal(err)
	}
	if err := c.Close(); err != nil { // leaves tty mode
		t.Fatal(err)
	}
	waitScript(t, done)
}

func TestWriteDotsBytes(t *testing.T) {
	text := "\u2801\u2803\u2800\u2800" // ⠁⠃ then blanks to width 4
	c, done := newTestClient(t, Options{},
		expectP(TypeGetDisplaySize, nil), sendP(TypeGetDisplaySize, be(4, 1)),
		expectP(TypeWrite, be(0x02|0x04|0x20|0x40, 1, 4, len(text), text, 0, byte(5), "UTF-8")),
		// not watching the size, the client reads it before every write;
		// cells beyond the width are cut
		expectP(TypeGetDisplaySize, nil), sendP(TypeGetDisplaySize, be(4, 1)),
		expectP(TypeWrite, be(0x66, 1, 4, 12, "\u28ff\u28c0\u2880\u2840", 0, byte(5), "UTF-8")),
	)
	if err := c.WriteDots(context.Background(), []byte{0x01, 0x03}); err != nil {
		t.Fatal(err)
	}
	if err := c.WriteDots(context.Background(), []byte{0xff, 0xc0, 0x80, 0x40, 0x01}); err != nil {
		t.Fatal(err)
	}
	waitScript(t, done)
	c.Close()
}

func TestReadKeys(t *testing.T) {
	codes := []struct {
		code uint64
		kind KeyKind
		arg  int
		r    rune
	}{
		{0x20010005, KeyRoute, 5, 0},
		{0x20000001, KeyLineUp, 0, 0},
		{0x20000002, KeyLineDown, 0, 0},
		{0x20000017, KeyPanLeft, 0, 0},
		{0x20000018, KeyPanRight, 0, 0},
		{0x2000001D, KeyHome, 0, 0},
		{0x2000001F, KeyReturn, 0, 0},
		{0x2022001B, KeyPassDots, 0x1B, 0},
		{0x61, KeySym, 0, 'a'},
		{0x0100265A, KeySym, 0, '♚'},
		{0xFF0D, KeySym, 0, '\r'},
		{0x20000003, KeyWinUp, 0, 0},
		{0x20000009, KeyTop, 0, 0},
		{0x2000000A, KeyBottom, 0, 0},
		{0x2000000B, KeyTopLeft, 0, 0},
		{0x2000000C, KeyBottomLeft, 0, 0},
		{0x2000000E, KeyNextParagraph, 0, 0},
		{0x2000001B, KeyLineStart, 0, 0},
		{0x2000001C, KeyLineEnd, 0, 0},
		{0x2000001E, KeyBack, 0, 0},
		{0x20000020, KeyOther, 32, 0}, // FREEZE: not named
		{0x2000FFFF, KeyOther, 0xFFFF, 0},
	}
	var script []step
	for _, k := range codes {
		script = append(script, sendP(TypeKey, be(k.code)))
	}
	c, done := newTestClient(t, Options{}, script...)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for _, want := range codes {
		k, err := c.ReadKey(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if k.Code != want.code || k.Kind != want.kind || k.Arg != want.arg || k.Rune != want.r {
			t.Errorf("key 0x%x = %+v, want kind %v arg %d rune %q", want.code, k, want.kind, want.arg, want.r)
		}
	}
	waitScript(t, done)
	if _, err := c.ReadKey(ctx); err == nil || !errors.Is(err, io.EOF) {
		t.Errorf("ReadKey after hang-up = %v, want connection lost (EOF)", err)
	}
	c.Close()
}

func TestErrorAndException(t *testing.T) {
	c, done := newTestClient(t, Options{},
		expectP(TypeEnterTTYMode, be(0, byte(0))), sendP(TypeError, be(2)),
		sendP(TypeException, be(7, int(TypeWrite), "junk")),
	)
	err := c.EnterTTYMode(context.Background())
	var e *Error
	if !errors.As(err, &e) || e.Code != CodeTTYBusy || e.Exception {
		t.Fatalf("EnterTTYMode = %v, want tty busy error", err)
	}
	if !errors.Is(err, &Error{Code: CodeTTYBusy}) {
		t.Errorf("errors.Is by code failed for %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_, err = c.ReadKey(ctx)
	if !errors.As(err, &e) || !e.Exception || e.Code != CodeInvalidPacket || e.PacketType != TypeWrite || string(e.Packet) != "junk" {
		t.Fatalf("ReadKey = %v, want invalid packet exception about WRITE", err)
	}
	if !strings.Contains(err.Error(), "invalid packet") || !strings.Contains(err.Error(), "WRITE") {
		t.Errorf("message %q", err)
	}
	waitScript(t, done)
	c.Close()
}

func TestKeyAuthentication(t *testing.T) {
	files := map[string][]byte{"/k/good": []byte("secret\n"), "/k/empty": {}}
	read := func(p string) ([]byte, error) {
		if b, ok := files[p]; ok {
			return b, nil
		}
		return nil, os.ErrNotExist
	}
	cases := []struct {
		name, auth, env string
		script          []step
		wantCode        ErrorCode // 0: success
		wantErr         error
	}{
		{"key accepted", "keyfile:/k/good", "", []step{
			expectP(TypeAuth, be(int(AuthKey), "secret\n")), sendP(TypeAck, nil), sizeQuery()}, 0, nil},
		{"key from BRLAPI_AUTH", "", "/k/good", []step{
			expectP(TypeAuth, be(int(AuthKey), "secret\n")), sendP(TypeAck, nil), sizeQuery()}, 0, nil},
		{"key refused", "/k/good", "", []step{
			expectP(TypeAuth, be(int(AuthKey), "secret\n")), sendP(TypeError, be(17))}, CodeAuthentication, nil},
		{"empty key file", "/k/empty", "", nil, CodeEmptyKey, nil},
		{"missing key file", "/k/none", "", nil, 0, os.ErrNotExist},
		{"auth none but key wanted", "none", "", nil, 0, ErrNoAuthMethod},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			script := append([]step{sendP(TypeVersion, be(8)), expectP(TypeVersion, be(8)),
				sendP(TypeAuth, be(int(AuthKey)))}, tc.script...)
			conn, done := serve(t, script...)
			env := func(k string) string {
				if k == "BRLAPI_AUTH" {
					return tc.env
				}
				return ""
			}
			c, err := NewClient(context.Background(), conn, Options{Auth: tc.auth, Getenv: env, ReadFile: read})
			switch {
			case tc.wantCode != 0:
				if !errors.Is(err, &Error{Code: tc.wantCode}) {
					t.Fatalf("err = %v, want code %v", err, tc.wantCode)
				}
			case tc.wantErr != nil:
				if !errors.Is(err, tc.wantErr) {
					t.Fatalf("err = %v, want %v", err, tc.wantErr)
				}
			default:
				if err != nil {
					t.Fatal(err)
				}
				if _, _, err := c.DisplaySize(context.Background()); err != nil {
					t.Fatal(err)
				}
				waitScript(t, done)
				c.Close()
			}
		})
	}
}

func TestHandshakeFailures(t *testing.T) {
	cases := []struct {
		name   string
		script []step
		want   error
	}{
		{"old protocol", []step{sendP(TypeVersion, be(7))}, &Error{Code: CodeProtocolVersion}},
		{"error first", []step{sendP(TypeError, be(13))}, &Error{Code: CodeProtocolVersion}},
		{"key before version", []step{sendP(TypeKey, be(uint64(1)))}, ErrProtocol},
		{"short version", []step{sendP(TypeVersion, be(byte(1)))}, ErrShortPacket},
		{"huge packet", []step{{send: be(0x7fffffff, int(TypeVersion))}}, ErrPacketTooLarge},
		{"hang-up", []step{hangup()}, io.EOF},
		{"short auth", []step{sendP(TypeVersion, be(8)), expectP(TypeVersion, be(8)),
			sendP(TypeAuth, be("ab"))}, ErrShortPacket},
		{"credentials only", []step{sendP(TypeVersion, be(8)), expectP(TypeVersion, be(8)),
			sendP(TypeAuth, be(int(AuthCredentials)))}, ErrNoAuthMethod},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			conn, _ := serve(t, tc.script...)
			_, err := NewClient(context.Background(), conn, Options{Getenv: noEnv, Timeout: 5 * time.Second})
			if !errors.Is(err, tc.want) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
		})
	}
}

func TestUnsolicitedReplyAndShortKey(t *testing.T) {
	c, done := newTestClient(t, Options{},
		sendP(TypeAck, nil),
		sendP(TypeKey, be(byte(1))),
		sendP(TypeKey, be(uint64(0x20010002))),
	)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if _, err := c.ReadKey(ctx); !errors.Is(err, ErrProtocol) {
		t.Errorf("unsolicited ACK: %v", err)
	}
	if _, err := c.ReadKey(ctx); !errors.Is(err, ErrShortPacket) {
		t.Errorf("short KEY: %v", err)
	}
	if k, err := c.ReadKey(ctx); err != nil || k.Kind != KeyRoute || k.Arg != 2 {
		t.Errorf("key after bad packets = %v, %v", k, err)
	}
	waitScript(t, done)
	c.Close()
}

// sizeQuery is a GETDISPLAYSIZE exchange (40×1).
func sizeQuery() step {
	return step{expect: AppendPacket(nil, Packet{TypeGetDisplaySize, nil}),
		send: AppendPacket(nil, Packet{TypeGetDisplaySize, be(40, 1)})}
}

func TestWriteDotsNoDisplay(t *testing.T) {
	c, done := newTestClient(t, Options{},
		expectP(TypeGetDisplaySize, nil), sendP(TypeGetDisplaySize, be(0, 0)))
	if err := c.WriteDots(context.Background(), []byte{1}); !errors.Is(err, ErrNoDisplay) {
		t.Fatalf("err = %v, want ErrNoDisplay", err)
	}
	waitScript(t, done)
	c.Close()
}
