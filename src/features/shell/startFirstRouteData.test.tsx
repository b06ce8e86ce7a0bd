import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { stubQuietEventSource } from '../../../tests/support/quietEventSource';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../header/headerTestRuntime';
import { RouteView } from '../pages/RouteView';
import { startFirstRouteData } from './startFirstRouteData';

beforeEach(() => stubQuietEventSource());
afterEach(() => {
  cleanupHeaderTests();
  vi.unstubAllGlobals();
});

const eventListCalls = (paths: readonly string[]) => paths.filter((path) => path === '/xapi/rest/events').length;
const snapshotCalls = (paths: readonly string[]) => paths.filter((path) => path === '/xapi/rest/live/snapshot').length;

describe('startFirstRouteData: the first page’s data before its code', () => {
  it('on the home page asks for its two event lists, and the page, once rendered, asks for nothing again', async () => {
    const { runtime, paths } = await headerRuntime(inProcessSandbox('first-route-home'));
    runtime.router.navigate('/en/');
    startFirstRouteData(runtime);
    await waitFor(() => expect(eventListCalls(paths)).toBe(2));
    renderInShell(runtime, <RouteView />, '/en/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Upcoming' });
    expect(eventListCalls(paths)).toBe(2);
  });

  it('on the live list starts the feed (its snapshot), and the page, once rendered, asks for no snapshot again', async () => {
    const { runtime, paths } = await headerRuntime(inProcessSandbox('first-route-live'));
    runtime.router.navigate('/en/live/sport/');
    startFirstRouteData(runtime);
    await waitFor(() => expect(snapshotCalls(paths)).toBe(1));
    expect(runtime.store.catalogue.liveEventIds.value.length).toBeGreaterThan(0);
    renderInShell(runtime, <RouteView />, '/en/live/sport/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Live betting' })).toBeTruthy();
    expect((await screen.findAllByRole('article')).length).toBeGreaterThan(0);
    expect(snapshotCalls(paths)).toBe(1);
    expect(eventListCalls(paths)).toBe(0);
  });

  it('starts nothing for another route, or when the address names another language than the runtime’s', async () => {
    const sports = await headerRuntime(inProcessSandbox('first-route-sports'));
    sports.runtime.router.navigate('/en/sports/240-FOOT');
    startFirstRouteData(sports.runtime);
    cleanupHeaderTests();
    const french = await headerRuntime(inProcessSandbox('first-route-fr'));
    french.runtime.router.navigate('/fr/live/sport/');
    startFirstRouteData(french.runtime);
    await french.runtime.store.settings.load();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(eventListCalls(sports.paths)).toBe(0);
    expect(snapshotCalls(sports.paths)).toBe(0);
    expect(snapshotCalls(french.paths)).toBe(0);
  });
});
