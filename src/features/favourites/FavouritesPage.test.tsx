import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox, type InProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../header/headerTestRuntime';
import { RouteView } from '../pages/RouteView';
import { stubQuietEventSource } from '../../../tests/support/quietEventSource';

beforeEach(() => stubQuietEventSource());
afterEach(() => {
  cleanupHeaderTests();
  vi.unstubAllGlobals();
});

const inPhase = (operator: InProcessSandbox, phase: 'live' | 'prematch') => [...operator.sandbox.world.events.values()].filter((event) => event.phase === phase && !event.outright);
const titles = (list: HTMLElement) => [...list.querySelectorAll(':scope > li h3')].map((title) => title.textContent);

describe('favourites view (pseudo-category 10000)', () => {
  it('lists the starred events live first, drops the ones the operator no longer has, and loses a card when its star is removed', async () => {
    const operator = inProcessSandbox('favourites');
    const [prematch] = inPhase(operator, 'prematch');
    const [live] = inPhase(operator, 'live');
    const { runtime, paths } = await headerRuntime(operator);
    const { favourites } = runtime.store;
    // Starred in this order: the prematch event first, an event that no longer exists, then the live one.
    for (const id of [prematch!.id, 'ended-long-ago', live!.id]) favourites.toggle(id);

    renderInShell(runtime, <RouteView />, '/en/sports/10000');
    expect(await screen.findByRole('heading', { level: 1, name: 'Favourites' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Favourite events' });
    expect(titles(list)).toEqual([live!.description, prematch!.description]);
    expect(paths.filter((path) => path === '/xapi/rest/events')).toHaveLength(1);
    await waitFor(() => expect(favourites.ids.value).toEqual([prematch!.id, live!.id]));

    fireEvent.click(within(list).getByRole('button', { name: `Remove ${live!.description} from favourites` }));
    expect(titles(list)).toEqual([prematch!.description]);
    expect(favourites.ids.value).toEqual([prematch!.id]);

    fireEvent.click(within(list).getByRole('button', { name: `Remove ${prematch!.description} from favourites` }));
    expect(await screen.findByText('You have no favourite events yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find events on the home page' }).getAttribute('href')).toBe('/en');
    // Removing stars asked for nothing more.
    expect(paths.filter((path) => path === '/xapi/rest/events')).toHaveLength(1);
  });

  it('explains how to add favourites when there are none, without a request', async () => {
    const operator = inProcessSandbox('favourites-empty');
    const { runtime, paths } = await headerRuntime(operator);
    renderInShell(runtime, <RouteView />, '/en/sports/10000');
    expect(await screen.findByText('You have no favourite events yet.')).toBeTruthy();
    expect(screen.getByText(/Tap the star on any event/)).toBeTruthy();
    expect(paths).not.toContain('/xapi/rest/events');
  });

  it('the event page header carries the star too', async () => {
    const operator = inProcessSandbox('favourites-event');
    const [event] = inPhase(operator, 'prematch');
    const { runtime } = await headerRuntime(operator);
    renderInShell(runtime, <RouteView />, `/en/events/${event!.slug}`);
    // The operator settings arrive on their own time and may re-mount the shell: a click on
    // a star already replaced would reach no handler, so the page settles first.
    await vi.waitFor(() => expect(runtime.store.settings.raw.value).toBeTruthy());
    const star = await screen.findByRole('button', { name: `Add ${event!.description} to favourites` });
    act(() => star.click());
    await vi.waitFor(() => expect(runtime.store.favourites.ids.value).toEqual([event!.id]));
    // The star renders the new state in its own commit, after the store's.
    expect((await screen.findByRole('button', { name: `Remove ${event!.description} from favourites` })).getAttribute('aria-pressed')).toBe('true');
  });

  it('with favourites switched off (favorites_enabled false): no star, and the view says so', async () => {
    const operator = inProcessSandbox('favourites-off');
    const [event] = inPhase(operator, 'prematch');
    const { runtime } = await headerRuntime(operator, { settings: { favorites_enabled: false } });
    renderInShell(runtime, <RouteView />, `/en/events/${event!.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: String(event!.description) })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
    act(() => runtime.store.favourites.toggle(event!.id));
    act(() => runtime.router.navigate('/en/sports/10000'));
    expect(await screen.findByText('Favourites are not available on this site.')).toBeTruthy();
  });
});
