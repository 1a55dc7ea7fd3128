package catalog

import (
	"errors"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/uci"
)

// Engine are the sentences about a chess engine (package rules/uci, which
// says none itself): an evaluation's verdict in words, for practice's hints
// and review's analysis; one sentence per kind of engine error; how a
// strength out of the engine's range was applied.
type Engine struct {
	// Level to Mated word a uci.Verdict, without a full stop. The side is
	// a Sides name (the sentence's first letter is made a capital); Mating
	// also takes the moves to mate, in words up to twenty (announce's
	// numbers), in digits above.
	Level            string
	SlightlyBetter   string // the side
	BetterByPawn     string // the side
	BetterByTwoPawns string // the side
	Winning          string // the side
	Mating           string // the side, the moves
	Mated            string // the side
	// One sentence per kind of engine error (EngineProblem).
	NotFound, Died, Timeout, Protocol, Unsupported, Other string
	// TooWeak: the strength asked for is below the engine's weakest (the
	// weakest Elo); TooStrong: above its strongest (the strongest Elo);
	// LevelRange: the level is not 1 to 20 (the level played).
	TooWeak, TooStrong, LevelRange string
}

var englishEngine = Engine{
	Level:            "The position is equal",
	SlightlyBetter:   "%s is slightly better",
	BetterByPawn:     "%s is better by about a pawn",
	BetterByTwoPawns: "%s is better by about two pawns",
	Winning:          "%s is winning",
	Mating:           "%s mates in %s",
	Mated:            "%s is checkmated",
	NotFound:         "No chess engine was found; install the stockfish package or name an engine.",
	Died:             "The chess engine stopped unexpectedly.",
	Timeout:          "The chess engine stopped answering and was closed.",
	Protocol:         "The chess engine sent something tactus cannot understand.",
	Unsupported:      "The chess engine cannot do that.",
	Other:            "The chess engine could not be used.",
	TooWeak:          "The engine plays no weaker than about %d Elo, so it plays at its weakest.",
	TooStrong:        "The engine plays no stronger than about %d Elo, so it plays at full strength.",
	LevelRange:       "Levels go from 1 to 20, so the engine plays at level %d.",
}

var germanEngine = Engine{
	Level:            "Die Stellung ist ausgeglichen",
	SlightlyBetter:   "%s steht etwas besser",
	BetterByPawn:     "%s steht etwa einen Bauern besser",
	BetterByTwoPawns: "%s steht etwa zwei Bauern besser",
	Winning:          "%s steht auf Gewinn",
	Mating:           "%s setzt in %s matt",
	Mated:            "%s ist matt",
	NotFound:         "Es wurde kein Schachprogramm gefunden; installiere das Paket stockfish oder nenne ein Programm.",
	Died:             "Das Schachprogramm hat unerwartet aufgehört.",
	Timeout:          "Das Schachprogramm hat nicht mehr geantwortet und wurde beendet.",
	Protocol:         "Das Schachprogramm hat etwas gesendet, das tactus nicht versteht.",
	Unsupported:      "Das kann das Schachprogramm nicht.",
	Other:            "Das Schachprogramm konnte nicht verwendet werden.",
	TooWeak:          "Das Programm spielt nicht schwächer als etwa %d Elo, also spielt es so schwach wie möglich.",
	TooStrong:        "Das Programm spielt nicht stärker als etwa %d Elo, also spielt es mit voller Stärke.",
	LevelRange:       "Die Stufen gehen von 1 bis 20, also spielt das Programm auf Stufe %d.",
}

var spanishEngine = Engine{
	Level:            "La posición está igualada",
	SlightlyBetter:   "%s están un poco mejor",
	BetterByPawn:     "%s están mejor por un peón más o menos",
	BetterByTwoPawns: "%s están mejor por unos dos peones",
	Winning:          "%s están ganando",
	Mating:           "%s dan mate en %s",
	Mated:            "%s están en jaque mate",
	NotFound:         "No se encontró ningún motor de ajedrez; instala el paquete stockfish o indica un motor.",
	Died:             "El motor de ajedrez se detuvo de forma inesperada.",
	Timeout:          "El motor de ajedrez dejó de responder y se cerró.",
	Protocol:         "El motor de ajedrez envió algo que tactus no entiende.",
	Unsupported:      "El motor de ajedrez no puede hacer eso.",
	Other:            "No se pudo usar el motor de ajedrez.",
	TooWeak:          "El motor no juega más débil que unos %d Elo, así que juega lo más débil que puede.",
	TooStrong:        "El motor no juega más fuerte que unos %d Elo, así que juega con toda su fuerza.",
	LevelRange:       "Los niveles van del 1 al 20, así que el motor juega en el nivel %d.",
}

