// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEEP_MARKET_TYPE_IDS as T } from '../../../src/core/index';
import { createWorld } from './createWorld';
import { cornersSoFar } from './footballExtras';
import { outcomeProbabilities } from './marketModel';
import { advanceEvent, startEvent, tick } from './simulator';
import { createRandom } from './random';
import { activeEvents, type World } from './world';
import type { SandboxEvent, SandboxMarket } from './worldTypes';

const NOW = Date.UTC(2026, 10, 22, 12);

function probabilities(event: SandboxEvent, market: SandboxMarket | undefined): number[] {
  if (!market) throw new Error('no such market');
  const chances = outcomeProbabilities(event, market.spec);
  if (chances === 'void') throw new Error(`${market.description} is void`);
  return chances;
}

const byName = (event: SandboxEvent, description: string) => event.markets.find((market) => market.description === description);
const total = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);
/** The book a market's prices make: sum of 1 / price (1 + overround for a market whose outcomes exclude each other). */
const book = (market: SandboxMarket) => total(market.outcomes.map((outcome) => 1 / outcome.consolidatedPrice.currentPrice.decimal));

function topFootball(world: World, phase: SandboxEvent['phase'] = 'prematch'): SandboxEvent {
  const event = activeEvents(world, phase).find((candidate) => candidate.sportCode === 'FOOT' && candidate.top);
  if (!event) throw new Error('the world has no top football match');
  return event;
}

