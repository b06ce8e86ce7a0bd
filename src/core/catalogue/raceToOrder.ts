import { parseSportKey } from './sports';
import { raceToPoints } from './raceTo';

/** Sports whose race-to markets the operator's basketball_race_to_points orders (spec 9: basketball). */
const RACE_TO_SPORTS = new Set(['BASK', 'EBSK']);

/**
 * A basketball event's markets with its race-to markets as the operator wants them: those
 * not in `points` taken out, the others in the order of `points`, in the places race-to
 * markets held (the rest of the markets do not move). Other sports' markets come back as they are.
 */
export function orderRaceToMarkets<M extends { marketTypeId: number }>(markets: readonly M[], sportCode: string, points: readonly number[]): M[] {
  if (!RACE_TO_SPORTS.has(parseSportKey(sportCode).code)) return [...markets];
  const rank = (market: M) => points.indexOf(raceToPoints(market.marketTypeId) ?? -1);
  const kept = markets.filter((market) => raceToPoints(market.marketTypeId) === null || rank(market) >= 0);
  const raceTo = kept.filter((market) => raceToPoints(market.marketTypeId) !== null).sort((a, b) => rank(a) - rank(b));
  let next = 0;
  return kept.map((market) => (raceToPoints(market.marketTypeId) === null ? market : (raceTo[next++] as M)));
}
