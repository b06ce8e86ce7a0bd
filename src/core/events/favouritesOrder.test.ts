import { describe, expect, it } from 'vitest';
import { favouritesOrder } from './favouritesOrder';

const event = (id: string, live: boolean, startTime: string | null, isFinished = false) => ({ id, live, isFinished, startTime });

describe('favourites order', () => {
  it('puts events in play first, then the rest soonest first', () => {
    const order = favouritesOrder([
      event('later', false, '2030-01-02T10:00:00Z'),
      event('live-b', true, '2020-01-01T10:00:00Z'),
      event('soon', false, '2030-01-01T10:00:00Z'),
      event('live-a', true, '2020-01-01T09:00:00Z'),
      event('no-date', false, null),
      event('finished', true, '2020-01-01T08:00:00Z', true),
    ]);
    expect(order).toEqual(['live-b', 'live-a', 'finished', 'soon', 'later', 'no-date']);
  });
});