describe('a top football match’s deep markets (issue 23)', () => {
  const world = createWorld({ seed: 'test-seed', now: NOW });

  it('offers 60+ markets on the first fixtures of the top leagues; the other fixtures keep their short set', () => {
    const football = activeEvents(world, 'prematch').filter((event) => event.sportCode === 'FOOT' && !event.outright && !event.jackpotId);
    const top = football.filter((event) => event.top);
    expect(top.length).toBe(6);
    for (const event of top) expect(event.markets.length).toBeGreaterThanOrEqual(60);
    const others = football.filter((event) => !event.top);
    expect(others.length).toBeGreaterThan(50);
    for (const event of others) expect(event.markets.length).toBe(10);
  });

  it('adds the deep set after the short one: the first ten markets are a short fixture’s, ids numbered on', () => {
    const event = topFootball(world);
    const short = activeEvents(world, 'prematch').find((candidate) => candidate.sportCode === 'FOOT' && !candidate.top && !candidate.outright && !candidate.jackpotId)!;
    const shape = (markets: readonly SandboxMarket[]) => markets.map((market) => [market.spec.kind, market.marketTypeId, market.periodId]);
    expect(shape(event.markets.slice(0, 10))).toEqual(shape(short.markets));
    expect(event.markets.map((market) => market.id)).toEqual(event.markets.map((_, index) => `${event.id}-${index + 1}`));
    expect(event.markets.map((market) => market.marketTypeInfo?.ordinalPosition)).toEqual(event.markets.map((_, index) => index + 1));
  });

  it('has the kinds a bettor looks for, with the spec’s period ids for the halves', () => {
    const event = topFootball(world);
    const names = event.markets.map((market) => market.description);
    for (const name of ['Draw No Bet', 'Correct Score', 'Half Time/Full Time', 'Winning Margin', 'Total Goals Odd/Even', 'First Corner', 'Most Cards', 'Player To Be Booked', 'First Goalscorer', 'Anytime Goalscorer', '2nd Half Result']) {
      expect(names).toContain(name);
    }
    for (const line of [0.5, 1.5, 2.5, 3.5, 4.5]) expect(names).toContain(`Total Goals ${line}`);
    expect(names.filter((name) => name.startsWith('Asian Handicap'))).toHaveLength(5);
    expect(names.filter((name) => name.startsWith('Total Corners'))).toHaveLength(4);
    expect(names.filter((name) => name.startsWith('Total Cards'))).toHaveLength(4);
    expect(byName(event, '2nd Half Result')?.periodId).toBe(103);
    expect(byName(event, '1st Half Total 0.5')?.periodId).toBe(102);
    const [home] = event.competitors;
    expect(byName(event, `${home!.name} Clean Sheet`)?.marketTypeId).toBe(T.CLEAN_SHEET);
    // The scorers: both squads, six named players each.
    expect(byName(event, 'First Goalscorer')?.outcomes.map((outcome) => outcome.description).slice(-2)).toEqual(['Any Other Player', 'No Goalscorer']);
    expect(byName(event, 'Anytime Goalscorer')?.outcomes).toHaveLength(12);
  });

  it('prices consistently: double chance and draw no bet from the match result, HT/FT adds up to both results', () => {
    const event = topFootball(world);
    const [win, draw, lose] = probabilities(event, event.markets[0]);
    expect(probabilities(event, byName(event, 'Double Chance'))).toEqual([win! + draw!, draw! + lose!, win! + lose!].map((p) => expect.closeTo(p, 12)));
    const [homeNoDraw, awayNoDraw] = probabilities(event, byName(event, 'Draw No Bet'));
    expect(homeNoDraw).toBeCloseTo(win! / (win! + lose!), 12);
    expect(homeNoDraw! + awayNoDraw!).toBeCloseTo(1, 12);
    const htft = probabilities(event, byName(event, 'Half Time/Full Time'));
    const fullTime = [0, 1, 2].map((result) => htft[result]! + htft[result + 3]! + htft[result + 6]!);
    expect(fullTime).toEqual([win, draw, lose].map((p) => expect.closeTo(p!, 6)));
    const halfTime = [0, 1, 2].map((result) => total(htft.slice(result * 3, result * 3 + 3)));
    expect(halfTime).toEqual(probabilities(event, byName(event, '1st Half Result')).map((p) => expect.closeTo(p, 6)));
  });

  it('prices totals down as the line goes up, and the alternative line where the main one is', () => {
    const event = topFootball(world);
    const overs = [0.5, 1.5, 2.5, 3.5, 4.5].map((line) => probabilities(event, byName(event, `Total Goals ${line}`))[0]!);
    for (let index = 1; index < overs.length; index += 1) expect(overs[index]).toBeLessThan(overs[index - 1]!);
    expect(overs[0]).toBeGreaterThan(0.85);
    expect(overs[4]).toBeLessThan(0.15);
    const main = event.markets[2]!;
    if (main.spec.kind !== 'total') throw new Error('the third market is the main total');
    expect(probabilities(event, byName(event, `Total Goals ${main.spec.line}`))).toEqual(probabilities(event, main));
    // Over prices rise with the line: what the bettor sees, not only the model.
    const overPrices = [0.5, 1.5, 2.5, 3.5, 4.5].map((line) => byName(event, `Total Goals ${line}`)!.outcomes[0]!.consolidatedPrice.currentPrice.decimal);
    expect([...overPrices].sort((a, b) => a - b)).toEqual(overPrices);
    const cards = [2.5, 3.5, 4.5, 5.5].map((line) => probabilities(event, byName(event, `Total Cards ${line}`))[0]!);
    for (let index = 1; index < cards.length; index += 1) expect(cards[index]).toBeLessThan(cards[index - 1]!);
    const corners = event.markets.filter((market) => market.spec.kind === 'corners-total' && !market.spec.firstHalf).map((market) => probabilities(event, market)[0]!);
    expect(corners).toHaveLength(4);
    for (let index = 1; index < corners.length; index += 1) expect(corners[index]).toBeLessThan(corners[index - 1]!);
  });

  it('sums to one where outcomes exclude each other, and margins the book as the sandbox does', () => {
    const event = topFootball(world);
    for (const name of ['Correct Score', 'Half Time/Full Time', 'Winning Margin', 'Exact Total Goals', 'Result and Both Teams To Score', 'First Goalscorer', 'Highest Scoring Half', 'Most Cards', 'First Corner']) {
      expect(total(probabilities(event, byName(event, name))), name).toBeCloseTo(1, 6);
    }
    // A correct score is a long list: 15% over the odds; a result 5.5%; corners 8%.
    expect(book(byName(event, 'Correct Score')!)).toBeCloseTo(1.15, 1);
    expect(book(event.markets[0]!)).toBeCloseTo(1.055, 1);
    expect(book(byName(event, 'First Corner')!)).toBeCloseTo(1.08, 1);
    // The correct score agrees with the result: the home wins listed plus the other home wins.
    const scores = probabilities(event, byName(event, 'Correct Score'));
    const homeWins = [0, 1, 2, 3, 4, 5].map((index) => scores[index]!);
    expect(total(homeWins) + scores[16]!).toBeCloseTo(probabilities(event, event.markets[0])[0]!, 6);
  });

  it('settles every market from the played match: score, first scorer, corners and cards', () => {
    const played = createWorld({ seed: 'test-seed', now: NOW });
    const event = topFootball(played);
    startEvent(played, event);
    advanceEvent(played, event, 2 * 45 * 60, createRandom('deep-settle'), { publish: false });
    expect(event.phase).toBe('ended');
    for (const market of event.markets) {
      const chances = outcomeProbabilities(event, market.spec);
      if (chances === 'void') continue;
      for (const p of chances) expect(p === 0 || p === 1, `${market.description}: ${chances.join(' ')}`).toBe(true);
    }
    const state = event.state;
    if (state.kind !== 'goals' || !state.football) throw new Error('a played top match keeps its extras');
    const [home, away] = state.periodScores.reduce(([h, a], [ph, pa]) => [h + ph, a + pa], [0, 0]);
    const scoreMarket = byName(event, 'Correct Score')!;
    const scoreIndex = probabilities(event, scoreMarket).indexOf(1);
    const listed = scoreMarket.outcomes[scoreIndex]!.description;
    expect(listed === `${home}-${away}` || listed.startsWith('Any Other')).toBe(true);
    const corners = cornersSoFar(event);
    const cornerLine = event.markets.find((market) => market.spec.kind === 'corners-total' && !market.spec.firstHalf)!;
    const line = cornerLine.spec.kind === 'corners-total' ? cornerLine.spec.line : 0;
    expect(probabilities(event, cornerLine)).toEqual(corners[0] + corners[1] > line ? [1, 0] : [0, 1]);
    expect(probabilities(event, byName(event, 'Total Cards 2.5'))).toEqual(state.football.cards[0] + state.football.cards[1] > 2.5 ? [1, 0] : [0, 1]);
    const first = byName(event, 'First Goalscorer')!;
    const won = first.outcomes[probabilities(event, first).indexOf(1)]!.description;
    if (home + away === 0) expect(won).toBe('No Goalscorer');
    else expect(won).toBe(state.football.firstGoal?.player ?? 'Any Other Player');
    const booked = byName(event, 'Player To Be Booked')!;
    expect(booked.outcomes.filter((_, index) => probabilities(event, booked)[index] === 1).map((outcome) => outcome.description).sort()).toEqual(
      state.football.booked.filter((name) => booked.outcomes.some((outcome) => outcome.description === name)).sort(),
    );
  });

  it('keeps a top match’s deep markets priced in the running world at 500 live events', () => {
    const busy = createWorld({ seed: 'test-seed', now: NOW, liveEvents: 500 });
    // Twenty real seconds a tick (200 game seconds): the warm-up's latest matches end and the
    // world kicks off its next fixtures, the top ones (the earliest) first. Tick time is
    // measured in docs/event-page.md, not asserted here (a shared machine's timings vary).
    for (let step = 1; step <= 8; step += 1) tick(busy, NOW + step * 20_000);
    const liveTop = activeEvents(busy, 'live').filter((event) => event.top && event.sportCode === 'FOOT');
    expect(liveTop.length).toBeGreaterThan(0);
    for (const event of liveTop) {
      expect(event.markets.length).toBeGreaterThanOrEqual(60);
      for (const market of event.markets.filter((candidate) => candidate.status === 'open')) {
        for (const outcome of market.outcomes) expect(outcome.consolidatedPrice.currentPrice.decimal).toBeGreaterThanOrEqual(1.01);
      }
    }
  }, 120_000);
});

