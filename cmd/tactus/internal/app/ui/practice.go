package ui

// Practice are the sentences and command words of tactus practice.
type Practice struct{}

// englishPractice is the English practice catalogue.
var englishPractice = Practice{}

// germanPractice is the German practice catalogue.
var germanPractice = Practice{}

// spanishPractice is the Spanish practice catalogue.
var spanishPractice = Practice{}

// portuguesePractice is the Portuguese practice catalogue.
var portuguesePractice = Practice{}

// slovakPractice is the Slovak practice catalogue.
var slovakPractice = Practice{}
