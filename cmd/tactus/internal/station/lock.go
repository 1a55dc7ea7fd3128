package station

import "time"

// Limits on guessing codes, beside the rate of tries per address.
const (
	// maxFailures wrong codes in a row from one address lock pairing for
	// that address for lockFor; other addresses still pair.
	maxFailures = 5
	lockFor     = time.Minute
	// floodFailures wrong codes from all addresses together within
	// lockFor make every address that has guessed wrong wait out the
	// window: many addresses cannot add up their guesses, while an
	// address that has not guessed wrong still pairs at once.
	floodFailures = 8
	// floodLockFor is how long an address that guesses wrong during such
	// a flood may not pair: so that many addresses get few guesses an hour.
	floodLockFor = 30 * time.Minute
)

// guesses are the wrong codes typed, per address and together.
type guesses struct {
	by map[string]*guesser
	// window is when the current window of wrong codes began; inWindow
	// is how many came since.
	window   time.Time
	inWindow int
	// told is when the blind player was last told of a lock.
	told time.Time
}

// guesser is one address that typed a wrong code.
type guesser struct {
	failures    int // in a row
	lockedUntil time.Time
	last        time.Time
}

// locked reports whether ip may not try a code at now.
func (g *guesses) locked(ip string, now time.Time) bool {
	a := g.by[ip]
	if a == nil {
		// an unknown address is refused only when no more can be
		// remembered (thousands of addresses guessing in a minute)
		return len(g.by) >= maxLimited && !g.forget(now)
	}
	if now.Before(a.lockedUntil) {
		return true
	}
	return now.Sub(a.last) < lockFor && g.flooded(now)
}

// flooded reports whether too many wrong codes came within the window.
func (g *guesses) flooded(now time.Time) bool {
	return now.Sub(g.window) < lockFor && g.inWindow >= floodFailures
}

// wrong records a wrong code from ip at now and reports whether it locked
// ip, and whether the blind player should be told (once a lockFor at most,
// however many addresses guess).
func (g *guesses) wrong(ip string, now time.Time) (lock, tell bool) {
	if g.by == nil {
		g.by = make(map[string]*guesser)
	}
	if now.Sub(g.window) >= lockFor {
		g.window, g.inWindow = now, 0
	}
	g.inWindow++
	a := g.by[ip]
	if a == nil {
		if len(g.by) >= maxLimited && !g.forget(now) {
			return true, false
		}
		a = &guesser{}
		g.by[ip] = a
	}
	a.failures++
	a.last = now
	switch {
	case g.flooded(now):
		a.failures, a.lockedUntil = 0, now.Add(floodLockFor)
	case a.failures < maxFailures:
		return false, false
	default:
		a.failures, a.lockedUntil = 0, now.Add(lockFor)
	}
	tell = g.told.IsZero() || now.Sub(g.told) >= lockFor
	if tell {
		g.told = now
	}
	return true, tell
}

// longLock reports whether ip's lock lasts beyond lockFor from now (a
// wrong code during a flood), so that it is not told "a minute".
func (g *guesses) longLock(ip string, now time.Time) bool {
	a := g.by[ip]
	return a != nil && a.lockedUntil.Sub(now) > lockFor
}

// wait is how long ip must wait from now before its next code is tried
// (0 when it is not locked).
func (g *guesses) wait(ip string, now time.Time) time.Duration {
	a := g.by[ip]
	if a == nil || !g.locked(ip, now) {
		return 0
	}
	d := a.lockedUntil.Sub(now)
	if f := lockFor - now.Sub(a.last); g.flooded(now) && f > d {
		d = f
	}
	return d
}

// right forgets ip's wrong codes: it paired.
func (g *guesses) right(ip string) { delete(g.by, ip) }

// forget drops the addresses whose lock and last wrong code are older than
// lockFor, reporting whether any was dropped.
func (g *guesses) forget(now time.Time) bool {
	n := len(g.by)
	for ip, a := range g.by {
		if !now.Before(a.lockedUntil) && now.Sub(a.last) >= lockFor {
			delete(g.by, ip)
		}
	}
	return len(g.by) < n
}
