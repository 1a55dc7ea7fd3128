package ssip_test

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"strings"
	"time"

	"github.com/tactuschess/tactus/speech/ssip"
)

// daemon answers as speech-dispatcher does: every SET with its code, SPEAK
// with message 7, which begins and ends at once.
func daemon(conn net.Conn) {
	defer conn.Close()
	r := bufio.NewReader(conn)
	for {
		l, err := r.ReadString('\n')
		if err != nil {
			return
		}
		switch {
		case strings.HasPrefix(l, "SET SELF CLIENT_NAME"):
			io.WriteString(conn, "208 OK CLIENT NAME SET\r\n")
		case strings.HasPrefix(l, "SET SELF NOTIFICATION"):
			io.WriteString(conn, "220 OK NOTIFICATION SET\r\n")
		case l == "SPEAK\r\n":
			io.WriteString(conn, "230 OK RECEIVING DATA\r\n")
		case l == ".\r\n":
			io.WriteString(conn, "225-7\r\n225 OK MESSAGE QUEUED\r\n701-7\r\n701-1\r\n701 BEGIN\r\n702-7\r\n702-1\r\n702 END\r\n")
		case l == "QUIT\r\n":
			io.WriteString(conn, "231 HAPPY HACKING\r\n")
			return
		}
	}
}

func Example() {
	conn, srv := net.Pipe() // ssip.Dial(ctx, addr, timeout) for the real one
	go daemon(srv)
	c := ssip.NewClient(conn, time.Second)
	ctx := context.Background()
	if err := c.SetClientName(ctx, "user", "tactus", "main"); err != nil {
		fmt.Println(err)
		return
	}
	if err := c.Set(ctx, "NOTIFICATION", "ALL on"); err != nil {
		fmt.Println(err)
		return
	}
	id, err := c.Speak(ctx, "Springer Gustav eins Felix drei")
	if err != nil {
		fmt.Println(err)
		return
	}
	for ev := range c.Events() {
		fmt.Println("message", ev.MsgID, ev.Type)
		if ev.MsgID == id && ev.Type == ssip.End {
			break
		}
	}
	fmt.Println(c.Quit(ctx))
	// Output:
	// message 7 BEGIN
	// message 7 END
	// <nil>
}
