import { describe, expect, it } from 'vitest';
import { highlightedFooterItem, isFooterItemHighlighted } from './footerHighlight';
import type { FooterItem } from './footerItems';

const items: FooterItem[] = [
  { id: 'calendar', href: '/sports' },
  { id: 'live', href: '/live/sport/' },
  { id: 'betslip', href: null },
  { id: 'mybets', href: '/open_bets' },
  { id: 'kiron', href: '/sports/kiron' },
];
const closed = { betslipOpen: false, myBetsOpen: false };

describe('footer highlight (spec 2)', () => {
  it('highlights the item of the current page, below its address too', () => {
    expect(highlightedFooterItem(items, { currentPath: '/en/live/sport/227-BASK', ...closed })).toBe('live');
    expect(highlightedFooterItem(items, { currentPath: '/en/live/sport', ...closed })).toBe('live');
    expect(highlightedFooterItem(items, { currentPath: '/en/sports/240-FOOT?x=1', ...closed })).toBe('calendar');
    expect(highlightedFooterItem(items, { currentPath: '/en/sportsbook', ...closed })).toBeNull();
    expect(highlightedFooterItem(items, { currentPath: '/en/promotions', ...closed })).toBeNull();
  });

  it('prefers the longest matching address', () => {
    expect(highlightedFooterItem(items, { currentPath: '/en/sports/kiron', ...closed })).toBe('kiron');
  });

  it('counts /open_bets and paths containing mybets for My Bets', () => {
    expect(highlightedFooterItem(items, { currentPath: '/en/open_bets', ...closed })).toBe('mybets');
    expect(highlightedFooterItem(items, { currentPath: '/en/account/mybets', ...closed })).toBe('mybets');
    expect(highlightedFooterItem(items.slice(0, 2), { currentPath: '/en/open_bets', ...closed })).toBeNull();
  });

  it('highlights nothing while the betslip or My Bets is open', () => {
    expect(highlightedFooterItem(items, { currentPath: '/en/live/sport/', betslipOpen: true, myBetsOpen: false })).toBeNull();
    expect(highlightedFooterItem(items, { currentPath: '/en/live/sport/', betslipOpen: false, myBetsOpen: true })).toBeNull();
  });

  it('answers per item', () => {
    const [calendar, live] = items;
    expect(isFooterItemHighlighted(live!, items, { currentPath: '/en/live/sport/', ...closed })).toBe(true);
    expect(isFooterItemHighlighted(calendar!, items, { currentPath: '/en/live/sport/', ...closed })).toBe(false);
    expect(isFooterItemHighlighted(live!, items, { currentPath: '/en/live/sport/', betslipOpen: true, myBetsOpen: false })).toBe(false);
  });
});
