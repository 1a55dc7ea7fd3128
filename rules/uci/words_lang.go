package uci

// WordsFor returns the words of a UI language by its code ("en", "de",
// "es", "pt", "sk"); English for any other code.
func WordsFor(lang string) Words {
	switch lang {
	case "de":
		return German()
	case "es":
		return Spanish()
	case "pt":
		return Portuguese()
	case "sk":
		return Slovak()
	}
	return English()
}

// German returns the German words.
func German() Words {
	return Words{
		White: "Weiß", Black: "Schwarz",
		Equal:    "Die Stellung ist ausgeglichen",
		Slightly: "{side} steht etwas besser",
		Pawn:     "{side} steht etwa einen Bauern besser",
		TwoPawns: "{side} steht etwa zwei Bauern besser",
		Winning:  "{side} steht auf Gewinn",
		Mates:    "{side} setzt in {n} matt",
		Mated:    "{side} ist matt",
		Numbers: [21]string{"null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn",
			"elf", "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn", "zwanzig"},
		NotFound:    "Es wurde kein Schachprogramm gefunden; installiere das Paket stockfish oder nenne ein Programm.",
		Died:        "Das Schachprogramm hat unerwartet aufgehört.",
		Timeout:     "Das Schachprogramm hat nicht mehr geantwortet und wurde beendet.",
		Protocol:    "Das Schachprogramm hat etwas gesendet, das tactus nicht versteht.",
		Unsupported: "Das kann das Schachprogramm nicht.",
		Other:       "Das Schachprogramm konnte nicht verwendet werden.",
		TooWeak:     "Das Programm spielt nicht schwächer als etwa {n} Elo, also spielt es so schwach wie möglich.",
		TooStrong:   "Das Programm spielt nicht stärker als etwa {n} Elo, also spielt es mit voller Stärke.",
		LevelRange:  "Die Stufen gehen von 1 bis 20, also spielt das Programm auf Stufe {n}.",
	}
}

// Spanish returns the Spanish words.
func Spanish() Words {
	return Words{
		White: "las blancas", Black: "las negras",
		Equal:    "La posición está igualada",
		Slightly: "{side} están un poco mejor",
		Pawn:     "{side} están mejor por un peón más o menos",
		TwoPawns: "{side} están mejor por unos dos peones",
		Winning:  "{side} están ganando",
		Mates:    "{side} dan mate en {n}",
		Mated:    "{side} están en jaque mate",
		Numbers: [21]string{"cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez",
			"once", "doce", "trece", "catorce", "quince", "dieciséis", "diecisiete", "dieciocho", "diecinueve", "veinte"},
		NotFound:    "No se encontró ningún motor de ajedrez; instala el paquete stockfish o indica un motor.",
		Died:        "El motor de ajedrez se detuvo de forma inesperada.",
		Timeout:     "El motor de ajedrez dejó de responder y se cerró.",
		Protocol:    "El motor de ajedrez envió algo que tactus no entiende.",
		Unsupported: "El motor de ajedrez no puede hacer eso.",
		Other:       "No se pudo usar el motor de ajedrez.",
		TooWeak:     "El motor no juega más débil que unos {n} Elo, así que juega lo más débil que puede.",
		TooStrong:   "El motor no juega más fuerte que unos {n} Elo, así que juega con toda su fuerza.",
		LevelRange:  "Los niveles van del 1 al 20, así que el motor juega en el nivel {n}.",
	}
}

// Portuguese returns the Portuguese words.
func Portuguese() Words {
	return Words{
		White: "as brancas", Black: "as pretas",
		Equal:    "A posição está equilibrada",
		Slightly: "{side} estão um pouco melhor",
		Pawn:     "{side} estão melhor por cerca de um peão",
		TwoPawns: "{side} estão melhor por cerca de dois peões",
		Winning:  "{side} estão ganhando",
		Mates:    "{side} dão mate em {n}",
		Mated:    "{side} estão em xeque-mate",
		Numbers: [21]string{"zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez",
			"onze", "doze", "treze", "catorze", "quinze", "dezesseis", "dezessete", "dezoito", "dezenove", "vinte"},
		NotFound:    "Nenhum motor de xadrez foi encontrado; instale o pacote stockfish ou indique um motor.",
		Died:        "O motor de xadrez parou inesperadamente.",
		Timeout:     "O motor de xadrez deixou de responder e foi fechado.",
		Protocol:    "O motor de xadrez enviou algo que o tactus não entende.",
		Unsupported: "O motor de xadrez não consegue fazer isso.",
		Other:       "Não foi possível usar o motor de xadrez.",
		TooWeak:     "O motor não joga mais fraco do que cerca de {n} Elo, então joga o mais fraco possível.",
		TooStrong:   "O motor não joga mais forte do que cerca de {n} Elo, então joga com toda a força.",
		LevelRange:  "Os níveis vão de 1 a 20, então o motor joga no nível {n}.",
	}
}

// Slovak returns the Slovak words.
func Slovak() Words {
	return Words{
		White: "Biely", Black: "Čierny",
		Equal:    "Pozícia je vyrovnaná",
		Slightly: "{side} stojí o niečo lepšie",
		Pawn:     "{side} stojí lepšie asi o pešiaka",
		TwoPawns: "{side} stojí lepšie asi o dvoch pešiakov",
		Winning:  "{side} vyhráva",
		Mates:    "{side} dáva mat, počet ťahov: {n}",
		Mated:    "{side} dostal mat",
		Numbers: [21]string{"nula", "jeden", "dva", "tri", "štyri", "päť", "šesť", "sedem", "osem", "deväť", "desať",
			"jedenásť", "dvanásť", "trinásť", "štrnásť", "pätnásť", "šestnásť", "sedemnásť", "osemnásť", "devätnásť", "dvadsať"},
		NotFound:    "Nenašiel sa žiadny šachový program; nainštaluj balík stockfish alebo zadaj program.",
		Died:        "Šachový program sa nečakane zastavil.",
		Timeout:     "Šachový program prestal odpovedať a bol zatvorený.",
		Protocol:    "Šachový program poslal niečo, čomu tactus nerozumie.",
		Unsupported: "To šachový program nedokáže.",
		Other:       "Šachový program sa nepodarilo použiť.",
		TooWeak:     "Program nehrá slabšie ako asi {n} Elo, preto hrá najslabšie, ako vie.",
		TooStrong:   "Program nehrá silnejšie ako asi {n} Elo, preto hrá plnou silou.",
		LevelRange:  "Úrovne sú od 1 do 20, preto program hrá na úrovni {n}.",
	}
}
