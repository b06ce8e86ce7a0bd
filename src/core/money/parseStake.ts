/**
 * A stake as typed (spec 5 "Stake strings"): surrounding spaces and thousands commas are
 * ignored, so '1,000' and '1000.' are 1000; at most `places` decimal places (2 by default:
 * the spec's; a currency the operator lists with 3, or a stake typed in thousands, has
 * more); '.5' is 0.5. Everything else is not a stake: signs, exponents ('1e5'), several
 * dots, letters, or an empty field all give null, so the slip can never hold NaN,
 * Infinity or a negative stake.
 */
export function parseStake(text: string, places = 2): number | null {
  const plain = stripGrouping(text);
  const fraction = Math.max(1, Math.floor(places));
  if (!new RegExp(`^(?:\\d+\\.?\\d{0,${fraction}}|\\.\\d{1,${fraction}})$`).test(plain)) return null;
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}

/** Removes the thousands commas and surrounding spaces a bettor (or paste) may bring. */
export function stripGrouping(text: string): string {
  return text.trim().replace(/,/g, '');
}
