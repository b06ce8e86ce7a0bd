import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { formatOdds, sportLayoutGroup } from '../../core';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../header/headerTestRuntime';
import { EventList } from './EventList';

afterEach(cleanupHeaderTests);

/** Sport ids of the sandbox catalogue (GET /xapi/rest/sports). */
const FOOTBALL = 240;
const TENNIS = 239;
const CRICKET = 215;
const GOLF = 1016;

describe('EventList over the sandbox operator', () => {
  it('shows live and prematch events of the four layouts as the operator sent them', async () => {
    const { runtime, paths } = await headerRuntime(inProcessSandbox('seed'));
    const live = await runtime.loadEvents({ periodType: 'IN_RUNNING', eventPathIds: [FOOTBALL, TENNIS, CRICKET], eventsPerPage: 50 });
    const golf = await runtime.loadEvents({ periodType: 'PRE_MATCH', eventPathIds: [GOLF], eventsPerPage: 1 });
    expect(paths.filter((path) => path === '/xapi/rest/events')).toHaveLength(2);
    const { catalogue } = runtime.store;
    const pick = (ids: readonly string[], code: string) => ids.find((id) => catalogue.event(id)?.peek().sportCode === code) as string;
    const ids = [pick(live, 'FOOT'), pick(live, 'TENN'), pick(live, 'CRIC'), golf[0] as string];
    expect(ids.map((id) => sportLayoutGroup(catalogue.event(id)!.peek().sportCode))).toEqual(['default', 'secondary', 'cricket', 'golf']);

    renderInShell(runtime, <EventList eventIds={ids} label="Today" />, '/en/live/sport/');

    const cards = within(screen.getByRole('list', { name: 'Today' })).getAllByRole('article');
    expect(cards.map((card) => card.className)).toEqual(['sb-event-card sb-event-card--default', 'sb-event-card sb-event-card--secondary', 'sb-event-card sb-event-card--cricket', 'sb-event-card sb-event-card--golf']);
    cards.forEach((card, index) => {
      const event = catalogue.event(ids[index] as string)!.peek();
      const link = within(card).getByRole('link', { name: event.description });
      expect(link.getAttribute('href')).toBe(event.live ? `/en/live/${event.slug}` : `/en/events/${event.slug}`);
      // The feed's provider code is internal: never on a card (issue 23).
      expect(event.feedCode).toMatch(/^(BU|RS)/);
      expect(card.textContent).not.toMatch(/\b(BU|RS)\b/);
      // Every shown price is the catalogue's, formatted in the brand's odds format.
      for (const button of card.querySelectorAll<HTMLButtonElement>('button.sb-price')) {
        const outcome = [...card.querySelectorAll('.sb-market__outcome')].find((row) => row.contains(button))!;
        const label = outcome.querySelector('.sb-market__label')!.textContent!;
        const marketId = catalogue.event(ids[index] as string)!.peek().marketIds.find((id) => catalogue.market(id)!.peek().outcomeIds.some((outcomeId) => catalogue.outcome(outcomeId)?.description === label))!;
        const outcomeId = catalogue.market(marketId)!.peek().outcomeIds.find((id) => catalogue.outcome(id)?.description === label)!;
        expect(button.textContent).toBe(formatOdds(catalogue.price(outcomeId).peek().decimal, runtime.store.preferences.oddsFormat.peek()));
      }
    });

    // Live cards carry the feed's scoreboard rows, home team first.
    for (const card of cards.slice(0, 3)) {
      const event = catalogue.event(ids[cards.indexOf(card)] as string)!.peek();
      const home = event.opponents.find((opponent) => opponent.home)!;
      const table = within(card).getByRole('table', { name: 'Score' });
      expect(table.querySelector('tbody tr th')?.textContent).toBe(home.description);
      expect(table.querySelector('tbody tr td:last-child')?.textContent).toBe(String(event.scores?.home));
    }

    // Cricket: the match market and the lowest over still offered (core's order by over).
    const cricket = catalogue.event(ids[2] as string)!.peek();
    const overs = cricket.marketIds.map((id) => catalogue.market(id)!.peek()).filter((market) => market.marketTypeId === 8100);
    const nextOver = overs.reduce((lowest, market) => ((market.instance ?? Infinity) < (lowest.instance ?? Infinity) ? market : lowest));
    expect(within(cards[2] as HTMLElement).getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual([catalogue.market(cricket.marketIds[0] as string)!.peek().description, nextOver.description]);
    expect([...(cards[2] as HTMLElement).querySelectorAll('.sb-cricket-balls__ball')].map((ball) => ball.textContent)).toEqual([...cricket.cricketOutcomes]);

    // Golf: four runners, and a link to the whole field.
    const field = catalogue.market(catalogue.event(ids[3] as string)!.peek().marketIds[0] as string)!.peek().outcomeIds.length;
    expect((cards[3] as HTMLElement).querySelectorAll('button.sb-price')).toHaveLength(4);
    const golfEvent = catalogue.event(ids[3] as string)!.peek();
    expect(field).toBeGreaterThan(4);
    expect(within(cards[3] as HTMLElement).getByRole('link', { name: `All ${field} runners` }).getAttribute('href')).toBe(`/en/events/${golfEvent.slug}`);
  });
});
