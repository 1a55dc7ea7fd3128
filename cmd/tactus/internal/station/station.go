package station

import (
	"context"
	"crypto/rand"
	"embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log"
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/tactuschess/tactus/cmd/tactus/internal/catalog"
	"github.com/tactuschess/tactus/rules/notation"
)

//go:embed web
var webFS embed.FS

// Config is what a station needs.
type Config struct {
	// Addr is where to listen ("host:port"); empty: the machine's LAN
	// address (LANAddr) and a free port.
	Addr string
	// Host owns the game.
	Host Host
	// Notation is the language typed moves are read in besides English.
	Notation notation.Language
	// UI is the language of the page and of the station's sentences; nil
	// is English.
	UI *catalog.UI
	// Now is the wall clock for rate limits and the pairing lock; nil: time.Now.
	Now func() time.Time
	// Rand is the source of codes and tokens; nil: crypto/rand.
	Rand io.Reader
	// Notify, if set, gets what the blind player's station should tell:
	// a browser paired (with the role's next code), pairing locked.
	Notify func(Notice)
	// Log, if set, gets refused requests (never codes or tokens).
	Log *slog.Logger
	// Pairings, if set, is a file that keeps the paired browsers (their
	// tokens' hashes) and the answers to their latest action ids, so that
	// they stay paired and no retried action is taken twice when the app
	// restarts from its journal; the app puts it beside the journal.
	Pairings string
	// Heartbeat is how often an idle event stream gets a comment; 0: 20 s.
	Heartbeat time.Duration
	// BodyTimeout is how long a POST may take to send its body; 0: 10 s.
	BodyTimeout time.Duration
	// IdleTimeout is how long a kept-alive connection may wait for its
	// next request; 0: a minute.
	IdleTimeout time.Duration
}

// NoticeKind says what a Notice is about.
type NoticeKind uint8

const (
	// Paired: a browser paired as Role; Code is the role's next code.
	Paired NoticeKind = iota
	// Locked: too many wrong codes from one address; it may not pair for
	// a while.
	Locked
	// Asks: a device typed the code of a role that has a paired device
	// already, and waits for consent (Station.Consent) as Device.
	Asks
	// Refused: the arbiter's page refused Device's request to pair.
	Refused
)

// Notice is something the blind player's station should say, in one short
// sentence (Text).
type Notice struct {
	Kind NoticeKind
	Role Role
	// Code is the role's next code (Paired, and never the arbiter's: it
	// is not to be said aloud).
	Code string
	// Device is the number of the device (Asks, Refused, Paired).
	Device int
	Text   string
}

// Station is the server of the second station.
type Station struct {
	cfg  Config
	ln   net.Listener
	url  string
	srv  *http.Server
	stop chan struct{} // closed when Serve ends: event streams end
	once sync.Once

	saveMu    sync.Mutex // taken before mu: one writer of the pairings file
	mu        sync.Mutex // guards what follows and every client's done
	codes     [2]string
	guesses   guesses
	clients   map[[32]byte]*client
	pairLimit limits
	readLimit limits
	// devices gets a number whenever a device pairs, asks, is answered or
	// dropped: the arbiter's page shows who asks.
	devices Hub
}

// client is one paired browser, or one asking to pair.
type client struct {
	role Role
	// n, at, addr and name describe the device for the keyboard's list.
	n          int
	at         time.Time
	addr, name string
	// asking: it waits for consent; decided is closed when it is answered
	// (or dropped), gone when it is dropped or refused.
	asking  bool
	decided chan struct{}
	gone    chan struct{}
	mu      sync.Mutex // one action at a time, so an id is applied once
	done    done       // the answers to its latest ids, under Station.mu
	actions bucket
}

// Rates of the limits, per second, and their bursts.
const (
	pairRate, pairBurst = 1, 5
	actRate, actBurst   = 10, 20
	readRate, readBurst = 20, 40
	maxClients          = 64
	idsKept             = 256
	defaultHeartbeat    = 20 * time.Second
	readHeaderTimeout   = 10 * time.Second
	shutdownGrace       = time.Second
)

