import { describe, expect, it } from 'vitest';
import { periodColumns, type PeriodBoardInput } from './periodColumns';

const opponents = [
  { id: 'away-team', home: false },
  { id: 'home-team', home: true },
];
const lines = (key: string, pairs: [string, string][]) =>
  pairs.flatMap(([home, away], index) => [
    { opponentId: 'home-team', instance: index + 1, key, score: home },
    { opponentId: 'away-team', instance: index + 1, key, score: away },
  ]);
const input = (extra: Partial<PeriodBoardInput>): PeriodBoardInput => ({ scoresPerPeriod: [], opponents, currentPeriodAbbreviation: null, currentPeriodNumber: null, inPlay: true, ...extra });
const shown = (columns: ReturnType<typeof periodColumns>) => columns.map((column) => `${column.kind} ${column.number}${column.current ? '*' : ''} ${column.home}-${column.away}`);

describe('periodColumns, basketball', () => {
  it('shows all four quarters from the start, home first, and marks the quarter in play', () => {
    const columns = periodColumns('basketball', input({ scoresPerPeriod: lines('QTR', [['28', '22'], ['11', '14']]), currentPeriodAbbreviation: 'QTR', currentPeriodNumber: 2 }));
    expect(shown(columns)).toEqual(['quarter 1 28-22', 'quarter 2* 11-14', 'quarter 3 -', 'quarter 4 -']);
  });

  it('adds overtimes after the fourth quarter, sent as a fifth quarter or as ET', () => {
    const fifth = periodColumns('basketball', input({ scoresPerPeriod: lines('QTR', [['20', '20'], ['20', '20'], ['20', '20'], ['20', '20'], ['6', '4']]), currentPeriodAbbreviation: 'QTR', currentPeriodNumber: 5 }));
    expect(shown(fifth).slice(3)).toEqual(['quarter 4 20-20', 'overtime 1* 6-4']);
    const extra = periodColumns('basketball', input({ scoresPerPeriod: [...lines('QTR', [['20', '20'], ['20', '20'], ['20', '20'], ['20', '20']]), ...lines('ET', [['5', '5'], ['2', '0']])], currentPeriodAbbreviation: 'ET', currentPeriodNumber: 2 }));
    expect(shown(extra).slice(4)).toEqual(['overtime 1 5-5', 'overtime 2* 2-0']);
  });

  it('marks no period of a game that is not in play', () => {
    const columns = periodColumns('basketball', input({ scoresPerPeriod: lines('QTR', [['20', '18']]), currentPeriodAbbreviation: 'QTR', currentPeriodNumber: 4, inPlay: false }));
    expect(columns.some((column) => column.current)).toBe(false);
  });
});

describe('periodColumns, football', () => {
  it('shows both halves, the one in play marked, even before the feed scores it', () => {
    expect(shown(periodColumns('football', input({ scoresPerPeriod: lines('HALF', [['1', '0']]), currentPeriodAbbreviation: 'HALF', currentPeriodNumber: 2 })))).toEqual(['half 1 1-0', 'half 2* -']);
  });

  it('adds extra time halves and penalties when the feed scores them', () => {
    const columns = periodColumns('football', input({ scoresPerPeriod: [...lines('HALF', [['1', '0'], ['0', '1']]), ...lines('ET_HALF', [['0', '0'], ['1', '1']]), ...lines('PENS', [['4', '3']])], currentPeriodAbbreviation: 'PENS', currentPeriodNumber: 1 }));
    expect(shown(columns)).toEqual(['half 1 1-0', 'half 2 0-1', 'extra-time-half 1 0-0', 'extra-time-half 2 1-1', 'penalties 1* 4-3']);
  });

  it('ignores lines of other periods and of opponents it does not know', () => {
    const columns = periodColumns('football', input({ scoresPerPeriod: [...lines('SETS', [['6', '4']]), { opponentId: 'someone', instance: 1, key: 'HALF', score: '9' }] }));
    expect(shown(columns)).toEqual(['half 1 -', 'half 2 -']);
  });
});
