/**
 * The four quick-bet stake buttons per currency (spec 9). RMB and CNY are the same
 * currency under two codes; the spec gives THB, VND, LAK, MMK and KHR one set.
 */
const QUICK_STAKES_BY_CURRENCY: Readonly<Record<string, readonly number[]>> = Object.freeze({
  EUR: [5, 25, 100, 500],
  GBP: [5, 25, 100, 500],
  USD: [5, 25, 100, 500],
  KES: [5, 25, 100, 500],
  GHS: [5, 25, 100, 500],
  PHP: [5, 25, 100, 500],
  IDR: [50, 250, 1000, 5000],
  INR: [250, 1000, 5000, 25000],
  KRW: [5000, 25000, 100000, 500000],
  MYR: [25, 100, 500, 2500],
  PLN: [25, 100, 500, 2500],
  TRY: [25, 100, 500, 2500],
  RMB: [50, 250, 1000, 5000],
  CNY: [50, 250, 1000, 5000],
  RUB: [250, 1000, 5000, 25000],
  THB: [100, 500, 2500, 10000],
  VND: [100, 500, 2500, 10000],
  LAK: [100, 500, 2500, 10000],
  MMK: [100, 500, 2500, 10000],
  KHR: [100, 500, 2500, 10000],
});

export const DEFAULT_QUICK_STAKES: readonly number[] = Object.freeze([10, 25, 100, 500]);

/**
 * The quick-bet buttons for a currency. An operator may override them with a settings
 * value, which must be JSON (spec 5): either an array of stakes for every currency
 * ("[5,10,20,50]") or an object by currency code ('{"EUR":[5,10,20,50]}'). A value that is
 * not JSON, or holds anything but positive finite numbers, is ignored silently, as the
 * spec asks, and the table applies.
 */
export function quickStakes(currency: string, settingsValue?: string): number[] {
  const code = currency.trim().toUpperCase();
  const fromSettings = settingsValue === undefined ? null : quickStakesFromSetting(settingsValue, code);
  return [...(fromSettings ?? QUICK_STAKES_BY_CURRENCY[code] ?? DEFAULT_QUICK_STAKES)];
}

function quickStakesFromSetting(settingsValue: string, code: string): readonly number[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(settingsValue);
  } catch {
    return null;
  }
  if (Array.isArray(parsed)) return asStakes(parsed);
  if (typeof parsed === 'object' && parsed !== null) {
    const entry = (parsed as Record<string, unknown>)[code];
    return Array.isArray(entry) ? asStakes(entry) : null;
  }
  return null;
}

function asStakes(values: readonly unknown[]): readonly number[] | null {
  const valid = values.length > 0 && values.every((value) => typeof value === 'number' && Number.isFinite(value) && value > 0);
  return valid ? (values as number[]) : null;
}
