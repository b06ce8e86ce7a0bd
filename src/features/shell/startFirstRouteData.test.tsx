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

  it('starts nothing for another route, or when the address names another language than the runtime’s', async () => {
    const live = await headerRuntime(inProcessSandbox('first-route-live'));
    live.runtime.router.navigate('/en/live/sport/');
    startFirstRouteData(live.runtime);
    cleanupHeaderTests();
    const french = await headerRuntime(inProcessSandbox('first-route-fr'));
    french.runtime.router.navigate('/fr/');
    startFirstRouteData(french.runtime);
    await french.runtime.store.settings.load();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(eventListCalls(live.paths)).toBe(0);
    expect(eventListCalls(french.paths)).toBe(0);
  });
});
