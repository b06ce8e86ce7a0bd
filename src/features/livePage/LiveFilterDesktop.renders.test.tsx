// The desktop live filter renders only the buttons whose option changed (issue 19): the
// options are rebuilt as new objects whenever the set of live events changes, and every
// league button used to render again. Counted with the render budgets' own counter, by name.
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {} from '../../../tests/support/reactRenderCounter';
import type * as ReactDomClient from 'react-dom/client';
import type { LiveCompetitionOption } from '../../core';
import { createRuntime, memoryStorage } from '../../store';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import { LiveFilterDesktop } from './LiveFilterDesktop';

afterEach(() => {
  globalThis.__sbRenderCounter = undefined;
  delete (globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
});

/** Fresh objects every time, as useLiveFilter builds them from the live events. */
const options = (spainPremierCount: number): LiveCompetitionOption[] => [
  { id: '900', name: 'England', eventCount: 5, leagues: [{ id: '5001', name: 'England Premier Division', eventCount: 3 }, { id: '5002', name: 'England Championship', eventCount: 2 }] },
  { id: '901', name: 'Spain', eventCount: 1 + spainPremierCount, leagues: [{ id: '5101', name: 'Spain Primera', eventCount: spainPremierCount }, { id: '5102', name: 'Spain Segunda', eventCount: 1 }] },
];

describe('LiveFilterDesktop renders', () => {
  it('new option objects with the same values render nothing; one count changed renders its league, its competition and the filter', async () => {
    delete (globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
    vi.resetModules();
    await import('../../../tests/support/reactRenderCounter.script.js');
    // react-dom reads the counter's hook when evaluated: a fresh copy, after the install.
    const require = createRequire(import.meta.url);
    for (const path of Object.keys(require.cache)) if (path.includes('/node_modules/react-dom/')) Reflect.deleteProperty(require.cache, path);
    const React = await import('react');
    const { createRoot } = require('react-dom/client') as typeof ReactDomClient;
    const counter = globalThis.__sbRenderCounter!;
    const runtime = createRuntime({}, { storage: memoryStorage() });
    await runtime.i18n.ready;
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const show = (spainPremierCount: number) =>
      React.act(async () =>
        root.render(
          <RuntimeProvider runtime={runtime}>
            <LiveFilterDesktop competitions={options(spainPremierCount)} leaguesWithoutCompetition={[{ id: '7000', name: 'World Friendlies', eventCount: 2 }]} />
          </RuntimeProvider>,
        ),
      );
    await show(4);
    expect(counter.byName()).toMatchObject({ LiveFilterDesktop: 1, CompetitionEntry: 2, LeagueButton: 5 });

    counter.reset();
    await show(4);
    expect(counter.byName()).not.toHaveProperty('LiveFilterDesktop');
    expect(counter.byName()).not.toHaveProperty('LeagueButton');

    counter.reset();
    await show(5);
    expect(counter.byName()).toMatchObject({ LiveFilterDesktop: 1, CompetitionEntry: 1, LeagueButton: 1 });
    expect(host.querySelector('.sb-live-filter__option--all .sb-live-filter__count')?.textContent).toBe(String(5 + 6 + 2));
    await React.act(async () => root.unmount());
    host.remove();
  });
});
