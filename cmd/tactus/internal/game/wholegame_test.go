package game

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/tactuschess/tactus/announce"
	"github.com/tactuschess/tactus/braille"
	"github.com/tactuschess/tactus/braille/brlapi"
	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/cmd/tactus/internal/shell"
	"github.com/tactuschess/tactus/internal/brltest"
	"github.com/tactuschess/tactus/internal/rulestest"
	"github.com/tactuschess/tactus/rules"
	"github.com/tactuschess/tactus/rules/notation"
	"github.com/tactuschess/tactus/rules/pgn"
	"github.com/tactuschess/tactus/speech/listen"
)

// operaGame is the first 16 plies of Morphy against the Duke of Brunswick
// and Count Isouard, Paris 1858.
const operaGame = "1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6"

// opponentTakes are how the opponent says an announcement again when
// asked: a little slower or quicker, a little lower or higher (espeak-ng's
// words per minute and pitch); the recogniser is deterministic, so the
// same recording again would be heard the same.
var opponentTakes = []struct{ speed, pitch int }{{150, 50}, {135, 45}, {165, 55}, {125, 40}}

// say renders text as espeak-ng's voice says it at speed words a minute
// and pitch, as the WAV the program writes (22.05 kHz), read through
// listen.ReadWAV (16 kHz mono), with half a second of silence before and a
// second after: what the microphone hears.
func say(t *testing.T, voice, text string, speed, pitch int) []int16 {
	t.Helper()
	umlauts := strings.NewReplacer("fuenf", "fünf", "Koenig", "König", "Laeufer", "Läufer", "schlaegt", "schlägt")
	cmd := exec.Command("espeak-ng", "-b", "1", "-v", voice, "-s", fmt.Sprint(speed), "-p", fmt.Sprint(pitch), "--stdout")
	cmd.Stdin = strings.NewReader(umlauts.Replace(text))
	wav, err := cmd.Output()
	if err != nil {
		t.Fatalf("espeak-ng: %v", err)
	}
	pcm, err := listen.ReadWAV(bytes.NewReader(wav))
	if err != nil {
		t.Fatal(err)
	}
	out := make([]int16, listen.Rate/2, listen.Rate/2+len(pcm)+listen.Rate)
	out = append(out, pcm...)
	return append(out, make([]int16, listen.Rate)...)
}

