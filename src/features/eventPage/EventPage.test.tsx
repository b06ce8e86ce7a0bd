import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox, type InProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../header/headerTestRuntime';
import { EventPage } from './EventPage';
import { QuietEventSource, stubQuietEventSource } from '../../../tests/support/quietEventSource';

afterEach(() => {
  cleanup();
  cleanupHeaderTests();
  vi.unstubAllGlobals();
});

// Every event page follows the feed; a quiet stream keeps the world's own moves out of
// tests that write the feed's changes themselves.
beforeEach(() => {
  stubQuietEventSource();
});

type WorldEvent = ReturnType<InProcessSandbox['sandbox']['world']['events']['get']> & object;

function findEvent(operator: InProcessSandbox, test: (event: WorldEvent) => boolean): WorldEvent {
  const event = [...operator.sandbox.world.events.values()].find(test);
  if (!event) throw new Error('the seeded world has no such event');
  return event;
}

const prematchFootball = (operator: InProcessSandbox) => findEvent(operator, (event) => event.phase === 'prematch' && event.sportCode === 'FOOT' && !event.outright && event.markets.length >= 10);

async function openEvent(operator: InProcessSandbox, slug: string, live = false) {
  const test = await headerRuntime(operator);
  const commits = { count: 0 };
  renderInShell(
    test.runtime,
    <Profiler id="event-page" onRender={() => (commits.count += 1)}>
      <EventPage slug={slug} />
    </Profiler>,
    `/en/${live ? 'live' : 'events'}/${slug}`,
  );
  return { ...test, commits };
}

