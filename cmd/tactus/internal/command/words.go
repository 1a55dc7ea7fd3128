package command

// words are the command words of each UI language besides English, by
// language and English name: short, in lower case, with a spelling without
// accents beside one with them. None is a word of a move vocabulary, and
// English's words work in every language too.
var words = map[string]map[string][]string{
	"de": {
		"clock": {"uhr"}, "last": {"letzter"}, "board": {"brett"}, "pieces": {"figuren"},
		"rank": {"reihe"}, "file": {"linie"}, "square": {"feld"}, "attackers": {"angreifer"},
		"pawns": {"bauern"}, "changed": {"neu"}, "verify": {"prüfen", "pruefen"}, "score": {"partie"},
		"whose": {"wer"}, "repeat": {"nochmal"}, "press": {"drücken", "druecken"},
		"correct": {"korrektur"}, "ok": {"bestätigen", "bestaetigen"}, "draw": {"remis"},
		"decline": {"ablehnen"}, "claim": {"reklamieren"}, "resign": {"aufgeben"},
		"restore": {"zurück", "zurueck"}, "adjourn": {"vertagen"}, "seal": {"abgeben"}, "touch": {"berührt", "beruehrt"},
		"open": {"öffnen", "oeffnen"}, "continue": {"weiter"}, "devices": {"geräte", "geraete"}, "drop": {"trennen"}, "help": {"hilfe"}, "quit": {"ende"},
		"illegal": {"regelwidrig"}, "time": {"zeit"}, "adjust": {"zeitkorrektur"}, "moves": {"zugzähler", "zugzaehler"},
		"control": {"bedenkzeit"}, "result": {"ergebnis"}, "quickplay": {"inkrement"}, "decide": {"entscheiden"},
		"arbiter": {"schiedsrichter"},
	},
	"es": {
		"clock": {"reloj"}, "last": {"última", "ultima"}, "board": {"tablero"}, "pieces": {"piezas"},
		"rank": {"fila"}, "file": {"columna"}, "square": {"casilla"}, "attackers": {"atacantes"},
		"pawns": {"peones"}, "changed": {"cambios"}, "verify": {"verificar"}, "score": {"planilla"},
		"whose": {"turno"}, "repeat": {"repetir"}, "press": {"pulsar"}, "correct": {"corregir"},
		"ok": {"confirmar"}, "draw": {"tablas"}, "decline": {"rechazar"}, "claim": {"reclamar"},
		"resign": {"abandonar"}, "restore": {"restaurar"}, "adjourn": {"aplazar"}, "seal": {"sellar"}, "touch": {"tocada"},
		"open": {"abrir"}, "pause": {"pausa"}, "continue": {"seguir"}, "devices": {"dispositivos"}, "drop": {"desvincular"}, "help": {"ayuda"}, "quit": {"salir"},
		"illegal": {"ilegal"}, "time": {"tiempo"}, "adjust": {"ajustar"}, "moves": {"contador"},
		"control": {"ritmo"}, "result": {"resultado"}, "quickplay": {"incremento"}, "decide": {"decidir"},
		"arbiter": {"árbitro", "arbitro"},
	},
	"pt": {
		"clock": {"relógio", "relogio"}, "last": {"último", "ultimo"}, "board": {"tabuleiro"},
		"pieces": {"peças", "pecas"}, "rank": {"fileira"}, "file": {"coluna"}, "square": {"casa"},
		"attackers": {"atacantes"}, "pawns": {"peões", "peoes"}, "changed": {"mudou"},
		"verify": {"verificar"}, "score": {"planilha"}, "whose": {"vez"}, "repeat": {"repetir"},
		"press": {"apertar"}, "correct": {"corrigir"}, "ok": {"confirmar"}, "draw": {"empate"},
		"decline": {"recusar"}, "claim": {"reivindicar"}, "resign": {"abandonar"},
		"restore": {"restaurar"}, "adjourn": {"adiar"}, "seal": {"selar"}, "touch": {"tocou"}, "open": {"abrir"},
		"pause": {"pausa"}, "continue": {"continuar"}, "devices": {"dispositivos"}, "drop": {"desemparelhar"}, "help": {"ajuda"}, "quit": {"sair"},
		"illegal": {"ilegal"}, "time": {"tempo"}, "adjust": {"ajustar"}, "moves": {"contador"},
		"control": {"ritmo"}, "result": {"resultado"}, "quickplay": {"incremento"}, "decide": {"decidir"},
		"arbiter": {"árbitro", "arbitro"},
	},
	"sk": {
		"clock": {"hodiny"}, "last": {"posledný", "posledny"}, "board": {"šachovnica", "sachovnica"},
		"pieces": {"figúry", "figury"}, "rank": {"rad"}, "file": {"stĺpec", "stlpec"}, "square": {"pole"},
		"attackers": {"útočníci", "utocnici"}, "pawns": {"pešiaci", "pesiaci"}, "changed": {"zmeny"},
		"verify": {"overiť", "overit"}, "score": {"zápis", "zapis"}, "whose": {"kto"},
		"repeat": {"opakuj"}, "press": {"stlač", "stlac"}, "correct": {"oprav"},
		"ok": {"potvrď", "potvrd"}, "draw": {"remíza", "remiza"}, "decline": {"odmietni"},
		"claim": {"reklamuj"}, "resign": {"vzdať", "vzdat"}, "restore": {"obnov"},
		"adjourn": {"odlož", "odloz"}, "seal": {"zapečať", "zapecat"}, "touch": {"dotyk"}, "open": {"otvor"},
		"pause": {"pauza"}, "continue": {"pokračuj", "pokracuj"}, "devices": {"zariadenia"}, "drop": {"odpoj"}, "help": {"pomoc"}, "quit": {"koniec"},
		"illegal": {"nemožný", "nemozny"}, "time": {"čas", "cas"}, "adjust": {"uprav"}, "moves": {"počítadlo", "pocitadlo"},
		"control": {"tempo"}, "result": {"výsledok", "vysledok"}, "quickplay": {"prídavok", "pridavok"}, "decide": {"rozhodni"},
		"arbiter": {"rozhodca"},
	},
}