// New listens where cfg says and draws the pairing codes; Serve serves.
func New(cfg Config) (*Station, error) {
	if cfg.Host == nil {
		return nil, errors.New("station: no host")
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Rand == nil {
		cfg.Rand = rand.Reader
	}
	if cfg.Heartbeat <= 0 {
		cfg.Heartbeat = defaultHeartbeat
	}
	if cfg.BodyTimeout <= 0 {
		cfg.BodyTimeout = defaultBodyTimeout
	}
	if cfg.IdleTimeout <= 0 {
		cfg.IdleTimeout = defaultIdleTimeout
	}
	st := &Station{cfg: cfg, stop: make(chan struct{}), clients: make(map[[32]byte]*client),
		pairLimit: limits{rate: pairRate, burst: pairBurst}, readLimit: limits{rate: readRate, burst: readBurst}}
	var last string // where the station listened before a restart
	if cfg.Pairings != "" {
		addr, m, err := loadPairings(cfg.Pairings)
		if err != nil {
			return nil, err
		}
		st.clients, last = m, addr
	}
	for _, r := range roles {
		code, err := newCode(cfg.Rand)
		if err != nil {
			return nil, err
		}
		st.codes[r] = code
	}
	ln, err := listen(cfg.Addr, last)
	if err != nil {
		return nil, err
	}
	st.ln, st.url = &capListener{Listener: ln, perIP: maxConnsPerIP, total: maxConns,
		n: make(map[string]int)}, urlOf(ln.Addr())
	if cfg.Pairings != "" {
		if err := savePairings(cfg.Pairings, ln.Addr().String(), st.clients); err != nil {
			ln.Close()
			return nil, err
		}
	}
	st.srv = &http.Server{Handler: st.Handler(), ReadHeaderTimeout: readHeaderTimeout,
		IdleTimeout: cfg.IdleTimeout, MaxHeaderBytes: 8 << 10, ErrorLog: slogError(cfg.Log)}
	return st, nil
}

// listen listens on addr; when addr is empty, on the address the station
// had before a restart (so that the pages find it again) if it is still
// free, else on the LAN address and a free port.
func listen(addr, last string) (net.Listener, error) {
	if addr == "" && last != "" {
		if ln, err := net.Listen("tcp", last); err == nil {
			return ln, nil
		}
	}
	if addr == "" {
		ip, err := LANAddr()
		if err != nil {
			return nil, err
		}
		addr = net.JoinHostPort(ip.String(), "0")
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("station: %w", err)
	}
	return ln, nil
}

// urlOf is the page's address for a listening address; a wildcard address
// is shown as the LAN address.
func urlOf(a net.Addr) string {
	ta, ok := a.(*net.TCPAddr)
	if !ok {
		return "http://" + a.String() + "/"
	}
	ip := ta.IP
	if ip.IsUnspecified() {
		if lan, err := LANAddr(); err == nil {
			ip = lan
		} else {
			ip = net.IPv4(127, 0, 0, 1)
		}
	}
	return "http://" + net.JoinHostPort(ip.String(), strconv.Itoa(ta.Port)) + "/"
}

// URL returns the page's address, as the app shows it.
func (st *Station) URL() string { return st.url }

// Code returns role's current pairing code.
func (st *Station) Code(r Role) string {
	st.mu.Lock()
	defer st.mu.Unlock()
	return st.codes[r]
}

// Serve serves until ctx is done, then closes the listener and every stream.
func (st *Station) Serve(ctx context.Context) error {
	errc := make(chan error, 1)
	go func() { errc <- st.srv.Serve(st.ln) }()
	select {
	case <-ctx.Done():
	case err := <-errc:
		st.end()
		return fmt.Errorf("station: %w", err)
	}
	st.end()
	// Requests under way get a moment to finish; connections that never
	// sent a request (a browser's spare ones) are then closed.
	sctx, cancel := context.WithTimeout(context.Background(), shutdownGrace)
	defer cancel()
	err := st.srv.Shutdown(sctx)
	if errors.Is(err, context.DeadlineExceeded) {
		err = st.srv.Close()
	}
	if serr := <-errc; !errors.Is(serr, http.ErrServerClosed) && err == nil {
		err = serr
	}
	if err != nil {
		return fmt.Errorf("station: %w", err)
	}
	return nil
}

// end ends the event streams.
func (st *Station) end() { st.once.Do(func() { close(st.stop) }) }

// Handler returns the station's HTTP handler (New's server uses it; tests
// can mount it on an httptest server).
func (st *Station) Handler() http.Handler {
	mux := http.NewServeMux()
	static, _ := fs.Sub(webFS, "web")
	mux.Handle("GET /", http.FileServerFS(static))
	mux.HandleFunc("GET /{$}", st.page)
	mux.HandleFunc("GET /index.html", st.page)
	mux.HandleFunc("POST /api/pair", st.pair)
	mux.HandleFunc("GET /api/view", st.view)
	mux.HandleFunc("GET /api/events", st.events)
	mux.HandleFunc("POST /api/act", st.act)
	mux.HandleFunc("POST /api/consent", st.consentPage)
	return st.guard(mux)
}

// slogError sends the HTTP server's own errors to l at debug level.
func slogError(l *slog.Logger) *log.Logger {
	if l == nil {
		return nil
	}
	return slog.NewLogLogger(l.Handler(), slog.LevelDebug)
}
