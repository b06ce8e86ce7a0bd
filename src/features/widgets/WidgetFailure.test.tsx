import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { stubQuietEventSource } from '../../../tests/support/quietEventSource';
import type { RegionFailure } from '../../store';
import { cleanupHeaderTests, headerRuntime } from '../header/headerTestRuntime';
import { renderWithRuntime } from '../runtime/testRuntime';
import { EventWidget } from './EventWidget';
import { LiveNowWidget } from './LiveNowWidget';
import { SearchWidget } from './SearchWidget';
import { TopEventsWidget } from './TopEventsWidget';

beforeEach(() => stubQuietEventSource());
afterEach(() => {
  cleanupHeaderTests();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const NOTICE = 'This sportsbook content could not be shown.';

/**
 * The in-process operator behind the one API client, with the calls `failing` names answered
 * 503 until the test lets them through; and every failure the runtime reports (what the host
 * bridge sends as `sportsbook-error`, host/followFailures.ts, detail { region, message }).
 */
async function widgetRuntime(seed: string, failing: (url: URL) => boolean) {
  const operator = inProcessSandbox(seed);
  const switchable = { down: true };
  const { runtime } = await headerRuntime({
    sandbox: operator.sandbox,
    fetch: (request: Request) => (switchable.down && failing(new URL(request.url)) ? new Response('{}', { status: 503 }) : operator.fetch(request)),
  });
  const reported: RegionFailure[] = [];
  runtime.store.failures.subscribe((failure) => reported.push(failure));
  return { runtime, operator, reported, bringBack: () => (switchable.down = false) };
}

/** The widget's notice: the regions' compact one, polite (a host page's content around it), with its Retry. */
async function findWidgetNotice(container: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => expect(container.querySelector('.sb-region-failure--widget')).not.toBeNull(), { timeout: 10_000 });
  const notices = container.querySelectorAll<HTMLElement>('.sb-region-failure');
  expect(notices).toHaveLength(1);
  const notice = notices[0]!;
  expect([notice.getAttribute('role'), notice.querySelector('p')?.textContent]).toEqual(['status', NOTICE]);
  // Inside the widget's own box, which the host styles through ::part(widget).
  expect(notice.closest('.sb-widget[part="widget"]')).not.toBeNull();
  return notice;
}

describe('a widget whose operator call fails shows its own notice, reports it as region "widget", and recovers on Retry', { timeout: 30_000 }, () => {
  it('<sportsbook-event>: a server failure (not an unknown id) is the failure notice, not "not available"', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { runtime, operator, reported, bringBack } = await widgetRuntime('widget-failure-event', (url) => /^\/xapi\/rest\/events\/\d+$/.test(url.pathname));
    const fixture = [...operator.sandbox.world.events.values()].find((event) => event.sportCode === 'FOOT' && event.phase === 'prematch' && !event.outright && !event.jackpotId)!;
    const { container } = renderWithRuntime(runtime, <EventWidget eventId={fixture.id} />);
    const notice = await findWidgetNotice(container);
    expect(screen.queryByText('This event is not available.')).toBeNull();
    await waitFor(() => expect(reported).toEqual([{ region: 'widget', message: `/xapi/rest/events/${fixture.id} answered 503.` }]));
    // Not the unknown-id fix: the id is right, the operator failed.
    expect(errors.mock.calls.some((call) => String(call[0]).includes('has no open event'))).toBe(false);

    bringBack();
    fireEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: String(fixture.description) }, { timeout: 10_000 })).toBeTruthy();
    expect(container.querySelector('.sb-region-failure')).toBeNull();
    expect(reported).toHaveLength(1);
  });

  it('<sportsbook-top-events>: one notice in place of both blocks, reported once, and Retry loads them', async () => {
    const { runtime, reported, bringBack } = await widgetRuntime('widget-failure-top', (url) => url.pathname === '/xapi/rest/events');
    const { container } = renderWithRuntime(runtime, <TopEventsWidget max={3} />);
    const notice = await findWidgetNotice(container);
    expect(screen.queryByRole('list', { name: 'Upcoming' })).toBeNull();
    await waitFor(() => expect(reported).toEqual([{ region: 'widget', message: '/xapi/rest/events answered 503.' }]));

    bringBack();
    fireEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
    const upcoming = await screen.findByRole('list', { name: 'Upcoming' }, { timeout: 10_000 });
    await waitFor(() => expect(upcoming.querySelectorAll(':scope > li')).toHaveLength(3));
    expect(await screen.findByRole('list', { name: 'Live now' })).toBeTruthy();
    expect(container.querySelector('.sb-region-failure')).toBeNull();
    expect(reported).toHaveLength(1);
  });

  it('<sportsbook-live-now>: a live feed that cannot be reached is the failure notice, not "nothing is live", and Retry asks again at once', async () => {
    const { runtime, reported, bringBack } = await widgetRuntime('widget-failure-live', (url) => url.pathname === '/xapi/rest/live/snapshot');
    const { container } = renderWithRuntime(runtime, <LiveNowWidget sport="FOOT" max={2} />);
    const notice = await findWidgetNotice(container);
    expect(screen.queryByText(/live/i)).toBeNull();
    await waitFor(() => expect(reported).toEqual([{ region: 'widget', message: 'Live events could not be loaded: the live feed is not reachable (feed-down); it is tried again automatically.' }]));

    bringBack();
    const askAgain = vi.spyOn(runtime.store.live, 'retryNow');
    fireEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
    // Not left to the feed's backoff: the bettor asked.
    expect(askAgain).toHaveBeenCalledTimes(1);
    const list = await screen.findByRole('list', { name: 'Live now: Football' }, { timeout: 10_000 });
    await waitFor(() => expect(list.querySelectorAll(':scope > li')).toHaveLength(2));
    expect(container.querySelector('.sb-region-failure')).toBeNull();
  });

  it('<sportsbook-search>: a failed search says so where the bettor types, with its Retry, and the host hears it as the widget failing', async () => {
    const { runtime, operator, reported, bringBack } = await widgetRuntime('widget-failure-search', (url) => url.pathname === '/xapi/rest/search');
    const team = [...operator.sandbox.world.events.values()].find((event) => event.sportCode === 'FOOT' && event.phase === 'prematch' && !event.outright)!.competitors[0]!.name;
    renderWithRuntime(runtime, <SearchWidget />);
    const input = within(screen.getByRole('search')).getByRole('combobox', { name: 'Search events, teams and leagues' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: team } });
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    await waitFor(() => expect(reported).toEqual([{ region: 'widget', message: "Search results could not be loaded: the operator's search did not answer." }]));
    // What was typed stays in the field, and is never sent to the host.
    expect((input as HTMLInputElement).value).toBe(team);
    expect(reported[0]!.message).not.toContain(team);

    bringBack();
    fireEvent.click(retry);
    expect(within(await screen.findByRole('group', { name: 'Events' }, { timeout: 10_000 })).getAllByRole('option').length).toBeGreaterThan(0);
    expect(reported).toHaveLength(1);
  });

  it('a widget part that throws while rendering shows the widget notice in its box, not a page-sized one, and the rest of the page carries on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { runtime, operator, reported, bringBack } = await widgetRuntime('widget-failure-render', () => false);
    const fixture = [...operator.sandbox.world.events.values()].find((event) => event.sportCode === 'FOOT' && event.phase === 'prematch' && !event.outright && !event.jackpotId)!;
    // A card whose event the catalogue cannot read: the feed's data broke the card's render.
    const { catalogue } = runtime.store;
    const realEvent = catalogue.event.bind(catalogue);
    const broken = { down: true };
    vi.spyOn(catalogue, 'event').mockImplementation((eventId: string) => {
      if (broken.down && eventId === fixture.id) throw new Error(`Event ${fixture.id} could not be read`);
      return realEvent(eventId);
    });
    const { container } = renderWithRuntime(
      runtime,
      <>
        <EventWidget eventId={fixture.id} />
        <p>Host content</p>
      </>,
    );
    const notice = await findWidgetNotice(container);
    expect(screen.getByText('Host content')).toBeTruthy();
    await waitFor(() => expect(reported).toEqual([{ region: 'widget', message: `Event ${fixture.id} could not be read` }]));

    broken.down = false;
    bringBack();
    fireEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: String(fixture.description) }, { timeout: 10_000 })).toBeTruthy();
  });
});
