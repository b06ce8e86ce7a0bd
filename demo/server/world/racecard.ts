import type { PlaceTerms } from '../../../src/core/index';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { createRandom, type Random } from './random';
import type { SportModel } from './sportProfiles';
import type { SandboxEvent } from './worldTypes';

/**
 * A race's card, as the feed sends it on the event (`racecard`, docs/api.md "Scoreboard
 * fields"; spec 3 has no runner fields): each runner's saddle number (a greyhound's trap),
 * name, the win market's outcome it is backed with, recent form, jockey (horses) and
 * trainer, and the race's each-way terms. Drawn from random streams of their own (per
 * event and runner), so adding cards changed no id, price or score of a seeded world.
 */
export interface RacecardWire {
  placeTerms: PlaceTerms | null;
  runners: { number: number; name: string; outcomeId: string | null; form: string; jockey: string | null; trainer: string }[];
}

/** Sports whose events are races with a card (golf's field is not a race card). */
const CARD_SPORTS = new Set(['HORS', 'GREY']);

/**
 * Each-way terms of a race (the place part of an each-way bet): the places the race pays
 * and the fraction of the odds, a fifth from four places, else a quarter. The bet
 * settlement reads the same terms (bets/selectionLookup.ts), so the card promises what is paid.
 */
export function raceEachWayTerms(model: SportModel): PlaceTerms | null {
  if (model.kind !== 'race') return null;
  return { places: model.places, fraction: model.places >= 4 ? 0.2 : 0.25 };
}

const name = (random: Random): string => `${random.pick(FIRST_NAMES).charAt(0)}. ${random.pick(LAST_NAMES)}`;

/**
 * Recent form, oldest run first: a stronger runner finishes nearer the front. Positions past
 * 9th are written 0; horses now and then pull up (P) or fall (F); a dash marks a new season.
 */
function formOf(random: Random, strength: number, horse: boolean): string {
  if (random.chance(0.06)) return '';
  const front = 1 / (1 + Math.exp(-2 * strength));
  const runs = random.int(3, 6);
  let form = '';
  for (let run = 0; run < runs; run += 1) {
    if (run > 0 && run === runs - 2 && random.chance(0.3)) form += '-';
    if (horse && random.chance(0.04)) {
      form += random.chance(0.5) ? 'P' : 'F';
      continue;
    }
    const position = 1 + Math.floor((random.next() + random.next()) * (1 - front) * 9);
    form += position > 9 ? '0' : String(position);
  }
  return form;
}

/** The card of a race (not of an outright or another sport's event), or null. */
export function buildRacecard(event: SandboxEvent): RacecardWire | null {
  if (!CARD_SPORTS.has(event.sportCode) || event.outright || event.model.kind !== 'race') return null;
  const horse = event.sportCode === 'HORS';
  const win = event.markets.find((market) => market.spec.kind === 'outright');
  return {
    placeTerms: raceEachWayTerms(event.model),
    runners: event.competitors.map((runner, index) => {
      // A trainer keeps their runner from race to race; the jockey and the latest form are the race's.
      const stable = createRandom(`racecard/runner/${runner.id}`);
      const race = createRandom(`racecard/${event.id}/${runner.id}`);
      return {
        number: index + 1,
        name: runner.name,
        // The win market lists the runners in card order (marketFactory).
        outcomeId: win?.outcomes[index]?.id ?? null,
        form: formOf(race, runner.strength, horse),
        jockey: horse ? name(race) : null,
        trainer: name(stable),
      };
    }),
  };
}
