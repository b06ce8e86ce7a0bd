/**
 * Money figures as the specs read them off the page: whole cents, digit by digit, never
 * through a float, so a check of "what the slip shows = what is paid" compares exact values.
 */

/** Money in cents from a figure's text ("EUR 1,025.50", "GBP 0.00", "-0.50"). */
export function centsOf(text: string | null): number {
  const match = /(-?)([\d,]+)(?:\.(\d{1,2}))?/.exec((text ?? '').replace(/\s/g, ''));
  if (!match) throw new Error(`no amount in "${text}"`);
  const magnitude = Number(match[2]!.replace(/,/g, '')) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] === '-' ? -magnitude : magnitude;
}

/** stake x price in cents, rounded down, from the price's own digits (no float product), as the sandbox pays. */
export function returnsInCents(stakeCents: number, decimal: number): number {
  const [whole, fraction = ''] = String(decimal).split('.');
  const priceTenThousandths = Number(whole) * 10_000 + Number(fraction.padEnd(4, '0').slice(0, 4));
  return Math.floor((stakeCents * priceTenThousandths) / 10_000);
}
