package review

import "fmt"

// nagWords says the standard NAGs (PGN standard, section 10) in words a
// player hears, in English; a later language pass translates the table.
// Index n is NAG $n; "" is a NAG with no meaning to say ($0, the null
// annotation).
var nagWords = [...]string{
	"", "a good move", "a mistake", "a brilliant move", "a blunder",
	"an interesting move", "a dubious move", "a forced move", "the only move", "the worst move",
	"the position is drawish", "equal chances, a quiet position", "equal chances, an active position", "the position is unclear",
}

// nagSides says NAGs 14 to 139, which come in pairs: the even one of
// White, the odd one of Black; %s is the side ("White", "Black").
var nagSides = [140]string{
	14: "%s is slightly better", 16: "%s is better", 18: "%s is winning",
	20: "%s has a crushing advantage", 22: "%s is in zugzwang",
	24: "%s has a slight space advantage", 26: "%s has a space advantage",
	28: "%s has a decisive space advantage", 30: "%s is slightly ahead in development",
	32: "%s is ahead in development", 34: "%s is far ahead in development",
	36: "%s has the initiative", 38: "%s has a lasting initiative", 40: "%s has the attack",
	42: "%s has not enough compensation for the material", 44: "%s has compensation for the material",
	46: "%s has more than enough compensation for the material",
	48: "%s controls the centre slightly better", 50: "%s controls the centre better",
	52: "%s controls the centre decisively", 54: "%s controls the kingside slightly better",
	56: "%s controls the kingside better", 58: "%s controls the kingside decisively",
	60: "%s controls the queenside slightly better", 62: "%s controls the queenside better",
	64: "%s controls the queenside decisively", 66: "%s has a weak back rank",
	68: "%s has a well protected back rank", 70: "%s has a poorly protected king",
	72: "%s has a well protected king", 74: "%s has a poorly placed king",
	76: "%s has a well placed king", 78: "%s has a very weak pawn structure",
	80: "%s has a weak pawn structure", 82: "%s has a strong pawn structure",
	84: "%s has a very strong pawn structure", 86: "%s has badly placed knights",
	88: "%s has well placed knights", 90: "%s has badly placed bishops",
	92: "%s has well placed bishops", 94: "%s has badly placed rooks",
	96: "%s has well placed rooks", 98: "%s has a badly placed queen",
	100: "%s has a well placed queen", 102: "%s has poorly coordinated pieces",
	104: "%s has well coordinated pieces", 106: "%s played the opening very poorly",
	108: "%s played the opening poorly", 110: "%s played the opening well",
	112: "%s played the opening very well", 114: "%s played the middlegame very poorly",
	116: "%s played the middlegame poorly", 118: "%s played the middlegame well",
	120: "%s played the middlegame very well", 122: "%s played the ending very poorly",
	124: "%s played the ending poorly", 126: "%s played the ending well",
	128: "%s played the ending very well", 130: "%s has some counterplay",
	132: "%s has counterplay", 134: "%s has decisive counterplay",
	136: "%s is short of time", 138: "%s is in severe time trouble",
}

// NAGWords says NAG n in words ("a blunder", "White is better"); sides
// names White and Black as a sentence starts with them. ok is false for a
// NAG with no standard meaning ($0, $140 and above).
func NAGWords(n int, sides [2]string) (words string, ok bool) {
	switch {
	case n > 0 && n < len(nagWords):
		return nagWords[n], true
	case n >= len(nagWords) && n < len(nagSides):
		return fmt.Sprintf(nagSides[n&^1], sides[n&1]), true
	}
	return "", false
}
