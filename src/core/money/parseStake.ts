/**
 * A stake as typed (spec 5 "Stake strings"): surrounding spaces and thousands commas are
 * ignored, so '1,000' and '1000.' are 1000; at most two decimal places (no currency has
 * more minor units); '.5' is 0.5. Everything else is not a stake: signs, exponents
 * ('1e5'), several dots, letters, or an empty field all give null, so the slip can
 * never hold NaN, Infinity or a negative stake.
 */
const STAKE_PATTERN = /^(?:\d+\.?\d{0,2}|\.\d{1,2})$/;

export function parseStake(text: string): number | null {
  const plain = stripGrouping(text);
  if (!STAKE_PATTERN.test(plain)) return null;
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}

/** Removes the thousands commas and surrounding spaces a bettor (or paste) may bring. */
export function stripGrouping(text: string): string {
  return text.trim().replace(/,/g, '');
}
