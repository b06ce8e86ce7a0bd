import { describe, expect, it } from 'vitest';
import { orderSports, sportsOrderSetting } from './sportsOrder';

const sport = (id: number, code: string, name: string, eventCount = 10, liveEventCount = 2) => ({ id, code, name, eventCount, liveEventCount });
const FEED = [sport(240, 'FOOT', 'Football', 140, 10), sport(227, 'BASK', 'Basketball', 60, 4), sport(239, 'TENN', 'Tennis', 80, 6), sport(215, 'CRIC', 'Cricket', 30, 3), sport(1014, 'KABA', 'Kabaddi', 12, 1)];

describe('sports_order setting', () => {
  it('reads an array or a comma-separated string, trimming blanks', () => {
    expect(sportsOrderSetting(['CRIC', ' FOOT '])).toEqual(['CRIC', 'FOOT']);
    expect(sportsOrderSetting('CRIC, CRIC-india,,KABA')).toEqual(['CRIC', 'CRIC-india', 'KABA']);
  });

  it('is no order when missing or not a list', () => {
    expect(sportsOrderSetting(undefined)).toEqual([]);
    expect(sportsOrderSetting(42)).toEqual([]);
    expect(sportsOrderSetting([1, 'TENN'])).toEqual(['TENN']);
  });
});

describe('menu order', () => {
  it('keeps the feed order when the operator sets none', () => {
    expect(orderSports(FEED, []).map((entry) => entry.code)).toEqual(['FOOT', 'BASK', 'TENN', 'CRIC', 'KABA']);
  });

  it('puts the ordered codes first, then the rest in feed order', () => {
    expect(orderSports(FEED, ['TENN', 'cric']).map((entry) => entry.code)).toEqual(['TENN', 'CRIC', 'FOOT', 'BASK', 'KABA']);
  });

  it('adds catalogued variants as their own entries with their sport id and counts', () => {
    const menu = orderSports(FEED, ['CRIC', 'CRIC-india', 'KABA', 'TENN-india', 'FOOT']);
    expect(menu.map((entry) => entry.code)).toEqual(['CRIC', 'CRIC-india', 'KABA', 'TENN-india', 'FOOT', 'BASK', 'TENN']);
    expect(menu[1]).toEqual({ id: 215, code: 'CRIC-india', name: 'Cricket India', eventCount: 30, liveEventCount: 3 });
    expect(menu[3]).toEqual({ id: 239, code: 'TENN-india', name: 'Tennis India', eventCount: 80, liveEventCount: 6 });
  });

  it('skips codes the feed did not send, unknown variants and repeats', () => {
    expect(orderSports(FEED, ['GOLF', 'FOOT-india', 'BASK', 'BASK']).map((entry) => entry.code)).toEqual(['BASK', 'FOOT', 'TENN', 'CRIC', 'KABA']);
  });

  it('leaves out sports without events', () => {
    expect(orderSports([...FEED, sport(1016, 'GOLF', 'Golf', 0, 0)], ['GOLF']).map((entry) => entry.code)).not.toContain('GOLF');
  });
});
