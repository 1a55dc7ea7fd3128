package station

import (
	"errors"
	"net"
)

// ErrNoLAN: the machine has no network interface up with an IPv4 address
// other than loopback.
var ErrNoLAN = errors.New("station: no local network address")

// LANAddr returns the IPv4 address of the first interface that is up and
// not loopback: where phones on the same network reach this machine.
func LANAddr() (net.IP, error) {
	ifs, err := net.Interfaces()
	if err != nil {
		return nil, errors.Join(ErrNoLAN, err)
	}
	for _, in := range ifs {
		if in.Flags&net.FlagUp == 0 || in.Flags&net.FlagLoopback != 0 {
			continue
		}
		addrs, err := in.Addrs()
		if err != nil {
			continue
		}
		for _, a := range addrs {
			if n, ok := a.(*net.IPNet); ok && n.IP.To4() != nil && !n.IP.IsLoopback() {
				return n.IP.To4(), nil
			}
		}
	}
	return nil, ErrNoLAN
}
