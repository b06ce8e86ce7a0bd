import { describe, expect, it } from 'vitest';
import { eachWayDivisor, readPlaceTerms, readRacecard } from './racecard';

const runner = (number: number, name: string, extra: Record<string, unknown> = {}) => ({ number, name, outcomeId: `race-1-${number}`, form: '1-23', jockey: 'A. Rider', trainer: 'B. Trainer', ...extra });

describe('readRacecard', () => {
  it('reads the runners in number order with the each-way terms', () => {
    const card = readRacecard({ placeTerms: { places: 3, fraction: 0.25 }, runners: [runner(2, 'Quiet Storm'), runner(1, 'Silver Arrow', { jockey: null })] });
    expect(card).toEqual({
      placeTerms: { places: 3, fraction: 0.25 },
      runners: [
        { number: 1, name: 'Silver Arrow', outcomeId: 'race-1-1', form: '1-23', jockey: null, trainer: 'B. Trainer' },
        { number: 2, name: 'Quiet Storm', outcomeId: 'race-1-2', form: '1-23', jockey: 'A. Rider', trainer: 'B. Trainer' },
      ],
    });
  });

  it('leaves out a runner it cannot read or whose number is taken, and an unreadable form', () => {
    const card = readRacecard({ runners: [runner(1, 'Silver Arrow'), runner(1, 'Copy Cat'), { number: 3 }, runner(0, 'Nobody'), runner(4, 'Iron Duke', { form: '<b>1</b>', outcomeId: 7 })] });
    expect(card?.runners.map((entry) => [entry.number, entry.name, entry.form, entry.outcomeId])).toEqual([
      [1, 'Silver Arrow', '1-23', 'race-1-1'],
      [4, 'Iron Duke', '', null],
    ]);
    expect(card?.placeTerms).toBeNull();
  });

  it('is null without runners', () => {
    expect(readRacecard(undefined)).toBeNull();
    expect(readRacecard({ runners: [] })).toBeNull();
    expect(readRacecard({ runners: 'all of them' })).toBeNull();
  });
});

describe('each-way terms', () => {
  it('reads places and fraction, and refuses terms no bet could have', () => {
    expect(readPlaceTerms({ places: 3, fraction: 0.2 })).toEqual({ places: 3, fraction: 0.2 });
    expect(readPlaceTerms({ places: 0, fraction: 0.2 })).toBeNull();
    expect(readPlaceTerms({ places: 1, fraction: 0.2 })).toBeNull();
    expect(readPlaceTerms({ places: 3, fraction: 1.5 })).toBeNull();
    expect(readPlaceTerms({ places: 2.5, fraction: 0.25 })).toBeNull();
  });

  it('gives the divisor of a fraction of the odds', () => {
    expect(eachWayDivisor({ places: 3, fraction: 0.2 })).toBe(5);
    expect(eachWayDivisor({ places: 2, fraction: 0.25 })).toBe(4);
    expect(eachWayDivisor({ places: 4, fraction: 1 / 3 })).toBe(3);
    expect(eachWayDivisor({ places: 3, fraction: 0.3 })).toBeNull();
  });
});
