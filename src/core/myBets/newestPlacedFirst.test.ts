import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newestPlacedFirst } from './newestPlacedFirst';

const bet = (betId: string, placedAt?: string | null) => ({ betId, ...(placedAt === undefined ? {} : { placedAt }) });
const ids = (bets: readonly { betId: string }[]) => bets.map((each) => each.betId);

describe('newestPlacedFirst (My Bets order, every tab)', () => {
  it('puts the bet placed last first, whatever order the operator answered in', () => {
    const oldestFirst = [bet('b1', '2026-11-29T10:00:00.000Z'), bet('b2', '2026-11-29T10:05:00.000Z'), bet('b3', '2026-11-29T11:00:00.000Z')];
    expect(ids(newestPlacedFirst(oldestFirst))).toEqual(['b3', 'b2', 'b1']);
    expect(ids(newestPlacedFirst([oldestFirst[1]!, oldestFirst[2]!, oldestFirst[0]!]))).toEqual(['b3', 'b2', 'b1']);
  });

  it('compares instants, not texts: an offset time is read as the instant it names', () => {
    // 12:30+02:00 is 10:30Z, older than 11:00Z although its text sorts later.
    expect(ids(newestPlacedFirst([bet('b1', '2026-11-29T12:30:00+02:00'), bet('b2', '2026-11-29T11:00:00Z')]))).toEqual(['b2', 'b1']);
  });

  it("keeps one slip's bets (the same instant) in the operator's order", () => {
    const slip = [bet('s1', '2026-11-29T10:00:00.000Z'), bet('s2', '2026-11-29T10:00:00.000Z'), bet('s3', '2026-11-29T10:00:00.000Z')];
    expect(ids(newestPlacedFirst([bet('old', '2026-11-28T10:00:00.000Z'), ...slip]))).toEqual(['s1', 's2', 's3', 'old']);
  });

  it('puts bets without a readable time last, in the order received, and leaves the list it was given alone', () => {
    const given = [bet('none'), bet('b1', '2026-11-29T10:00:00.000Z'), bet('bad', 'yesterday'), bet('null', null), bet('b2', '2026-11-29T12:00:00.000Z')];
    const copy = [...given];
    expect(ids(newestPlacedFirst(given))).toEqual(['b2', 'b1', 'none', 'bad', 'null']);
    expect(given).toEqual(copy);
  });

  it('holds for any list: a permutation, dated bets newest first, then the undated', () => {
    const placed = fc.option(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }).map((ms) => new Date(ms).toISOString()), { nil: undefined });
    fc.assert(
      fc.property(fc.array(placed, { maxLength: 30 }), (times) => {
        const bets = times.map((time, index) => bet(`b${index}`, time));
        const sorted = newestPlacedFirst(bets);
        expect([...ids(sorted)].sort()).toEqual([...ids(bets)].sort());
        const stamps = sorted.map((each) => ('placedAt' in each ? Date.parse(each.placedAt as string) : null));
        const firstUndated = stamps.indexOf(null);
        const dated = firstUndated === -1 ? stamps : stamps.slice(0, firstUndated);
        expect(stamps.slice(dated.length).every((stamp) => stamp === null)).toBe(true);
        dated.forEach((stamp, index) => index > 0 && expect(stamp as number).toBeLessThanOrEqual(dated[index - 1] as number));
      }),
    );
  });
});