// TestWholeGameByVoice plays 16 plies of a real game in plain mode with
// moves by voice as a blind player uses it: White types their own moves;
// each of Black's is said in Appendix D words by espeak-ng's German voice
// into the microphone (a WAV source), heard by the real recogniser
// (pocketsphinx with the MLLR transform, as the app builds it) after the
// word listen, read back, and confirmed by one word or Enter, the
// read-back shown on a Braille display with the move in the chess code.
// "Say again" is answered by the opponent saying it again, at most three
// times; a read-back of another move than the one said is answered no and
// fails the test (the budget of 2 % wrong allows none in 8 moves).
// The journal holds exactly the game's moves.
func TestWholeGameByVoice(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping: a whole game heard by pocketsphinx under -short")
	}
	if _, err := listen.NewSphinx(listen.SphinxOptions{}); err != nil {
		rulestest.Require(t, "pocketsphinx (Debian packages pocketsphinx and pocketsphinx-en-us): "+err.Error())
	}
	if _, err := exec.LookPath("espeak-ng"); err != nil {
		rulestest.Require(t, "espeak-ng (Debian package espeak-ng)")
	}
	srv, err := brltest.NewServer(40)
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()

	st := newStation(t)
	st.set.Blind = "white"
	st.set.Listen = "push"
	st.set.Vocab = "appendix-d"
	st.set.BrlAPI = "auto"
	u := catalog.English()
	utterances := make(chan []int16, 1)
	mic := func(ctx context.Context, frames func([]int16) bool) error {
		select {
		case pcm := <-utterances:
			return listen.FromPCM(pcm)(ctx, frames)
		case <-ctx.Done():
			return nil
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	in, typing := io.Pipe()
	out := &syncBuffer{}
	done := make(chan error, 1)
	go func() {
		done <- Run(ctx, Options{
			Shell: shell.Shell{Settings: st.set, Getenv: func(string) string { return "" }, Now: func() time.Time { return st.wall },
				DialBraille: func(ctx context.Context) (*brlapi.Client, error) {
					return brlapi.DialContext(ctx, srv.Address(), brlapi.Options{})
				}},
			Start: NewGame,
			Plain: true,
			In:    in,
			Out:   out,
			Err:   out,
			Since: func() time.Duration { return st.now },
			After: func(time.Duration) <-chan time.Time { return nil },
			// Recognisers nil: pocketsphinx, as the app finds it
			Listen: ListenEdges{Source: mic},
		})
	}()
	write := func(s string) { t.Helper(); typeText(t, typing, s) }

	vocab := announce.AppendixD()
	style, err := announce.ParseStyle(st.set.Style)
	if err != nil {
		t.Fatal(err)
	}
	code := braille.UK2015()
	filled := func(template string) *regexp.Regexp { // the sentence, its {0} caught
		before, after, _ := strings.Cut(template, "{0}")
		return regexp.MustCompile(regexp.QuoteMeta(before) + "(.*?)" + regexp.QuoteMeta(after))
	}
	heardRe, notLegalRe := filled(u.Voice.Heard), filled(u.Voice.NotLegal)
	moves := strings.Fields(regexp.MustCompile(`\d+\.`).ReplaceAllString(operaGame, ""))
	g := rules.NewGame(rules.StartPosition())
	var wrong, repeats, spokenYes, spokenAsked int
	for ply, san := range moves {
		pos := g.Position()
		m, err := notation.English.ParseSAN(&pos, san)
		if err != nil {
			t.Fatalf("ply %d %s: %v", ply+1, san, err)
		}
		phrase := vocab.Move(&pos, m, style).String()
		mark := len(out.String())
		if ply%2 == 0 { // the blind player's own move, typed
			write(san + "\n")
			eventually(t, "White's "+san+" announced", func() bool { return strings.Contains(out.String()[mark:], phrase) })
		} else {
			took := 0
			for take := 0; ; take++ {
				if take == len(opponentTakes) {
					t.Fatalf("ply %d %s (%s) not heard in %d takes:\n%s", ply+1, san, phrase, take, out.String()[mark:])
				}
				at, shownAt := len(out.String()), len(srv.Shown())
				utterances <- say(t, "de", phrase, opponentTakes[take].speed, opponentTakes[take].pitch)
				write("listen\n")
				var verdict string
				eventually(t, "a verdict on "+phrase, func() bool {
					s := out.String()[at:]
					for _, v := range []string{u.Voice.SayAgain, u.Voice.Nothing} {
						if strings.Contains(s, v) {
							verdict = v
							return true
						}
					}
					if h := heardRe.FindStringSubmatch(s); h != nil {
						verdict = h[1]
						return true
					}
					if h := notLegalRe.FindString(s); h != "" {
						verdict = h
						return true
					}
					return false
				})
				if verdict == u.Voice.SayAgain || verdict == u.Voice.Nothing || notLegalRe.MatchString(verdict) {
					t.Logf("ply %d %s take %d: %q", ply+1, san, take+1, verdict)
					continue
				}
				if verdict != phrase {
					wrong++
					t.Errorf("ply %d: %q said, %q read back", ply+1, phrase, verdict)
					write("no\n")
					eventually(t, "not recorded", func() bool { return strings.Contains(out.String()[at:], u.Voice.NotRecorded) })
					continue
				}
				// the display shows what was heard, the move in the chess code
				want := append(braille.Message(strings.TrimSpace(strings.Split(u.Voice.Heard, "{0}")[0])).Cells, braille.Blank)
				want = append(want, code.Move(&pos, m)...)
				srv.WaitCells(t, shownAt, func(c []byte) bool { return bytes.HasPrefix(c, want.Bytes()) })
				// confirmed by one word typed, by Enter, or by "yes" said (in
				// the player's own voice, espeak-ng's English one)
				at = len(out.String())
				recorded := func() bool { // announced: said more often than read back
					s := out.String()[at:]
					return strings.Count(s, phrase) > len(heardRe.FindAllString(s, -1))
				}
				switch ply / 2 % 3 {
				case 0:
					write("yes\n")
				case 1:
					write("\n") // Enter
				case 2:
					utterances <- say(t, "en-us", "yes", 150, 50)
					write("listen\n")
					spokenAsked++
					eventually(t, "the spoken yes taken, or the move read back again or dropped", func() bool {
						s := out.String()[at:]
						return recorded() || heardRe.MatchString(s) || strings.Contains(s, u.Voice.NotRecorded)
					})
					if strings.Contains(out.String()[at:], u.Voice.NotRecorded) {
						t.Logf("ply %d %s: the spoken yes heard as no; the opponent says the move again", ply+1, san)
						continue
					}
					if !recorded() {
						t.Logf("ply %d %s: the spoken yes not heard; Enter", ply+1, san)
						write("\n")
					} else {
						spokenYes++
					}
				}
				eventually(t, "Black's "+san+" recorded", recorded)
				took = take
				break
			}
			repeats += took
			t.Logf("ply %d %s (%s): heard after %d repeats", ply+1, san, phrase, took)
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	write("quit\n")
	typing.Close()
	if err := <-done; err != nil {
		t.Fatalf("Run: %v\n%s", err, out.String())
	}
	t.Logf("%d repeats in %d moves heard, %d wrong read-backs, %d of %d spoken yeses taken", repeats, len(moves)/2, wrong, spokenYes, spokenAsked)
	plies := st.replay().Plies()
	var journal []rules.Move
	for _, pl := range plies {
		journal = append(journal, pl.Move)
	}
	sameMoves(t, "the journal", journal, moves)
	pgns, err := filepath.Glob(filepath.Join(st.dir, "*.pgn"))
	if err != nil || len(pgns) != 1 {
		t.Fatalf("PGN files beside the journal: %v %v", pgns, err)
	}
	f, err := os.Open(pgns[0])
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	pg, err := pgn.NewReader(f).Next()
	if err != nil {
		t.Fatal(err)
	}
	var written []rules.Move
	for _, pl := range pg.Moves {
		written = append(written, pl.Move)
	}
	sameMoves(t, "the PGN", written, moves)
}

// sameMoves fails unless got, from the start position, are the moves of
// want in English SAN.
func sameMoves(t *testing.T, where string, got []rules.Move, want []string) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s holds %d plies, want %d", where, len(got), len(want))
	}
	g := rules.NewGame(rules.StartPosition())
	for i, m := range got {
		pos := g.Position()
		if san := notation.English.SAN(&pos, m); san != want[i] {
			t.Fatalf("ply %d in %s is %s, want %s", i+1, where, san, want[i])
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
}
