// Issue 19: with 500 live events one ends or kicks off in nearly every world step. Such a
// change renders the rows that came or went and writes the counts that changed; the page,
// its filter, its tabs, the euro picker and the sports menu do not render.
import { createRequire } from 'node:module';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type {} from '../../../tests/support/reactRenderCounter';
import type * as ReactModule from 'react';
import type * as ReactDomClient from 'react-dom/client';
import type * as RuntimeContextModule from '../runtime/RuntimeContext';
import type * as AppShellModule from '../shell/AppShell';
import { inProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { stubQuietEventSource } from '../../../tests/support/quietEventSource';
import { cleanupHeaderTests, headerRuntime } from '../header/headerTestRuntime';

let createRoot: typeof ReactDomClient.createRoot;
let act: typeof ReactModule.act;
let createElement: typeof ReactModule.createElement;
// Imported after the modules are reset, so the live route's lazy chunk shares their runtime context.
let RuntimeProvider: typeof RuntimeContextModule.RuntimeProvider;
let AppShell: typeof AppShellModule.AppShell;

beforeAll(async () => {
  delete (globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
  vi.resetModules();
  await import('../../../tests/support/reactRenderCounter.script.js');
  // react-dom reads the counter's hook when evaluated: a fresh copy, after the install.
  const require = createRequire(import.meta.url);
  for (const path of Object.keys(require.cache)) if (path.includes('/node_modules/react-dom/')) Reflect.deleteProperty(require.cache, path);
  ({ createRoot } = require('react-dom/client') as typeof ReactDomClient);
  ({ act, createElement } = await import('react'));
  ({ RuntimeProvider } = await import('../runtime/RuntimeContext'));
  ({ AppShell } = await import('../shell/AppShell'));
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  cleanupHeaderTests();
  vi.unstubAllGlobals();
});

const settle = (ms = 60) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** What renders around the cards; none of it may render for a change of the live set. */
const AROUND_THE_CARDS = ['LivePage', 'PageSection', 'LiveList', 'LiveFilterDesktop', 'CompetitionEntry', 'LeagueButton', 'ChoiceCount', 'CountText', 'EuroMarketPicker', 'LiveTabs', 'LiveSportTab', 'SportsMenu', 'SportsMenuCategory'];

describe('live page render budget when the live set changes (issue 19, docs/performance.md)', () => {
  it('a live event ending renders the rows and no component around them; the counts are written into their text', async () => {
    stubQuietEventSource();
    const operator = inProcessSandbox('live-set-change');
    await operator.fetch(new Request('http://sandbox.test/sandbox/feed', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ frozen: true }) }));
    const { runtime } = await headerRuntime(operator);
    runtime.router.navigate('/en/live/sport/');
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(createElement(RuntimeProvider, { runtime, children: createElement(AppShell) })));
    await vi.waitFor(() => expect(host.querySelectorAll('.sb-event-card').length).toBeGreaterThan(0), { timeout: 5000 });
    await vi.waitFor(() => expect(host.querySelector('.sb-live-filter__option--all .sb-live-filter__count')).not.toBeNull(), { timeout: 5000 });
    await settle(300);
    const { catalogue } = runtime.store;
    const ids = catalogue.liveEventIds.value;
    const allCount = () => host.querySelector('.sb-live-filter__option--all .sb-live-filter__count')?.textContent;
    expect(allCount()).toBe(String(ids.length));
    const counter = globalThis.__sbRenderCounter!;

    // The last listed event ends: it is not among the rendered cards.
    counter.reset();
    await act(async () => {
      catalogue.applyEventChanges([{ eid: ids[ids.length - 1]!, status: 'END_OF_EVENT' }]);
    });
    await settle(300);
    const renders = counter.byName();
    for (const name of AROUND_THE_CARDS) expect(renders, JSON.stringify(renders)).not.toHaveProperty(name);
    expect(renders).toMatchObject({ LiveRows: 1 });
    expect(allCount()).toBe(String(ids.length - 1));
    await act(async () => root.unmount());
    host.remove();
  });
});
