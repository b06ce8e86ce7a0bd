import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeEvents } from '../../../demo/server/world/world';
import { finishEvent } from '../../../demo/server/world/simulator';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { badgeText } from '../../core';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../header/headerTestRuntime';
import { SportsMenu } from './SportsMenu';

/**
 * The live stream as the browser would hold it, fed from the sandbox's own change log, so
 * the menu sees the feed the live model really decodes, coalesces and applies.
 */
class SandboxStream {
  static current: SandboxStream | null = null;
  onerror: ((event: Event) => void) | null = null;
  onopen: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  /** The cursor the stream was asked from (its `epoch:cursor` position's cursor). */
  readonly since: number;
  readonly epoch: string;
  constructor(url: string) {
    const [epoch = '', cursor = ''] = (new URL(url).searchParams.get('since') ?? '').split(':');
    this.epoch = epoch;
    this.since = Number(cursor);
    SandboxStream.current = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    if (SandboxStream.current === this) SandboxStream.current = null;
  }
  deliver(changes: readonly { cursor: number; type: string; payload: unknown }[]): void {
    for (const change of changes) {
      const message = new MessageEvent<string>(change.type, { data: JSON.stringify(change.payload), lastEventId: `${this.epoch}:${change.cursor}` });
      for (const listener of this.listeners.get(change.type) ?? []) listener(message);
    }
  }
}

afterEach(() => {
  cleanupHeaderTests();
  vi.unstubAllGlobals();
  SandboxStream.current = null;
});

const menu = () => screen.findByRole('navigation', { name: 'Sports' });
const entries = (nav: HTMLElement) => [...nav.querySelectorAll(':scope > ul > li')] as HTMLElement[];
const sportEntry = (nav: HTMLElement, code: string) => nav.querySelector<HTMLElement>(`[data-sport="${code}"]`);

type Operator = ReturnType<typeof inProcessSandbox>;
function liveCounts(operator: Operator): Map<number, number> {
  const counts = new Map<number, number>();
  for (const event of activeEvents(operator.sandbox.world, 'live')) counts.set(event.sportId, (counts.get(event.sportId) ?? 0) + 1);
  return counts;
}

