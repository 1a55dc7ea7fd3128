package session

import (
	"fmt"
	"strings"

	"github.com/tactuschess/tactus/rules"
)

// Role is what a person does in the game.
type Role uint8

// The roles of Appendix D.
const (
	// PlayerRole is a player acting for their own side.
	PlayerRole Role = iota
	// AssistantRole acts for a side's player (D.2.10, D.2.11).
	AssistantRole
	// ArbiterRole directs the game (D.2.9, 7.5, 6.10, 6.11, Guidelines I).
	ArbiterRole
)

// Actor is who takes an action: a side's player or assistant, or the arbiter.
type Actor struct {
	Role Role
	Side rules.Color // the side a player or assistant acts for; unused for the arbiter
}

// Player returns the actor that is side's player.
func Player(side rules.Color) Actor { return Actor{Role: PlayerRole, Side: side} }

// Assistant returns the actor that is side's assistant.
func Assistant(side rules.Color) Actor { return Actor{Role: AssistantRole, Side: side} }

// Arbiter returns the arbiter actor.
func Arbiter() Actor { return Actor{Role: ArbiterRole} }

// String writes the actor as scripts and journals do: "white", "black",
// "white-assistant", "black-assistant" or "arbiter".
func (a Actor) String() string {
	switch a.Role {
	case PlayerRole:
		return sideName(a.Side)
	case AssistantRole:
		return sideName(a.Side) + "-assistant"
	case ArbiterRole:
		return "arbiter"
	}
	return fmt.Sprintf("Actor(%d)", a.Role)
}

// ParseActor reads an actor written as String writes it.
func ParseActor(s string) (Actor, error) {
	switch strings.ToLower(s) {
	case "white":
		return Player(rules.White), nil
	case "black":
		return Player(rules.Black), nil
	case "white-assistant":
		return Assistant(rules.White), nil
	case "black-assistant":
		return Assistant(rules.Black), nil
	case "arbiter":
		return Arbiter(), nil
	}
	return Actor{}, fmt.Errorf("session: %q is not white, black, white-assistant, black-assistant or arbiter: %w", s, ErrSyntax)
}

// ParseSide reads "white" or "black".
func ParseSide(s string) (rules.Color, error) {
	switch strings.ToLower(s) {
	case "white":
		return rules.White, nil
	case "black":
		return rules.Black, nil
	}
	return 0, fmt.Errorf("session: %q is not white or black: %w", s, ErrSyntax)
}

// sideName returns "white" or "black".
func sideName(c rules.Color) string {
	if c == rules.Black {
		return "black"
	}
	return "white"
}
