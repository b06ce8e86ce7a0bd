/** What the order reads of a bet: when it was placed (an ISO time, as the operator sends it). */
export interface PlacedBet {
  placedAt?: string | null | undefined;
}

const placedMs = (bet: PlacedBet): number => (typeof bet.placedAt === 'string' ? Date.parse(bet.placedAt) : Number.NaN);

/**
 * My Bets lists the bet just placed first, in every tab: newest placement first, whatever
 * order the operator answered in (the sandbox, like many back offices, answers oldest
 * first). Bets placed at the same instant (one slip's singles) keep the operator's order;
 * a bet without a readable placement time goes after the dated ones, in the order received,
 * rather than being guessed a place. Returns a new array; the given one is left as it is.
 */
export function newestPlacedFirst<B extends PlacedBet>(bets: readonly B[]): B[] {
  return bets
    .map((bet, index) => ({ bet, index, time: placedMs(bet) }))
    .sort((a, b) => {
      const aDated = Number.isFinite(a.time);
      const bDated = Number.isFinite(b.time);
      if (aDated && bDated && a.time !== b.time) return b.time - a.time;
      if (aDated !== bDated) return aDated ? -1 : 1;
      return a.index - b.index;
    })
    .map(({ bet }) => bet);
}
