package ui

// Station are the second station's sentences: its web page, its refusals and
// the notices the app prints about it.
type Station struct{}

// englishStation is the English station catalogue.
var englishStation = Station{}

// germanStation is the German station catalogue.
var germanStation = Station{}

// spanishStation is the Spanish station catalogue.
var spanishStation = Station{}

// portugueseStation is the Portuguese station catalogue.
var portugueseStation = Station{}

// slovakStation is the Slovak station catalogue.
var slovakStation = Station{}
