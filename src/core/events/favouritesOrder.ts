export interface FavouriteCandidate {
  id: string;
  live: boolean;
  isFinished: boolean;
  startTime: string | null;
}

const startOf = (event: FavouriteCandidate) => {
  const time = event.startTime === null ? Number.NaN : Date.parse(event.startTime);
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
};

/**
 * The favourites view's order: events in play first (a bettor opens favourites to follow
 * them), then the rest by start time, soonest first; ties keep the order they were starred.
 */
export function favouritesOrder(events: readonly FavouriteCandidate[]): string[] {
  const inPlay = (event: FavouriteCandidate) => (event.live && !event.isFinished ? 0 : 1);
  return [...events].sort((a, b) => inPlay(a) - inPlay(b) || (inPlay(a) === 0 ? 0 : startOf(a) - startOf(b))).map((event) => event.id);
}
