package uci

import (
	"context"
	"fmt"
	"strconv"
)

// Strength is how well the engine should play: an Elo rating, or a level
// from 1 (weakest) to 20 (strongest). The zero Strength is full strength;
// Elo wins when both are set.
//
// An Elo is set with UCI_LimitStrength and UCI_Elo where the engine offers
// them (Stockfish: 1350 to 2850). Below the engine's range the weakest
// "Skill Level" is used instead (Stockfish's Skill Level 0 plays at about
// its lowest UCI_Elo); above it the engine plays at full strength. An
// engine with a Skill Level but no UCI_Elo gets the Elo mapped straight
// onto its levels, the lowest level taken as 1350 and the highest as
// 2850, Stockfish's range.
//
// A level is spread straight over the engine's "Skill Level" range
// (Stockfish 0 to 20: level 1 is 0, level 20 is 20, level 10 is 9); an
// engine with UCI_Elo but no Skill Level gets it mapped onto its Elo
// range instead.
type Strength struct {
	Elo   int
	Level int
}

// Applied says how a Strength was set.
type Applied struct {
	Option  string // "UCI_Elo", "Skill Level", or "" for full strength
	Value   int    // the value given to Option
	Clamped bool   // the strength asked for was outside what the engine offers
	Low     bool   // clamped at the weak end (else at the strong end)
	Limit   int    // the Elo (or level, with ByLevel) at the end it was clamped to
	ByLevel bool   // the strength was asked as a level
}

// Elo range assumed for engines with a Skill Level but no UCI_Elo.
const (
	assumedMinElo = 1350
	assumedMaxElo = 2850
)

// SetStrength limits the engine's strength (see Strength) and says how.
// An engine offering neither UCI_Elo nor Skill Level returns
// ErrUnsupported, except for full strength, which needs nothing.
func (e *Engine) SetStrength(ctx context.Context, s Strength) (Applied, error) {
	elo, hasElo := e.Option("UCI_Elo")
	limit, hasLimit := e.Option("UCI_LimitStrength")
	hasElo = hasElo && hasLimit && elo.Type == Spin && limit.Type == Check
	skill, hasSkill := e.Option("Skill Level")
	hasSkill = hasSkill && skill.Type == Spin
	a, err := plan(s, elo, hasElo, skill, hasSkill)
	if err != nil {
		return a, err
	}
	if hasLimit {
		if err := e.SetOption(ctx, limit.Name, strconv.FormatBool(a.Option == "UCI_Elo")); err != nil {
			return a, err
		}
	}
	if hasSkill {
		level := skill.Max
		if a.Option == "Skill Level" {
			level = a.Value
		}
		if err := e.SetOption(ctx, skill.Name, strconv.Itoa(level)); err != nil {
			return a, err
		}
	}
	if a.Option == "UCI_Elo" {
		return a, e.SetOption(ctx, elo.Name, strconv.Itoa(a.Value))
	}
	return a, nil
}

// plan chooses the option and value for s.
func plan(s Strength, elo Option, hasElo bool, skill Option, hasSkill bool) (Applied, error) {
	switch {
	case s.Elo > 0 && hasElo:
		switch {
		case s.Elo < elo.Min && hasSkill:
			return Applied{Option: "Skill Level", Value: skill.Min, Clamped: true, Low: true, Limit: elo.Min}, nil
		case s.Elo < elo.Min:
			return Applied{Option: "UCI_Elo", Value: elo.Min, Clamped: true, Low: true, Limit: elo.Min}, nil
		case s.Elo > elo.Max:
			return Applied{Clamped: true, Limit: elo.Max}, nil
		}
		return Applied{Option: "UCI_Elo", Value: s.Elo}, nil
	case s.Elo > 0 && hasSkill:
		return scale("Skill Level", s.Elo, assumedMinElo, assumedMaxElo, skill.Min, skill.Max), nil
	case s.Level > 0 && hasSkill:
		a := scale("Skill Level", s.Level, 1, 20, skill.Min, skill.Max)
		a.ByLevel = true
		return a, nil
	case s.Level > 0 && hasElo:
		a := scale("UCI_Elo", s.Level, 1, 20, elo.Min, elo.Max)
		a.ByLevel = true
		return a, nil
	case s.Elo > 0 || s.Level > 0:
		return Applied{}, fmt.Errorf("uci: limiting the engine's strength: %w", ErrUnsupported)
	}
	return Applied{}, nil
}

// scale maps v from [lo, hi] onto [min, max], rounding and clamping.
func scale(option string, v, lo, hi, minV, maxV int) Applied {
	a := Applied{Option: option}
	switch {
	case v < lo:
		a.Clamped, a.Low, a.Limit, v = true, true, lo, lo
	case v > hi:
		a.Clamped, a.Limit, v = true, hi, hi
	}
	a.Value = minV + ((v-lo)*(maxV-minV)*2+(hi-lo))/((hi-lo)*2)
	return a
}
