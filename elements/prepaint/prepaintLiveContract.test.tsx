/**
 * The contract between the two renderers of the live list of all sports: React's LivePage
 * (LiveTabs, LiveFilterDesktop / LiveFilterMobile, the summary line, EuroMarketPicker,
 * WindowedEventList) and the live pre-paint (prepaintLive.ts + prepaintLiveView.ts), drawn
 * from the same snapshot and sports answer. The pre-paint's promise is that nothing moves at
 * the hand-over, so every element it draws above and in the list must be one React draws, in
 * the same order with the same classes, with React's words and counts, and its cards must be
 * React's first cards in React's order. A renamed class, a count worked out otherwise or a
 * reordered list fails here before a bettor sees the page jump.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanupHeaderTests, renderInShell } from '../../src/features/header/headerTestRuntime';
import { testRuntime } from '../../src/features/runtime/testRuntime';
import { LivePage } from '../../src/features/livePage/LivePage';
import { cricketLive, footballLive, tennisLive } from '../../src/features/events/eventFixtures.testing';
import { stubQuietEventSource } from '../../tests/support/quietEventSource';
import { prepaintLivePage, type ApiSnapshot } from './prepaintLive';
import { renderLivePrepaint } from './prepaintLiveView';
import { translateWith } from './prepaintTexts';
import type { ApiSport } from './prepaintHome';
import type { PrepaintFrame } from './prepaintFrame';
import enEvents from '../../src/i18n/locales/en/events.json';
import enLivePage from '../../src/i18n/locales/en/livePage.json';
import enViewTypes from '../../src/i18n/locales/en/viewTypes.json';
import { markupSkeleton, missingInOrder } from './markupSkeleton.testing';

/** A second football match in another competition and one without a competition (two paths), so the filter has all its parts. */
const footballElsewhere = { ...footballLive, id: '100700', slug: '100700-a-v-b', description: 'Alder Town v Birch Rovers', eventPaths: [{ id: 240, description: 'Football' }, { id: 901, description: 'Spain' }, { id: 5002, description: 'Spain Liga' }] };
const looseLeague = { ...tennisLive, id: '100800', slug: '100800-c-v-d', description: 'C. Player v D. Player', eventPaths: [{ id: 300, description: 'Tennis' }, { id: 7001, description: 'Exhibition' }] };
const EVENTS = [footballLive, tennisLive, footballElsewhere, cricketLive, looseLeague];
const SNAPSHOT = { cursor: 1, events: EVENTS };
const SPORTS: ApiSport[] = [
  { id: 240, code: 'FOOT', name: 'Football', eventCount: 9, liveEventCount: 2 },
  { id: 239, code: 'TENN', name: 'Tennis', eventCount: 4, liveEventCount: 2 },
  { id: 215, code: 'CRIC', name: 'Cricket', eventCount: 1, liveEventCount: 1 },
  // A sport the catalogue does not know: the runtime's client drops it, so no tab.
  { id: 99_999, code: 'ZZZZ', name: 'Unknown', eventCount: 1, liveEventCount: 1 },
  // No live event, and a sport's sub-code: neither is a tab.
  { id: 227, code: 'BASK', name: 'Basketball', eventCount: 3, liveEventCount: 0 },
  { id: 240, code: 'FOOT-VIRT', name: 'Virtual football', eventCount: 3, liveEventCount: 3 },
];
const FAVOURITES = ['100640', 'not-live'];

/** The operator as React's runtime meets it: the sports list and the feed's snapshot. */
const operator = (async (input: RequestInfo | URL) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const answer = url.pathname.endsWith('/xapi/rest/sports') ? SPORTS : url.pathname.endsWith('/xapi/rest/live/snapshot') ? SNAPSHOT : null;
  return answer === null ? new Response('{}', { status: 404 }) : new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
}) as typeof fetch;

