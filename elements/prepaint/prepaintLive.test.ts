import { describe, expect, it } from 'vitest';
import { footballLive, tennisLive } from '../../src/features/events/eventFixtures.testing';
import { PREPAINT_LIVE_CARDS, prepaintLivePage, type ApiSnapshot } from './prepaintLive';
import { translateWith } from './prepaintTexts';
import type { ApiEvent } from './prepaintHome';
import enEvents from '../../src/i18n/locales/en/events.json';
import enLivePage from '../../src/i18n/locales/en/livePage.json';
import enViewTypes from '../../src/i18n/locales/en/viewTypes.json';

const words = { t: translateWith(enEvents, 'en'), locale: 'en', live: translateWith(enLivePage, 'en'), viewTypes: translateWith(enViewTypes, 'en') };
const copies = (count: number): ApiEvent[] => Array.from({ length: count }, (_, index) => ({ ...(index % 2 === 0 ? footballLive : tennisLive), id: `e${index}` }) as unknown as ApiEvent);
const page = (events: ApiEvent[], options: { desktop?: boolean; favourites?: string[] } = {}) =>
  prepaintLivePage({ snapshot: { events } as ApiSnapshot, sports: [] }, {}, 'euro', words, { desktop: options.desktop ?? true, favourites: options.favourites ?? [] });

describe('the live list drawn before React', () => {
  it('draws the first cards in the feed’s order (catalogue.applySnapshot keeps it), as many as cover a screen', () => {
    const drawn = page(copies(60));
    expect(drawn.cards.map((card) => card.id)).toEqual(copies(PREPAINT_LIVE_CARDS).map((event) => event.id));
    // React's windowed list counts the first 50 (LIVE_PAGE_SIZE) in aria-setsize.
    expect(drawn.listSize).toBe(50);
    expect(page(copies(3)).listSize).toBe(3);
    expect(drawn.cards.every((card) => card.live && card.markets.length > 0)).toBe(true);
  });

  it('counts the live favourites among the snapshot’s events only', () => {
    expect(page(copies(4), { favourites: ['e1', 'e3', 'not-live'] }).tabs.favouriteCount).toBe(2);
  });

  it('shows no market picker when the events offer no choosable market, as React shows none', () => {
    const bare = copies(2).map((event) => ({ ...event, markets: [] }));
    expect(page(bare).picker).toBeNull();
    expect(page(copies(2)).picker?.choices.length).toBeGreaterThan(0);
  });

  it('counts the desktop filter’s "All" with the leagues outside a competition, the phone’s select without (as each React variant does)', () => {
    const loose = { ...copies(1)[0], id: 'loose', eventPaths: [{ id: 1, description: 'Football' }, { id: 2, description: 'Friendlies' }] } as ApiEvent;
    const events = [...copies(2), loose];
    expect(page(events, { desktop: true }).filter.total).toBe(3);
    expect(page(events, { desktop: false }).filter.total).toBe(2);
  });
});
