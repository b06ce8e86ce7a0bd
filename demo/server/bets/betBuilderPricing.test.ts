// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { harness } from '../testing/harness';
import { goalsRates } from '../world/marketModel';
import type { SandboxEvent } from '../world/worldTypes';
import { BET_BUILDER_CODES, betBuilderPrice, quoteBetBuilder } from './betBuilderPricing';

/** The contract seed's one top bet-builder match: its page carries the deep market set (correct score, team totals ...). */
function builderMatch() {
  const h = harness();
  const event = [...h.sandbox.world.events.values()].find((candidate) => candidate.betBuilderEvent && candidate.top && candidate.phase === 'prematch');
  if (!event) throw new Error('The contract seed has no prematch top bet-builder match');
  return { h, event, world: h.sandbox.world };
}

/** The outcome id of a market (by its description) and outcome (by its description). */
function pick(event: SandboxEvent, market: string, outcome: string): string {
  const found = event.markets.find((candidate) => candidate.description === market)?.outcomes.find((candidate) => candidate.description === outcome);
  if (!found) throw new Error(`No ${market}: ${outcome} on ${event.description}`);
  return found.id;
}

/** P(X = k) computed directly, independent of probability.ts's recursion and truncation. */
const poisson = (mean: number, k: number): number => {
  let p = Math.exp(-mean);
  for (let i = 1; i <= k; i += 1) p *= mean / i;
  return p;
};

/** Brute force over a 40 x 40 score grid from the model's own scoring rates. */
function bruteForce(event: SandboxEvent, holds: (home: number, away: number) => boolean): number {
  const [homeRate, awayRate] = goalsRates(event, 1);
  let total = 0;
  for (let home = 0; home < 40; home += 1) for (let away = 0; away < 40; away += 1) if (holds(home, away)) total += poisson(homeRate, home) * poisson(awayRate, away);
  return total;
}

describe('bet builder pricing: joint chances from the score model', () => {
  it('prices home win + over 1.5 from their joint chance, which is not the product of the two', () => {
    const { event, world } = builderMatch();
    const home = event.competitors[0]!.name;
    const quote = quoteBetBuilder(world, event.id, [pick(event, 'Match Result', home), pick(event, 'Total Goals 1.5', 'Over 1.5')]);
    if (!quote.ok) throw new Error(JSON.stringify(quote.errors));
    const joint = bruteForce(event, (h, a) => h > a && h + a > 1.5);
    const homeWin = bruteForce(event, (h, a) => h > a);
    const over = bruteForce(event, (h, a) => h + a > 1.5);
    expect(quote.probability).toBeCloseTo(joint, 10);
    // Dependent legs: the only home win under 1.5 goals is 1-0, so the joint chance is the
    // home win's less 1-0's exactly; here (an away favourite, whose upsets are often 1-0)
    // that is well below the product the two prices would multiply to.
    expect(joint).toBeCloseTo(homeWin - bruteForce(event, (h, a) => h === 1 && a === 0), 12);
    expect(Math.abs(joint - homeWin * over) / joint).toBeGreaterThan(0.05);
    // 1 / (p x 1.10), rounded down to 2 places.
    expect(quote.decimal).toBe(Math.floor(100 / (joint * 1.1)) / 100);
    expect(quote.decimal).not.toBe(Math.floor(100 / (homeWin * over * 1.1)) / 100);
    expect(quote.legs.map((leg) => leg.outcomeDescription)).toEqual([home, 'Over 1.5']);
  });

  it('matches the brute-force grid for a three-leg combination over different market kinds', () => {
    const { event, world } = builderMatch();
    const away = event.competitors[1]!.name;
    const ids = [pick(event, 'Double Chance', `Draw or ${away}`), pick(event, 'Both Teams To Score', 'Yes'), pick(event, 'Total Goals Odd/Even', 'Even')];
    const quote = quoteBetBuilder(world, event.id, ids);
    if (!quote.ok) throw new Error(JSON.stringify(quote.errors));
    const joint = bruteForce(event, (h, a) => h <= a && h > 0 && a > 0 && (h + a) % 2 === 0);
    expect(quote.probability).toBeCloseTo(joint, 10);
    expect(quote.decimal).toBe(Math.floor(100 / (joint * 1.1)) / 100);
  });

  it('keeps a price within the feed bounds and rounds down, never up', () => {
    expect(betBuilderPrice(0.5)).toBe(1.81); // 1 / 0.55 = 1.8181...
    expect(betBuilderPrice(0.99)).toBe(1.01);
    expect(betBuilderPrice(1e-9)).toBe(1000);
  });
});