beforeEach(() => {
  stubQuietEventSource();
  // Tall enough for React's windowed list to render every card (jsdom lays out nothing).
  vi.stubGlobal('innerHeight', 200_000);
});
afterEach(() => {
  cleanupHeaderTests();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

async function reactPage(width: number): Promise<HTMLElement> {
  const runtime = await testRuntime({ fetch: operator, loadSettings: false, config: { routing: 'memory' }, width });
  await runtime.store.preferences.setViewType('euro');
  for (const id of FAVOURITES) runtime.store.favourites.toggle(id);
  const { container } = renderInShell(runtime, <LivePage sportCode={null} />, '/en/live/sport/');
  await screen.findByRole('list', { name: 'Live betting' });
  await waitFor(() => expect(container.querySelectorAll('.sb-event-list--windowed > li')).toHaveLength(EVENTS.length));
  await waitFor(() => expect(container.querySelectorAll('.sb-live-tabs > li')).toHaveLength(5));
  return container.querySelector<HTMLElement>('section.sb-page') as HTMLElement;
}

function prepaintPage(desktop: boolean): HTMLElement {
  const page = prepaintLivePage(
    { snapshot: SNAPSHOT as unknown as ApiSnapshot, sports: SPORTS },
    { favorites_enabled: true },
    'euro',
    { t: translateWith(enEvents, 'en'), locale: 'en', live: translateWith(enLivePage, 'en'), viewTypes: translateWith(enViewTypes, 'en') },
    { desktop, favourites: FAVOURITES },
  );
  const frame: PrepaintFrame = { mode: 'standalone', header: null, subHeader: false, layoutType: 'mobile', columns: ['content'] };
  const container = document.createElement('div');
  document.body.append(container);
  renderLivePrepaint(container, page, { pressed: () => false, press: () => undefined }, frame);
  return container.querySelector<HTMLElement>('section.sb-page') as HTMLElement;
}

/** Each element as "tag.class.class" in document order (markupSkeleton.testing.ts), the cards' insides left out (prepaintContract.test.tsx covers a card). */
const skeleton = (root: HTMLElement) => markupSkeleton(root, (element) => element.closest('article') !== null);

const texts = (root: HTMLElement, selector: string) => [...root.querySelectorAll(selector)].map((element) => element.textContent ?? '');
const items = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('.sb-event-list--windowed > li')].map((item) => ({ id: item.dataset.eventId, index: item.dataset.index, size: item.getAttribute('aria-setsize'), at: item.getAttribute('aria-posinset'), className: item.className }));

describe('the live pre-paint against React’s LivePage', { timeout: 30_000 }, () => {
  for (const { name, width } of [
    { name: 'desktop (1366 px)', width: 1366 },
    { name: 'phone (375 px)', width: 375 },
  ]) {
    it(`${name}: heading, tabs, filter, summary, market picker and cards are React's elements, words, counts and order`, async () => {
      const react = await reactPage(width);
      const drawn = prepaintPage(width >= 1024);

      expect(missingInOrder(skeleton(drawn), skeleton(react))).toEqual([]);
      expect(drawn.dataset.route).toBe(react.dataset.route);
      expect(texts(drawn, 'h1')).toEqual(texts(react, 'h1'));
      // The tabs' words and counts (the favourites' among the live events), white space included: it sizes them.
      expect(texts(drawn, '.sb-live-tabs__tab')).toEqual(texts(react, '.sb-live-tabs__tab'));
      expect(drawn.querySelector('nav')?.getAttribute('aria-label')).toBe(react.querySelector('nav')?.getAttribute('aria-label'));
      // The filter's choices and counts, by the same core function.
      expect(texts(drawn, '.sb-live-filter__name, .sb-live-filter__count, .sb-live-filter__label')).toEqual(texts(react, '.sb-live-filter__name, .sb-live-filter__count, .sb-live-filter__label'));
      expect(texts(drawn, '.sb-live-filter__select option')).toEqual(texts(react, '.sb-live-filter__select option'));
      expect(texts(drawn, '.sb-live-filter__summary')).toEqual(texts(react, '.sb-live-filter__summary'));
      // The market picker's choices (a native select is as wide as its longest).
      expect(texts(drawn, '.sb-euro-market label, .sb-euro-market option').map((text) => text.trim())).toEqual(texts(react, '.sb-euro-market label, .sb-euro-market option'));
      expect(texts(react, '.sb-euro-market option').length).toBeGreaterThan(1);
      expect(drawn.querySelector('.sb-event-list--windowed')?.getAttribute('aria-label')).toBe(react.querySelector('.sb-event-list--windowed')?.getAttribute('aria-label'));
      // React's first cards, in the feed's order, with its items' attributes.
      expect(items(drawn)).toEqual(items(react).slice(0, items(drawn).length));
      expect(texts(drawn, 'button.sb-price')).toEqual(texts(react, 'button.sb-price').slice(0, texts(drawn, 'button.sb-price').length));
      // The icons' shapes are SVG elements, as React's are (an HTML <path> draws nothing: the tick of "All" was missing on screen).
      const shapes = (root: HTMLElement) => [...root.querySelectorAll('svg *')].map((shape) => `${shape.localName} ${shape.namespaceURI}`);
      expect(shapes(drawn)).toEqual(shapes(react).slice(0, shapes(drawn).length));
      // The desktop filter has its icons; the phone's is a select, with none.
      expect(shapes(drawn).length > 0).toBe(width >= 1024);
    });
  }
});
