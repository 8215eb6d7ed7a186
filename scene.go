package main

import (
	"errors"
	"fmt"
	"strings"

	"nimitz/cmdline"
	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/campaign"
	"nimitz/scenes/logistics"
	"nimitz/scenes/reference"
	"nimitz/scenes/setup"
	"nimitz/scenes/title"
	"nimitz/sim"
)

// sceneNames are the screens -scene opens, each on a state built from a
// seeded game.
func sceneNames() []string { return cmdline.SceneNames() }

// maxSceneDecisions bounds the play that builds a scene's state.
const maxSceneDecisions = 20000

// sceneStart is what -scene built: the first screen and a line saying what
// it shows.
type sceneStart struct {
	scene scenes.Scene
	about string
}

// startScene builds the state of screen name from a year campaign with the
// dice seed, played by the heuristic policy (seeded with the same seed) to
// the moment the screen shows, through a Session so the game can be saved and
// played on from there:
//
//   - setup: the setup screen with year and seed chosen;
//   - battle: the first battle, at its first Battle Turn question, the
//     events of the decision before it played on the board;
//   - logistics: the steps after the battles of the first turn that has
//     them, then the map;
//   - end: the campaign played to its end (the map hands over to the end
//     screen);
//   - reference: the rules reference over the map at the start.
func startScene(ctx *scenes.Context, name string, year int, seed uint64) (sceneStart, error) {
	switch name {
	case "setup":
		s, err := setup.New(year, seed, func(ctx *scenes.Context, year int, seed uint64) (scenes.Scene, error) {
			if year == setup.Linked {
				return title.StartLinked(ctx, seed)
			}
			return title.Start(ctx, year, seed)
		}, func() scenes.Scene { return title.New(seed) })
		return sceneStart{s, fmt.Sprintf("the setup screen, %d campaign, seed %d", year, seed)}, err
	case "reference":
		m, err := title.Start(ctx, year, seed)
		if err != nil {
			return sceneStart{}, err
		}
		return sceneStart{reference.New(m), fmt.Sprintf("the rules reference over the %d map, seed %d", year, seed)}, nil
	}
	p, err := newScenePlayer(year, seed)
	if err != nil {
		return sceneStart{}, err
	}
	switch name {
	case "battle":
		before, evs, err := p.toBattle()
		if err != nil {
			return sceneStart{}, err
		}
		ctx.Play(p.sess)
		m, err := title.Resume(ctx, p.sess)
		if err != nil {
			return sceneStart{}, err
		}
		c, ok := m.(*campaign.Scene)
		if !ok {
			return sceneStart{}, fmt.Errorf("the saved game opens on %T, not the map", m)
		}
		b, err := c.OpenBattle(before, evs)
		if err != nil {
			return sceneStart{}, err
		}
		g := p.sess.Game()
		return sceneStart{b, fmt.Sprintf("the Battle for %s, %s, Battle Turn %d, %d campaign, seed %d",
			g.Battle.Area, g.TurnName(), g.Battle.Turn, year, seed)}, nil
	case "logistics":
		evs, err := p.toLogistics()
		if err != nil {
			return sceneStart{}, err
		}
		ctx.Play(p.sess)
		l, err := logistics.New(p.sess.Game(), evs, func() scenes.Scene { return p.mapOrError(ctx) })
		if err != nil {
			return sceneStart{}, err
		}
		return sceneStart{l, fmt.Sprintf("the steps after the battles, %d campaign, seed %d", year, seed)}, nil
	case "end":
		if err := p.toEnd(); err != nil {
			return sceneStart{}, err
		}
		ctx.Play(p.sess)
		// The map hands over to the end screen at once.
		m, err := title.Resume(ctx, p.sess)
		if err != nil {
			return sceneStart{}, err
		}
		g := p.sess.Game()
		return sceneStart{m, fmt.Sprintf("the end of the campaign, %s after %d Campaign Turns, %d campaign, seed %d",
			g.Evaluation, len(g.PlayerLog), year, seed)}, nil
	}
	return sceneStart{}, fmt.Errorf("there is no %q screen; the screens are: %s", name, strings.Join(sceneNames(), ", "))
}

// scenePlayer plays a campaign with the heuristic policy through a Session.
type scenePlayer struct {
	sess *savegame.Session
	pol  sim.Policy
}

func newScenePlayer(year int, seed uint64) (*scenePlayer, error) {
	sess, _, err := savegame.NewSession(rules.Options{Year: year, Seed: seed})
	if err != nil {
		return nil, err
	}
	pol, err := sim.NewPolicy("heuristic", seed)
	if err != nil {
		return nil, err
	}
	return &scenePlayer{sess: sess, pol: pol}, nil
}

// step applies the policy's next decision and returns its events.
func (p *scenePlayer) step() ([]rules.Event, error) {
	g := p.sess.Game()
	if g.Over {
		return nil, errors.New("the campaign ended first")
	}
	if p.sess.Len() >= maxSceneDecisions {
		return nil, fmt.Errorf("no such moment in %d decisions", maxSceneDecisions)
	}
	d, err := p.pol.Decide(g)
	if err != nil {
		return nil, err
	}
	return p.sess.Apply(d)
}

// toBattle plays to the first question of a Battle Turn (the set-up's
// placement and plan selection done) in the first battle that gets that far,
// and returns the battle as it stood before the last decision and that
// decision's events.
func (p *scenePlayer) toBattle() (*rules.Battle, []rules.Event, error) {
	g := p.sess.Game()
	for {
		before := g.Clone().Battle
		evs, err := p.step()
		if err != nil {
			return nil, nil, fmt.Errorf("building the battle: %w", err)
		}
		if g.Battle != nil && g.Battle.Turn >= 1 && g.Asks() == rules.AskBattle {
			return before, evs, nil
		}
	}
}

// toLogistics plays to the first decision after which the engine plays the
// steps after the battles, and returns its events.
func (p *scenePlayer) toLogistics() ([]rules.Event, error) {
	for {
		evs, err := p.step()
		if err != nil {
			return nil, fmt.Errorf("building the steps after the battles: %w", err)
		}
		if logistics.Has(evs) {
			return evs, nil
		}
	}
}

// toEnd plays the campaign to its end.
func (p *scenePlayer) toEnd() error {
	for !p.sess.Game().Over {
		if _, err := p.step(); err != nil {
			return fmt.Errorf("building the end of the campaign: %w", err)
		}
	}
	return nil
}

// mapOrError is the map of the campaign in play, or a title screen showing
// why it could not be made.
func (p *scenePlayer) mapOrError(ctx *scenes.Context) scenes.Scene {
	m, err := title.Resume(ctx, p.sess)
	if err != nil {
		ctx.Notify(err.Error(), true)
		return title.New(p.sess.Options().Seed + 1)
	}
	return m
}