describe('bet builder refusals', () => {
  it('refuses legs that cannot both win, naming them and what to do', () => {
    const { event, world } = builderMatch();
    const [home, away] = event.competitors.map((team) => team.name) as [string, string];
    const clashes: [string, string, string, string][] = [
      ['Match Result', home, 'Double Chance', `Draw or ${away}`],
      ['Total Goals 1.5', 'Under 1.5', 'Total 2.5', 'Over 2.5'],
      ['Correct Score', '1-0', 'Both Teams To Score', 'Yes'],
      ['Exact Total Goals', '0 Goals', `${away} Total Goals 0.5`, 'Over 0.5'],
    ];
    for (const [firstMarket, firstOutcome, secondMarket, secondOutcome] of clashes) {
      const ids = [pick(event, firstMarket, firstOutcome), pick(event, secondMarket, secondOutcome)];
      const quote = quoteBetBuilder(world, event.id, ids);
      expect(quote).toEqual({
        ok: false,
        eventId: event.id,
        errors: [{ code: BET_BUILDER_CODES.contradiction, message: `“${firstMarket}: ${firstOutcome}” and “${secondMarket}: ${secondOutcome}” cannot both win. Remove one of them.`, outcomeIds: ids }],
      });
    }
  });

  it('refuses three legs that clash only together (home win, under 1.5, away to score)', () => {
    const { event, world } = builderMatch();
    const [home, away] = event.competitors.map((team) => team.name) as [string, string];
    const ids = [pick(event, 'Match Result', home), pick(event, 'Total Goals 1.5', 'Under 1.5'), pick(event, `${away} Total Goals 0.5`, 'Over 0.5')];
    const quote = quoteBetBuilder(world, event.id, ids);
    expect(quote.ok).toBe(false);
    if (quote.ok) return;
    expect(quote.errors[0]).toMatchObject({ code: BET_BUILDER_CODES.contradiction, outcomeIds: ids });
    expect(quote.errors[0]!.message).toContain('No final score lets all of');
  });

  it('refuses two legs of one market, a market the score does not decide, one leg, and an event without a builder', () => {
    const { event, world, h } = builderMatch();
    const [home, away] = event.competitors.map((team) => team.name) as [string, string];
    const sameMarket = quoteBetBuilder(world, event.id, [pick(event, 'Match Result', home), pick(event, 'Match Result', away)]);
    expect(sameMarket).toMatchObject({ ok: false, errors: [{ code: BET_BUILDER_CODES.sameMarket, message: `“Match Result: ${home}” and “Match Result: ${away}” are from the same market: keep one of them.` }] });
    const half = quoteBetBuilder(world, event.id, [pick(event, 'Match Result', home), pick(event, '1st Half Result', home)]);
    expect(half).toMatchObject({ ok: false, errors: [{ code: BET_BUILDER_CODES.marketNotCombinable }] });
    const single = quoteBetBuilder(world, event.id, [pick(event, 'Match Result', home)]);
    expect(single).toMatchObject({ ok: false, errors: [{ code: BET_BUILDER_CODES.tooFewLegs }] });
    const ordinary = [...h.sandbox.world.events.values()].find((candidate) => !candidate.betBuilderEvent && candidate.sportCode === 'FOOT' && candidate.phase === 'prematch')!;
    const refused = quoteBetBuilder(world, ordinary.id, [ordinary.markets[0]!.outcomes[0]!.id, ordinary.markets[2]!.outcomes[0]!.id]);
    expect(refused).toMatchObject({ ok: false, errors: [{ code: BET_BUILDER_CODES.notOffered }] });
  });
});
