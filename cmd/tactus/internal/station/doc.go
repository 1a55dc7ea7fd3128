// Package station serves the second station: a web page on the sighted
// opponent's or the arbiter's phone or laptop that follows one game, confirms
// the blind player's announcements, enters moves and runs D.2.9, with nothing
// installed. The app keeps the game; the station reaches it only through a
// Host, which owns the session and its journal.
//
//	host := station.NewSessionHost(s, station.HostOptions{Opponent: rules.Black, Now: mono})
//	st, err := station.New(station.Config{Host: host, Notify: tell})
//	if err != nil { … }
//	fmt.Printf("station: %s code %s\n", st.URL(), st.Code(station.Opponent))
//	err = st.Serve(ctx) // until ctx is done
//
// A browser pairs with a six-digit code (one per role, single use) and gets a
// session cookie; only paired browsers see the game or act. The page follows
// the game over Server-Sent Events whose ids are the journal's sequence
// numbers, and posts each action with an id of its own so that a retried
// action is applied once. The page, the refusals and the notices are in
// Config.UI's language (English by default). README's "Second station" has the threat model.
package station