async function noAxeViolations(container: HTMLElement) {
  // jsdom paints nothing, so contrast is checked in the browser tests, not here.
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('EventPage', () => {
  it('shows a prematch football event: name, competition, start time and every market group in order', async () => {
    const operator = inProcessSandbox('seed');
    const event = prematchFootball(operator);
    const { paths } = await openEvent(operator, event.slug);
    // First paint: the loading state holds the page's places (same header block, busy).
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Loading event…');
    expect(document.querySelector('.sb-event-page')?.getAttribute('aria-busy')).toBe('true');
    // The placeholders take the header's and the markets' places, hidden from screen readers.
    expect([...document.querySelectorAll('.sb-event-page > [aria-hidden="true"]')].map((block) => [block.className, block.children.length])).toEqual([
      ['sb-event-header sb-event-header--placeholder', 0],
      ['sb-event-markets sb-event-markets--placeholder', 3],
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: event.description! })).toBeTruthy();
    expect(document.querySelector('[aria-busy]')).toBeNull();
    expect(paths).toContain(`/xapi/rest/events/${event.id}`);
    const league = event.eventPaths.at(-1)!.description;
    expect(screen.getByText(league).closest('.sb-event-header')).toBeTruthy();
    expect(document.querySelector('time')?.getAttribute('dateTime')).toBe(event.startTime);

    // Popular (issue 23): the operator's first ten markets, player props left to their tab, grouped by period.
    expect(screen.getByRole('tab', { name: /^Popular/ }).getAttribute('aria-selected')).toBe('true');
    const groups = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(groups).toEqual(['Match', '1st half']);
    const popular = event.markets.filter((market) => !market.playerName).slice(0, 10);
    const match = screen.getByRole('region', { name: 'Match' });
    const names = within(match).getAllByRole('group').map((group) => group.querySelector('legend')?.textContent);
    expect(names).toEqual(popular.filter((market) => market.period?.periodType.id === 100).map((market) => market.description));

    const result = event.markets[0]!;
    const firstOutcome = result.outcomes[0]!;
    const price = await within(screen.getByRole('group', { name: result.description })).findByRole('button', { name: `${firstOutcome.description} ${firstOutcome.consolidatedPrice.currentPrice.decimal.toFixed(2)}` });
    expect(price.textContent).toBe(firstOutcome.consolidatedPrice.currentPrice.decimal.toFixed(2));
    await noAxeViolations(document.body);
  }, 20_000);

  it('adds a price to the betslip and follows a price tick in place', async () => {
    const operator = inProcessSandbox('seed');
    const event = prematchFootball(operator);
    const { runtime, commits } = await openEvent(operator, event.slug);
    const market = event.markets[0]!;
    const outcome = market.outcomes[1]!;
    const group = await screen.findByRole('group', { name: market.description });
    // The price's name is written by its effect, after the first paint.
    const button = await within(group).findByRole('button', { name: new RegExp(`^${outcome.description} \\d`) });

    fireEvent.click(button);
    expect(runtime.store.betslip.selectionIds.value).toEqual([outcome.id]);
    expect(button.getAttribute('aria-pressed')).toBe('true');

    const before = commits.count;
    // A market reads its outcomes' names when it renders: no call means no market rendered.
    const marketRenders = vi.spyOn(runtime.store.catalogue, 'outcome');
    act(() => runtime.store.catalogue.applyPriceUpdates([{ eventId: event.id, marketId: market.id, outcomeId: outcome.id, currentPrice: { decimal: 7.25 } }] as never));
    expect(button.textContent).toBe('7.25');
    expect(button.dataset.move).toBe('up');
    // No React commit at all: the price button writes its text node in an effect; the
    // market, its group and the page did not render again.
    expect(commits.count).toBe(before);
    expect(marketRenders).not.toHaveBeenCalled();
  });

  it('follows the live feed on a prematch event too: prematch prices drift and the event may kick off while open', async () => {
    const operator = inProcessSandbox('seed');
    const event = prematchFootball(operator);
    await openEvent(operator, event.slug);
    expect(await screen.findByRole('heading', { level: 1, name: event.description! })).toBeTruthy();
    await waitFor(() => expect(QuietEventSource.opened).toEqual(['http://sandbox.test/xapi/live/stream?since=' + encodeURIComponent(`${operator.sandbox.world.changes.epoch}:${operator.sandbox.world.changes.latest}`)]));
  });

  it('shows a live event with its clock and score, starts the live feed and follows clock and score changes', async () => {
    const operator = inProcessSandbox('seed');
    const event = findEvent(operator, (candidate) => candidate.phase === 'live' && candidate.sportCode === 'FOOT' && Boolean(candidate.clock));
    const { runtime, paths } = await openEvent(operator, event.slug, true);

    expect(await screen.findByRole('heading', { level: 1, name: event.description! })).toBeTruthy();
    expect(screen.getByText('Live')).toBeTruthy();
    const pad = (value: number | undefined) => String(value ?? 0).padStart(2, '0');
    expect(screen.getByLabelText(`Match time ${pad(event.clock!.minutes)}:${pad(event.clock!.seconds)}`)).toBeTruthy();
    await waitFor(() => expect(QuietEventSource.opened).toEqual(['http://sandbox.test/xapi/live/stream?since=' + encodeURIComponent(`${operator.sandbox.world.changes.epoch}:${operator.sandbox.world.changes.latest}`)]));
    expect(paths).toContain('/xapi/rest/live/snapshot');

    const [home, away] = event.competitors;
    act(() => runtime.store.catalogue.applyEventChanges([{ eid: event.id, clock: { minutes: 88, seconds: 5, status: 'RUNNING' }, scores: { home: 3, away: 1 } }] as never));
    expect(screen.getByLabelText('Match time 88:05').textContent).toBe('88:05');
    const score = screen.getByRole('group', { name: 'Score' });
    expect([...score.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([home!.name, away!.name]);
    expect([...score.querySelectorAll('dd')].map((value) => value.textContent)).toEqual(['3', '1']);
    await noAxeViolations(document.body);
  }, 20_000);

  it('says the event was not found for a missing slug, and for a slug without an id', async () => {
    const operator = inProcessSandbox('seed');
    const { paths } = await openEvent(operator, '999999-nobody-v-nobody');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'No events were found for this event path');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Event not found');
    expect(paths.filter((path) => path === '/xapi/rest/events/999999')).toHaveLength(1);
    cleanup();

    const second = await openEvent(inProcessSandbox('seed'), 'not-an-event');
    expect(screen.getByRole('alert').textContent).toBe('No events were found for this event path');
    expect(second.paths.some((path) => path.startsWith('/xapi/rest/events/'))).toBe(false);
  });

  it('says a finished event is finished instead of showing markets', async () => {
    const operator = inProcessSandbox('seed');
    const event = prematchFootball(operator);
    event.isFinished = true;
    await openEvent(operator, event.slug);
    const notice = await screen.findByText('Event is Finished');
    expect(notice.getAttribute('role')).toBe('status');
    expect(document.querySelectorAll('button.sb-price')).toHaveLength(0);
    // Its start time is past: the header says it is over.
    expect(document.querySelector('.sb-event-header__status')?.textContent).toBe('Finished');
    expect(document.querySelector('.sb-event-header')?.textContent).not.toMatch(/Starts/);
  });

  it('shows a finished live event without the Live badge', async () => {
    const operator = inProcessSandbox('seed');
    const event = findEvent(operator, (candidate) => candidate.phase === 'live' && candidate.sportCode === 'FOOT' && Boolean(candidate.clock));
    event.isFinished = true;
    await openEvent(operator, event.slug, true);
    expect(await screen.findByText('Event is Finished')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: event.description! })).toBeTruthy();
    expect(screen.queryByText('Live')).toBeNull();
  });

  it('a match that ends while its page is open says Finished with its final time, never its start time again', async () => {
    const operator = inProcessSandbox('seed');
    // One with a match tracker: its button goes with the match.
    const event = findEvent(operator, (candidate) => candidate.phase === 'live' && candidate.sportCode === 'FOOT' && Boolean(candidate.clock) && candidate.tracker !== undefined);
    const { runtime } = await openEvent(operator, event.slug, true);
    await screen.findByRole('button', { name: 'Match tracker' });
    const header = await waitFor(() => {
      const found = document.querySelector('.sb-event-header');
      if (!found?.textContent?.includes('Live')) throw new Error('not live yet');
      return found;
    });
    // The feed's END_OF_EVENT, as the sandbox sends it at the whistle (no clock of its own).
    act(() => {
      runtime.store.catalogue.applyEventChanges([{ eid: event.id, status: 'END_OF_EVENT' }]);
    });
    expect(await screen.findByText('Event is Finished')).toBeTruthy();
    expect(header.textContent).not.toMatch(/Starts/);
    expect(header.querySelector('.sb-event-header__status')?.textContent).toBe('Finished');
    expect(header.querySelector('.sb-event-header__clock')).not.toBeNull();
    expect(header.querySelector('.sb-event-header__badge')).toBeNull();
    // Nothing left to follow: the tracker is not offered any more.
    expect(screen.queryByRole('button', { name: 'Match tracker' })).toBeNull();
    expect(document.querySelector('.sb-event-media')).toBeNull();
  });

  it('locks a suspended market and never shows a hidden outcome', async () => {
    const operator = inProcessSandbox('seed');
    const event = prematchFootball(operator);
    const [result, handicap] = event.markets;
    result!.status = 'suspended';
    handicap!.outcomes[1]!.hidden = true;
    const { runtime } = await openEvent(operator, event.slug);

    const locked = await screen.findByRole('group', { name: `${result!.description} Suspended` });
    expect(locked.getAttribute('aria-describedby') && document.getElementById(locked.getAttribute('aria-describedby')!)?.textContent).toBe('Betting on this market is paused for now.');
    const prices = [...locked.querySelectorAll<HTMLButtonElement>('button.sb-price')];
    expect(prices).toHaveLength(3);
    for (const button of prices) expect((button.closest('fieldset') as HTMLFieldSetElement).disabled).toBe(true);
    fireEvent.click(prices[0]!);
    expect(runtime.store.betslip.selectionIds.value).toEqual([]);
    // Its name still opens and closes it: a control in a disabled fieldset's legend is not disabled.
    const toggle = within(locked).getByRole('button', { name: `${result!.description} Suspended` });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const hdp = screen.getByRole('group', { name: handicap!.description });
    expect(within(hdp).getAllByRole('listitem').map((item) => item.textContent?.replace(/\d+\.\d+$/, ''))).toEqual([handicap!.outcomes[0]!.description]);

    // The feed reopens the market and hides the other handicap outcome: both follow in place.
    act(() =>
      runtime.store.catalogue.applyPriceUpdates([
        { eventId: event.id, marketId: result!.id, status: 'open' },
        { eventId: event.id, marketId: handicap!.id, outcomeId: handicap!.outcomes[1]!.id, hidden: false },
      ] as never),
    );
    // Found by waiting: on a loaded CI machine the re-render can land after the act (seen once).
    expect(((await screen.findByRole('group', { name: result!.description })) as HTMLFieldSetElement).disabled).toBe(false);
    await waitFor(() => expect(within(hdp).getAllByRole('listitem')).toHaveLength(2));
  });

  it('groups player props by player in the Players tab, and closes and opens a market', async () => {
    const operator = inProcessSandbox('seed');
    const event = prematchFootball(operator);
    await openEvent(operator, event.slug);
    const propMarket = event.markets.find((market) => market.playerName)!;
    // Not in Popular: props have their own tab.
    expect(await screen.findByRole('tab', { name: /^Popular/ })).toBeTruthy();
    expect(screen.queryByRole('group', { name: propMarket.description })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: /^Players/ }));
    const playerGroup = screen.getByRole('region', { name: `${propMarket.playerName}: player props` });
    expect(within(playerGroup).getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual(
      event.markets.filter((market) => market.playerName === propMarket.playerName).map((market) => market.description),
    );

    fireEvent.click(screen.getByRole('tab', { name: /^Popular/ }));
    const resultToggle = screen.getByRole('button', { name: event.markets[0]!.description });
    expect(resultToggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(resultToggle.getAttribute('aria-controls')!)!;
    expect(within(panel).getAllByRole('button').length).toBe(3);
    fireEvent.click(resultToggle);
    expect(resultToggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(within(panel).queryAllByRole('button', { hidden: true })).toHaveLength(0);
  });
});