describe('sports menu (spec 1/2)', () => {
  it("lists the pseudo-categories, then the sports in the operator's sports_order with their live counts", async () => {
    const operator = inProcessSandbox('sports-menu');
    const { runtime, paths } = await headerRuntime(operator, { brand: 'wicket' });
    renderInShell(runtime, <SportsMenu />, '/en/');
    const nav = await menu();
    await within(nav).findByRole('link', { name: 'Cricket' });
    expect(paths.filter((path) => path === '/xapi/rest/sports')).toHaveLength(1);

    const names = entries(nav).map((entry) => within(entry).getAllByRole('link')[0]?.textContent);
    // wicket's sports_order: CRIC, CRIC-india, KABA, TENN-india, FOOT; then the feed's order.
    expect(names.slice(0, 10)).toEqual(['Homepage', 'Favourites', 'Jackpot Bet', 'Cricket', 'Cricket India', 'Kabaddi', 'Tennis India', 'Football', 'Basketball', 'Tennis']);
    const offered = operator.sandbox.world.sports.filter((sport) => activeEvents(operator.sandbox.world).some((event) => event.sportId === sport.id));
    // Every offered sport once, plus the two variants.
    expect(names).toHaveLength(3 + offered.length + 2);

    const counts = liveCounts(operator);
    const football = counts.get(240) ?? 0;
    const cricket = counts.get(215) ?? 0;
    expect(football).toBeGreaterThan(0);
    expect(cricket).toBeGreaterThan(0);
    const footballLive = within(sportEntry(nav, 'FOOT') as HTMLElement).getByRole('link', { name: `Football live: ${football} events` });
    expect(footballLive.textContent).toBe(badgeText(football));
    expect(footballLive.getAttribute('href')).toBe('/en/live/sport/240-FOOT');
    const cricketIndia = sportEntry(nav, 'CRIC-india') as HTMLElement;
    expect(within(cricketIndia).getByRole('link', { name: 'Cricket India' }).getAttribute('href')).toBe('/en/sports/215-CRIC-india');
    expect(within(cricketIndia).getByRole('link', { name: `Cricket India live: ${cricket} events` }).getAttribute('href')).toBe('/en/live/sport/215-CRIC-india');
    // A sport with nothing live has no live link.
    const quiet = offered.find((sport) => !counts.has(sport.id));
    if (!quiet) throw new Error('every sandbox sport is live: pick another seed');
    expect(within(sportEntry(nav, quiet.code) as HTMLElement).getAllByRole('link').map((link) => link.textContent)).toEqual([quiet.name]);
    expect(within(nav).getByRole('link', { name: 'Homepage' }).getAttribute('href')).toBe('/en/sports/10001');
    // Rendered at /en/: the home page is the Homepage pseudo-category.
    expect(within(nav).getByRole('link', { name: 'Homepage' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Jackpot Bet' }).getAttribute('href')).toBe('/en/sports/10002');
  });

  it('counts the favourites from the favourites model', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('sports-menu'));
    renderInShell(runtime, <SportsMenu />, '/en/');
    const nav = await menu();
    // Queried by its entry: role queries over a hundred sports' links are slow in jsdom.
    const favourites = () => nav.querySelector('[data-category="favourites"] a') as HTMLAnchorElement;
    expect(favourites().textContent).toBe('Favourites');
    expect(favourites().getAttribute('href')).toBe('/en/sports/10000');
    expect(favourites().querySelector('.sb-badge')).toBeNull();
    act(() => {
      runtime.store.favourites.toggle('100001');
      runtime.store.favourites.toggle('100002');
    });
    expect(favourites().getAttribute('aria-label')).toBe('Favourites: 2');
    expect(favourites().querySelector('.sb-badge')?.textContent).toBe('2');
    act(() => runtime.store.favourites.toggle('100001'));
    expect(favourites().getAttribute('aria-label')).toBe('Favourites: 1');
    act(() => runtime.store.favourites.toggle('100002'));
    expect(favourites().hasAttribute('aria-label')).toBe(false);
    expect(favourites().querySelector('.sb-badge')).toBeNull();
  });

  it('leaves Favourites out when the operator turns favourites off', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('sports-menu'), { settings: { favorites_enabled: false } });
    renderInShell(runtime, <SportsMenu />, '/en/');
    const nav = await menu();
    const names = entries(nav)
      .slice(0, 3)
      .map((entry) => entry.textContent);
    expect(names[0]).toBe('Homepage');
    expect(names[1]).toBe('Jackpot Bet');
    expect(within(nav).queryByRole('link', { name: /^Favourites/ })).toBeNull();
  });

  it('follows the live feed: an event that ends lowers its sport\u2019s live count', async () => {
    vi.stubGlobal('EventSource', SandboxStream);
    const operator = inProcessSandbox('sports-menu');
    const { runtime, paths } = await headerRuntime(operator);
    renderInShell(runtime, <SportsMenu />, '/en/');
    const nav = await menu();
    const football = liveCounts(operator).get(240) ?? 0;
    const footballLive = () => within(sportEntry(nav, 'FOOT') as HTMLElement).getAllByRole('link')[1];
    await vi.waitFor(() => expect(footballLive()?.textContent).toBe(badgeText(football)));

    await act(() => runtime.store.live.start());
    const stream = SandboxStream.current as SandboxStream;
    expect(stream.since).toBe(operator.sandbox.world.changes.latest);
    const ending = activeEvents(operator.sandbox.world, 'live').find((event) => event.sportId === 240);
    if (!ending) throw new Error('the sandbox has no live football event');
    finishEvent(operator.sandbox.world, ending, true);
    const sportsCalls = paths.filter((path) => path === '/xapi/rest/sports').length;
    act(() => {
      const changes = operator.sandbox.world.changes.since(stream.since);
      if (changes === 'gap') throw new Error('the change log lost the changes');
      stream.deliver(changes);
      runtime.store.live.flush();
    });
    await vi.waitFor(() => expect(footballLive()?.getAttribute('aria-label')).toBe(`Football live: ${football - 1} events`));
    expect(footballLive()?.textContent).toBe(badgeText(football - 1));
    expect(paths.filter((path) => path === '/xapi/rest/sports').length).toBeGreaterThan(sportsCalls);
    runtime.store.live.stop();
  });

  it('marks the open sport, its live list or the pseudo-category with aria-current, and navigates in place', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('sports-menu'));
    renderInShell(runtime, <SportsMenu />, '/en/sports/240-FOOT');
    const nav = await menu();
    const footballEntry = await vi.waitFor(() => sportEntry(nav, 'FOOT') ?? Promise.reject(new Error('no football yet')));
    const [footballLink, footballLive] = within(footballEntry).getAllByRole('link');
    expect(footballLink?.getAttribute('aria-current')).toBe('page');
    expect(footballLive?.hasAttribute('aria-current')).toBe(false);
    expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);

    act(() => footballLive?.click());
    expect(screen.getByTestId('address').textContent).toBe('/en/live/sport/240-FOOT');
    expect(footballLive?.getAttribute('aria-current')).toBe('page');
    expect(footballLink?.hasAttribute('aria-current')).toBe(false);

    act(() => within(nav).getByRole('link', { name: 'Homepage' }).click());
    expect(screen.getByTestId('address').textContent).toBe('/en/sports/10001');
    expect(within(nav).getByRole('link', { name: 'Homepage' }).getAttribute('aria-current')).toBe('page');
    expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it('says when the sports could not be loaded (after the cache retries) and tries again on request', async () => {
    const operator = inProcessSandbox('sports-menu');
    operator.sandbox.faults.set({ errorRate: { '/xapi/rest/sports': 1 } });
    const { runtime, paths } = await headerRuntime(operator);
    renderInShell(runtime, <SportsMenu />, '/en/');
    const nav = await menu();
    expect(within(nav).getByRole('status').textContent).toBe('Loading sports…');
    const alert = await within(nav).findByRole('alert', {}, { timeout: 8000 });
    expect(alert.textContent).toContain('The sports could not be loaded.');
    // The first try and spec 9's three retries.
    expect(paths.filter((path) => path === '/xapi/rest/sports')).toHaveLength(4);
    operator.sandbox.faults.reset();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(nav).findByRole('link', { name: 'Football' })).toBeTruthy();
    expect(within(nav).queryByRole('alert')).toBeNull();
  }, 15_000);
});