describe('other sports’ deeper markets', () => {
  const world = createWorld({ seed: 'test-seed', now: NOW });

  it('tennis: every match has total games, a games handicap and set betting that agrees with the match winner', () => {
    const tennis = activeEvents(world).filter((event) => event.sportCode === 'TENN' && !event.outright);
    for (const event of tennis) expect(event.markets.map((market) => market.marketTypeId)).toEqual(expect.arrayContaining([T.TOTAL_GAMES, T.GAME_HANDICAP, T.SET_BETTING]));
    const event = tennis.find((candidate) => candidate.phase === 'prematch')!;
    const setBetting = probabilities(event, event.markets.find((market) => market.marketTypeId === T.SET_BETTING));
    expect(total(setBetting)).toBeCloseTo(1, 9);
    expect(setBetting[0]! + setBetting[1]!).toBeCloseTo(probabilities(event, event.markets[0])[0]!, 9);
    const games = event.markets.find((market) => market.marketTypeId === T.TOTAL_GAMES)!;
    // The line is set where the model expects the games: neither side is a long shot.
    const [over] = probabilities(event, games);
    expect(over).toBeGreaterThan(0.3);
    expect(over).toBeLessThan(0.7);
  });

  it('basketball and ice hockey top matches: halves, quarter totals, periods, alternative lines', () => {
    const basketball = activeEvents(world, 'prematch').find((event) => event.sportCode === 'BASK' && event.top)!;
    const names = basketball.markets.map((market) => market.description);
    expect(names).toEqual(expect.arrayContaining(['1st Half Winner', '2nd Half Winner']));
    expect(names.filter((name) => /^Quarter \d Total/.test(name))).toHaveLength(4);
    expect(basketball.markets.find((market) => market.description === '1st Half Winner')?.periodId).toBe(172);
    const totals = basketball.markets.filter((market) => market.description.startsWith('Alternative Total')).map((market) => probabilities(basketball, market)[0]!);
    expect(totals).toHaveLength(4);
    for (let index = 1; index < totals.length; index += 1) expect(totals[index]).toBeLessThan(totals[index - 1]!);
    const hockey = activeEvents(world, 'prematch').find((event) => event.sportCode === 'ICEH' && event.top)!;
    expect(hockey.markets.filter((market) => /^Period \d Result$/.test(market.description)).map((market) => market.periodId)).toEqual([131, 131, 131]);
    const periodResults = hockey.markets.filter((market) => /^Period \d Result$/.test(market.description));
    for (const market of periodResults) expect(total(probabilities(hockey, market))).toBeCloseTo(1, 9);
  });
});
