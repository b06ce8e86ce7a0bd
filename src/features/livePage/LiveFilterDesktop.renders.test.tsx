// The desktop live filter renders only what changed (issue 19): the options are rebuilt as
// new objects whenever the set of live events changes (an event kicks off or ends, nearly
// every world step with 500 live events). Every league button used to render again, then
// the filter, its competition and its button; now a changed count is written into its text
// and renders nothing.
// Counted with the render budgets' own counter, by name.
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {} from '../../../tests/support/reactRenderCounter';
import type * as ReactDomClient from 'react-dom/client';
import { signal } from '@preact/signals-react';
import type { LiveCompetitionOption, LiveCompetitions } from '../../core';
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
  it('new option objects with the same values render nothing; one count changed renders nothing and writes its three counts; a new league renders the filter and its button', async () => {
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
    // Both parts of the texts (the live page's are later ones), so the first render is the real one.
    await runtime.i18n.ready;
    await runtime.i18n.loadLaterTexts();
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const friendlies = { id: '7000', name: 'World Friendlies', eventCount: 2 };
    const choices = signal<LiveCompetitions>({ competitions: options(4), leaguesWithoutCompetition: [friendlies] });
    // As useLiveFilter hands them over: one signal for the list's life, its value replaced.
    const show = (next: LiveCompetitions) =>
      React.act(async () => {
        choices.value = next;
      });
    await React.act(async () =>
      root.render(
        <RuntimeProvider runtime={runtime}>
          <LiveFilterDesktop options={choices} />
        </RuntimeProvider>,
      ),
    );
    // A competition's leagues are rendered once it is opened: the other leagues' button only.
    expect(counter.byName()).toMatchObject({ LiveFilterDesktop: 1, CompetitionEntry: 2, LeagueButton: 1, ChoiceCount: 4, CountText: 4 });
    expect(host.querySelectorAll('.sb-live-filter__competitions .sb-live-filter__leagues')).toHaveLength(0);
    counter.reset();
    await React.act(async () => host.querySelectorAll<HTMLButtonElement>('.sb-live-filter__expand').forEach((button) => button.click()));
    expect(counter.byName()).toMatchObject({ CompetitionEntry: 2, LeagueButton: 4, ChoiceCount: 4, CountText: 4 });
    expect(host.querySelectorAll('.sb-live-filter__competitions .sb-live-filter__leagues')).toHaveLength(2);

    counter.reset();
    await show({ competitions: options(4), leaguesWithoutCompetition: [{ ...friendlies }] });
    expect(counter.count(), JSON.stringify(counter.byName())).toBe(0);

    // An event kicking off in Spain Primera: the league's, Spain's and All's counts change, written into their text.
    counter.reset();
    await show({ competitions: options(5), leaguesWithoutCompetition: [{ ...friendlies }] });
    expect(counter.count(), JSON.stringify(counter.byName())).toBe(0);
    const countOf = (selector: string) => host.querySelector(`${selector} .sb-live-filter__count`)?.textContent;
    expect(countOf('.sb-live-filter__option--all')).toBe(String(5 + 6 + 2));
    expect([...host.querySelectorAll('.sb-live-filter__competitions .sb-live-filter__count')].map((count) => count.textContent)).toEqual(['5', '3', '2', '6', '5', '1']);

    // A league comes: the filter renders for the new button; the others keep theirs.
    counter.reset();
    await show({ competitions: options(5), leaguesWithoutCompetition: [{ ...friendlies }, { id: '7001', name: 'World Cup Qualifiers', eventCount: 1 }] });
    expect(counter.byName()).toEqual({ LiveFilterDesktop: 1, LeagueButton: 1, FilterIcon: 1, ChoiceCount: 1, CountText: 1 });
    expect(countOf('.sb-live-filter__option--all')).toBe(String(5 + 6 + 2 + 1));
    expect(host.querySelector('[aria-label="Other leagues"]')?.textContent).toContain('World Cup Qualifiers');
    await React.act(async () => root.unmount());
    host.remove();
  });
});
