/** Spec 2: a count badge caps its text at 99+. */
const BADGE_MAX = 99;

/** Spec 2 badge text: the count, '99+' above 99, no badge (null) for 0 or an unusable count. */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count < 1) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}
