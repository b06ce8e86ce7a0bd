import type { Random } from './random';
import type { Competitor, FootballExtras, SandboxEvent } from './worldTypes';

/**
 * What a top football match plays besides goals, so its corner, card and scorer markets
 * settle on something that happened: the first goal's scorer, the first corner (counted by
 * the match tracker), corners at half time, and cards with the players booked. Cards draw
 * from a random stream of their own (forked per event and step, like the tracker's), so
 * adding them changed no score or price of a seeded world.
 */

/** Cards a side collects in a whole match, on average (about 3.8 a match). */
export const MEAN_CARDS_PER_TEAM = 1.9;

/** Of a side's cards, each named squad player's share; the rest go to players not listed. */
export const BOOKING_SHARE = 1 / 11;

/** Every named scorer of a team: its props players first, then the rest of its squad. */
export function squadOf(team: Competitor | undefined): readonly { name: string; share: number }[] {
  return [...(team?.players ?? []), ...(team?.squad ?? [])];
}

/** Expected cards of each side in `seconds` of play: the stronger side, more on the ball, is booked a little less. */
export function footballCardRates(event: SandboxEvent, seconds: number): [number, number] {
  if (event.model.kind !== 'goals') return [0, 0];
  const duration = event.model.periods * event.model.periodSeconds;
  const gap = (event.competitors[0]?.strength ?? 0) - (event.competitors[1]?.strength ?? 0);
  const mean = (MEAN_CARDS_PER_TEAM * Math.max(0, seconds)) / duration;
  return [mean * Math.exp(-gap * 0.3), mean * Math.exp(gap * 0.3)];
}

export function emptyFootballExtras(): FootballExtras {
  return { firstGoal: null, firstCorner: null, cornersFirstHalf: null, cards: [0, 0], cardsFirstHalf: null, booked: [] };
}

/** The corners each side has had so far, as the match tracker counts them. */
export function cornersSoFar(event: SandboxEvent): [number, number] {
  const stats = event.tracker?.sport === 'football' ? event.tracker.stats : null;
  return [stats?.home.corners ?? 0, stats?.away.corners ?? 0];
}

/** Notes the first goal's side and scorer (null: a player the markets do not list). */
export function noteGoal(event: SandboxEvent, side: 0 | 1, player: string | null): void {
  const state = event.state;
  if (state.kind !== 'goals' || !state.football || state.football.firstGoal) return;
  state.football.firstGoal = { side, player };
}

/**
 * One step of a top match's extras, after the tracker played the step: the first corner,
 * cards (a booked player drawn by BOOKING_SHARE), and the half-time counts once the first
 * half is over.
 */
export function playFootballExtras(event: SandboxEvent, random: Random, seconds: number, elapsedAfter: number): void {
  const state = event.state;
  if (state.kind !== 'goals' || event.model.kind !== 'goals' || !event.top || event.sportCode !== 'FOOT') return;
  state.football ??= emptyFootballExtras();
  const extras = state.football;
  const corners = cornersSoFar(event);
  if (extras.firstCorner === null && corners[0] + corners[1] > 0) extras.firstCorner = corners[0] > 0 ? 0 : 1;
  footballCardRates(event, seconds).forEach((rate, side) => {
    if (!random.chance(Math.min(0.95, rate))) return;
    extras.cards[side as 0 | 1] += 1;
    let pick = random.next();
    for (const player of squadOf(event.competitors[side])) {
      if (pick < BOOKING_SHARE) {
        if (!extras.booked.includes(player.name)) extras.booked.push(player.name);
        return;
      }
      pick -= BOOKING_SHARE;
    }
  });
  if (elapsedAfter >= event.model.periodSeconds) {
    extras.cornersFirstHalf ??= corners;
    extras.cardsFirstHalf ??= [...extras.cards];
  }
}
