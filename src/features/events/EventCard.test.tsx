import { act, fireEvent, screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupHeaderTests, renderInShell } from '../header/headerTestRuntime';
import { testRuntime } from '../runtime/testRuntime';
import { EventCard } from './EventCard';
import { asApiEvents, cricketLive, footballLive, footballPrematch, golfPrematch, tennisLive } from './eventFixtures.testing';
import { accessibleName } from '../prices/accessibleName.testing';

const noNetwork = (() => Promise.reject(new Error('this test makes no request'))) as typeof fetch;

async function cardOf(event: { id: string }, live: boolean) {
  const runtime = await testRuntime({ fetch: noNetwork, loadSettings: false, config: { routing: 'memory' } });
  // These are the european cards (without the operator's settings the first view type, asian, would show).
  await runtime.store.preferences.setViewType('euro');
  if (live) runtime.store.catalogue.applySnapshot(asApiEvents(event));
  else runtime.store.catalogue.applyEvents(asApiEvents(event));
  renderInShell(runtime, <EventCard eventId={event.id} />, '/en/sports/240-FOOT');
  return { runtime, card: screen.getByRole('article') };
}

const rows = (table: HTMLElement) => [...table.querySelectorAll('tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
/** The card's price buttons (the favourite star is a button too). */
const priceButtons = (card: HTMLElement) => [...card.querySelectorAll<HTMLButtonElement>('button.sb-price')];
const prices = (card: HTMLElement) => priceButtons(card).map((button) => accessibleName(button));
const badges = (card: HTMLElement) => [...card.querySelectorAll('.sb-event-badges__item')].map((badge) => badge.textContent);

afterEach(cleanupHeaderTests);

describe('EventCard, default view (football live)', () => {
  it('shows league, live state, clock, current period, badges and the score per half, home first', async () => {
    const { card } = await cardOf(footballLive, true);
    expect(card.className).toBe('sb-event-card sb-event-card--default');
    expect(card.querySelector('.sb-event-card__league')?.textContent).toBe('England Premier Division');
    expect(card.querySelector('.sb-event-status__state')?.textContent).toBe('Live');
    expect(card.querySelector('.sb-event-status__clock')?.textContent).toBe('16 min');
    expect(card.querySelector('.sb-event-status__period')?.textContent).toBe('Half 1');
    expect(badges(card)).toEqual(['+1010 open markets', 'Live stream', 'Match tracker: Dangerous attack']);
    const scoreboard = within(card).getByRole('table', { name: 'Score' });
    expect(rows(scoreboard)).toEqual([
      ['', '1', 'Total'],
      ['Westbrook Sporting', '1', '1'],
      ['Juniper Albion', '1', '1'],
    ]);
    expect(within(scoreboard).getByTitle('Half 1').textContent).toBe('1');
  });

  it('offers the main market only, priced in the bettor’s format, and links to the live event page', async () => {
    const { runtime, card } = await cardOf(footballLive, true);
    expect(within(card).getByRole('group').getAttribute('aria-label')).toBe('Match Result');
    expect(prices(card)).toEqual(['Westbrook Sporting 2.20', 'Draw 3.64', 'Juniper Albion 3.07']);

    act(() => void runtime.store.preferences.setOddsFormat('us'));
    expect(prices(card)).toEqual(['Westbrook Sporting +120', 'Draw +264', 'Juniper Albion +207']);

    fireEvent.click(within(card).getByRole('link', { name: 'Westbrook Sporting v Juniper Albion' }));
    expect(screen.getByTestId('address').textContent).toBe('/en/live/100640-westbrook-sporting-v-juniper-albion');
  });

  it('a price click adds the selection to the betslip and presses the button; a second click removes it', async () => {
    const { runtime, card } = await cardOf(footballLive, true);
    const draw = within(card).getByRole('button', { name: 'Draw 3.64' });
    fireEvent.click(draw);
    expect(runtime.store.betslip.selectionIds.value).toEqual(['100640-1-2']);
    expect(draw.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(draw);
    expect(runtime.store.betslip.selectionIds.value).toEqual([]);
    expect(draw.getAttribute('aria-pressed')).toBe('false');
  });

  it('says the market is suspended and locks its prices', async () => {
    const { runtime, card } = await cardOf(footballLive, true);
    act(() => runtime.store.catalogue.applyPriceUpdates([{ eventId: '100640', marketId: '100640-1', outcomeId: null, currentPrice: null, status: 'suspended', hidden: null, marketTypeId: null, periodTypeId: null, penultimatePrice: null, antepenultimatePrice: null }]));
    expect(card.querySelector('.sb-market__status')?.textContent).toBe('Suspended');
    expect(prices(card)).toEqual(['Westbrook Sporting 2.20', 'Draw 3.64', 'Juniper Albion 3.07']);
    expect(priceButtons(card).every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
  });

  it('follows the live feed: score, period and clock', async () => {
    const { runtime, card } = await cardOf(footballLive, true);
    act(() =>
      runtime.store.catalogue.applyEventChanges([
        { eid: '100640', status: 'LIVE', clock: { minutes: 52, status: 'RUNNING' }, scores: { home: 2, away: 1 }, scoresPerPeriod: [{ opponentId: 'c1323', instance: 2, key: 'HALF', score: '1' }, { opponentId: 'c1324', instance: 2, key: 'HALF', score: '0' }], currentPeriodAbbreviation: 'HALF', currentPeriodNumber: 2 },
      ]),
    );
    expect(card.querySelector('.sb-event-status__clock')?.textContent).toBe('52 min');
    expect(card.querySelector('.sb-event-status__period')?.textContent).toBe('Half 2');
    expect(rows(within(card).getByRole('table'))).toEqual([
      ['', '1', '2', 'Total'],
      ['Westbrook Sporting', '1', '1', '2'],
      ['Juniper Albion', '1', '0', '1'],
    ]);
  });
});

describe('EventCard, live values written like prices', () => {
  it('a clock tick, a goal and a market count change render no component; the texts follow', async () => {
    const runtime = await testRuntime({ fetch: noNetwork, loadSettings: false, config: { routing: 'memory' } });
    await runtime.store.preferences.setViewType('euro');
    runtime.store.catalogue.applySnapshot(asApiEvents(footballLive));
    const commits: string[] = [];
    renderInShell(
      runtime,
      <Profiler id="card" onRender={(_id, phase) => commits.push(phase)}>
        <EventCard eventId={footballLive.id} />
      </Profiler>,
      '/en/sports/240-FOOT',
    );
    const card = screen.getByRole('article');
    commits.length = 0;

    act(() => runtime.store.catalogue.applyEventChanges([{ eid: '100640', status: 'LIVE', clock: { minutes: 17, status: 'RUNNING' } }]));
    expect(card.querySelector('.sb-event-status__clock')?.textContent).toBe('17 min');
    act(() => runtime.store.catalogue.applyEventChanges([{ eid: '100640', status: 'LIVE', scores: { home: 2, away: 1 }, scoresPerPeriod: [{ opponentId: 'c1323', instance: 1, key: 'HALF', score: '2' }] }]));
    expect(rows(within(card).getByRole('table', { name: 'Score' }))).toEqual([
      ['', '1', 'Total'],
      ['Westbrook Sporting', '2', '2'],
      ['Juniper Albion', '1', '1'],
    ]);
    act(() => runtime.store.catalogue.applyEventChanges([{ eid: '100640', status: 'LIVE', liveOpenMarketCount: 7 }]));
    expect(card.querySelector('[data-badge="markets"]')?.textContent).toBe('+77 open markets');
    // The clock standing still hides its text; the state says so.
    act(() => runtime.store.catalogue.applyEventChanges([{ eid: '100640', status: 'LIVE', clock: { minutes: 17, status: 'STOPPED' } }]));
    expect([card.querySelector('.sb-event-status__state')?.textContent, card.querySelector('.sb-event-status__clock')?.textContent]).toEqual(['Paused', '']);
    expect(commits).toEqual([]);

    // A new period is a new scoreboard column: the card's shape changed, it renders once.
    act(() => runtime.store.catalogue.applyEventChanges([{ eid: '100640', status: 'LIVE', scoresPerPeriod: [{ opponentId: 'c1323', instance: 2, key: 'HALF', score: '0' }] }]));
    expect(commits).toEqual(['update']);
    expect(within(card).getByRole('columnheader', { name: 'Half 2' }).textContent).toBe('2');
  });
});

describe('EventCard, internal codes (issue 23)', () => {
  it.each([
    ['live', footballLive, true],
    ['prematch', footballPrematch, false],
  ] as const)('never shows the odds provider code of the feed (%s card)', async (_kind, event, live) => {
    expect(event.feedCode).toMatch(/^(BU|RS)\d+$/);
    const { card } = await cardOf(event, live);
    // Not as text, not as a tooltip, not to assistive technology.
    expect(card.textContent).not.toMatch(/\b(BU|RS)\b/);
    expect([...card.querySelectorAll('[title], [aria-label]')].map((node) => `${node.getAttribute('title') ?? ''} ${node.getAttribute('aria-label') ?? ''}`).join(' ')).not.toMatch(/\b(BU|RS)\b|provider/i);
    expect(card.querySelector('[data-badge="source"]')).toBeNull();
  });
});

describe('EventCard, default view (football prematch)', () => {
  it('shows the start time, no scoreboard, no badge, and links to /events', async () => {
    const { card } = await cardOf(footballPrematch, false);
    const time = card.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('2026-11-23T06:40:00.000Z');
    expect(time?.textContent).toBe(new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date('2026-11-23T06:40:00.000Z')));
    expect(within(card).queryByRole('table')).toBeNull();
    expect(badges(card)).toEqual([]);
    expect(prices(card)).toEqual(['Aldmoor Albion 3.33', 'Draw 3.40', 'Upton Town 2.10']);
    fireEvent.click(within(card).getByRole('link', { name: 'Aldmoor Albion v Upton Town' }));
    expect(screen.getByTestId('address').textContent).toBe('/en/events/100001-aldmoor-albion-v-upton-town');
  });
});

describe('EventCard, secondary view (tennis)', () => {
  it('shows games per set and sets won, and the set being played', async () => {
    const { card } = await cardOf(tennisLive, true);
    expect(card.className).toBe('sb-event-card sb-event-card--secondary');
    expect(card.querySelector('.sb-event-status__period')?.textContent).toBe('Set 2');
    const scoreboard = within(card).getByRole('table', { name: 'Score' });
    expect(rows(scoreboard)).toEqual([
      ['', '1', '2', 'Sets'],
      ['Nikolai Fontaine', '6', '2', '1'],
      ['Zoe Tanaka', '4', '3', '0'],
    ]);
    expect(within(scoreboard).getByTitle('Set 2').textContent).toBe('2');
    expect(prices(card)).toEqual(['Nikolai Fontaine 1.42', 'Zoe Tanaka 2.83']);
  });
});

describe('EventCard, cricket', () => {
  it('shows runs per innings, the innings, the last balls, and the match market with the next over’s runs', async () => {
    const { card } = await cardOf(cricketLive, true);
    expect(card.className).toBe('sb-event-card sb-event-card--cricket');
    expect(card.querySelector('.sb-event-status__period')?.textContent).toBe('Innings 1');
    expect(rows(within(card).getByRole('table'))).toEqual([
      ['', '1', 'Runs'],
      ['Millbrook Albion', '52', '52'],
      ['Harrowgate Albion', '0', '0'],
    ]);
    expect([...card.querySelectorAll('.sb-cricket-balls__ball')].map((ball) => ball.textContent)).toEqual(['4', '1', '1', '2', 'W', '0']);
    // Core's cricket order: over-run markets by over, so over 7 comes before 8 and 9.
    expect(within(card).getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual(['Match Winner', '1st Innings Over 7 Runs']);
    expect(prices(card)).toEqual(['Millbrook Albion 1.48', 'Harrowgate Albion 2.62', 'Over 7.5 1.90', 'Under 7.5 1.85']);
  });

  it('moves on to the next over once the closed one has shown locked for 3 s', async () => {
    const { runtime, card } = await cardOf(cricketLive, true);
    const markets = () => within(card).getAllByRole('group').map((group) => group.getAttribute('aria-label'));
    const before = markets();
    expect(before).toEqual(['Match Winner', '1st Innings Over 7 Runs']);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      act(() => runtime.store.catalogue.applyPriceUpdates([{ eventId: '100662', marketId: '100662-7', outcomeId: null, currentPrice: null, status: 'closed', hidden: null, marketTypeId: null, periodTypeId: null, penultimatePrice: null, antepenultimatePrice: null }]));
      expect(markets()).toEqual(before);
      act(() => vi.advanceTimersByTime(3000));
      expect(markets()).toEqual(['Match Winner', '1st Innings Over 8 Runs']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('EventCard, golf view', () => {
  it('lists the four favourites of the field, shortest price first, and links to the whole field', async () => {
    const { card } = await cardOf(golfPrematch, false);
    expect(card.className).toBe('sb-event-card sb-event-card--golf');
    expect(within(card).queryByRole('table')).toBeNull();
    // The feed sends Zoe Silva, Gustav Novak, Zoe Horvat, Omar Quinn, ... (issue 23: not sorted).
    expect([...card.querySelectorAll('.sb-market__label')].map((label) => label.textContent)).toEqual(['Omar Quinn', 'Gustav Novak', 'Zoe Horvat', 'Zoe Silva']);
    expect(prices(card)).toEqual(['Omar Quinn 8.11', 'Gustav Novak 8.68', 'Zoe Horvat 11.13', 'Zoe Silva 11.92']);
    fireEvent.click(within(card).getByRole('link', { name: 'All 6 runners' }));
    expect(screen.getByTestId('address').textContent).toBe('/en/events/100367-england-golf-league-00-43');
  });
});

describe('EventCard, the operator\'s new_event_card_enabled', () => {
  /** The operator's settings answer for eurobet, with the card switch as given. */
  const operatorWith = (newEventCard: unknown) =>
    (async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      if (url.pathname.endsWith('/api/all_cached_settings')) return new Response(JSON.stringify({ eurobet: { web: { locale: 'en', channel: 'web', new_event_card_enabled: newEventCard, view_types: ['euro'] } } }), { headers: { 'content-type': 'application/json' } });
      throw new Error(`this test asks for the settings only, not ${url.pathname}`);
    }) as typeof fetch;

  async function cardUnder(newEventCard: unknown, event: { id: string } = footballLive) {
    const runtime = await testRuntime({ fetch: operatorWith(newEventCard), config: { routing: 'memory' } });
    runtime.store.catalogue.applySnapshot(asApiEvents(event));
    renderInShell(runtime, <EventCard eventId={event.id} />, '/en/sports/240-FOOT');
    return { runtime, card: screen.getByRole('article') };
  }

  it('off draws the classic row, with the same event, prices and links', async () => {
    const { card } = await cardUnder(false);
    expect(card.className).toBe('sb-event-card sb-event-card--default sb-event-card--classic');
    expect(prices(card)).toEqual(['Westbrook Sporting 2.20', 'Draw 3.64', 'Juniper Albion 3.07']);
    expect(within(card).getByRole('link', { name: 'Westbrook Sporting v Juniper Albion' })).toBeTruthy();
  });

  it('off leaves a golf field its card: a list of runners is never one row', async () => {
    const { card } = await cardUnder(false, golfPrematch);
    expect(card.className).toBe('sb-event-card sb-event-card--golf');
  });

  it.each([true, 'enabled'])('%s draws the new card', async (value) => {
    const { card } = await cardUnder(value);
    expect(card.className).toBe('sb-event-card sb-event-card--default');
  });
});
