import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox, type InProcessSandbox } from '../../../tests/support/inProcessSandbox';
import { formatLine } from '../../core';
import { memoryStorage, type StorageLike } from '../../store';
import { cleanupHeaderTests, headerRuntime, renderInShell } from '../header/headerTestRuntime';
import { DisplayPreferences } from '../preferences/DisplayPreferences';
import { testRuntime } from '../runtime/testRuntime';
import { LivePage } from './LivePage';
import { stubQuietEventSource } from '../../../tests/support/quietEventSource';

beforeEach(() => stubQuietEventSource());
afterEach(() => {
  cleanupHeaderTests();
  vi.unstubAllGlobals();
});

/** The live football page and the display preferences, on the sandbox brand eurobet (coupon_layout euro), over `storage`. */
async function renderFootball(operator: InProcessSandbox, storage: StorageLike) {
  const runtime = await testRuntime({ config: { brand: 'eurobet', apiBase: 'http://sandbox.test/', routing: 'memory' }, fetch: ((input: RequestInfo | URL, init?: RequestInit) => operator.fetch(new Request(input, init))) as typeof fetch, storage, width: 1366 });
  const view = renderInShell(
    runtime,
    <>
      <DisplayPreferences />
      <LivePage sportCode="FOOT" />
    </>,
    '/en/live/sport/240-FOOT',
  );
  const list = await screen.findByRole('list', { name: 'Football' });
  await waitFor(() => expect(list.querySelectorAll(':scope > li').length).toBeGreaterThan(0));
  return { runtime, view, list };
}

/** The first card, and the sandbox's own event behind it (found by its name). */
function firstCard(list: HTMLElement, operator: InProcessSandbox) {
  const card = list.querySelector<HTMLElement>(':scope > li article')!;
  const title = card.querySelector('h3')!.textContent;
  const event = [...operator.sandbox.world.events.values()].find((candidate) => candidate.description === title)!;
  const marketOf = (kind: string) => event.markets.find((market) => market.spec.kind === kind)!;
  return { card, event, marketOf };
}

const groupNames = (card: HTMLElement) => within(card).getAllByRole('group').map((group) => group.getAttribute('aria-label'));
const lines = (card: HTMLElement) => [...card.querySelectorAll('.sb-market__line')].map((line) => line.textContent);

describe('view types on the live page (spec 3, 4, 9)', () => {
  it('euro: the picker changes every card’s market; switching the layout to asian clears it and shows the lines, and a reload keeps asian', async () => {
    const operator = inProcessSandbox('view-types');
    const storage = memoryStorage();
    const { runtime, list, view } = await renderFootball(operator, storage);
    const { card, marketOf } = firstCard(list, operator);
    expect(groupNames(card)).toEqual([marketOf('match-result').description]);

    const picker = screen.getByLabelText('Market') as HTMLSelectElement;
    const options = within(picker).getAllByRole('option').map((option) => option.textContent);
    expect(options.slice(0, 3)).toEqual(['Main market', 'Full time: 1X2', '1st half: 1X2']);
    expect(options).toContain('Full time: Over/Under');
    expect(options).toContain('Full time: Handicap');

    act(() => void fireEvent.change(picker, { target: { value: 'MATCH/OVER_UNDER' } }));
    expect(runtime.store.liveFilter.mobile.value.selectedEuroMarket).toEqual({ periodAbbreviation: 'MATCH', marketTypeCode: 'OVER_UNDER' });
    expect(groupNames(card)).toEqual([marketOf('total').description]);
    act(() => void fireEvent.change(picker, { target: { value: 'HALF/WIN_DRAW_WIN' } }));
    expect(groupNames(card)).toEqual([marketOf('period-result').description]);

    // The layout select of the display preferences: asian.
    act(() => void fireEvent.change(screen.getByLabelText('Layout'), { target: { value: 'asian' } }));
    expect(runtime.store.liveFilter.mobile.value.selectedEuroMarket).toBeNull();
    expect(screen.queryByLabelText('Market')).toBeNull();
    const handicap = marketOf('handicap').spec as { line: number };
    const total = marketOf('total').spec as { line: number };
    expect(groupNames(card)).toEqual(['Handicap', 'Over/Under']);
    expect(lines(card)).toEqual([formatLine(handicap.line, 'handicap'), formatLine(-handicap.line, 'handicap'), `O ${total.line}`, `U ${total.line}`]);
    view.unmount();
    runtime.dispose();

    // A reload: a new runtime over the same storage shows the asian cards at once.
    const again = await renderFootball(operator, storage);
    expect(again.runtime.store.preferences.viewType.value).toBe('asian');
    expect(groupNames(firstCard(again.list, operator).card)).toEqual(['Handicap', 'Over/Under']);
    expect((screen.getByLabelText('Layout') as HTMLSelectElement).value).toBe('asian');
    // Back to euro: the picker returns, on the main market (the choice was cleared).
    act(() => void fireEvent.change(screen.getByLabelText('Layout'), { target: { value: 'euro' } }));
    expect((screen.getByLabelText('Market') as HTMLSelectElement).value).toBe('');
  });

  it('a logged-in bettor’s layout is saved to the account preferences', async () => {
    const { runtime } = await headerRuntime(inProcessSandbox('view-types'), { player: 'demo' });
    renderInShell(runtime, <DisplayPreferences />, '/en/');
    act(() => void fireEvent.change(screen.getByLabelText('Layout'), { target: { value: 'asian' } }));
    const accountId = runtime.store.session.details.value?.alsPlayerId as string;
    await waitFor(async () => expect((await runtime.api.accounts.preferences(accountId)).layout).toBe('asian'));
  });
});
