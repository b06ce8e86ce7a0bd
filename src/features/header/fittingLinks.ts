/**
 * How many sub-header links fit a row `available` px wide, taking them in the order
 * core's groupSubHeaderLinks keeps them (right-hand group first, then the left). When
 * some do not fit, the More button needs its room too. A row with no width yet (not laid
 * out, or a test without layout) is treated as fitting them all.
 */
export function fittingLinks(widths: readonly number[], available: number, moreWidth: number, gap: number): number {
  if (!(available > 0)) return widths.length;
  const total = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);
  if (total <= available) return widths.length;
  const room = available - moreWidth - gap;
  let used = 0;
  let count = 0;
  for (const width of widths) {
    const next = used + (count > 0 ? gap : 0) + width;
    if (next > room) break;
    used = next;
    count += 1;
  }
  return count;
}
