package brlapi

import (
	"errors"
	"fmt"
)

// handshake exchanges VERSION packets and authenticates.
func (c *Client) handshake() error {
	p, err := c.expect(TypeVersion)
	if err != nil {
		return err
	}
	v, err := decodeU32(p)
	if err != nil {
		return fmt.Errorf("brlapi: handshake: %w", err)
	}
	if v != ProtocolVersion {
		return fmt.Errorf("brlapi: server speaks protocol %d, client %d: %w", v, ProtocolVersion,
			&Error{Code: CodeProtocolVersion})
	}
	if err := WritePacket(c.conn, Packet{TypeVersion, u32Body(ProtocolVersion)}); err != nil {
		return err
	}
	p, err = c.expect(TypeAuth)
	if err != nil {
		return err
	}
	methods, err := decodeAuthMethods(p)
	if err != nil {
		return fmt.Errorf("brlapi: handshake: %w", err)
	}
	return c.authenticate(methods)
}

// authenticate tries the offered methods in the server's order.
func (c *Client) authenticate(methods []uint32) error {
	setting := c.opts.Auth
	if setting == "" {
		setting = c.opts.getenv("BRLAPI_AUTH")
	}
	spec, err := parseAuth(setting)
	if err != nil {
		return err
	}
	var errs error
	for _, m := range methods {
		switch {
		case m == AuthNone:
			return nil
		case m == AuthKey && !spec.none:
			err := c.authKey(spec)
			if err == nil {
				return nil
			}
			errs = errors.Join(errs, err)
		}
	}
	if errs != nil {
		return errs
	}
	return fmt.Errorf("%w (server offers %s)", ErrNoAuthMethod, methodNames(methods))
}

// authKey sends the key file and reads the verdict.
func (c *Client) authKey(spec authSpec) error {
	key, err := c.opts.loadKey(spec)
	if err != nil {
		return err
	}
	if err := WritePacket(c.conn, Packet{TypeAuth, authKeyBody(key)}); err != nil {
		return err
	}
	_, err = c.expect(TypeAck)
	if err != nil {
		return fmt.Errorf("brlapi: key authentication with %s: %w", spec.keyFile, err)
	}
	return nil
}

// expect reads one packet during the handshake; ERROR becomes an *Error,
// any other type than want ErrProtocol.
func (c *Client) expect(want uint32) (Packet, error) {
	p, err := ReadPacket(c.conn)
	if err != nil {
		return Packet{}, fmt.Errorf("brlapi: handshake: waiting for %s: %w", typeName(want), err)
	}
	if p.Type == TypeError || p.Type == TypeException {
		e, err := decodeError(p)
		if err != nil {
			return Packet{}, fmt.Errorf("brlapi: handshake: %w", err)
		}
		return Packet{}, e
	}
	if p.Type != want {
		return Packet{}, fmt.Errorf("%w: got %s while waiting for %s", ErrProtocol, typeName(p.Type), typeName(want))
	}
	return p, nil
}

// methodNames lists authentication methods for messages.
func methodNames(m []uint32) string {
	b := make([]byte, 0, 2*len(m))
	for i, v := range m {
		if i > 0 {
			b = append(b, ',')
		}
		if v >= 0x20 && v < 0x7F {
			b = append(b, byte(v))
		} else {
			b = fmt.Appendf(b, "0x%x", v)
		}
	}
	return string(b)
}
