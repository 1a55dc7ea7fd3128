package ui

// Review are the review screen's titles, help, NAG words and sentences, and its
// command words.
type Review struct{}

// englishReview is the English review catalogue.
var englishReview = Review{}

// germanReview is the German review catalogue.
var germanReview = Review{}

// spanishReview is the Spanish review catalogue.
var spanishReview = Review{}

// portugueseReview is the Portuguese review catalogue.
var portugueseReview = Review{}

// slovakReview is the Slovak review catalogue.
var slovakReview = Review{}
