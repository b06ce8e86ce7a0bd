import { Big, dec } from '../../core';

/**
 * Reads an amount a bettor typed ("4.75", "4,75", "10") as an exact decimal with at most
 * `places` decimals; null when it is not one. Never goes through a float, so what is sent
 * is what was typed.
 */
export function readMoneyInput(text: string, places = 2): Big | null {
  const normal = text.trim().replace(',', '.');
  const pattern = places === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${places}})?$`);
  return pattern.test(normal) ? dec(normal) : null;
}

/** `value` x percent / 100, rounded down to `places`: a quick-pick share that never exceeds the value. */
export function shareOf(value: number, percent: number, places = 2): Big {
  return dec(value).times(percent).div(100).round(places, Big.roundDown);
}
