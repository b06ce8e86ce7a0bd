/** When a promotion runs, as the operator sent it (ISO instants; no end: open-ended). */
export interface PromotionDates {
  startsAt: string | null;
  endsAt: string | null;
}

export type PromotionPhase = 'upcoming' | 'running' | 'ended';

const instant = (value: string | null): number | null => {
  if (value === null) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
};

/**
 * Where a promotion stands at `now`. A date that does not read counts as absent (the
 * operator's promotion shows rather than disappear over a typo), never as NaN.
 */
export function promotionPhase(dates: PromotionDates, now: number): PromotionPhase {
  const start = instant(dates.startsAt);
  const end = instant(dates.endsAt);
  if (end !== null && end <= now) return 'ended';
  if (start !== null && start > now) return 'upcoming';
  return 'running';
}

/**
 * The list as a bettor reads it: running offers first, those ending soonest first (an
 * offer about to close is the one to act on), open-ended ones after them; then the coming
 * ones by start. Ended offers are left out (an operator's list may lag behind the clock).
 * Stable: equal dates keep the operator's order.
 */
export function orderPromotions<T extends PromotionDates>(promotions: readonly T[], now: number): T[] {
  const key = (promotion: T): [number, number] => {
    const phase = promotionPhase(promotion, now);
    if (phase === 'running') return [0, instant(promotion.endsAt) ?? Number.POSITIVE_INFINITY];
    return [1, instant(promotion.startsAt) ?? Number.POSITIVE_INFINITY];
  };
  return promotions
    .filter((promotion) => promotionPhase(promotion, now) !== 'ended')
    .map((promotion, index) => ({ promotion, index, key: key(promotion) }))
    .sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.index - b.index)
    .map(({ promotion }) => promotion);
}
