// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readCricketInnings, readRacecard, readTennisGame, tennisPointNames, type TennisGame } from '../../../src/core/index';
import { placeTerms } from '../bets/selectionLookup';
import { harness } from '../testing/harness';
import { decided } from './probability';

type EventPayload = { eid: string; status: string; scores?: { home: number; away: number }; scoresPerPeriod?: { opponentId: string; instance: number; key: string; score: string }[]; currentGame?: unknown; cricketInnings?: unknown };

/** Every event change since `since`, by event, in feed order (page after page: a poll answers at most 5000). */
async function eventChanges(h: ReturnType<typeof harness>, since: number): Promise<Map<string, EventPayload[]>> {
  const byEvent = new Map<string, EventPayload[]>();
  let cursor = since;
  while (cursor < h.sandbox.world.changes.latest) {
    const answer = await h.call(`/xapi/rest/live/changes?since=${cursor}`);
    expect(answer.status).toBe(200);
    for (const change of answer.json.changes as { type: string; payload: EventPayload }[]) {
      if (change.type === 'event') byEvent.set(change.payload.eid, [...(byEvent.get(change.payload.eid) ?? []), change.payload]);
    }
    expect(Number(answer.json.cursor)).toBeGreaterThan(cursor);
    cursor = Number(answer.json.cursor);
  }
  return byEvent;
}

const gamesOf = (change: EventPayload) => (change.scoresPerPeriod ?? []).filter((line) => line.key === 'SETS').reduce((sum, line) => sum + Number(line.score), 0);

describe('tennis is played point by point (docs/api.md "Scoreboard fields")', () => {
  it('sends the game in play with every change: legal points, a server, serves changing every game', async () => {
    const h = harness('scoreboards');
    const cursor = Number((await h.call('/xapi/rest/live/snapshot')).json.cursor);
    h.run(60);
    const changes = await eventChanges(h, cursor);
    const tennis = [...changes].filter(([id]) => h.sandbox.world.events.get(id)?.sportCode === 'TENN');
    expect(tennis.length).toBeGreaterThanOrEqual(4);
    let gamesSeen = 0;
    const namedScores = new Set<string>();
    for (const [, list] of tennis) {
      let previous: { game: TennisGame; games: number } | null = null;
      for (const change of list) {
        const game = readTennisGame(change.currentGame);
        if (change.status === 'END_OF_EVENT') {
          expect(game).toBeNull();
          continue;
        }
        expect(game, JSON.stringify(change.currentGame)).toBeTruthy();
        const names = tennisPointNames(game!);
        expect(names).not.toBeNull();
        namedScores.add(`${names!.home}-${names!.away}`);
        const games = gamesOf(change);
        // One point or a few a tick: a new game starts at most a few points in; within a game points only grow.
        if (previous && games === previous.games) expect(game!.home + game!.away).toBeGreaterThanOrEqual(previous.game.home + previous.game.away);
        if (previous && games === previous.games + 1 && !game!.tiebreak && !previous.game.tiebreak && game!.home + game!.away === 0) {
          gamesSeen += 1;
          expect(game!.server).not.toBe(previous.game.server);
        }
        previous = { game: game!, games };
      }
    }
    expect(gamesSeen).toBeGreaterThan(5);
    // Points are named as tennis names them, deuce and advantages included somewhere in a minute of eight matches.
    expect([...namedScores]).toEqual(expect.arrayContaining(['0-0', '15-0', '40-40']));
    expect([...namedScores].some((score) => score.includes('AD'))).toBe(true);
  });

  it('plays sets a tennis player would recognise: 6 games by two, or 7-5, or a tie-break at 6-6', () => {
    const h = harness('scoreboards-sets');
    h.run(300);
    const finished = [...h.sandbox.world.events.values()].filter((event) => event.sportCode === 'TENN' && event.phase === 'ended' && event.state.kind === 'sets');
    expect(finished.length).toBeGreaterThan(3);
    for (const event of finished) {
      if (event.state.kind !== 'sets') continue;
      for (const [home, away] of event.state.sets) {
        expect(decided(home, away, 6, true, 7), `${home}-${away}`).not.toBeNull();
        expect([home, away].sort((a, b) => a - b), `${home}-${away}`).toSatisfy(([low, high]: number[]) => (high === 6 && low! <= 4) || (high === 7 && (low === 5 || low === 6)));
      }
      expect(event.currentGame).toBeNull();
    }
  });

  it('gives a live tennis event answer its game, and a prematch one none', async () => {
    const h = harness('scoreboards');
    const events = [...h.sandbox.world.events.values()];
    const live = events.find((event) => event.sportCode === 'TENN' && event.phase === 'live')!;
    const prematch = events.find((event) => event.sportCode === 'TENN' && event.phase === 'prematch')!;
    expect(live.currentGame).toEqual({ home: expect.any(Number), away: expect.any(Number), tiebreak: expect.any(Boolean), server: expect.stringMatching(/^(home|away)$/) });
    expect(readTennisGame((await h.call(`/xapi/rest/events/${live.id}`)).json.currentGame)).toEqual(live.currentGame);
    expect((await h.call(`/xapi/rest/events/${prematch.id}`)).json.currentGame).toBeUndefined();
  });
});