var portugueseEngine = Engine{
	Level:            "A posição está equilibrada",
	SlightlyBetter:   "%s estão um pouco melhor",
	BetterByPawn:     "%s estão melhor por cerca de um peão",
	BetterByTwoPawns: "%s estão melhor por cerca de dois peões",
	Winning:          "%s estão ganhando",
	Mating:           "%s dão mate em %s",
	Mated:            "%s estão em xeque-mate",
	NotFound:         "Nenhum motor de xadrez foi encontrado; instale o pacote stockfish ou indique um motor.",
	Died:             "O motor de xadrez parou inesperadamente.",
	Timeout:          "O motor de xadrez deixou de responder e foi fechado.",
	Protocol:         "O motor de xadrez enviou algo que o tactus não entende.",
	Unsupported:      "O motor de xadrez não consegue fazer isso.",
	Other:            "Não foi possível usar o motor de xadrez.",
	TooWeak:          "O motor não joga mais fraco do que cerca de %d Elo, então joga o mais fraco possível.",
	TooStrong:        "O motor não joga mais forte do que cerca de %d Elo, então joga com toda a força.",
	LevelRange:       "Os níveis vão de 1 a 20, então o motor joga no nível %d.",
}

var slovakEngine = Engine{
	Level:            "Pozícia je vyrovnaná",
	SlightlyBetter:   "%s stojí o niečo lepšie",
	BetterByPawn:     "%s stojí lepšie asi o pešiaka",
	BetterByTwoPawns: "%s stojí lepšie asi o dvoch pešiakov",
	Winning:          "%s vyhráva",
	Mating:           "%s dáva mat, počet ťahov: %s",
	Mated:            "%s dostal mat",
	NotFound:         "Nenašiel sa žiadny šachový program; nainštaluj balík stockfish alebo zadaj program.",
	Died:             "Šachový program sa nečakane zastavil.",
	Timeout:          "Šachový program prestal odpovedať a bol zatvorený.",
	Protocol:         "Šachový program poslal niečo, čomu tactus nerozumie.",
	Unsupported:      "To šachový program nedokáže.",
	Other:            "Šachový program sa nepodarilo použiť.",
	TooWeak:          "Program nehrá slabšie ako asi %d Elo, preto hrá najslabšie, ako vie.",
	TooStrong:        "Program nehrá silnejšie ako asi %d Elo, preto hrá plnou silou.",
	LevelRange:       "Úrovne sú od 1 do 20, preto program hrá na úrovni %d.",
}

// Evaluation says an engine's score in one short sentence without its full
// stop, from White's point of view whoever is to move ("White is better by
// about a pawn", "Black mates in three"). s is from the point of view of
// sideToMove, as the engine gives it.
func (u *UI) Evaluation(s uci.Score, sideToMove rules.Color) string {
	v := s.Verdict(sideToMove)
	e := &u.Engine
	side := u.Side(int(v.Side))
	var out string
	switch v.Kind {
	case uci.Level:
		out = e.Level
	case uci.SlightlyBetter:
		out = u.F(e.SlightlyBetter, side)
	case uci.BetterByPawn:
		out = u.F(e.BetterByPawn, side)
	case uci.BetterByTwoPawns:
		out = u.F(e.BetterByTwoPawns, side)
	case uci.Winning:
		out = u.F(e.Winning, side)
	case uci.Mating:
		out = u.F(e.Mating, side, u.count(v.Moves))
	default:
		out = u.F(e.Mated, side)
	}
	r, n := utf8.DecodeRuneInString(out)
	return string(unicode.ToUpper(r)) + out[n:]
}

// count writes n in words up to twenty (announce's counting numbers), in
// digits above.
func (u *UI) count(n int) string {
	if n >= 0 && n <= 20 {
		if w, ok := u.Lang.SpellNumber(strconv.Itoa(n), announce.Counting); ok {
			return strings.Join(w, " ")
		}
	}
	return strconv.Itoa(n)
}

// EngineProblem says an error of package rules/uci in one plain sentence,
// by its typed reason, without the details meant for developers.
func (u *UI) EngineProblem(err error) string {
	e := &u.Engine
	switch {
	case errors.Is(err, uci.ErrNotFound):
		return e.NotFound
	case errors.Is(err, uci.ErrTimeout):
		return e.Timeout
	case errors.Is(err, uci.ErrEngineDied), errors.Is(err, uci.ErrClosed):
		return e.Died
	case errors.Is(err, uci.ErrProtocol):
		return e.Protocol
	case errors.Is(err, uci.ErrUnsupported):
		return e.Unsupported
	}
	return e.Other
}

// EngineStrength says how a clamped strength was applied, in one sentence;
// "" when it was applied as asked.
func (u *UI) EngineStrength(a uci.Applied) string {
	e := &u.Engine
	switch {
	case !a.Clamped:
		return ""
	case a.ByLevel:
		return u.F(e.LevelRange, a.Limit)
	case a.Low:
		return u.F(e.TooWeak, a.Limit)
	}
	return u.F(e.TooStrong, a.Limit)
}
