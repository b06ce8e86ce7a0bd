/**
 * The contract between the two renderers of a home card: React's EventCard and the
 * pre-paint's card (prepaintHome.ts + prepaintView.ts) drawn from the same operator answer.
 * The pre-paint's promise is that a price sits where React will put it, so every element it
 * draws must be one React draws, in the same order with the same classes (the stylesheets
 * size them alike), and every text it shows must be React's. A renamed class or a moved
 * element on either side fails here before a bettor sees the page jump at the hand-over.
 */
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupHeaderTests, renderInShell } from '../../src/features/header/headerTestRuntime';
import { testRuntime } from '../../src/features/runtime/testRuntime';
import { EventCard } from '../../src/features/events/EventCard';
import { asApiEvents, cricketLive, footballLive, footballPrematch, golfPrematch, tennisLive } from '../../src/features/events/eventFixtures.testing';
import { prepaintHomeSections, type ApiEvent, type ApiSport } from './prepaintHome';
import { renderPrepaint } from './prepaintView';
import { translateWith } from './prepaintTexts';
import enEvents from '../../src/i18n/locales/en/events.json';
import type { PrepaintFrame } from './prepaintFrame';
import { markupSkeleton, missingInOrder } from './markupSkeleton.testing';

const noNetwork = (() => Promise.reject(new Error('this test makes no request'))) as typeof fetch;
const mobileFrame: PrepaintFrame = { mode: 'standalone', header: 'full', subHeader: false, layoutType: 'mobile', columns: ['content'] };

async function reactCard(event: { id: string }, live: boolean): Promise<HTMLElement> {
  const runtime = await testRuntime({ fetch: noNetwork, loadSettings: false, config: { routing: 'memory' } });
  // The pre-paint draws euro cards only (prepaintCouponIsEuro), in the euro format.
  await runtime.store.preferences.setViewType('euro');
  if (live) runtime.store.catalogue.applySnapshot(asApiEvents(event));
  else runtime.store.catalogue.applyEvents(asApiEvents(event));
  const { container } = renderInShell(runtime, <EventCard eventId={event.id} />, '/en/');
  return within(container).getByRole('article');
}

function prepaintCard(event: { id: string; sportCode: string }, live: boolean): HTMLElement {
  const apiEvent = event as unknown as ApiEvent;
  const sports: ApiSport[] = [{ id: 1, code: event.sportCode, name: event.sportCode, eventCount: 1, liveEventCount: live ? 1 : 0 }];
  const sections = prepaintHomeSections({ live: live ? [apiEvent] : [], upcoming: live ? [] : [apiEvent], sports }, { favorites_enabled: true }, 'euro', { t: translateWith(enEvents, 'en'), locale: 'en' });
  const container = document.createElement('div');
  document.body.append(container);
  renderPrepaint(container, sections, { pressed: () => false, press: () => undefined }, mobileFrame);
  const card = container.querySelector<HTMLElement>(`[data-event-id="${event.id}"] article`);
  if (!card) throw new Error(`the pre-paint drew no card for event ${event.id}`);
  return card;
}

/** Each element of the card as "tag.class.class" in document order (markupSkeleton.testing.ts). */
const skeleton = (card: HTMLElement) => markupSkeleton(card);

const texts = (card: HTMLElement, selector: string) => [...card.querySelectorAll(selector)].map((element) => element.textContent?.trim() ?? '');
const scoreboardCells = (card: HTMLElement) => [...card.querySelectorAll('.sb-scoreboard tbody tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? ''));

afterEach(() => {
  cleanupHeaderTests();
  document.body.replaceChildren();
});

const CASES = [
  { name: 'football, live', event: footballLive, live: true },
  { name: 'football, prematch', event: footballPrematch, live: false },
  { name: 'tennis, live', event: tennisLive, live: true },
  { name: 'cricket, live', event: cricketLive, live: true },
  { name: 'golf, prematch', event: golfPrematch, live: false },
] as const;

describe('the pre-paint card against React’s EventCard', () => {
  for (const { name, event, live } of CASES) {
    it(`${name}: every element the pre-paint draws is React's, in React's order and classes, with React's texts`, async () => {
      const drawn = prepaintCard(event, live);
      const react = await reactCard(event, live);

      expect(drawn.className).toBe(react.className);
      expect(missingInOrder(skeleton(drawn), skeleton(react))).toEqual([]);
      // The texts that size a card: league, title, the market's name, outcome names and prices, the scoreboard.
      expect(texts(drawn, '.sb-event-card__league')).toEqual(texts(react, '.sb-event-card__league'));
      expect(texts(drawn, '.sb-event-card__title')).toEqual(texts(react, '.sb-event-card__title'));
      expect(texts(drawn, '.sb-market__name')).toEqual(texts(react, '.sb-market__name'));
      expect(texts(drawn, '.sb-market__label')).toEqual(texts(react, '.sb-market__label'));
      expect(texts(drawn, 'button.sb-price')).toEqual(texts(react, 'button.sb-price'));
      // The meta row's words, which decide where it wraps: the status line and the badges.
      expect(texts(drawn, '.sb-event-status')).toEqual(texts(react, '.sb-event-status'));
      expect(texts(drawn, '.sb-event-badges__item')).toEqual(texts(react, '.sb-event-badges__item'));
      expect(texts(drawn, '.sb-cricket-balls__ball')).toEqual(texts(react, '.sb-cricket-balls__ball'));
      // A golf card's line to the whole field: on both sides or on neither.
      expect(drawn.querySelectorAll('.sb-event-card__more').length).toBe(react.querySelectorAll('.sb-event-card__more').length);
      expect(scoreboardCells(drawn)).toEqual(scoreboardCells(react));
      // A live card's scoreboard is there on both sides, or on neither.
      expect(drawn.querySelector('.sb-scoreboard') === null).toBe(react.querySelector('.sb-scoreboard') === null);
    });
  }
});