describe('cricket innings on the feed', () => {
  it('sends each innings’ runs, wickets and balls, matching the score', async () => {
    const h = harness('scoreboards');
    const cursor = Number((await h.call('/xapi/rest/live/snapshot')).json.cursor);
    h.run(30);
    const changes = await eventChanges(h, cursor);
    const cricket = [...changes].filter(([id]) => h.sandbox.world.events.get(id)?.sportCode === 'CRIC');
    expect(cricket.length).toBeGreaterThan(0);
    for (const [, list] of cricket) {
      for (const change of list) {
        const innings = readCricketInnings(change.cricketInnings);
        expect(innings, JSON.stringify(change.cricketInnings)).toBeDefined();
        expect(innings![0]?.side).toBe('home');
        expect([innings![0]?.runs ?? 0, innings![1]?.runs ?? 0]).toEqual([change.scores?.home, change.scores?.away]);
        for (const entry of innings!) expect(entry.balls).toBeLessThanOrEqual(120);
      }
    }
  });
});

describe('race cards', () => {
  it('sends a race’s card on its own answer: runners numbered in the win market’s order, its outcomes, the terms settlement pays', async () => {
    const h = harness('scoreboards');
    const world = h.sandbox.world;
    for (const code of ['HORS', 'GREY']) {
      const race = [...world.events.values()].find((event) => event.sportCode === code && event.phase === 'prematch' && !event.outright)!;
      const card = readRacecard((await h.call(`/xapi/rest/events/${race.id}`)).json.racecard);
      const win = race.markets.find((market) => market.spec.kind === 'outright')!;
      expect(card?.runners.map((runner) => [runner.number, runner.name, runner.outcomeId])).toEqual(win.outcomes.map((outcome, index) => [index + 1, outcome.description, outcome.id]));
      expect(card?.placeTerms).toEqual(placeTerms({ event: race, market: win, outcome: win.outcomes[0]! }));
      for (const runner of card!.runners) {
        expect(runner.form).toMatch(/^[0-9PF-]*$/);
        expect(runner.trainer).toMatch(/^[A-Z]\. \S/);
        if (code === 'HORS') expect(runner.jockey).toMatch(/^[A-Z]\. \S/);
        else expect(runner.jockey).toBeNull();
      }
    }
  });

  it('leaves the card out of event lists, which show none', async () => {
    const h = harness('scoreboards');
    const list = await h.call('/xapi/rest/events?eventPathIds=364&eventsPerPage=5');
    const events = list.json.events as { sportCode: string; racecard?: unknown }[];
    expect(events.length).toBeGreaterThan(0);
    expect(events.filter((event) => event.racecard !== undefined)).toEqual([]);
  });
});
