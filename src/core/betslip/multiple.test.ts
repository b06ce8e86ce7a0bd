import { describe, expect, it } from 'vitest';
import type { Leg } from './leg';
import { multipleDecimal, multipleDescription, multipleRefusal, shownMultipleDecimal } from './multiple';

const leg = (eventId: string, decimal: number, marketId = `m-${eventId}`): Leg => ({ eventId, marketId, outcomeId: `o-${eventId}-${decimal}`, decimal });

describe('multiple', () => {
  it.each([
    [2, 'Double'],
    [3, 'Treble'],
    [4, '4-Fold'],
    [15, '15-Fold'],
  ])('describes %i selections as %s', (count, text) => {
    expect(multipleDescription(count)).toBe(text);
  });

  it('refuses to describe fewer than two selections', () => {
    expect(() => multipleDescription(1)).toThrow(/2 or more selections/);
  });

  it('needs two selections from distinct events', () => {
    expect(multipleRefusal([leg('e1', 2)])).toBe('too-few-selections');
    expect(multipleRefusal([leg('e1', 2), leg('e1', 3, 'm2')])).toBe('same-event');
    expect(multipleRefusal([leg('e1', 2), leg('e2', 3)])).toBeNull();
  });

  it('multiplies the legs exactly, without binary float drift', () => {
    expect(multipleDecimal([leg('e1', 1.85), leg('e2', 2.1)])).toBe(3.885);
    expect(1.85 * 2.1).not.toBe(3.885);
    expect(multipleDecimal([leg('e1', 1.1), leg('e2', 1.1), leg('e3', 1.1)])).toBe(1.331);
  });

  it('shows the combined price rounded down, never above the exact product the bet pays at', () => {
    const treble = multipleDecimal([leg('e1', 2.5), leg('e2', 3.1), leg('e3', 4.93)]);
    expect(treble).toBe(38.2075);
    expect(shownMultipleDecimal(treble)).toBe(38.2);
    expect(shownMultipleDecimal(multipleDecimal([leg('e1', 1.85), leg('e2', 2.1)]))).toBe(3.88);
    expect(shownMultipleDecimal(3.88)).toBe(3.88);
  });
});
