package ui

// Join are the sentences and command words of tactus join, the terminal station.
type Join struct{}

// englishJoin is the English join catalogue.
var englishJoin = Join{}

// germanJoin is the German join catalogue.
var germanJoin = Join{}

// spanishJoin is the Spanish join catalogue.
var spanishJoin = Join{}

// portugueseJoin is the Portuguese join catalogue.
var portugueseJoin = Join{}

// slovakJoin is the Slovak join catalogue.
var slovakJoin = Join{}
